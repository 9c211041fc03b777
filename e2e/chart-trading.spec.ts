/**
 * Trading on the Price chart, as a trader's mouse does it, against the paper exchange (a still book: BTC-USDT bids
 * from 59990.0, asks from 60010.0; 10 000 USDT): an order's line dragged to a new price moves the order on the
 * exchange; its ✕ cancels it; a move the exchange refuses puts the line back and says why, and the journal records
 * each step; the position's line closes it; Alt-click puts a price into the order form; a scale order is previewed
 * as lines. Orders are placed through the bridge (as the form would), so no confirmation step is in the way.
 *
 * The lines are drawn on the canvas; the chart's accessible list of them ("Chart lines") says where: each item has
 * data-price, and data-y / data-button-x in CSS px of the chart's pane, whose top-left is the chart's box.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({ living: false }, 'test');

interface OpenOrder {
  id: number;
  price: string;
  quantity: string;
  isLong: boolean;
}

const chart = (page: Page) => page.getByRole('region', { name: 'Price chart' });
const lines = (page: Page) => chart(page).getByRole('list', { name: 'Chart lines' });
const orderLine = (page: Page, orderId: number) => lines(page).locator(`li[data-order-id="${orderId}"]`);
const linesAt = (page: Page, kind: string, price: string) => lines(page).locator(`li[data-kind="${kind}"][data-price="${price}"]`);
const openOrders = (page: Page) => call<OpenOrder[]>(page, 'account.openOrders', { pair: 'BTC-USDT' });

async function placeBuy(page: Page, price: string, quantity: string, leverage = 10): Promise<number> {
  const placed = await call<{ orderId: number }>(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price, quantity, leverage });
  return placed.orderId;
}

/**
 * Opens BTC-USDT. A still market has no trades, so no candles, and the chart no price scale to draw lines on: a
 * market buy and sell of 0.001 trade once each way (and leave no position).
 */
async function open(page: Page): Promise<void> {
  await page.goto(perpdesk.url);
  await expect(page.getByRole('region', { name: 'Order book' }).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.001' });
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.001' });
  await expect.poll(async () => Number(await chart(page).locator('[data-bars]').getAttribute('data-bars'))).toBeGreaterThan(0);
}

/** The chart pane's top-left corner on the page. */
async function pane(page: Page): Promise<{ x: number; y: number; width: number }> {
  const box = await chart(page).locator('[data-bars]').boundingBox();
  if (!box) throw new Error('the chart has no box');
  return box;
}

/** Where a line is drawn (its item's data-y), once drawn. */
async function yOf(item: Locator): Promise<number> {
  await expect(item).toHaveAttribute('data-y', /^-?\d/);
  return Number(await item.getAttribute('data-y'));
}

/** Presses on a line (on the line itself, right of its label), drags it to `toY` (pane px) and, unless told not to, lets go. */
async function dragLine(page: Page, item: Locator, toY: number, { release = true } = {}): Promise<void> {
  const box = await pane(page);
  const x = box.x + box.width * 0.6;
  await page.mouse.move(x, box.y + (await yOf(item)));
  await page.mouse.down();
  await page.mouse.move(x, box.y + toY, { steps: 12 });
  if (release) await page.mouse.up();
}

/** A scale buy from 59400.0 to 59000.0 typed into the order form; its preview lines drawn. */
async function previewScale(page: Page, orders: string, total: string): Promise<{ form: Locator; legs: Locator }> {
  const form = page.getByRole('form', { name: 'Order entry' });
  await form.getByRole('radio', { name: 'Scale' }).click();
  await form.getByLabel('From price').fill('59400.0');
  await form.getByLabel('To price').fill('59000.0');
  await form.getByLabel('Total quantity').fill(total);
  await form.getByLabel('Orders').fill(orders);
  const legs = lines(page).locator('li[data-kind="scale"]');
  await expect(legs).toHaveCount(Number(orders));
  return { form, legs };
}

function journal(): { action: string; phase: string; outcome?: { ok: boolean; message?: string } }[] {
  return readFileSync(path.join(perpdesk.dataDir, 'journal.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { action: string; phase: string; outcome?: { ok: boolean; message?: string } });
}

test('dragging an order’s line moves the order to that price on the exchange', async ({ page }) => {
  await open(page);
  const moved = await placeBuy(page, '59500.0', '0.010');
  const other = await placeBuy(page, '59800.0', '0.020');
  const from = await yOf(orderLine(page, moved));
  const ref = await yOf(orderLine(page, other));
  // 59650.0 lies halfway between the two lines.
  const target = (from + ref) / 2;

  await dragLine(page, orderLine(page, moved), target);

  // The exchange: the old order is gone, the rest of it rests at the new price under a new id.
  await expect.poll(async () => (await openOrders(page)).map((o) => o.id)).not.toContain(moved);
  const orders = await openOrders(page);
  const placed = orders.find((o) => o.id !== other);
  expect(placed).toBeDefined();
  const price = Number(placed!.price);
  expect(Math.abs(price - 59650)).toBeLessThan(10);
  expect(Number(placed!.quantity)).toBe(0.01);
  expect(placed!.isLong).toBe(true);

  // The chart: one line at the new price (below the other order's: the scale has changed, the lowest order gone);
  // none left at the old one.
  const line = orderLine(page, placed!.id);
  await expect(line).toHaveAttribute('data-price', Number(placed!.price).toFixed(1));
  expect(await yOf(line)).toBeGreaterThan(await yOf(orderLine(page, other)));
  await expect(linesAt(page, 'order', '59500.0')).toHaveCount(0);
  await expect(lines(page).locator('li[data-kind="order"]')).toHaveCount(2);
  await expect(chart(page).getByRole('alert')).toHaveCount(0);
  // The Open orders table agrees.
  await expect(page.getByRole('table', { name: 'Open orders' }).locator(`tr[data-order-id="${placed!.id}"]`)).toBeVisible();

  // The journal: the cancel and the new order, each with its outcome.
  const entries = journal();
  expect(entries.some((e) => e.action === 'cancelOrder' && e.phase === 'outcome' && e.outcome?.ok)).toBe(true);
  expect(entries.some((e) => e.action === 'moveOrder' && e.phase === 'outcome' && e.outcome?.ok)).toBe(true);
});

test('a click on an order line’s ✕ cancels the order', async ({ page }) => {
  await open(page);
  const kept = await placeBuy(page, '59500.0', '0.010');
  const cancelled = await placeBuy(page, '59700.0', '0.030');
  const item = orderLine(page, cancelled);
  await expect(item).toHaveAttribute('data-button-x', /^\d/);
  const box = await pane(page);
  await page.mouse.click(box.x + Number(await item.getAttribute('data-button-x')), box.y + (await yOf(item)));

  await expect.poll(async () => (await openOrders(page)).map((o) => o.id)).toEqual([kept]);
  await expect(item).toHaveCount(0);
  await expect(orderLine(page, kept)).toHaveCount(1);
  // A press on the label (not its ✕) that does not move is no drag and no cancel.
  const keptItem = orderLine(page, kept);
  await expect(keptItem).toHaveAttribute('data-button-x', /^\d/);
  await page.mouse.click(box.x + 30, box.y + (await yOf(keptItem)));
  await page.waitForTimeout(500);
  expect((await openOrders(page)).map((o) => o.id)).toEqual([kept]);
});

test('a move the exchange refuses puts the line back and says why; the journal has each step', async ({ page }) => {
  await open(page);
  // At 1× an order of nearly the whole balance: at 59000.0 it fits, a few hundred higher it does not.
  const { availableAmount } = await call<{ availableAmount: string }>(page, 'account.balance', {});
  const quantity = (Math.floor((Number(availableAmount) / 59050) * 1000) / 1000).toFixed(3);
  const orderId = await placeBuy(page, '59000.0', quantity, 1);
  const item = orderLine(page, orderId);
  const before = await yOf(item);

  // Dragged up towards the market: the new order would need more margin than there is.
  await dragLine(page, item, before - 120, { release: false });
  // The line follows the pointer (its item says where it is drawn).
  expect(await yOf(item)).toBeLessThan(before - 100);
  await page.mouse.up();

  const alert = chart(page).getByRole('alert');
  await expect(alert).toContainText(
    /The order was not moved: the new order at \d+\.\d was not placed \(Insufficient balance\); it is back at 59000\.0 as #\d+/,
  );
  const back = Number(/as #(\d+)/.exec((await alert.textContent()) ?? '')?.[1]);

  // The exchange: the order rests at its old price again, under the new id the message gives.
  await expect.poll(async () => (await openOrders(page)).map((o) => [o.id, o.price, o.quantity])).toEqual([[back, '59000.0', quantity]]);
  // The chart: its line back where it was.
  const restored = orderLine(page, back);
  await expect(restored).toHaveAttribute('data-price', '59000.0');
  expect(Math.abs((await yOf(restored)) - before)).toBeLessThan(2);
  await expect(item).toHaveCount(0);

  // The journal: the cancel, the refused order (in the exchange's words), the order put back.
  const entries = journal();
  const refused = entries.find((e) => e.action === 'moveOrder' && e.phase === 'outcome');
  expect(refused?.outcome).toMatchObject({ ok: false, message: expect.stringContaining('Insufficient balance') });
  expect(entries.some((e) => e.action === 'moveOrderRestore' && e.phase === 'outcome' && e.outcome?.ok)).toBe(true);

  await alert.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(alert).toHaveCount(0);
});

test('an order cancelled while its line is dragged: the line goes, and the chart says why', async ({ page }) => {
  await open(page);
  const orderId = await placeBuy(page, '59500.0', '0.010');
  const item = orderLine(page, orderId);
  const from = await yOf(item);
  await dragLine(page, item, from - 60, { release: false });
  await call(page, 'trading.cancelOrder', { pair: 'BTC-USDT', orderId });
  await page.mouse.up();

  // Either the move found it gone, or the open orders said so first.
  await expect(chart(page).getByRole('alert')).toContainText(/not resting in the book|no longer open/);
  await expect(item).toHaveCount(0);
  await expect(lines(page).locator('li[data-kind="order"]')).toHaveCount(0);
  expect(await openOrders(page)).toEqual([]);
});

test('the position’s entry line shows its PnL, its liquidation price has a line, and Close closes it', async ({ page }) => {
  await open(page);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.050', leverage: 20 });
  const [position] = await call<{ id: number; openingPrice: string; restrictPrice: string }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
  if (!position) throw new Error('no position');
  const entry = lines(page).locator(`li[data-kind="position"][data-position-id="${position.id}"]`);
  await expect(entry).toContainText(/Long position of 0\.050 BTC, entry \d+\.\d, unrealised PnL [+\u2212]?\d+\.\d\d USDT/);
  await expect(lines(page).locator(`li[data-kind="liquidation"][data-position-id="${position.id}"]`)).toHaveAttribute(
    'data-price',
    Number(position.restrictPrice).toFixed(1),
  );

  await expect(entry).toHaveAttribute('data-button-x', /^\d/);
  const box = await pane(page);
  await page.mouse.click(box.x + Number(await entry.getAttribute('data-button-x')), box.y + (await yOf(entry)));
  const dialog = page.getByRole('dialog', { name: 'Confirm close' });
  await expect(dialog).toContainText('Close Long 0.050 BTC-USDT at market?');
  await dialog.getByRole('button', { name: 'Close at market' }).click();

  await expect.poll(() => call<unknown[]>(page, 'positions.list', { pair: 'BTC-USDT' })).toEqual([]);
  await expect(lines(page).locator('li[data-kind="position"], li[data-kind="liquidation"]')).toHaveCount(0);
});

test('Alt-click on the chart puts that price into the order form; a scale order is previewed as lines', async ({ page }) => {
  await open(page);
  await placeBuy(page, '59500.0', '0.010');
  const item = linesAt(page, 'order', '59500.0');
  const box = await pane(page);
  await page.keyboard.down('Alt');
  await page.mouse.click(box.x + box.width * 0.5, box.y + (await yOf(item)));
  await page.keyboard.up('Alt');
  const form = page.getByRole('form', { name: 'Order entry' });
  await expect(form.getByLabel('Price')).toHaveValue(/^\d+\.\d$/);
  expect(Math.abs(Number(await form.getByLabel('Price').inputValue()) - 59500)).toBeLessThan(10);
  // Still there: an Alt-click is not a drag.
  expect((await openOrders(page)).map((o) => o.price)).toEqual(['59500.0']);

  await form.getByRole('radio', { name: 'Scale' }).click();
  await form.getByLabel('From price').fill('59400.0');
  await form.getByLabel('To price').fill('59000.0');
  await form.getByLabel('Orders').fill('5');
  await form.getByLabel('Total quantity').fill('0.100');
  const legs = lines(page).locator('li[data-kind="scale"]');
  await expect(legs).toHaveCount(5);
  await expect(legs.first()).toHaveAttribute('data-price', '59400.0');
  await expect(legs.last()).toHaveAttribute('data-price', '59000.0');
  await expect(legs.nth(2)).toContainText('order 3 of 5: 0.020 BTC at 59200.0');
  // Half-typed, nothing is drawn.
  await form.getByLabel('To price').fill('5');
  await form.getByLabel('To price').fill('');
  await expect(legs).toHaveCount(0);
});

test('the keyboard reaches every line: its list shows when focused, and Cancel order cancels', async ({ page }) => {
  await open(page);
  const orderId = await placeBuy(page, '59600.0', '0.010');
  const button = lines(page).getByRole('button', { name: 'Cancel order at 59600.0' });
  await button.focus();
  await expect(lines(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await openOrders(page)).map((o) => o.id)).not.toContain(orderId);
  await expect(orderLine(page, orderId)).toHaveCount(0);
});

test('after a line is dragged and an order cancelled with ✕, the chart still pans', async ({ page }) => {
  await open(page);
  const frame = chart(page).locator('[data-bars]');
  const moved = await placeBuy(page, '59500.0', '0.010');
  const other = await placeBuy(page, '59800.0', '0.020');
  const target = ((await yOf(orderLine(page, moved))) + (await yOf(orderLine(page, other)))) / 2;
  await dragLine(page, orderLine(page, moved), target);
  await expect.poll(async () => (await openOrders(page)).map((o) => o.id)).not.toContain(moved);
  // The moved order rests again under a new id. Its line is drawn, and the labels laid out around it (a crowded
  // label is drawn short, which moves its ✕), before the ✕ is aimed at.
  await expect.poll(async () => (await openOrders(page)).length).toBe(2);
  const replacement = (await openOrders(page)).find((o) => o.id !== other)!;
  await yOf(orderLine(page, replacement.id));
  const item = orderLine(page, other);
  await expect(item).toHaveAttribute('data-button-x', /^\d/);
  const box = await pane(page);
  await page.mouse.click(box.x + Number(await item.getAttribute('data-button-x')), box.y + (await yOf(item)));
  await expect(item).toHaveCount(0);

  // A drag on the plot, away from any line, moves the view back in time.
  await expect(frame).toHaveAttribute('data-range-from', /\d/);
  const from = await frame.getAttribute('data-range-from');
  const y = box.y + 20;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, y, { steps: 12 });
  await page.mouse.up();
  await expect(frame).not.toHaveAttribute('data-range-from', from ?? '');
});

test('a scale order’s preview lines go once it is sent (its orders draw as orders) and come back with an edit', async ({ page }) => {
  await open(page);
  const { form, legs } = await previewScale(page, '5', '0.100');

  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place 5 orders' }).click();
  await expect(lines(page).locator('li[data-kind="order"]')).toHaveCount(5);
  await expect(legs).toHaveCount(0);

  await form.getByLabel('Orders').fill('4');
  await expect(legs).toHaveCount(4);
});

test('a buy line dragged above the ask asks first ("fills now at about …"), or is refused as Settings say', async ({ page }) => {
  await open(page);
  const buy = await placeBuy(page, '59500.0', '0.010');
  const reference = await call<{ orderId: number }>(page, 'trading.placeOrder', {
    pair: 'BTC-USDT',
    side: 'sell',
    price: '60500.0',
    quantity: '0.010',
    leverage: 10,
  });
  const above = await yOf(orderLine(page, reference.orderId));
  const question = page.getByRole('dialog', { name: 'Move across the book' });

  // Kept where it was: nothing sent.
  await dragLine(page, orderLine(page, buy), above);
  await expect(question).toContainText(/A buy at 60\d{3}\.\d is above the best ask: it fills now at about 60010\.0/);
  await question.getByRole('button', { name: 'Keep it at 59500.0' }).click();
  await expect(question).toBeHidden();
  await expect(orderLine(page, buy)).toHaveAttribute('data-price', '59500.0');
  expect((await openOrders(page)).map((o) => o.id).sort()).toEqual([buy, reference.orderId].sort());

  // Refused, as Settings › Trading says.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('combobox', { name: /would trade at once/ }).selectOption('refuse');
  await settings.getByRole('button', { name: 'Close' }).click();
  await dragLine(page, orderLine(page, buy), await yOf(orderLine(page, reference.orderId)));
  await expect(chart(page).getByRole('alert')).toContainText(
    /Not moved: A buy at 60\d{3}\.\d is above the best ask: it fills now at about 60010\.0\. Order #\d+ stays at 59500\.0/,
  );
  await expect(question).toHaveCount(0);
  expect((await openOrders(page)).map((o) => o.id)).toContain(buy);

  // Asked again, and this time moved: it trades.
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('combobox', { name: /would trade at once/ }).selectOption('ask');
  await settings.getByRole('button', { name: 'Close' }).click();
  await dragLine(page, orderLine(page, buy), await yOf(orderLine(page, reference.orderId)));
  await question.getByRole('button', { name: 'Move and fill now' }).click();
  await expect.poll(async () => (await openOrders(page)).map((o) => o.id)).toEqual([reference.orderId]);
  await expect
    .poll(async () => (await call<{ quantity: string }[]>(page, 'positions.list', { pair: 'BTC-USDT' })).map((p) => p.quantity))
    .toEqual(['0.010']);
});

test('fifty scale legs draw as one band with its count, only its two ends drawn as lines', async ({ page }) => {
  await open(page);
  await placeBuy(page, '58000.0', '0.010');
  const { form, legs } = await previewScale(page, '50', '0.500');
  await expect(lines(page)).toHaveAttribute('data-scale-band', '50');
  await expect(lines(page).locator('li[data-kind="scale"][data-y]')).toHaveCount(2);
  await expect(legs.first()).toHaveAttribute('data-y', /\d/);
  await expect(legs.last()).toHaveAttribute('data-y', /\d/);
  if (process.env['SHOT']) await page.screenshot({ path: process.env['SHOT'] });

  // Few enough to tell apart: lines again, no band.
  await form.getByLabel('Orders').fill('4');
  await expect(legs).toHaveCount(4);
  await expect(lines(page)).not.toHaveAttribute('data-scale-band', /./);
  await expect(lines(page).locator('li[data-kind="scale"][data-y]')).toHaveCount(4);
});
