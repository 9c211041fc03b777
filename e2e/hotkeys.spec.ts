/**
 * Hotkeys as a trader uses them, on a still paper market: trading hotkeys turned on in Settings, B buys at the best
 * ask (with the slippage allowance set in Settings, or at market), Shift+F flips, C closes; the same keys typed into the Order entry's Quantity only type; Ctrl+Enter sends
 * the form from inside a field (no confirmation, as for every trading key) and X cancels that order; the help sheet lists every key;
 * a key is changed in Settings (a key in use refused), remembered, and the defaults come back.
 */
import { expect, test, type Page } from '@playwright/test';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

type Result = { ok: true; value: unknown } | { ok: false; error: { message: string } };

/** A bridge call from the page, to read what the exchange holds (never to act for the trader). */
async function read<T>(page: Page, method: string, params: object): Promise<T> {
  const result = await page.evaluate(
    ([m, p]) => (globalThis as unknown as { perpdesk: { call(m: string, p: unknown): Promise<Result> } }).perpdesk.call(m, p),
    [method, params] as const,
  );
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
}

type PositionRecord = { symbol: string; isLong: boolean; quantity: string };
const btcPosition = async (page: Page): Promise<string> => {
  const positions = await read<PositionRecord[]>(page, 'positions.list', { pair: 'BTC-USDT' });
  const p = positions.find((x) => x.symbol === 'BTC-USDT');
  return p ? `${p.isLong ? 'long' : 'short'} ${p.quantity}` : 'none';
};
const orderCount = async (page: Page): Promise<number> => (await read<unknown[]>(page, 'account.orderHistory', { pair: 'BTC-USDT' })).length;

const orderEntry = (page: Page) => page.getByRole('form', { name: 'Order entry' });
const messages = (page: Page) => page.getByRole('status', { name: 'Hotkey messages' });
const book = (page: Page) => page.getByRole('region', { name: 'Order book' });

async function open(page: Page): Promise<void> {
  await page.goto(perpdesk.url);
  await expect(book(page).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();
}

async function setTradingHotkeys(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('switch', { name: 'Trading hotkeys' }).setChecked(on);
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
}

test('a hotkey places an order: B buys at the best ask, Shift+F flips the position, C closes it', async ({ page }) => {
  await open(page);
  await setTradingHotkeys(page, true);
  const quantity = orderEntry(page).getByLabel('Quantity');
  await quantity.fill('0.010');
  await quantity.press('Escape');
  await expect(quantity).not.toBeFocused();

  // The default allowance, 0.05 %: a limit of 60040.0 (60010.0 × 1.0005, on the tick), filled at the ask.
  await page.keyboard.press('b');
  await expect(orderEntry(page).getByRole('status')).toContainText('Filled: buy 0.010 BTC-USDT at 60010.0 average (limit 60040.0 IOC)');
  await expect(messages(page)).toContainText('Filled: buy 0.010 BTC-USDT at 60010.0 average (limit 60040.0 IOC)');
  expect(await btcPosition(page)).toBe('long 0.010');

  // Flip and close act on the position as the screen knows it.
  await expect(orderEntry(page)).toContainText(/Position: Long 0\.010/);
  await page.keyboard.press('Shift+F');
  // The row's Flip: the long closed, then the same size sold once flat (never one order of twice the size).
  await expect(messages(page)).toContainText('Flipped BTC-USDT: long 0.010 closed, short 0.010 opened');
  expect(await btcPosition(page)).toBe('short 0.010');

  await expect(orderEntry(page)).toContainText(/Position: Short 0\.010/);
  await page.keyboard.press('c');
  await expect(messages(page)).toContainText('Filled: close short 0.010 BTC-USDT at market');
  expect(await btcPosition(page)).toBe('none');
  await expect(orderEntry(page)).toContainText('No BTC-USDT position');
  await page.keyboard.press('c');
  await expect(messages(page)).toContainText('No BTC-USDT position to close');
});

test('a hotkey order that breaks the trade config is refused with the form’s own words, and nothing reaches the exchange', async ({ page }) => {
  await open(page);
  await setTradingHotkeys(page, true);
  const before = await orderCount(page);
  const open0 = (await read<unknown[]>(page, 'account.openOrders', { pair: 'BTC-USDT' })).length;
  const position = await btcPosition(page);

  const quantity = orderEntry(page).getByLabel('Quantity');
  for (const [typed, refusal] of [
    ['150', "Order entry: Quantity is above the exchange's maximum of 100 BTC per order"],
    ['0.0005', "Order entry: Quantity is below the exchange's minimum of 0.001 BTC"],
  ] as const) {
    await quantity.fill(typed);
    await quantity.press('Escape');
    await page.keyboard.press('b');
    await expect(messages(page)).toContainText(refusal);
    // The form says the same at its field.
    await expect(orderEntry(page)).toContainText(refusal.replace('Order entry: ', ''));
  }

  expect(await orderCount(page)).toBe(before);
  expect((await read<unknown[]>(page, 'account.openOrders', { pair: 'BTC-USDT' })).length).toBe(open0);
  expect(await btcPosition(page)).toBe(position);
  await expect(orderEntry(page).getByRole('status')).toBeEmpty();
});

test('the same key typed into the Quantity field does nothing but type; out of it, 1 to 5 pick the market’s size presets', async ({ page }) => {
  await open(page);
  await setTradingHotkeys(page, true);
  const before = await orderCount(page);
  const position = await btcPosition(page);

  const quantity = orderEntry(page).getByLabel('Quantity');
  await quantity.click();
  await page.keyboard.type('bsxc1]');
  await page.keyboard.press('Shift+X');
  await page.keyboard.press('Shift+F');
  await expect(quantity).toHaveValue('bsxc1]XF');
  await expect(page.getByRole('combobox', { name: 'Market' })).toHaveValue(/BTC-USDT/);
  await expect(messages(page)).toBeEmpty();

  // The hotkeys are listening all along: out of the field, "?" opens the help sheet.
  await quantity.press('Escape');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

  // Out of the field, a digit picks the market's size preset; one the market's lot refuses is never saved.
  await page.keyboard.press('3');
  await expect(quantity).toHaveValue('0.010');
  await expect(messages(page)).toContainText('Size preset 3: 0.010 BTC');
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const second = settings.getByRole('textbox', { name: 'Size preset 2', exact: true });
  await second.fill('0.0005');
  await settings.getByRole('button', { name: 'Save presets' }).click();
  await expect(settings.getByText('Preset 2: 0.0005 BTC is not a whole number of lots')).toBeVisible();
  await second.fill('100');
  await settings.getByRole('combobox', { name: 'Size preset 2 unit' }).selectOption('quote');
  await settings.getByRole('button', { name: 'Save presets' }).click();
  await expect(settings.getByText('Size presets for BTC-USDT saved')).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('2');
  await expect(quantity).toHaveValue('100');
  await expect(messages(page)).toContainText('Size preset 2: 100 USDT');

  expect(await orderCount(page)).toBe(before);
  expect(await btcPosition(page)).toBe(position);
  await expect(orderEntry(page).getByRole('status')).toBeEmpty();
});

test('Ctrl+Enter sends the Order entry from inside a field without the confirmation, like every trading key; X cancels that order', async ({
  page,
}) => {
  await open(page);
  await setTradingHotkeys(page, true);
  await orderEntry(page).getByLabel('Price').fill('59000.0');
  await orderEntry(page).getByLabel('Quantity').fill('0.020');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toHaveCount(0);
  await expect(orderEntry(page).getByRole('status')).toContainText(/Order placed: buy 0\.020 BTC-USDT at 59000\.0/);
  const row = page.getByRole('table', { name: 'Open orders' }).getByRole('row').filter({ hasText: '59000.0' });
  await expect(row).toHaveCount(1);

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('x');
  await expect(messages(page)).toContainText(/Cancelled order #\d+ on BTC-USDT/);
  await expect(row).toHaveCount(0);
  await page.keyboard.press('x');
  await expect(messages(page)).toContainText('Nothing to cancel: no order placed in this session is still open');
});

test('the help sheet lists every key; Settings changes one (refusing a key in use), remembers it, and restores the defaults', async ({ page }) => {
  await open(page);
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toContainText('Trading hotkeys are off');
  const buyRow = sheet.getByRole('row', { name: /Buy at the best ask/ });
  await expect(buyRow).toContainText('B');
  for (const [label, key] of [
    ['Cancel all orders in this market', 'Shift+X'],
    ['Send the form as Buy / Long', 'Ctrl+Enter'],
    ['Next market', ']'],
    ['Chart period 1h', 'Alt+4'],
    ['Size preset 1', '1'],
  ] as const) {
    await expect(sheet.getByRole('row', { name: new RegExp(label) }).locator('.keycaps')).toHaveAttribute('title', key);
  }
  await page.keyboard.press('Escape');

  // Off, a trading key does nothing and says why.
  const before = await orderCount(page);
  await page.keyboard.press('b');
  await expect(messages(page)).toContainText('"Buy at the best ask" did nothing: trading hotkeys are off');
  expect(await orderCount(page)).toBe(before);

  await page.getByRole('button', { name: 'Settings' }).click();
  const hotkeys = page.getByRole('dialog', { name: 'Settings' }).getByRole('group', { name: 'Hotkeys' });
  await hotkeys
    .getByRole('row', { name: /Buy at the best ask/ })
    .getByRole('button', { name: 'Change' })
    .click();
  await page.keyboard.press('s');
  await expect(hotkeys.getByRole('status')).toHaveText('S is already used by "Sell at the best bid"');
  await page.keyboard.press('n');
  await expect(hotkeys.getByRole('status')).toHaveText('"Buy at the best ask" is now N');
  // Escape while changing a key keeps the old key, and leaves the dialog open.
  await hotkeys
    .getByRole('row', { name: /Next market/ })
    .getByRole('button', { name: 'Change' })
    .click();
  await page.keyboard.press('Escape');
  await expect(hotkeys.getByRole('status')).toHaveText('Not changed');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(book(page).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();
  await page.keyboard.press('?');
  await expect(sheet.getByRole('row', { name: /Buy at the best ask/ }).locator('.keycaps')).toHaveAttribute('title', 'N');
  await page.keyboard.press('Escape');
  await page.keyboard.press('n');
  await expect(messages(page)).toContainText('"Buy at the best ask" did nothing: trading hotkeys are off');

  await page.getByRole('button', { name: 'Settings' }).click();
  await hotkeys.getByRole('button', { name: 'Default keys' }).click();
  await expect(hotkeys.getByRole('row', { name: /Buy at the best ask/ }).locator('.keycaps')).toHaveAttribute('title', 'B');
});

test('] and [ step through the markets, and Alt+1 to Alt+6 choose the chart period', async ({ page }) => {
  await open(page);
  const market = page.getByRole('combobox', { name: 'Market' });
  await page.keyboard.press(']');
  await expect(market).toHaveValue(/ETH-USDT/);
  await page.keyboard.press('[');
  await expect(market).toHaveValue(/BTC-USDT/);
  await page.keyboard.press('[');
  await expect(market).toHaveValue(/SOL-USDT/);

  const chart = page.getByRole('region', { name: 'Price chart' });
  await page.keyboard.press('Alt+4');
  await expect(chart.getByRole('radio', { name: '1h' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Alt+1');
  await expect(chart.getByRole('radio', { name: '1m' })).toHaveAttribute('aria-checked', 'true');
  await expect(messages(page)).toContainText('Chart period: 1m');
  // A digit alone is a size preset now, and does nothing with trading hotkeys off.
  await page.keyboard.press('4');
  await expect(messages(page)).toContainText('"Size preset 4');
  await expect(chart.getByRole('radio', { name: '1m' })).toHaveAttribute('aria-checked', 'true');
});

test('"Hotkeys armed" shows while trading hotkeys are on, turns them off when clicked, and a reload starts with them off', async ({ page }) => {
  await open(page);
  const armed = page.getByRole('button', { name: 'Hotkeys armed' });
  await expect(armed).toHaveCount(0);
  await setTradingHotkeys(page, true);
  await expect(armed).toBeVisible();

  await page.reload();
  await expect(book(page).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();
  await expect(armed).toHaveCount(0);
  const before = await orderCount(page);
  await page.keyboard.press('b');
  await expect(messages(page)).toContainText('"Buy at the best ask" did nothing: trading hotkeys are off');

  await setTradingHotkeys(page, true);
  await armed.click();
  await expect(armed).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('b');
  await expect(messages(page)).toContainText('"Buy at the best ask" did nothing: trading hotkeys are off');
  await page.waitForTimeout(500);
  expect(await orderCount(page)).toBe(before);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'Trading hotkeys' })).not.toBeChecked();
});

test('B and S use the slippage allowance set in Settings, or a market order, and say the price they filled at', async ({ page }) => {
  await open(page);
  await setTradingHotkeys(page, true);
  await orderEntry(page).getByLabel('Quantity').fill('0.010');
  await orderEntry(page).getByLabel('Quantity').press('Escape');

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('combobox', { name: 'Allowance unit' }).selectOption('ticks');
  const allowance = settings.getByLabel('Slippage allowance');
  await allowance.fill('0,5');
  await expect(settings.getByRole('alert')).toContainText('with a point for decimals');
  await allowance.fill('5');
  await expect(settings.getByRole('alert')).toHaveCount(0);
  await settings.getByRole('button', { name: 'Close' }).click();

  await page.keyboard.press('s');
  await expect(messages(page)).toContainText('Filled: sell 0.010 BTC-USDT at 59990.0 average (limit 59989.5 IOC)');
  await expect(orderEntry(page).getByRole('status')).toContainText('Filled: sell 0.010 BTC-USDT at 59990.0 average (limit 59989.5 IOC)');
  expect(await btcPosition(page)).toBe('short 0.010');

  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('combobox', { name: 'B and S send' }).selectOption('market');
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('b');
  await expect(messages(page)).toContainText('Filled: buy 0.010 BTC-USDT at 60010.0 average (market)');
  expect(await btcPosition(page)).toBe('none');

  // Remembered across a reload (the trading hotkeys themselves are not).
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings.getByRole('combobox', { name: 'B and S send' })).toHaveValue('market');
});
