/**
 * Held orders as a trader meets them: a stop loss set from the Positions row, the market pushed through it by
 * another account's real orders, and the position closed by Perpdesk, with the fill and a notification. The
 * exchange is a paper exchange with two accounts, the trader's (which Perpdesk trades) and the one that moves
 * the price.
 */
import Decimal from 'decimal.js';
import { expect, test, type Page } from '@playwright/test';
import type { PaperExchange } from '../app/paper';
import { push, startTwoAccountExchange, trader } from '../app/protection/testing';
import { breakevenPriceOf } from '../shared/trading';
import { call } from './bridge';
import { launchBrowserMode, type Running } from './launch';
import { expectToast } from './toasts';

let exchange: PaperExchange;
let perpdesk: Running;

// A fresh book for each test: the prices they push through are the seeded book's.
test.beforeEach(async () => {
  exchange = await startTwoAccountExchange();
  perpdesk = await launchBrowserMode({ exchange: { url: exchange.url, ...trader } });
});
test.afterEach(async () => {
  await perpdesk?.stop();
  await exchange?.close();
});

/** From the Positions row, the TP / SL dialog with a stop loss typed at `price` on the last price, not yet saved. */
async function stopInTpSl(page: Page, price: string) {
  await page.getByRole('tab', { name: 'Positions' }).click();
  const positions = page.getByRole('table', { name: 'Positions' });
  const row = positions.getByRole('row').filter({ hasText: 'BTC-USDT' });
  await row.getByRole('button', { name: /^TP \/ SL of BTC-USDT/ }).click();
  const dialog = page.getByRole('dialog', { name: 'TP / SL' });
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill(price);
  await dialog.getByRole('radio', { name: 'Last price' }).click();
  return { positions, row, dialog };
}

test('a stop loss set from the Positions row closes the position when the market goes through it', async ({ page }) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });

  const { positions, row, dialog } = await stopInTpSl(page, '59985.0');
  await expect(dialog).toContainText('Held by Perpdesk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved: Perpdesk holds them now');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(row.getByRole('button', { name: /^TP \/ SL of BTC-USDT/ })).toHaveText('TP — / SL 59985.0');
  await expect(page.getByRole('status', { name: 'Connection', exact: true })).toContainText('Protection: 1 armed');
  await page.getByRole('tab', { name: 'Working' }).click();
  const working = page.getByRole('table', { name: 'Working' });
  await expect(working.getByRole('row').filter({ hasText: 'Stop loss' })).toContainText('Held by Perpdesk');
  await expect(working.getByRole('row').filter({ hasText: 'Stop loss' })).toContainText('Armed');

  // Another account sells through the bids: the last price falls to 59980.0.
  await push(exchange.url, 'sell', '4.000', 'e2e-mover-1');
  await expectToast(page, 'Stop loss triggered');
  await expect(working.getByRole('row').filter({ hasText: 'Stop loss' })).toContainText('Fired');
  await expect(page.getByRole('status', { name: 'Connection', exact: true })).not.toContainText('Protection:');

  await page.getByRole('tab', { name: 'Positions' }).click();
  await expect(positions).toContainText('No open positions');
  await page.getByRole('tab', { name: 'Fills' }).click();
  await expect(page.getByRole('table', { name: 'Fills' }).getByRole('row').filter({ hasText: 'Sell' }).first()).toContainText('0.100');
});

test('a bracket from the order form: the entry fills, the target is hit, the stop is gone', async ({ page }) => {
  await page.goto(perpdesk.url);
  const form = page.getByRole('form', { name: 'Order entry' });
  await form.getByLabel('Price').fill('60010.0');
  await form.getByLabel('Quantity').fill('0.100');
  await form.getByRole('button', { name: 'Take profit / Stop loss' }).click();
  await form.getByRole('textbox', { name: 'Take profit' }).fill('60015.0');
  await form.getByRole('textbox', { name: 'Stop loss' }).fill('59000.0');
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm order' });
  await confirm.getByRole('button', { name: 'Place order' }).click();

  await page.getByRole('tab', { name: 'Working' }).click();
  const working = page.getByRole('table', { name: 'Working' });
  // By the Kind column (a row's status may name the other kind).
  const target = working.getByRole('row').filter({ hasText: /^BTC-USDTTake profit/ });
  const stop = working.getByRole('row').filter({ hasText: /^BTC-USDTStop loss/ });
  await expect(target).toContainText('Armed');
  await expect(stop).toContainText('Armed');
  await expect(page.getByRole('status', { name: 'Connection', exact: true })).toContainText('Protection: 2 armed');

  // Another account buys through the asks: the mark price rises past the target.
  await push(exchange.url, 'buy', '8.000', 'e2e-mover-2');
  await expectToast(page, 'Take profit triggered');
  await expect(target).toContainText('Fired');
  await expect(stop).toContainText('Cancelled: The take profit fired');
  await page.getByRole('tab', { name: 'Positions' }).click();
  await expect(page.getByRole('table', { name: 'Positions' })).toContainText('No open positions');
});

test('a stop where the price already is asks first in the TP / SL dialog; Set it and fire now closes the position', async ({ page }) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  // The last price falls to 59980.0, below the entry: a stop at 59985.0 would fire at once.
  await push(exchange.url, 'sell', '4.000', 'e2e-mover-crossed');

  const { positions, dialog } = await stopInTpSl(page, '59985.0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Stop loss: A stop loss at 59985.0 on a long position would fire at once: the last price is 59980.0',
  );
  // Nothing was set by the refusal.
  expect(await call(page, 'protection.list', {})).toEqual([]);

  await dialog.getByRole('button', { name: 'Set it and fire now' }).click();
  await expect(dialog.getByRole('status')).toContainText('Set: it fires at the next price');
  // The stop may fire before Done is pressed: the dialog then closes by itself, with the position it was for.
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Done' }).click({ timeout: 1000 });
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Positions' }).click();
  await expect(positions).toContainText('No open positions', { timeout: 15_000 });
});

test('a stop by % shows the price it means; a trailing stop from the dialog follows the price up on the chart and fires once when it falls back', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  // Bought at the best ask, 60010.0: the last price.
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  await page.getByRole('tab', { name: 'Positions' }).click();
  await page
    .getByRole('table', { name: 'Positions' })
    .getByRole('row')
    .filter({ hasText: 'BTC-USDT' })
    .getByRole('button', { name: /^TP \/ SL of BTC-USDT/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'TP / SL' });

  await dialog.getByRole('combobox', { name: 'Stop loss in' }).selectOption('% from entry');
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('1');
  await expect(dialog.getByRole('textbox', { name: 'Stop loss' })).toHaveAccessibleDescription('= 59409.9');
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('');

  await dialog.getByRole('textbox', { name: 'Trailing stop' }).fill('20');
  await dialog.getByRole('radio', { name: 'Last price' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved: Perpdesk holds them now');
  await expect(dialog.getByRole('list', { name: 'Held on this position' })).toContainText('Trailing stop 59990.0, 20 behind the best price');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const line = page
    .getByRole('region', { name: 'Price chart' })
    .getByRole('list', { name: 'Chart lines' })
    .locator('li[data-kind="held"]', { hasText: 'Trailing stop held by Perpdesk' });
  await expect(line).toHaveAttribute('data-price', '59990.0');
  // Another account buys through the asks: the best last price rises, and the line with it.
  await push(exchange.url, 'buy', '8.000', 'e2e-mover-trail-up');
  await expect.poll(async () => Number(await line.getAttribute('data-price')), { timeout: 10_000 }).toBeGreaterThan(59990);
  expect(await protectionList(page)).toEqual([expect.objectContaining({ kind: 'trailing-stop', status: 'armed' })]);

  // Then sells through the bids: the price falls back through the trigger.
  await push(exchange.url, 'sell', '1.000', 'e2e-mover-trail-down');
  await expect.poll(async () => (await protectionList(page))[0]?.status, { timeout: 15_000 }).toBe('fired');
  await expect(line).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Positions' })).toContainText('No open positions');
  const [fired] = await protectionList(page);
  const history = await call<{ clientOrderId: string; isClose: boolean }[]>(page, 'account.orderHistory', { pair: 'BTC-USDT' });
  expect(history.filter((o) => o.isClose)).toEqual([expect.objectContaining({ clientOrderId: fired!.exitClientOrderId })]);
});

const protectionList = (page: Page) => call<{ kind: string; status: string; exitClientOrderId: string | null }[]>(page, 'protection.list', {});

test('BE (breakeven) on the Positions row moves the stop to the entry plus both fees; when the price falls back it fires once and the position closes without a loss after fees', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  const [position] = await call<{ id: number; openingPrice: string }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
  await call(page, 'protection.set', { pair: 'BTC-USDT', positionId: position!.id, kind: 'stop-loss', value: '59900.0', feed: 'last' });
  const breakeven = breakevenPriceOf({ isLong: true, entry: position!.openingPrice, feeRate: '0.0006', priceDecimal: 1 });

  // Another account buys every ask up to 60090.0: the last price is past breakeven.
  const { asks } = await call<{ asks: { price: string; quantity: string }[] }>(page, 'market.depth', { pair: 'BTC-USDT', limit: 100 });
  const upTo = asks.filter((l) => new Decimal(l.price).lte('60090.0')).reduce((sum, l) => sum.plus(l.quantity), new Decimal(0));
  await push(exchange.url, 'buy', upTo.toFixed(3), 'e2e-mover-be-up', '60090.0');

  await page.getByRole('tab', { name: 'Positions' }).click();
  const row = page.getByRole('table', { name: 'Positions' }).getByRole('row').filter({ hasText: 'BTC-USDT' });
  const button = row.getByRole('button', { name: 'BE: move the stop to breakeven' });
  await expect(button).toHaveAttribute(
    'title',
    `Move the stop loss to breakeven ${breakeven} (the entry plus both taker fees), so the position never realises a loss after fees`,
  );
  await button.click();
  await expect(row.getByRole('button', { name: /^TP \/ SL of BTC-USDT/ })).toHaveText(`TP — / SL ${breakeven}`);
  await expect(page.getByRole('group', { name: 'Positions actions' }).getByRole('status')).toHaveText(
    `Stop on the BTC-USDT long moved to breakeven ${breakeven}`,
  );

  // It falls back: a trade at breakeven itself, against a bid there that the stop's exit sells into.
  await push(exchange.url, 'buy', '1.000', 'e2e-mover-be-bid', breakeven);
  await push(exchange.url, 'sell', '0.500', 'e2e-mover-be-down', breakeven);
  await expect.poll(async () => (await protectionList(page)).map((h) => h.status), { timeout: 15_000 }).toEqual(['fired']);
  await expect(page.getByRole('table', { name: 'Positions' })).toContainText('No open positions');
  const [fired] = await protectionList(page);
  const history = await call<{ clientOrderId: string; isClose: boolean }[]>(page, 'account.orderHistory', { pair: 'BTC-USDT' });
  expect(history.filter((o) => o.isClose)).toEqual([expect.objectContaining({ clientOrderId: fired!.exitClientOrderId })]);
  const fills = await call<{ fillPnl: string; fillFee: string }[]>(page, 'account.fills', { pair: 'BTC-USDT' });
  const net = fills.reduce((sum, f) => sum.plus(f.fillPnl).minus(f.fillFee), new Decimal(0));
  expect(net.gte(0), `realised ${net.toFixed()} after fees`).toBe(true);
});

/** The mover buys up to `price`, taking every ask on the way, and rests `rest` there: the last price is `price`, with a bid there for the trader's exits. */
async function buyUpTo(page: Page, price: string, id: string) {
  const { asks } = await call<{ asks: { price: string; quantity: string }[] }>(page, 'market.depth', { pair: 'BTC-USDT', limit: 100 });
  const taken = asks.filter((l) => Number(l.price) <= Number(price)).reduce((sum, l) => sum + Math.round(Number(l.quantity) * 1000), 500);
  await push(exchange.url, 'buy', (taken / 1000).toFixed(3), id, price);
}

test('a bracket with three targets 50/30/20 scales out as the price rises through each; the stop stays until the position is gone', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  const form = page.getByRole('form', { name: 'Order entry' });
  await form.getByLabel('Price').fill('60010.0');
  await form.getByLabel('Quantity').fill('0.100');
  await form.getByRole('button', { name: 'Take profit / Stop loss' }).click();
  await form.getByRole('checkbox', { name: 'Scale out' }).check();
  for (const [i, price, share] of [
    [1, '60030.0', '50'],
    [2, '60050.0', '30'],
    [3, '60070.0', '20'],
  ] as const) {
    if (i > 1) await form.getByRole('button', { name: 'Add target' }).click();
    await form.getByRole('textbox', { name: `TP${i}`, exact: true }).fill(price);
    await form.getByRole('textbox', { name: `TP${i} share` }).fill(share);
  }
  await expect(form.getByRole('textbox', { name: 'TP2 share' })).toHaveAccessibleDescription('30 % = 0.030 BTC');
  await form.getByRole('textbox', { name: 'Stop loss' }).fill('59000.0');
  await form.getByRole('button', { name: 'Take profit / Stop loss' }).click();
  await expect(form.getByRole('button', { name: /^Take profit \/ Stop loss/ })).toHaveText(/TP ×3 · SL 59000\.0/);
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();

  await page.getByRole('tab', { name: 'Working' }).click();
  const working = page.getByRole('table', { name: 'Working' });
  const tier = (n: number) => working.getByRole('row').filter({ hasText: new RegExp(`^BTC-USDTTake profit TP${n}`) });
  await expect(tier(3)).toContainText('Armed');
  const chart = page.getByRole('region', { name: 'Price chart' }).getByRole('list', { name: 'Chart lines' });
  const stopLine = chart.locator('li[data-kind="held"]', { hasText: 'Stop loss held by Perpdesk' });
  await expect(chart.locator('li[data-kind="held"]', { hasText: 'Take profit 1 of the tiers (50 %)' })).toHaveAttribute('data-price', '60030.0');

  const positions = page.getByRole('table', { name: 'Positions' });
  const quantityOf = async () => (await call<{ quantity: string }[]>(page, 'positions.list', { pair: 'BTC-USDT' }))[0]?.quantity ?? 'flat';
  for (const [n, price, left] of [
    [1, '60030.0', '0.050'],
    [2, '60050.0', '0.020'],
    [3, '60070.0', 'flat'],
  ] as const) {
    await buyUpTo(page, price, `e2e-mover-tp${n}`);
    await expect(tier(n)).toContainText('Fired', { timeout: 10_000 });
    await expect.poll(quantityOf, { timeout: 10_000 }).toBe(left);
    if (left !== 'flat') await expect(stopLine).toHaveCount(1);
  }
  await page.getByRole('tab', { name: 'Positions' }).click();
  await expect(positions).toContainText('No open positions');
  await expect(stopLine).toHaveCount(0);
  await page.getByRole('tab', { name: 'Working' }).click();
  await expect(working.getByRole('row').filter({ hasText: /^BTC-USDTStop loss/ })).toContainText('Cancelled');
  const history = await call<{ isClose: boolean; dealQuantity: string }[]>(page, 'account.orderHistory', { pair: 'BTC-USDT' });
  expect(
    history
      .filter((o) => o.isClose)
      .map((o) => o.dealQuantity)
      .sort(),
  ).toEqual(['0.020', '0.030', '0.050']);
});
