/** One Perpdesk screen in its own browser context, with the feed intervals a phase of the UI bench wants. */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { checkIntervals, defaultIntervals, FEED_NAMES, type FeedIntervals } from '../../renderer/stores/feed-table';

export type Intervals = Record<string, number>;

const SLOW = 600_000;
const FEEDS = ['status', 'tickers', 'summary', 'depth', 'trades', 'candles', 'openOrders', 'balance', 'positions'];
/** The screen's own feeds as slow as settings allow, then the given ones faster (the background feeds as by default). */
export const intervals = (fast: Intervals): Intervals => ({ ...Object.fromEntries(FEEDS.map((f) => [f, SLOW])), ...fast });
/** Every feed as slow as settings allow, the background ones too, then the given ones faster: a panel's own samples. */
export const quietIntervals = (fast: Intervals): Intervals => ({ ...Object.fromEntries(FEED_NAMES.map((f) => [f, SLOW])), ...fast });

/**
 * The poll cycle's screen: the ladder beside the book, the tape, the chart and the tables, every feed every 2 s
 * and answered once a cycle (the faster book and trades off: the cycle is every feed on screen answered
 * once; the faster feeds are the fresh bench's).
 */
export const CYCLE_MS = 2000;
export const FULL_SCREEN = {
  // The background feeds too, but the sweep of every market's open orders (3 requests a run) every other cycle:
  // all at 2 s would be over the polling budget, which the settings refuse.
  feeds: {
    ...Object.fromEntries(FEED_NAMES.filter((f) => f !== 'tickers').map((f) => [f, CYCLE_MS])),
    allOpenOrders: 2 * CYCLE_MS,
  },
  settings: { ladder: 'beside', fasterFeeds: false },
  viewport: { width: 1440, height: 900 },
};

export interface Screen {
  page: Page;
  cdp: CDPSession;
  /** The page's main-thread time so far, ms: all tasks, and the part that is ours to spend (script, style, layout). */
  mainThreadMs(): Promise<{ task: number; work: number; script: number; style: number; layout: number }>;
  /** JS heap in use after a full collection, bytes. */
  heapAfterGc(): Promise<number>;
  close(): Promise<void>;
}

export interface ScreenOptions {
  perf?: boolean;
  viewport?: { width: number; height: number };
  /** More saved settings (the ladder's placement, the layout). */
  settings?: Record<string, unknown>;
}

export async function openScreen(
  browser: Browser,
  url: string,
  feeds: Intervals,
  { perf = false, viewport = { width: 1440, height: 900 }, settings = {} }: ScreenOptions = {},
): Promise<Screen> {
  // Intervals the settings would refuse (over the polling budget) fall back to the defaults without a word.
  const problem = checkIntervals({ ...defaultIntervals(), ...feeds } as FeedIntervals);
  if (problem) throw new Error(`bench ui: the screen would refuse these intervals: ${problem}`);
  const context: BrowserContext = await browser.newContext({ viewport });
  await context.addInitScript(
    ({ settings, perf }) => {
      localStorage.setItem('perpdesk.settings', settings);
      if (perf) localStorage.setItem('perpdesk.perf', '1');
    },
    { settings: JSON.stringify({ theme: 'dark', intervals: feeds, ...settings }), perf },
  );
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-side="bid"], [data-marks~="best-bid"]').first().waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return (name: string) => list.find((m) => m.name === name)?.value ?? Number.NaN;
  };
  const metric = async (name: string) => (await metrics())(name);
  return {
    page,
    cdp,
    async mainThreadMs() {
      const m = await metrics();
      const [script, style, layout] = [m('ScriptDuration') * 1000, m('RecalcStyleDuration') * 1000, m('LayoutDuration') * 1000];
      return { task: m('TaskDuration') * 1000, work: script + style + layout, script, style, layout };
    },
    async heapAfterGc() {
      await cdp.send('HeapProfiler.collectGarbage');
      return metric('JSHeapUsedSize');
    },
    close: () => context.close(),
  };
}
