/**
 * What the screen says after a write, against the paper exchange (a still book: BTC-USDT bids from 59990.0, asks
 * from 60010.0): every action is told, with its time, in the action log at the foot of the window, whoever sent it
 * (here the chart's Cancel order); the tables it changes refresh by themselves; a fill's toast sits over the chart's
 * corner and covers none of the account's figures or the tables.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({ living: false });

const actionLog = (page: Page) => page.getByRole('region', { name: 'Action log' });
const chartLines = (page: Page) => page.getByRole('region', { name: 'Price chart' }).getByRole('list', { name: 'Chart lines' });
const book = (page: Page) => page.getByRole('region', { name: 'Order book' });

async function open(page: Page): Promise<void> {
  await page.goto(perpdesk.url);
  await expect(book(page).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();
}

async function placeBuy(page: Page, price: string, quantity: string): Promise<number> {
  const placed = await call<{ orderId: number }>(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price, quantity, leverage: 10 });
  return placed.orderId;
}

const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('no box');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test('a cancel from the chart is told in the action log with its time, and Order history shows it without a click', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: /^Order history/ }).click();
  const history = page.getByRole('tabpanel');
  await expect(history).toContainText(/No orders|no orders|Nothing/);
  const orderId = await placeBuy(page, '59600.0', '0.010');

  const button = chartLines(page).getByRole('button', { name: 'Cancel order at 59600.0' });
  await button.focus();
  await page.keyboard.press('Enter');

  await expect(actionLog(page).getByRole('status')).toHaveText(new RegExp(`^\\d\\d:\\d\\d:\\d\\d Cancelled order #${orderId} on BTC-USDT$`));
  await expect(history.getByRole('row').filter({ hasText: '59600.0' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: '59600.0' })).toContainText(/Cancel/);

  await actionLog(page)
    .getByRole('button', { name: /^Log \(1\)$/ })
    .click();
  await expect(actionLog(page).getByRole('list', { name: 'Earlier actions' })).toContainText(`Cancelled order #${orderId}`);
});

for (const size of [
  { width: 1280, height: 720 },
  { width: 1600, height: 1000 },
]) {
  test(`a fill's toast at ${size.width}×${size.height} covers neither the account's figures nor the tables`, async ({ page }) => {
    await page.setViewportSize(size);
    await open(page);
    await expect(page.getByRole('status', { name: 'Notifications' })).toHaveAttribute('data-watching', 'yes');
    await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.001' });
    const toast = page.getByRole('status', { name: 'Notifications' }).locator('.toast').first();
    await expect(toast).toContainText('Filled: Buy 0.001 BTC-USDT');
    await expect(toast).toBeInViewport({ ratio: 1 });
    expect(await overlaps(toast, page.getByRole('region', { name: 'Account' }))).toBe(false);
    expect(await overlaps(toast, page.locator('.area-bottom'))).toBe(false);
    // The panel, not the form: a form taller than its panel scrolls inside it, and only the panel's box is on screen.
    expect(await overlaps(toast, page.locator('.area-entry'))).toBe(false);
    await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.001' });
  });
}

test('the form’s "Order placed" and the scale’s "Placed #…" give way to "cancelled" once the orders are cancelled', async ({ page }) => {
  await open(page);
  const form = page.getByRole('form', { name: 'Order entry' });
  const status = form.getByRole('status');
  const openOrders = page.getByRole('table', { name: 'Open orders' });
  await page.getByRole('tab', { name: /^Open orders/ }).click();

  await form.getByLabel('Price').fill('59500.0');
  await form.getByLabel('Quantity').fill('0.010');
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
  await expect(status).toContainText(/^\d\d:\d\d:\d\d Order placed: buy 0\.010 BTC-USDT at 59500\.0 \(#\d+\)/);
  const id = /#(\d+)/.exec((await status.textContent()) ?? '')?.[1];
  await openOrders.getByRole('row').filter({ hasText: '59500.0' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toContainText(`Order #${id} cancelled`);
  await expect(status).not.toContainText('Order placed');

  await form.getByRole('radio', { name: 'Scale' }).check();
  await form.getByLabel('From price').fill('59000');
  await form.getByLabel('To price').fill('59100');
  await form.getByLabel('Orders').fill('2');
  await form.getByLabel('Total quantity').fill('0.020');
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place 2 orders' }).click();
  const results = form.getByRole('table', { name: 'Scale results' }).locator('tbody tr');
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText(/Placed #\d+/);
  // Cancelled elsewhere (not by this screen): first gone from Open orders, then read back as cancelled.
  await call(page, 'trading.cancelAll', { pair: 'BTC-USDT' });
  await expect(results.first()).toContainText(/#\d+ cancelled/);
  await expect(results.last()).toContainText(/#\d+ cancelled/);
});

test('a limit close that has left Open orders is no longer said to rest there', async ({ page }) => {
  await open(page);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010', leverage: 10 });
  const positions = page.getByRole('table', { name: 'Positions' });
  await page.getByRole('tab', { name: /^Positions/ }).click();
  await positions.getByRole('row').filter({ hasText: 'BTC-USDT' }).getByRole('button', { name: 'Close', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Close position' });
  await dialog.getByRole('radio', { name: 'Limit' }).check();
  await dialog.getByRole('textbox', { name: 'Price' }).fill('61000.0');
  await dialog.getByRole('button', { name: 'Place close order' }).click();
  await expect(dialog.getByRole('status')).toContainText('It rests in Open orders until it fills');
  await call(page, 'trading.cancelAll', { pair: 'BTC-USDT' });
  await expect(dialog.getByRole('status')).toContainText(/Close order #\d+ cancelled/);
  await expect(dialog.getByRole('status')).not.toContainText('rests in Open orders');
  await page.keyboard.press('Escape');
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.010' });
});

test('Scale shows no red "required" before anything is typed, even after a limit send was tried', async ({ page }) => {
  await open(page);
  const form = page.getByRole('form', { name: 'Order entry' });
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await expect(form).toContainText('is required');
  await form.getByRole('radio', { name: 'Scale' }).check();
  await expect(form.getByLabel('From price')).toBeVisible();
  await expect(form).not.toContainText('is required');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('the book’s grouping is remembered, and few levels leave no empty space above the asks', async ({ page }) => {
  await open(page);
  const grouping = book(page).getByRole('combobox', { name: 'Grouping' });
  const options = await grouping.locator('option').allTextContents();
  const widest = options.at(-1)!;
  await grouping.selectOption(widest);
  await page.reload();
  await expect(book(page).locator('[data-side="ask"]').first()).toBeVisible();
  await expect(grouping).toHaveValue(widest);

  // Grouped widely, the book holds a few levels: the asks start at the top of the book, by its head.
  const asks = await book(page).locator('[data-side="ask"]').count();
  const body = await book(page).locator('.book-body').boundingBox();
  const firstAsk = await book(page).locator('[data-side="ask"]').first().boundingBox();
  expect(body && firstAsk).toBeTruthy();
  expect(body!.height).toBeGreaterThan((asks + 4) * 18 * 2);
  expect(firstAsk!.y - body!.y).toBeLessThan(4);
});

test('the tab counts stay: Positions and Open orders keep a count through a market switch', async ({ page }) => {
  await open(page);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010', leverage: 10 });
  await placeBuy(page, '59000.0', '0.010');
  await page.getByRole('tab', { name: /^Order history/ }).click();
  const positionsTab = page.getByRole('tab', { name: /^Positions/ });
  const ordersTab = page.getByRole('tab', { name: /^Open orders/ });
  await expect(positionsTab).toHaveText('Positions (1)');
  await expect(ordersTab).toHaveText('Open orders (1)');

  // Every label the two tabs show from here on, read as it changes.
  await page.evaluate(() => {
    interface Node {
      textContent: string | null;
    }
    const page = globalThis as unknown as {
      document: { querySelectorAll: (selector: string) => ArrayLike<Node> };
      MutationObserver: new (callback: () => void) => { observe: (node: Node, options: object) => void };
      seenLabels: string[];
    };
    const seen: string[] = [];
    page.seenLabels = seen;
    const tabs = Array.from(page.document.querySelectorAll('[role="tab"]')).slice(0, 2);
    const observer = new page.MutationObserver(() => tabs.forEach((t) => seen.push(t.textContent ?? '')));
    tabs.forEach((t) => observer.observe(t, { childList: true, characterData: true, subtree: true }));
  });
  const market = page.getByRole('combobox', { name: 'Market' });
  await market.fill('ETH-USDT');
  await market.press('Enter');
  await expect(book(page).locator('[data-side="bid"][data-price="2999.00"]')).toBeVisible();
  await expect(ordersTab).toHaveText('Open orders (0)');
  await market.fill('BTC-USDT');
  await market.press('Enter');
  await expect(ordersTab).toHaveText('Open orders (1)');
  const seen = await page.evaluate(() => (globalThis as unknown as { seenLabels: string[] }).seenLabels);
  expect(seen.filter((label) => !/\(\d+\)$/.test(label))).toEqual([]);
  await expect(positionsTab).toHaveText('Positions (1)');
  await call(page, 'trading.cancelAll', { pair: 'BTC-USDT' });
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.010' });
});

for (const width of [1280, 1600]) {
  test(`the top bar at ${width} px drops no fact of the market summary: what does not fit is folded behind "+N"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page);
    const summary = page.getByRole('region', { name: 'Market summary' });
    await expect(summary.getByLabel('24h volume', { exact: true })).not.toHaveText('—');
    const names = ['Last price', 'Mark price', 'Index price', '24h change', '24h volume', 'Funding rate', 'Open interest', '24h high', '24h low'];
    const inView = async (): Promise<string[]> => {
      const facts = await summary.locator('.summary-facts').boundingBox();
      const shown: string[] = [];
      for (const name of names) {
        const box = await summary.getByLabel(name, { exact: true }).boundingBox();
        if (box && box.y >= facts!.y - 0.5 && box.y + box.height <= facts!.y + facts!.height + 0.5 && box.x + box.width <= width) shown.push(name);
      }
      return shown;
    };
    const shown = await inView();
    const hidden = names.length - shown.length;
    if (hidden > 0) {
      await summary.getByRole('button', { name: `Show ${hidden} more market facts` }).click();
      await expect.poll(inView).toEqual(names);
      await summary.getByRole('button', { name: 'Fold the market summary' }).click();
    } else {
      await expect(summary.getByRole('button', { name: /more market facts/ })).toHaveCount(0);
    }
  });
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1600, height: 1000 },
]) {
  test(`Positions at ${size.width}×${size.height}: size, Unrealized PnL and Liq. price in sight, margin mode whole`, async ({ page }) => {
    await page.setViewportSize(size);
    await open(page);
    await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010', leverage: 10 });
    await page.getByRole('tab', { name: /^Positions/ }).click();
    const row = page.getByRole('table', { name: 'Positions' }).locator('tbody tr').first();
    await expect(row).toContainText('BTC-USDT');
    const actions = await row.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    const panel = await page.getByRole('tabpanel').boundingBox();
    for (const field of ['pnl', 'liquidation']) {
      const box = await row.locator(`[data-field="${field}"]`).boundingBox();
      expect(box, field).not.toBeNull();
      expect(box!.x, field).toBeGreaterThanOrEqual(panel!.x);
      expect(box!.x + box!.width, field).toBeLessThanOrEqual(actions!.x);
    }
    // The margin mode is never cut ("Isola") or hidden under the row's buttons.
    const mode = row.locator('.positions-mode');
    await expect(mode).toHaveText('Isolated');
    if (size.width >= 1600) {
      const modeBox = await mode.boundingBox();
      expect(modeBox!.x + modeBox!.width).toBeLessThanOrEqual(actions!.x - 8);
    }
    await row.getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close position' });
    await dialog.getByRole('button', { name: 'Close at market' }).click();
    await expect(dialog.getByRole('status')).toContainText('Closed');
    await page.keyboard.press('Escape');
  });
}

test('Order history at 1280×720 keeps each row’s Details button in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010', leverage: 10 });
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.010' });
  await page.getByRole('tab', { name: /^Order history/ }).click();
  const details = page.getByRole('table', { name: 'Order history', exact: true }).getByRole('button', { name: 'Details' }).first();
  await expect(details).toBeVisible();
  const panel = await page.getByRole('tabpanel').boundingBox();
  const box = await details.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  await expect(details).toBeInViewport({ ratio: 1 });
});
