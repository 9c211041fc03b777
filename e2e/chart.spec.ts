/**
 * The price chart as a trader uses it, on a living paper market (a seeded week of candles): candles and a legend,
 * the period buttons, older history while dragging back in time, and another market's own candles.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({ living: true });

const chart = (page: Page) => page.getByRole('region', { name: 'Price chart' });
const legend = (page: Page) => chart(page).getByTestId('chart-legend');
/** How many candles the chart holds. */
const bars = async (page: Page) => Number(await chart(page).locator('[data-bars]').getAttribute('data-bars'));

const LEGEND = /^O (\d+\.\d+) H \d+\.\d+ L \d+\.\d+ C \d+\.\d+ V \d+(\.\d+)? \([+-]?\d+\.\d\d %\)$/;
const openOf = async (element: Locator): Promise<number> => Number(LEGEND.exec((await element.textContent()) ?? '')?.[1] ?? NaN);
const HOUR = 3_600_000;

async function chooseMarket(page: Page, symbol: string): Promise<void> {
  const market = page.getByRole('combobox', { name: 'Market' });
  await market.click();
  await page.getByRole('option', { name: new RegExp(symbol) }).click();
}

/** Drags the chart's plot to the right by most of its width: the view moves back in time. */
async function dragBackInTime(page: Page): Promise<void> {
  const box = await chart(page).locator('[data-bars]').boundingBox();
  if (!box) throw new Error('the chart has no box');
  const y = box.y + box.height * 0.45;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 12 });
  await page.mouse.up();
}

test('the chart draws candles with a legend; 1h switches it to hourly candles, and the crosshair picks one', async ({ page }) => {
  await page.goto(perpdesk.url);
  await expect(chart(page).locator('canvas').first()).toBeVisible();
  await expect(legend(page)).toHaveText(LEGEND);
  await expect(legend(page)).toHaveText(/^O \d+\.\d /); // BTC-USDT prices have one decimal
  await expect(chart(page).getByRole('radio', { name: '15m', exact: true })).toBeChecked();
  await expect(legend(page)).toHaveAttribute('data-period', '15MIN');

  await chart(page).getByRole('radio', { name: '1h', exact: true }).click();
  await expect(chart(page).getByRole('radio', { name: '1h', exact: true })).toBeChecked();
  await expect(chart(page).getByRole('radio', { name: '15m', exact: true })).not.toBeChecked();
  await expect(legend(page)).toHaveAttribute('data-period', '1HOUR');
  await expect(legend(page)).toHaveText(LEGEND);
  const latest = Number(await legend(page).getAttribute('data-time'));
  expect(latest % HOUR).toBe(0);
  // A week of hours, well short of a page: all of it, and no more to load.
  await expect.poll(() => bars(page)).toBeGreaterThan(150);
  expect(await bars(page)).toBeLessThan(300);

  // Under the crosshair: an older hourly candle.
  const box = await chart(page).locator('[data-bars]').boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await expect.poll(async () => Number(await legend(page).getAttribute('data-time'))).toBeLessThan(latest);
  expect(Number(await legend(page).getAttribute('data-time')) % HOUR).toBe(0);
  await expect(legend(page)).toHaveText(LEGEND);
  // Away from the chart, the legend is the latest candle's again.
  await page.mouse.move(box.x + box.width * 0.4, box.y - 80);
  await expect.poll(async () => Number(await legend(page).getAttribute('data-time'))).toBeGreaterThanOrEqual(latest);

  // The other periods are in the list.
  await chart(page).getByRole('combobox', { name: 'More periods' }).selectOption('1WEEK');
  await expect(legend(page)).toHaveAttribute('data-period', '1WEEK');
  await expect(chart(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(legend(page)).toHaveText(LEGEND);
});

test('dragging the chart back in time loads older candles', async ({ page }) => {
  await page.goto(perpdesk.url);
  await chart(page).getByRole('radio', { name: '5m', exact: true }).click();
  await expect(legend(page)).toHaveAttribute('data-period', '5MIN');
  await expect.poll(() => bars(page)).toBeGreaterThanOrEqual(300);
  const first = await bars(page);
  expect(first).toBeLessThan(310);

  await expect
    .poll(
      async () => {
        await dragBackInTime(page);
        return bars(page);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(first + 300);
  await expect(legend(page)).toHaveText(LEGEND);
});

test('another market shows its own candles, never the last one’s', async ({ page }) => {
  await page.goto(perpdesk.url);
  await expect(legend(page)).toHaveText(LEGEND);
  const btc = (await legend(page).textContent()) ?? '';
  expect(await openOf(legend(page))).toBeGreaterThan(10_000);

  await chooseMarket(page, 'ETH-USDT');
  await expect(chart(page)).toContainText('ETH-USDT');
  // Dropped at once: empty, or already the new market's.
  expect(await legend(page).textContent()).not.toBe(btc);
  await expect(legend(page)).toHaveText(/^O \d+\.\d\d /); // ETH-USDT prices have two decimals
  await expect(legend(page)).toHaveText(LEGEND);
  expect(await openOf(legend(page))).toBeLessThan(10_000);
});

const frame = (page: Page) => chart(page).locator('[data-bars]');
const closeOf = async (element: Locator): Promise<number> => Number(/ C (\d+\.\d+) /.exec((await element.textContent()) ?? '')?.[1] ?? NaN);

test('scrolled back: the axis labels the last visible close, "Go to latest" comes back, and so does a new period', async ({ page }) => {
  await page.goto(perpdesk.url);
  await chart(page).getByRole('radio', { name: '5m', exact: true }).click();
  await expect(legend(page)).toHaveAttribute('data-period', '5MIN');
  await expect(frame(page)).toHaveAttribute('data-latest-shown', 'true');
  await expect(chart(page).getByRole('button', { name: 'Go to latest' })).toHaveCount(0);

  await dragBackInTime(page);
  await expect(frame(page)).toHaveAttribute('data-latest-shown', 'false');
  const goToLatest = chart(page).getByRole('button', { name: 'Go to latest' });
  await expect(goToLatest).toBeVisible();
  // Away from the plot, the legend is the latest candle's: the axis labels an older close, not that one.
  await page.mouse.move(0, 0);
  const latestClose = await closeOf(legend(page));
  const axis = Number(await frame(page).getAttribute('data-axis-price'));
  expect(axis).toBeGreaterThan(0);
  expect(axis).not.toBe(latestClose);

  await goToLatest.click();
  await expect(frame(page)).toHaveAttribute('data-latest-shown', 'true');
  await expect(goToLatest).toHaveCount(0);
  await expect.poll(async () => Number(await frame(page).getAttribute('data-axis-price')) === (await closeOf(legend(page)))).toBe(true);

  // Scrolled back again, another period opens at its latest candle.
  await dragBackInTime(page);
  await expect(frame(page)).toHaveAttribute('data-latest-shown', 'false');
  await chart(page).getByRole('radio', { name: '1h', exact: true }).click();
  await expect(legend(page)).toHaveAttribute('data-period', '1HOUR');
  await expect(frame(page)).toHaveAttribute('data-latest-shown', 'true');
  await expect(chart(page).getByRole('button', { name: 'Go to latest' })).toHaveCount(0);
});
