/**
 * Panel sizes are kept as proportions of the workspace: a layout made at 1600×1000 keeps its proportions, and a
 * usable chart and book, when the window shrinks to 1280×720.
 */
import { expect, test, type Page } from '@playwright/test';
import { launchBrowserMode, type Running } from './launch';

let perpdesk: Running;

test.beforeAll(async () => {
  perpdesk = await launchBrowserMode();
});
test.afterAll(async () => {
  await perpdesk?.stop();
});

async function widths(page: Page) {
  const width = async (selector: string) => (await page.locator(selector).boundingBox())!.width;
  const height = async (selector: string) => (await page.locator(selector).boundingBox())!.height;
  const workspace = page.getByRole('main');
  const box = (await workspace.boundingBox())!;
  return {
    book: (await width('.area-book')) / box.width,
    entry: (await width('.area-entry')) / box.width,
    bottom: (await height('.area-bottom')) / box.height,
    chartPx: await width('.area-chart'),
    bookPx: await width('.area-book'),
  };
}

test('panels keep their proportions when the window shrinks from 1600×1000 to 1280×720', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(perpdesk.url);
  const book = page.getByRole('separator', { name: 'Resize order book' });
  await expect(book).toBeVisible();
  // A wider book and taller tables than the defaults.
  await book.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
  const tables = page.getByRole('separator', { name: 'Resize tables' });
  await tables.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await expect(book).toHaveAttribute('aria-valuenow', '380');
  const large = await widths(page);

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(async () => Number(await book.getAttribute('aria-valuenow'))).toBeLessThan(380);
  const small = await widths(page);
  expect(small.book).toBeCloseTo(large.book, 2);
  expect(small.entry).toBeCloseTo(large.entry, 1);
  expect(small.bottom).toBeCloseTo(large.bottom, 2);
  // Usable: the chart keeps most of the width, the book at least its least usable width.
  expect(small.chartPx).toBeGreaterThan(1280 / 2);
  expect(small.bookPx).toBeGreaterThanOrEqual(220);

  // Remembered as proportions: a reload at the small size shows the same.
  await page.reload();
  await expect.poll(async () => (await widths(page)).book).toBeCloseTo(large.book, 2);
});
