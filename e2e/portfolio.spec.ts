/**
 * The portfolio tabs under the chart: Open orders (current market or all, Cancel, Cancel all with its progress and
 * failures named), an order's details, Order history and Fills paged and filtered, Funding and Rebates, and a CSV
 * export that holds exactly the rows on screen. Orders are placed through the bridge (as the order form would), so
 * this spec does not depend on the form.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

interface Batch {
  items: ({ outcome: 'placed'; orderId: number } | { outcome: string })[];
}

/** `count` limit buys resting below the book, one tick of 1.0 apart. */
async function restingBuys(page: Page, pair: string, count: number, from: number, quantity: string): Promise<number[]> {
  const orders = Array.from({ length: count }, (_, i) => ({ pair, side: 'buy', price: (from - i).toFixed(pair === 'BTC-USDT' ? 1 : 2), quantity }));
  const batch = await call<Batch>(page, 'trading.placeBatch', { orders });
  return batch.items.map((item) => ('orderId' in item ? item.orderId : 0));
}

async function marketBuys(page: Page, pair: string, count: number, quantity: string): Promise<number[]> {
  const orders = Array.from({ length: count }, () => ({ pair, side: 'buy', type: 'market', quantity }));
  const batch = await call<Batch>(page, 'trading.placeBatch', { orders });
  return batch.items.map((item) => ('orderId' in item ? item.orderId : 0));
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const bodyRows = (t: Locator) => t.locator('tbody tr:not(.table-empty)');

async function selectMarket(page: Page, pair: string) {
  const market = page.getByRole('combobox', { name: 'Market' });
  await expect(market).not.toHaveValue('');
  if ((await market.inputValue()) === pair) return;
  await market.fill(pair);
  await market.press('Enter');
  await expect(market).toHaveValue(pair);
}

test('tabs: Open orders first, arrows move between them, and the choice is remembered', async ({ page }) => {
  await page.goto(perpdesk.url);
  const tabs = page.getByRole('tablist', { name: 'Portfolio' }).getByRole('tab');
  await expect(tabs).toHaveText([
    /^Positions/,
    /^Open orders/,
    /^Working/,
    /^Order history/,
    /^Fills/,
    /^Funding/,
    /^Rebates/,
    /^Performance/,
    /^Alerts/,
  ]);
  await expect(tab(page, 'Open orders')).toHaveAttribute('aria-selected', 'true');
  await expect(table(page, 'Open orders')).toBeVisible();

  await tab(page, 'Open orders').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Working')).toHaveAttribute('aria-selected', 'true');
  await expect(table(page, 'Working')).toContainText('Perpdesk holds no orders');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Order history')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Order history')).toBeFocused();
  await expect(table(page, 'Order history')).toBeVisible();
  await expect(table(page, 'Open orders')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Positions')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Alerts')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Rebates')).toHaveAttribute('aria-selected', 'true');
  await expect(table(page, 'Maker earnings')).toBeVisible();
  await expect(table(page, 'Daily rebates')).toBeVisible();

  await tab(page, 'Funding').click();
  await expect(table(page, 'Funding')).toContainText('No funding paid or received yet');
  await page.reload();
  await expect(tab(page, 'Funding')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Open orders').click();
});

test('Cancel all shows its progress and empties the table', async ({ page }) => {
  await page.goto(perpdesk.url);
  await selectMarket(page, 'BTC-USDT');
  const ids = await restingBuys(page, 'BTC-USDT', 25, 59500, '0.010');
  expect(ids.every((id) => id > 0)).toBe(true);

  const orders = table(page, 'Open orders');
  await expect(bodyRows(orders)).toHaveCount(25);
  await expect(tab(page, 'Open orders')).toHaveText('Open orders (25)');

  await page.getByRole('button', { name: 'Cancel all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel all' });
  await expect(dialog).toContainText('Cancel 25 orders on BTC-USDT?');
  await dialog.getByRole('button', { name: 'Cancel 25 orders' }).click();

  const progress = dialog.getByRole('status');
  await expect(progress).toHaveText(/^\d+ of 25 cancelled/);
  await expect(progress).toHaveText('25 of 25 cancelled');
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('value', '25');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(orders).toContainText('No open orders');
  await expect(tab(page, 'Open orders')).toHaveText('Open orders (0)');
  expect(await call<unknown[]>(page, 'account.openOrders', { pair: 'BTC-USDT' })).toEqual([]);
});

test('Cancel all names each order it could not cancel, in the exchange’s words', async ({ page }) => {
  await page.goto(perpdesk.url);
  await selectMarket(page, 'BTC-USDT');
  const ids = await restingBuys(page, 'BTC-USDT', 3, 59400, '0.010');
  await expect(bodyRows(table(page, 'Open orders'))).toHaveCount(3);

  await page.getByRole('button', { name: 'Cancel all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel all' });
  await expect(dialog).toContainText('Cancel 3 orders on BTC-USDT?');
  // Meanwhile, one of them is cancelled elsewhere.
  await call(page, 'trading.cancelOrder', { pair: 'BTC-USDT', orderId: ids[1] });
  await dialog.getByRole('button', { name: 'Cancel 3 orders' }).click();

  await expect(dialog.getByRole('status')).toHaveText('2 of 3 cancelled; 1 not cancelled');
  const failures = dialog.getByRole('list', { name: 'Not cancelled' }).getByRole('listitem');
  await expect(failures).toHaveCount(1);
  await expect(failures).toContainText(`Order ${ids[1]} on BTC-USDT: `);
  await expect(failures).toContainText('(code 2125)');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(table(page, 'Open orders')).toContainText('No open orders');
});

test('Open orders shows the current market or every market; Cancel per row; details from a row', async ({ page }) => {
  await page.goto(perpdesk.url);
  await selectMarket(page, 'BTC-USDT');
  const [ethOrder] = await restingBuys(page, 'ETH-USDT', 1, 2990, '0.50');
  const [btcOrder] = await restingBuys(page, 'BTC-USDT', 1, 59300, '0.020');
  const orders = table(page, 'Open orders');
  const currentOnly = page.getByRole('checkbox', { name: 'Current market only' });

  await expect(currentOnly).toBeChecked();
  await expect(bodyRows(orders)).toHaveCount(1);
  await expect(orders.locator(`tr[data-order-id="${btcOrder}"]`)).toContainText('59300.0');

  await currentOnly.uncheck();
  await expect(bodyRows(orders)).toHaveCount(2);
  // Every listed market asked once more, with its progress, in the background.
  await page.getByRole('button', { name: 'Refresh all markets' }).click();
  await expect(page.getByRole('status', { name: 'Refresh progress' })).toHaveText('All 3 markets checked', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Refresh all markets' })).toBeEnabled();
  await expect(bodyRows(orders)).toHaveCount(2);
  const ethRow = orders.locator(`tr[data-order-id="${ethOrder}"]`);
  await expect(ethRow).toContainText('ETH-USDT');
  await expect(ethRow).toContainText('2990.00');
  await expect(ethRow).toContainText('0.50');

  await ethRow.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order details' });
  await expect(details).toContainText(`Order id${ethOrder}`);
  await expect(details).toContainText('StatusOpen');
  await expect(details).toContainText('Time in forceGTC');
  await expect(details).toContainText('Margin modeIsolated');
  await expect(details).toContainText('Average price—');
  await expect(details.getByRole('table', { name: 'Executions' })).toContainText('No fills yet');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  await ethRow.getByRole('button', { name: 'Cancel' }).click();
  await expect(ethRow).toHaveCount(0);
  await expect(bodyRows(orders)).toHaveCount(1);
  await currentOnly.check();
  await orders.locator(`tr[data-order-id="${btcOrder}"]`).getByRole('button', { name: 'Cancel' }).click();
  await expect(orders).toContainText('No open orders');
});

test('Order history and Fills page through 25 orders; Fills filter by order and time; details of a filled order', async ({ page }) => {
  await page.goto(perpdesk.url);
  await selectMarket(page, 'SOL-USDT');
  const ids = await marketBuys(page, 'SOL-USDT', 25, '0.1');
  expect(ids.every((id) => id > 0)).toBe(true);

  await test.step('Order history: 20 a page, Older and Newer', async () => {
    await tab(page, 'Order history').click();
    const history = table(page, 'Order history');
    await expect(bodyRows(history)).toHaveCount(20);
    await expect(bodyRows(history).first()).toHaveAttribute('data-order-id', String(ids[24]));
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(bodyRows(history)).toHaveCount(5);
    await expect(bodyRows(history).last()).toHaveAttribute('data-order-id', String(ids[0]));
    await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(bodyRows(history)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });

  await test.step('a click on a row opens the order’s details, with its fills', async () => {
    const history = table(page, 'Order history');
    await history.locator(`tr[data-order-id="${ids[24]}"] td`).first().click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await expect(details).toContainText('StatusFilled');
    await expect(details).toContainText('TypeMarket');
    await expect(details).toContainText('Filled0.1');
    await expect(details).toContainText(/Average price\d+\.\d{2}/);
    await expect(bodyRows(details.getByRole('table', { name: 'Executions' }))).toHaveCount(1);
    await details.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('Fills: paged by trade id', async () => {
    await tab(page, 'Fills').click();
    const fills = table(page, 'Fills');
    await expect(bodyRows(fills)).toHaveCount(20);
    const newest = await bodyRows(fills).first().getAttribute('data-trade-id');
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(bodyRows(fills)).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(bodyRows(fills)).toHaveCount(20);
    await expect(bodyRows(fills).first()).toHaveAttribute('data-trade-id', newest!);
    await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });

  await test.step('Fills: filtered by order id, and by a time range', async () => {
    const fills = table(page, 'Fills');
    await page.getByLabel('Order id').fill(String(ids[3]));
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(bodyRows(fills)).toHaveCount(1);
    await expect(bodyRows(fills)).toContainText(String(ids[3]));

    await page.getByLabel('Order id').fill('x1');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Order id must be a whole number like 1234');

    await page.getByLabel('Order id').fill('');
    await page.getByLabel('From').fill('2999-01-01T00:00');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(fills).toContainText('No fills match');

    await page.getByLabel('From').fill('2000-01-01T00:00');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(bodyRows(fills)).toHaveCount(20);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('From')).toHaveValue('');
  });
});

test('Order history and Fills of All markets show orders of two markets, the one on screen and another', async ({ page }) => {
  await page.goto(perpdesk.url);
  await selectMarket(page, 'BTC-USDT');
  const [ethOrder] = await marketBuys(page, 'ETH-USDT', 1, '0.50');
  const [solOrder] = await marketBuys(page, 'SOL-USDT', 1, '0.1');
  const pairFilter = page.getByRole('combobox', { name: 'Pair', exact: true });

  await tab(page, 'Order history').click();
  const history = table(page, 'Order history');
  await expect(pairFilter).toHaveValue('BTC-USDT');
  await expect(history.locator(`tr[data-order-id="${ethOrder}"]`)).toHaveCount(0);
  await pairFilter.selectOption({ label: 'All markets' });
  await expect(history.locator(`tr[data-order-id="${ethOrder}"]`)).toContainText('ETH-USDT');
  await expect(history.locator(`tr[data-order-id="${solOrder}"]`)).toContainText('SOL-USDT');
  // Most recently done first, across markets.
  await expect(bodyRows(history).first()).toHaveAttribute('data-order-id', String(solOrder));

  await tab(page, 'Fills').click();
  const fills = table(page, 'Fills');
  await page.getByRole('combobox', { name: 'Pair', exact: true }).selectOption({ label: 'All markets' });
  await expect(fills.getByRole('row').filter({ hasText: String(ethOrder) })).toContainText('ETH-USDT');
  await expect(fills.getByRole('row').filter({ hasText: String(solOrder) })).toContainText('SOL-USDT');
  await expect(bodyRows(fills).first()).toContainText(String(solOrder));
});

test('a CSV export contains the rows on screen', async ({ page }) => {
  await page.goto(perpdesk.url);
  await selectMarket(page, 'BTC-USDT');
  await marketBuys(page, 'BTC-USDT', 3, '0.005');
  await tab(page, 'Fills').click();
  const fills = table(page, 'Fills');
  await expect(bodyRows(fills)).toHaveCount(3);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^perpdesk-fills-BTC-USDT-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines.at(-1)).toBe('');

  // The Fills tab does not poll: what it shows stays put between these reads.
  const onScreen = [await fills.locator('thead th').allTextContents()];
  for (const row of await bodyRows(fills).all()) onScreen.push(await row.locator('td').allTextContents());
  expect(lines.slice(0, -1)).toEqual(onScreen.map((cells) => cells.join(',')));
  expect(lines[0]).toBe('Time,Pair,Side,Price,Quantity,Value,Fee,PnL,Role,Order id,Trade id');
  expect(lines).toHaveLength(3 + 2);

  // Order history on this market may hold other tests' orders too: the file holds what the page shows.
  await tab(page, 'Order history').click();
  await expect(table(page, 'Order history').locator('tbody tr[data-order-id]').first()).toBeVisible();
  const shown = await bodyRows(table(page, 'Order history')).count();
  expect(shown).toBeGreaterThanOrEqual(3);
  const [history] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(history.suggestedFilename()).toMatch(/^perpdesk-order-history-BTC-USDT-/);
  const historyCsv = (await readFile((await history.path())!, 'utf8')).split('\r\n');
  expect(historyCsv).toHaveLength(shown + 2);
  expect(historyCsv[1]).toMatch(/^[\d-]+ [\d:]+,BTC-USDT,Buy,Market \w+,Market,\d+\.\d,0\.005,0\.005,Filled,/);
});
