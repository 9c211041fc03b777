/**
 * Click to screen: from a click on Buy / Long (confirmation off, as a trader who turned it off in Settings) to the
 * order shown both in Open orders and on the depth ladder (My orders at its price), timed in the page from the
 * click to the first frame that shows both. Baseline, in the same page and run: the same create sent over the
 * bridge from the page (`trading.placeOrder`), plus one frame. Still paper market; each order at its own price.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { PerpdeskBridge } from '../../shared/bridge';
import { openScreen } from '../ui/screen';
import { percentile } from '../ui/stats';

export interface ClickFigures {
  oursP95: number;
  oursP50: number;
  baseP95: number;
  baseP50: number;
  /** Ours, to Open orders alone and to the ladder alone, p95. */
  openOrdersP95: number;
  ladderP95: number;
  trials: number;
}

type PageGlobals = { perpdesk: PerpdeskBridge };
/** Orders placed before they are all cancelled: the rows they take stay on screen. */
const ROUND = 4;

export async function measureClick(browser: Browser, url: string, trials: number): Promise<ClickFigures> {
  const screen = await openScreen(browser, url, {}, { settings: { confirmOrders: false, ladder: 'beside' } });
  const { page } = screen;
  try {
    await page.getByRole('tab', { name: /^Open orders/ }).click();
    await page.locator('[data-marks~="best-bid"]').first().waitFor();
    const form = page.getByRole('form', { name: 'Order entry' });
    // Tagged for the page's own timing code (plain script: see clickToScreen).
    const tag = (locator: Locator, name: string) =>
      locator.evaluate(
        (element, name) => (element as unknown as { setAttribute(key: string, value: string): void }).setAttribute('data-bench', name),
        name,
      );
    await tag(form.getByRole('button', { name: 'Buy / Long' }), 'buy');
    await tag(page.getByRole('table', { name: 'Open orders' }), 'open-orders');
    await tag(page.getByRole('region', { name: 'Depth ladder' }), 'ladder');
    const ours: { both: number; table: number; ladder: number }[] = [];
    const base: number[] = [];
    const cancelAll = () => page.evaluate(() => (globalThis as unknown as PageGlobals).perpdesk.call('trading.cancelAll', { pair: 'BTC-USDT' }));
    for (let i = 0; i < trials; i++) {
      // The ladder's rows 10 apart around 60000 (its grouping), best bid 59990: each order, ours and the bridge's, on a
      // row of its own just below it, on screen.
      const row = i % ROUND;
      const price = (59_980 - 20 * row).toFixed(1);
      await form.getByLabel('Price').fill(price);
      await form.getByLabel('Quantity').fill('0.001');
      await page.waitForTimeout(100);
      ours.push(await clickToScreen(page, price));
      // What the click refreshed (open orders, the book, positions, balance, trades) answers first, as it did for ours.
      await page.waitForTimeout(600);
      base.push(await bridgeCreate(page, (59_970 - 20 * row).toFixed(1)));
      await page.waitForTimeout(200);
      if (row === ROUND - 1) {
        await cancelAll();
        await page.getByRole('table', { name: 'Open orders' }).getByText('No open orders').waitFor();
        await page.waitForTimeout(300);
      }
    }
    await cancelAll();
    const oursAt = (what: keyof (typeof ours)[number], p: number) => {
      const times = ours.map((o) => o[what]);
      return percentile(times, p);
    };
    return {
      oursP95: oursAt('both', 95),
      oursP50: oursAt('both', 50),
      baseP95: percentile(base, 95),
      baseP50: percentile(base, 50),
      openOrdersP95: oursAt('table', 95),
      ladderP95: oursAt('ladder', 95),
      trials,
    };
  } finally {
    await screen.close();
  }
}

/**
 * Clicks Buy / Long in the page and looks, frame by frame, for the order at `price` in Open orders and on the
 * ladder. Plain script, not a function of ours: the page has none of the helpers tsx would wrap named functions in.
 */
const CLICK_TO_SCREEN = `(price) => new Promise((resolve, reject) => {
  const table = document.querySelector('[data-bench="open-orders"]');
  const ladder = document.querySelector('[data-bench="ladder"]');
  const started = performance.now();
  let inTable = 0;
  let onLadder = 0;
  function frame() {
    const at = performance.now() - started;
    if (!inTable && Array.from(table.querySelectorAll('tr')).some((row) => (row.textContent || '').includes(price))) inTable = at;
    const mine = ladder.querySelector('[role="row"][data-price="' + price + '"] .ladder-mine');
    if (!onLadder && mine && (mine.textContent || '').trim() !== '') onLadder = at;
    if (inTable && onLadder) resolve({ both: at, table: inTable, ladder: onLadder });
    else if (at > 10000) reject(new Error('bench fresh: the order at ' + price + ' did not show in 10 s'));
    else requestAnimationFrame(frame);
  }
  document.querySelector('[data-bench="buy"]').click();
  requestAnimationFrame(frame);
})`;

function clickToScreen(page: Page, price: string): Promise<{ both: number; table: number; ladder: number }> {
  return page.evaluate(`(${CLICK_TO_SCREEN})(${JSON.stringify(price)})`);
}

/** The same create over the bridge from the page, plus one frame. */
function bridgeCreate(page: Page, price: string): Promise<number> {
  return page.evaluate(async (price) => {
    const started = performance.now();
    const placed = await (globalThis as unknown as PageGlobals).perpdesk.call('trading.placeOrder', {
      pair: 'BTC-USDT',
      side: 'buy',
      price,
      quantity: '0.001',
    });
    if (!placed.ok) throw new Error(`bench fresh: the bridge create failed: ${placed.error.message}`);
    await new Promise((resolve) =>
      (globalThis as unknown as { requestAnimationFrame: (run: () => void) => void }).requestAnimationFrame(() => resolve(null)),
    );
    return performance.now() - started;
  }, price);
}
