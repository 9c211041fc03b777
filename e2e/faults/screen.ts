/** The screen as a trader reads and uses it during a fault: the Connection status, the panels' badges, the order form. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The screen's own preferences for these tests: the Connection status re-read every second (rather than every 5)
 * so latency, clock offset and the exchange's "slowed down" show promptly, no fill notifications (a feed fewer),
 * and orders confirmed before they go, as they are out of the box.
 */
export const SETTINGS = { intervals: { status: 1000 }, notifications: false, confirmOrders: true };

export const connection = (page: Page): Locator => page.getByRole('status', { name: 'Connection', exact: true });
export const book = (page: Page): Locator => page.getByRole('region', { name: 'Order book' });
export const orderForm = (page: Page): Locator => page.getByRole('form', { name: 'Order entry' });
/** The order form's result line: pending, placed, rejected, outcome unknown. */
export const resultLine = (page: Page): Locator => orderForm(page).getByRole('status');
export const openOrders = (page: Page): Locator => page.getByRole('table', { name: 'Open orders' });
/** The Open orders rows at a price. */
export const openOrderRows = (page: Page, price: string): Locator => openOrders(page).getByRole('row').filter({ hasText: price });
/** A panel's "stale 12 s" badge. */
export const staleBadge = (panel: Locator): Locator => panel.getByText(/^stale( \d+ s)?$/);

/** Opens Perpdesk and waits for a healthy screen: Connection live, the book and the order form ready. */
export async function openHealthyScreen(page: Page, url: string): Promise<void> {
  await page.addInitScript((settings) => {
    // (The root tsconfig has no DOM library: the page's storage is reached through globalThis.)
    (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('perpdesk.settings', settings);
  }, JSON.stringify(SETTINGS));
  await page.goto(url);
  await expect(connection(page)).toContainText(/\blive\b/, { timeout: 20_000 });
  await expect(book(page).locator('[data-side="bid"]').first()).toBeVisible();
  // The account's leverage setting has been read: the form can send.
  await expect(orderForm(page).getByRole('combobox', { name: 'Leverage' })).toHaveValue('10');
  await expect(orderForm(page).getByRole('button', { name: 'Buy / Long' })).toBeEnabled();
}

/** Screen healthy again: Connection live with no stale feed, no panel marked stale. */
export async function expectLive(page: Page, timeout = 30_000): Promise<void> {
  await expect(connection(page)).toContainText(/\blive\b/, { timeout });
  await expect(connection(page)).not.toContainText(/stale|slowed down/);
  await expect(page.getByText(/^stale( \d+ s)?$/)).toHaveCount(0);
}

/** A limit buy through the Order entry form, confirmed in the "Confirm order" dialog. */
export async function placeLimitBuy(page: Page, price: string, quantity: string): Promise<void> {
  const form = orderForm(page);
  await form.getByLabel('Price').fill(price);
  await form.getByLabel('Quantity').fill(quantity);
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(dialog).toContainText(`${price} USDT`);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog).toBeHidden();
}

/** The latency the Connection status shows ("· 2013 ms"), or null when it shows none. */
export async function shownLatencyMs(page: Page): Promise<number | null> {
  const match = / · (\d+) ms\b/.exec((await connection(page).textContent()) ?? '');
  return match ? Number(match[1]) : null;
}

/** The clock offset the Connection status shows ("clock +30.0 s"), in seconds, or null. */
export async function shownClockOffsetS(page: Page): Promise<number | null> {
  const match = /clock ([+−])(\d+\.\d) s/.exec((await connection(page).textContent()) ?? '');
  return match ? (match[1] === '−' ? -1 : 1) * Number(match[2]) : null;
}

/** The order id in a "… (#123)" result line. */
export async function shownOrderId(page: Page): Promise<number> {
  const match = /\(#(\d+)\)/.exec((await resultLine(page).textContent()) ?? '');
  if (!match) throw new Error('the result line names no order id');
  return Number(match[1]);
}

/**
 * Watches the pause the Connection shows ("slowed down by the exchange, 4 s") until stopped: `stop()` gives the
 * longest seen, in seconds (0 if none).
 */
export function watchShownPause(page: Page): { stop(): Promise<number> } {
  let longest = 0;
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const text = await connection(page)
        .textContent()
        .catch(() => null);
      const match = /slowed down by the exchange, (\d+) s/.exec(text ?? '');
      if (match) longest = Math.max(longest, Number(match[1]));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      return longest;
    },
  };
}
