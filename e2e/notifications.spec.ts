/**
 * Fill notifications: a fill shows a toast (and a desktop notification where the system allows); fills from before
 * the app started are not news; the Settings switch mutes them, and turning it back on does not replay what
 * happened while muted. Orders are placed through the bridge, so this spec does not depend on the order form.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
/** The first answer of the fill watch has set its mark: fills from now on are told. */
const watching = (page: Page) => expect(toasts(page)).toHaveAttribute('data-watching', 'yes');
/** Opens Perpdesk and waits until the fill watch tells fills from then on. */
async function openWatching(page: Page) {
  await page.goto(perpdesk.url);
  await watching(page);
}
/** A market order sent through the bridge; it fills at once on the paper exchange's book. */
const marketOrder = (page: Page, pair: string, side: 'buy' | 'sell', quantity: string) =>
  call(page, 'trading.placeOrder', { pair, side, type: 'market', quantity });
/** Longer than the watch's poll (3 s) and its answer. */
const QUIET_MS = 5000;

async function setNotifications(page: Page, on: boolean) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('checkbox', { name: 'Notify me of fills and liquidations' }).setChecked(on);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a fill shows a toast; fills from before the start are not news; a toast can be dismissed', async ({ page }) => {
  await openWatching(page);
  // This fill is news here; after a reload it is from before the start, and nothing is said about it.
  await marketOrder(page, 'BTC-USDT', 'buy', '0.010');
  await expect(toasts(page)).toContainText('Filled: Buy 0.010 BTC-USDT');
  await expect(toasts(page)).toContainText(/at 60010\.0/);

  await page.reload();
  await watching(page);
  await page.waitForTimeout(QUIET_MS);
  await expect(toasts(page)).toBeEmpty();

  await marketOrder(page, 'ETH-USDT', 'sell', '0.50');
  const toast = toasts(page).locator('.toast').filter({ hasText: 'Filled: Sell 0.50 ETH-USDT' });
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(toast).toHaveCount(0);
});

test('a toast goes by itself after a few seconds', async ({ page }) => {
  await openWatching(page);
  await marketOrder(page, 'BTC-USDT', 'sell', '0.005');
  await expect(toasts(page)).toContainText('Filled: Sell 0.005 BTC-USDT');
  await expect(toasts(page)).toBeEmpty({ timeout: 9000 });
});

test('the muted setting silences them, and unmuting does not replay what happened meanwhile', async ({ page }) => {
  await openWatching(page);
  await setNotifications(page, false);
  await expect(toasts(page)).toHaveAttribute('data-watching', 'no');

  await marketOrder(page, 'BTC-USDT', 'buy', '0.020');
  await page.waitForTimeout(QUIET_MS);
  await expect(toasts(page)).toBeEmpty();

  await setNotifications(page, true);
  await watching(page);
  await page.waitForTimeout(QUIET_MS);
  await expect(toasts(page)).toBeEmpty();

  await marketOrder(page, 'BTC-USDT', 'sell', '0.020');
  await expect(toasts(page)).toContainText('Filled: Sell 0.020 BTC-USDT');
});
