/**
 * Everything within reach at 1280×720 and 1920×1080, both themes: in every order type (with Size by risk on, with a
 * bracket filled) Buy / Long and Sell / Short are inside the window and nothing covers them; every button of every
 * row of every tab is inside its table's visible box (no sideways scroll needed) and is what a click there hits.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
const THEMES = ['dark', 'light'] as const;
const KINDS = ['Limit', 'Market', 'Scale', 'Chase', 'TWAP'] as const;

const open = async (page: Page, theme: (typeof THEMES)[number]) => {
  await page.addInitScript((t) => localStorage.setItem('perpdesk.settings', JSON.stringify({ theme: t })), theme);
  await page.goto(perpdesk.url);
  await page.locator('[data-side="bid"]').first().waitFor();
};

/**
 * Why `target` cannot be clicked where it is, or null: not wholly inside the window and every box that clips it (a
 * table's scroller, a panel), or something else on top of it.
 */
// The page's DOM as the checks below read it (this project's e2e compile without the DOM library).
type Rect = { left: number; top: number; right: number; bottom: number; width: number; height: number };
type Box = {
  getBoundingClientRect(): Rect;
  getAttribute(name: string): string | null;
  textContent: string | null;
  parentElement: Box | null;
  outerHTML: string;
  contains(other: Box | null): boolean;
};
type Page$ = {
  innerWidth: number;
  innerHeight: number;
  getComputedStyle(e: Box): { overflowX: string; overflowY: string };
  document: { elementFromPoint(x: number, y: number): Box | null };
};

const unreachable = (target: Locator) =>
  target.evaluate((node) => {
    const element = node as unknown as Box;
    const window = globalThis as unknown as Page$;
    const r = element.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    if (r.width === 0 || r.height === 0) return `${name}: not shown`;
    const frame = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let e = element.parentElement; e; e = e.parentElement) {
      const style = window.getComputedStyle(e);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = e.getBoundingClientRect();
      frame.left = Math.max(frame.left, c.left);
      frame.top = Math.max(frame.top, c.top);
      frame.right = Math.min(frame.right, c.right);
      frame.bottom = Math.min(frame.bottom, c.bottom);
    }
    const inside = r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5 && r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5;
    if (!inside) return `${name}: at ${JSON.stringify(r)}, outside ${JSON.stringify(frame)}`;
    const hit = window.document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit === element || element.contains(hit) ? null : `${name}: covered by ${hit?.outerHTML.slice(0, 160) ?? 'nothing'}`;
  });

const sidesReachable = async (page: Page, when: string) => {
  const form = page.getByRole('form', { name: 'Order entry' });
  for (const side of ['Buy / Long', 'Sell / Short']) {
    expect(await unreachable(form.getByRole('button', { name: side, exact: true })), `${side} ${when}`).toBeNull();
  }
};

for (const size of SIZES) {
  for (const theme of THEMES) {
    test(`${size.width}×${size.height} ${theme}: Buy / Long and Sell / Short in sight in every order type, with Size by risk and a bracket`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page, theme);
      const form = page.getByRole('form', { name: 'Order entry' });
      for (const kind of KINDS) {
        await form.getByRole('radio', { name: kind }).check();
        await sidesReachable(page, `in ${kind}`);
      }
      await form.getByRole('radio', { name: 'Limit' }).check();
      await form.getByRole('checkbox', { name: 'Size by risk' }).check();
      // Its stop and target are the bracket's, opened with it.
      await form.getByRole('textbox', { name: 'Risk', exact: true }).fill('50');
      await form.getByRole('textbox', { name: 'Stop loss' }).fill('59000.0');
      await form.getByRole('textbox', { name: 'Take profit' }).fill('61000.0');
      await sidesReachable(page, 'with Size by risk on and the bracket open');
      await form.getByRole('checkbox', { name: 'Size by risk' }).uncheck();
      await form.getByRole('textbox', { name: 'Take profit' }).fill('61500.0');
      await form.getByRole('textbox', { name: 'Stop loss' }).fill('58500.0');
      await sidesReachable(page, 'with a bracket filled');
      // Folded, its line says what it holds.
      await form.getByRole('button', { name: /^Take profit \/ Stop loss/ }).click();
      await expect(form.getByRole('button', { name: /^Take profit \/ Stop loss/ })).toHaveText(/TP 61500\.0 · SL 58500\.0/);
      await sidesReachable(page, 'with a bracket folded');
    });
  }
}

const TABS = ['Positions', 'Open orders', 'Working', 'Order history', 'Fills', 'Funding', 'Rebates', 'Performance', 'Alerts'];

for (const size of SIZES) {
  test(`${size.width}×${size.height}: every row's buttons in every tab are clickable without a sideways scroll`, async ({ page }) => {
    await page.setViewportSize(size);
    await open(page, 'dark');
    const trade = (side: 'buy' | 'sell', quantity: string) =>
      call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side, type: 'market', quantity, timeInForce: 'IOC' });
    // A round trip (Performance), a position left open with a stop Perpdesk holds (Positions, Working), a resting order.
    await trade('buy', '0.100');
    await trade('sell', '0.100');
    await trade('buy', '0.100');
    const [position] = await call<{ id: number }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
    await call(page, 'protection.set', { pair: 'BTC-USDT', positionId: position?.id, kind: 'stop-loss', value: '50000.0', feed: 'last' });
    await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: '55000.0', quantity: '0.010', timeInForce: 'GTC' });

    const panel = page.getByRole('tabpanel');
    let checked = 0;
    for (const tab of TABS) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      if (tab === 'Performance') await page.getByRole('button', { name: 'Refresh' }).click();
      const tables = panel.getByRole('table');
      await expect(tables.first()).toBeVisible();
      if (tab === 'Positions' || tab === 'Open orders' || tab === 'Working' || tab === 'Order history' || tab === 'Fills' || tab === 'Performance') {
        await expect(panel.getByRole('row').filter({ hasText: 'BTC-USDT' }).first()).toBeVisible();
      }
      for (const table of await tables.all()) {
        for (const control of await table.locator('tbody tr').locator('button, a[href], select, input').all()) {
          if (!(await control.isVisible())) continue;
          await control.scrollIntoViewIfNeeded();
          // Up and down is fine: only a sideways scroll hides a control.
          const scrolledSideways = await table.evaluate((t) => {
            type Scroller = { scrollLeft: number; parentElement: Scroller | null };
            for (let e: Scroller | null = t as unknown as Scroller; e; e = e.parentElement) if (e.scrollLeft > 0) return true;
            return false;
          });
          const why = scrolledSideways ? `${await control.textContent()}: needs a sideways scroll` : await unreachable(control);
          expect(why, `${tab}, ${await table.getAttribute('aria-label')}`).toBeNull();
          checked++;
        }
      }
    }
    // The position's, the order's, the held stop's and the round trip's buttons at least.
    expect(checked).toBeGreaterThan(4);
  });
}

test('1280×720 with every chip on and the ladder beside the book: Last and Mark price, every tab and three toasts in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, 'dark');
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts).toHaveAttribute('data-watching', 'yes');
  const fill = (side: 'buy' | 'sell') =>
    call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side, type: 'market', quantity: '0.010', timeInForce: 'IOC' });
  // A position with a stop Perpdesk holds (the Protection chip), hotkeys armed, ladder trading on.
  await fill('buy');
  const [position] = await call<{ id: number }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
  await call(page, 'protection.set', { pair: 'BTC-USDT', positionId: position?.id, kind: 'stop-loss', value: '50000.0', feed: 'last' });
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption('beside');
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('switch', { name: 'Trading hotkeys' }).check();
  await settings.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('region', { name: 'Depth ladder' }).getByRole('switch', { name: 'Ladder trading' }).check();
  await expect(page.getByRole('button', { name: 'Hotkeys armed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ladder trading on' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection', exact: true })).toContainText('Protection: 1 armed');

  const summary = page.getByRole('region', { name: 'Market summary' });
  for (const price of ['Last price', 'Mark price']) {
    await expect(summary.getByLabel(price, { exact: true })).not.toHaveText('—');
    expect(await unreachable(summary.getByLabel(price, { exact: true })), price).toBeNull();
  }
  for (const tab of TABS) expect(await unreachable(page.getByRole('tab', { name: new RegExp(`^${tab}`) })), tab).toBeNull();

  // Five fills' toasts: three, then two more while the focus holds the first three (more than three fills in one
  // poll would be summed up in one toast).
  await toasts.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(toasts.locator('.toast')).toHaveCount(0);
  for (const side of ['sell', 'buy', 'sell'] as const) await fill(side);
  await expect(toasts.locator('.toast')).toHaveCount(3);
  await toasts
    .getByRole('button', { name: /^Dismiss/ })
    .last()
    .focus();
  await fill('buy');
  await fill('sell');
  const more = page.getByRole('button', { name: '+2 more' });
  await expect(more).toBeVisible();
  await expect(toasts.locator('.toast')).toHaveCount(3);
  const footTop = (await page.locator('.footbar').boundingBox())!.y;
  const tablesTop = (await page.locator('.area-bottom').boundingBox())!.y;
  for (const toast of await toasts.locator('.toast').all()) {
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height, (await toast.textContent()) ?? 'a toast').toBeLessThanOrEqual(Math.min(footTop, tablesTop));
  }
  await more.click();
  await expect(toasts.locator('.toast')).toHaveCount(5);
});
