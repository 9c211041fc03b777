/**
 * Held orders where a trader points at a price, against the paper exchange (a still book: BTC-USDT bids from
 * 59990.0, asks from 60010.0): Alt+click on a ladder row sets a stop loss there (and says "No position to protect"
 * without a position); on the Price chart a held stop's dashed line dragged to a new price moves it, dragging out
 * of the position's line sets a take profit above the mark, and ✕ cancels it. The Working tab shows each. With the
 * No stop warning on, the long shows "No stop" (its row, the top bar) and is told, until its stop is set.
 * The tests run in order on one Perpdesk: the second protects the position the first opened.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';
import { expectToast } from './toasts';

const perpdesk = usePerpdesk({ living: false });

const ladder = (page: Page) => page.getByRole('region', { name: 'Depth ladder' });
const ladderRow = (page: Page, price: string) => ladder(page).locator(`[role="row"][data-price="${price}"]`);
const chartLines = (page: Page) => page.getByRole('region', { name: 'Price chart' }).getByRole('list', { name: 'Chart lines' });
const working = (page: Page, kind: string) => page.getByRole('table', { name: 'Working' }).getByRole('row').filter({ hasText: kind });

async function showWorking(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Working' }).click();
}

test('Alt+click on a ladder row: "No position to protect", then with a long a stop loss at that row; the No stop warning marks the long until then, and tells it after 5 s', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Warn when a position has no stop' }).check();
  await settings.getByRole('textbox', { name: 'No stop warning after (seconds)' }).fill('5');
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption('beside');
  await expect(ladderRow(page, '59990.0')).toHaveAttribute('data-marks', /best-bid/);
  await ladder(page).getByRole('switch', { name: 'Ladder trading' }).check();
  const said = ladder(page).getByRole('status', { name: 'Ladder status' });

  await ladderRow(page, '59960.0').click({ modifiers: ['Alt'] });
  await expect(said).toHaveText('No position to protect');
  expect(await call<unknown[]>(page, 'protection.list', {})).toEqual([]);

  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100' });
  await expect(ladder(page).locator('[role="row"][data-marks~="entry"]')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Positions' }).click();
  const noStopMark = page.getByRole('table', { name: 'Positions' }).locator('tr[data-symbol="BTC-USDT"]').getByText('No stop', { exact: true });
  const connection = page.getByRole('status', { name: 'Connection' });
  await expect(noStopMark).toBeVisible();
  await expect(connection).toContainText('No stop: 1');
  await expectToast(page, 'No stop: BTC-USDT long', 20_000);
  await ladderRow(page, '59960.0').click({ modifiers: ['Alt'] });
  await expect(said).toHaveText('Set: Stop loss at 59960.0 for the whole long 0.100, held by Perpdesk');
  await expect(noStopMark).toHaveCount(0);
  await expect(connection).not.toContainText('No stop');
  await expect(ladderRow(page, '59960.0')).toHaveAttribute('data-marks', /stop-loss/);
  await showWorking(page);
  await expect(working(page, 'Stop loss')).toContainText('59960.0');
  await expect(working(page, 'Stop loss')).toContainText('Armed');
});

/** The chart pane's top-left corner and width on the page. */
async function pane(page: Page): Promise<{ x: number; y: number; width: number }> {
  const box = await page.getByRole('region', { name: 'Price chart' }).locator('[data-bars]').boundingBox();
  if (!box) throw new Error('the chart has no box');
  return box;
}

/** Presses on a drawn line (away from its label) and drags it `by` px down (up when negative). */
async function drag(page: Page, item: Locator, by: number): Promise<void> {
  await expect(item).toHaveAttribute('data-button-x', /^\d/);
  const { x, y, width } = await pane(page);
  const labelRight = Number(await item.getAttribute('data-button-x')) > width / 2;
  const at = { x: x + width * (labelRight ? 0.2 : 0.8), y: y + Number(await item.getAttribute('data-y')) };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x, at.y + by, { steps: 10 });
  await page.mouse.up();
}

test('on the chart: the held stop dragged lower moves it; dragged out of the position line above the mark, a take profit; ✕ cancels it', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  await expect
    .poll(async () => Number(await page.getByRole('region', { name: 'Price chart' }).locator('[data-bars]').getAttribute('data-bars')))
    .toBeGreaterThan(0);
  const stop = chartLines(page).locator('li[data-kind="held"]');
  await expect(stop).toHaveAttribute('data-price', '59960.0');
  await expect(stop).toContainText('Stop loss held by Perpdesk at 59960.0');

  await drag(page, stop, 30);
  await expect(stop).not.toHaveAttribute('data-price', '59960.0');
  const moved = (await stop.getAttribute('data-price'))!;
  expect(Number(moved)).toBeLessThan(59960);
  await showWorking(page);
  await expect(working(page, 'Stop loss')).toContainText(moved);

  await drag(page, chartLines(page).locator('li[data-kind="position"]'), -40);
  await expect(working(page, 'Take profit')).toContainText('Armed');
  const target = chartLines(page).locator('li[data-kind="held"]', { hasText: 'Take profit' });
  await expect(target).toHaveAttribute('data-button-x', /^\d/);
  expect(Number(await target.getAttribute('data-price'))).toBeGreaterThan(60010);

  const { x, y } = await pane(page);
  await page.mouse.click(x + Number(await target.getAttribute('data-button-x')), y + Number(await target.getAttribute('data-y')));
  await expect(working(page, 'Take profit')).toContainText('Cancelled');
  await expect(target).toHaveCount(0);
  await expect(working(page, 'Stop loss')).toContainText('Armed');
});
