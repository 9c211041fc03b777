/**
 * Price alerts as a trader meets them: one set with the chart's Alert button just above the last price fires once
 * when real market buys take the paper exchange's asks through it, with a toast and a desktop notification, and
 * the Alerts tab says Fired; it is not told again, after a reload either. Its ✕ on the chart removes it on a click,
 * not when the press pans away. An alert the core refuses (below a price
 * already below) is said where the trader set it. The desktop's Notification is the platform's, recorded here.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

interface Level {
  price: string;
  quantity: string;
}

/** Records each desktop notification the page shows (permission granted). */
const recordNotifications = (page: Page) =>
  page.addInitScript(() => {
    const shown: string[] = [];
    (globalThis as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options?: { body?: string }) {
        shown.push(`${title} — ${options?.body ?? ''}`);
      }
    }
    (globalThis as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
/** The alerts' desktop notifications (fills notify too). */
const shownNotifications = async (page: Page) =>
  (await page.evaluate(() => (globalThis as unknown as { shownNotifications: string[] }).shownNotifications)).filter((n) => n.startsWith('Alert:'));

/** The last trade's price, which alerts watch (the market is still: it moves only when someone trades). */
const lastPrice = async (page: Page) => (await call<{ price: string }[]>(page, 'market.trades', { pair: 'BTC-USDT', limit: 1 }))[0]!.price;

/** With the Alert button on: hovers the chart until the preview is a price in (low, high], and says where. */
async function hoverToPrice(page: Page, low: number, high: number): Promise<{ x: number; y: number; price: string }> {
  const box = (await page.getByRole('region', { name: 'Price chart' }).locator('.chart-host').boundingBox())!;
  const list = page.getByRole('list', { name: 'Alert lines', includeHidden: true });
  const x = box.x + box.width * 0.4;
  // The preview follows the pointer once the chart has its price scale (its first candles drawn).
  let wiggle = 0;
  const previewAt = async (y: number) => {
    let price: string | null = null;
    await expect
      .poll(async () => {
        wiggle = 1 - wiggle;
        await page.mouse.move(x + wiggle, y);
        price = await list.getAttribute('data-preview-price');
        return price;
      })
      .toMatch(/\d/);
    return Number(price);
  };
  // Two samples give the scale; then step towards the middle of the range.
  let y0 = box.y + box.height * 0.3;
  let y1 = box.y + box.height * 0.6;
  for (let i = 0; i < 6; i += 1) {
    const [p0, p1] = [await previewAt(y0), await previewAt(y1)];
    const target = (low + high) / 2;
    const y = Math.min(Math.max(y0 + ((target - p0) * (y1 - y0)) / (p1 - p0), box.y + 5), box.y + box.height - 40);
    const price = await previewAt(y);
    if (price > low && price <= high) return { x, y, price: String(await list.getAttribute('data-preview-price')) };
    [y0, y1] = [y - 20, y + 20];
  }
  throw new Error(`no price in (${low}, ${high}] under the pointer`);
}

test('an alert set on the chart fires once, with a notification, when the price crosses', async ({ page }) => {
  await recordNotifications(page);
  await page.goto(perpdesk.url);
  // A first trade: the chart has a candle (and a price scale to click on), the market a last price.
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010' });
  await expect(page.getByRole('region', { name: 'Price chart' }).getByText('No candles yet')).toHaveCount(0);
  const last = await lastPrice(page);
  const { asks } = await call<{ asks: Level[] }>(page, 'market.depth', { pair: 'BTC-USDT', limit: 5 });
  // Buying the best ask and a little of the next takes the last price to the next: the alert goes between.
  const top = Number(asks[1]!.price);
  const quantity = (Number(asks[0]!.quantity) + 0.01).toFixed(3);

  const chart = page.getByRole('region', { name: 'Price chart' });
  await chart.getByRole('button', { name: 'Alert', exact: true }).click();
  await expect(chart.getByRole('status').filter({ hasText: 'Click the chart to set an alert there' })).toBeVisible();
  const spot = await hoverToPrice(page, Number(last), top);
  await page.mouse.click(spot.x, spot.y);
  await expect(chart.getByRole('button', { name: 'Alert', exact: true })).toHaveAttribute('aria-pressed', 'false');
  const line = chart.getByRole('list', { name: 'Alert lines', includeHidden: true }).locator('li');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-price', spot.price);
  await expect(line).toHaveAttribute('data-y', /\d/);

  await page.getByRole('tab', { name: 'Alerts' }).click();
  const table = page.getByRole('table', { name: 'Price alerts' });
  const row = table.getByRole('row').filter({ hasText: `above ${spot.price}` });
  await expect(row).toContainText('Armed');

  // Real market buys take the asks: the last price goes through the alert.
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity });
  const toasts = page.getByRole('status', { name: 'Notifications' });
  const toast = toasts.locator('.toast').filter({ hasText: `Alert: BTC-USDT above ${spot.price}` });
  await expect(toast).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText(/Fired at \d\d:\d\d:\d\d · \d+\.\d/);
  await expect(line).toHaveCount(0);
  expect(await shownNotifications(page)).toEqual([expect.stringMatching(new RegExp(`^Alert: BTC-USDT above ${spot.price} — last \\d+\\.\\d$`))]);

  // Told once: not again while it runs, nor after a reload.
  await page.waitForTimeout(3000);
  expect(await shownNotifications(page)).toHaveLength(1);
  await expect(toast).toHaveCount(1);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Price alerts' })
      .getByRole('row')
      .filter({ hasText: `above ${spot.price}` }),
  ).toContainText('Fired');
  await page.waitForTimeout(2500);
  expect(await shownNotifications(page)).toEqual([]);
  await expect(page.getByRole('status', { name: 'Notifications' }).locator('.toast')).toHaveCount(0);
});

test('an alert’s ✕ on the chart removes it when clicked, not when the press pans away', async ({ page }) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010' });
  const level = (Number(await lastPrice(page)) + 100).toFixed(1);
  const alert = await call<{ id: string }>(page, 'alerts.set', { pair: 'BTC-USDT', condition: 'above', price: level });
  const chart = page.getByRole('region', { name: 'Price chart' });
  const line = chart.getByRole('list', { name: 'Alert lines', includeHidden: true }).locator(`li[data-alert-id="${alert.id}"]`);
  // The position's line drawn after the alert's: the scale still stretches to the alert (it once followed only
  // the lines that changed last, and the alert went off the pane).
  await expect(chart.getByRole('list', { name: 'Chart lines' }).locator('li[data-kind="position"]')).toHaveCount(1);
  await expect(line).toHaveAttribute('data-button-x', /^\d/);
  await expect(line).toHaveAttribute('data-y', /^\d/);
  const box = (await chart.locator('.chart-host').boundingBox())!;
  const cross = { x: box.x + Number(await line.getAttribute('data-button-x')), y: box.y + Number(await line.getAttribute('data-y')) };
  const armed = async () =>
    (await call<{ id: string; status: string }[]>(page, 'alerts.list', {})).filter((a) => a.id === alert.id && a.status === 'armed').length;

  // Pressed, then panned away and let go there: nothing removed.
  await page.mouse.move(cross.x, cross.y);
  await page.mouse.down();
  await page.mouse.move(cross.x - 120, cross.y + 40, { steps: 6 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  expect(await armed()).toBe(1);
  await expect(line).toHaveCount(1);

  // A click on it removes it.
  await page.mouse.click(cross.x, cross.y);
  await expect(line).toHaveCount(0);
  expect(await armed()).toBe(0);
});

test('an alert below a price already below is refused in the core words where it was set; one is edited and removed in the Alerts tab', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.010' });
  const last = await lastPrice(page);
  const level = (Number(last) + 100).toFixed(1);
  await page.getByRole('button', { name: 'Set a price alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a price alert' });
  await dialog.getByRole('radio', { name: 'Below' }).check();
  await dialog.getByRole('textbox', { name: 'Price' }).fill(level);
  await dialog.getByRole('button', { name: 'Set alert' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    new RegExp(`^No alert set: BTC-USDT is already below ${level.replace('.', '\\.')} \\(last \\d+\\.\\d\\): an alert below it would fire at once$`),
  );
  // Above it is taken, with its note.
  await dialog.getByRole('radio', { name: 'Above' }).check();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('breakout');
  await dialog.getByRole('button', { name: 'Set alert' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Alert set: BTC-USDT above ${level}`);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: 'Alerts' }).click();
  const table = page.getByRole('table', { name: 'Price alerts' });
  await expect(table).not.toContainText(`below ${level}`);
  await expect(table.getByRole('row').filter({ hasText: `above ${level}` })).toContainText('breakout');
  // Edited in its row: a new level is taken; one the price is already past is refused in the core's words.
  const moved = (Number(last) + 200).toFixed(1);
  await table.getByRole('button', { name: `Edit alert BTC-USDT above ${level}` }).click();
  await table.getByRole('textbox', { name: 'Alert price' }).fill(moved);
  await table.getByRole('textbox', { name: 'Alert price' }).press('Enter');
  const row = table.getByRole('row').filter({ hasText: `above ${moved}` });
  await expect(row).toContainText('Armed');
  await row.getByRole('button', { name: `Edit alert BTC-USDT above ${moved}` }).click();
  const past = (Number(last) - 100).toFixed(1);
  await table.getByRole('textbox', { name: 'Alert price' }).fill(past);
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    new RegExp(`^Not changed: BTC-USDT is already above ${past.replace('.', '\\.')} `),
  );
  await table.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: `Remove alert BTC-USDT above ${moved}` }).click();
  await expect(table.getByRole('row').filter({ hasText: `above ${moved}` })).toHaveCount(0);
});
