/**
 * The depth ladder as a trader uses it, against the paper exchange (a still book: BTC-USDT bids from 59990.0, asks
 * from 60010.0; the ladder opens grouped by 5.0 so the spread and the book about it are on screen). With Ladder
 * trading off a click sends nothing; on, "Buy at P" rests a buy at P (My orders at P, and Open orders), "Cancel
 * orders at P" cancels it, a drag from P to Q moves it (the exchange has it at Q under a new id); a market order's
 * position has its entry and liquidation rows marked.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({}, 'test');

interface OpenOrder {
  id: number;
  price: string;
  quantity: string;
  isLong: boolean;
}

const ladder = (page: Page) => page.getByRole('region', { name: 'Depth ladder' });
const row = (page: Page, price: string) => ladder(page).locator(`[role="row"][data-price="${price}"]`);
const openOrdersTable = (page: Page) => page.getByRole('table', { name: 'Open orders' });
const exchangeOrders = (page: Page) => call<OpenOrder[]>(page, 'account.openOrders', { pair: 'BTC-USDT' });

/** BTC-USDT with the ladder shown beside the book, its quantity set. */
async function open(page: Page, { trading }: { trading: boolean }): Promise<void> {
  await page.goto(perpdesk.url);
  await page.getByRole('combobox', { name: 'Market' }).fill('BTC-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption('beside');
  await expect(row(page, '59990.0')).toHaveAttribute('data-marks', /best-bid/);
  await expect(row(page, '60010.0')).toHaveAttribute('data-marks', /best-ask/);
  await ladder(page).getByLabel('Ladder quantity', { exact: true }).fill('0.010');
  if (trading) {
    await ladder(page).getByRole('switch', { name: 'Ladder trading' }).check();
    await expect(page.getByRole('button', { name: 'Ladder trading on' })).toBeVisible();
  }
}

async function buyAt(page: Page, price: string): Promise<void> {
  await ladder(page)
    .getByRole('button', { name: `Buy at ${price}`, exact: true })
    .click();
  // Confirmed as the form's orders are (on unless turned off in Settings).
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
  await expect(row(page, price).locator('.ladder-mine')).toHaveText('0.010');
}

test('with Ladder trading off a click on a row sends nothing', async ({ page }) => {
  await open(page, { trading: false });
  await expect(page.getByRole('button', { name: 'Ladder trading on' })).toHaveCount(0);
  await expect(ladder(page).getByRole('button', { name: /^Buy at / })).toHaveCount(0);
  await row(page, '59980.0').locator('.ladder-bid').click();
  await row(page, '60030.0').locator('.ladder-ask').click();
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toHaveCount(0);
  await expect(openOrdersTable(page)).toContainText('No open orders');
  expect(await exchangeOrders(page)).toEqual([]);
});

test('Buy at P rests a buy at P; Cancel orders at P cancels it; the top-bar mark turns ladder trading off', async ({ page }) => {
  await open(page, { trading: true });
  await buyAt(page, '59980.0');
  const orders = await exchangeOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ price: '59980.0', isLong: true });
  expect(Number(orders[0]!.quantity)).toBe(0.01);
  const tableRow = openOrdersTable(page).getByRole('row').filter({ hasText: '59980.0' });
  await expect(tableRow).toHaveCount(1);

  await ladder(page).getByRole('button', { name: 'Cancel orders at 59980.0' }).click();
  await expect(tableRow).toHaveCount(0);
  await expect.poll(async () => (await exchangeOrders(page)).length).toBe(0);
  await expect(row(page, '59980.0').locator('.ladder-mine')).toHaveText('');

  await page.getByRole('button', { name: 'Ladder trading on' }).click();
  await expect(ladder(page).getByRole('switch', { name: 'Ladder trading' })).not.toBeChecked();
  await expect(ladder(page).getByRole('button', { name: /^Buy at / })).toHaveCount(0);
});

test('a drag of My orders from P to Q moves the order: the exchange has it at Q under a new id', async ({ page }) => {
  await open(page, { trading: true });
  await buyAt(page, '59980.0');
  const [before] = await exchangeOrders(page);

  await ladder(page).getByRole('button', { name: 'Cancel orders at 59980.0' }).dragTo(row(page, '59960.0').locator('.ladder-volume'));
  await expect(row(page, '59960.0').locator('.ladder-mine')).toHaveText('0.010');
  await expect.poll(async () => (await exchangeOrders(page)).map((o) => o.price)).toEqual(['59960.0']);
  const [after] = await exchangeOrders(page);
  expect(after!.id).not.toBe(before!.id);
  await expect(row(page, '59980.0').locator('.ladder-mine')).toHaveText('');
  await expect(openOrdersTable(page).getByRole('row').filter({ hasText: '59960.0' })).toHaveCount(1);
});

test('B at a focused row places there, and a market order’s entry and liquidation rows are marked', async ({ page }) => {
  await open(page, { trading: true });
  await row(page, '59970.0').focus();
  await page.keyboard.press('b');
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
  await expect.poll(async () => (await exchangeOrders(page)).map((o) => o.price)).toEqual(['59970.0']);

  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.050', leverage: 25 });
  await expect(row(page, '60010.0')).toHaveAttribute('data-marks', /entry/);
  const position = (await call<{ symbol: string; restrictPrice: string }[]>(page, 'positions.list', {})).find((p) => p.symbol === 'BTC-USDT');
  expect(position).toBeTruthy();
  // Scrolled down to the liquidation price with the wheel (the ladder holds still while the trader looks); back up
  // a little when past it, as the mark comes with the position's next poll.
  const liquidation = ladder(page).locator('[role="row"][data-marks~="liquidation"]');
  const liqPrice = Number(position!.restrictPrice);
  await ladder(page).locator('.ladder-body').hover();
  await expect
    .poll(
      async () => {
        if ((await liquidation.count()) > 0) return true;
        const lowest = Number(await ladder(page).locator('[role="row"][data-price]').last().getAttribute('data-price'));
        await page.mouse.wheel(0, lowest > liqPrice ? 540 : -180);
        return false;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  const liqRowPrice = Number(await liquidation.getAttribute('data-price'));
  // On the row its price groups to: within one grouping step.
  const step = Number(await ladder(page).getByRole('combobox', { name: 'Ladder grouping' }).inputValue());
  expect(Math.abs(liqRowPrice - liqPrice)).toBeLessThan(step);
});
