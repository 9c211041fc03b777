/**
 * `npm run bench -- ui [--minutes M] [--watch]`: the real screen in Debian's Chromium, fed by the paper exchange's living
 * market, against the least work that shows the same data, in the same run and browser.
 * - Order book update (50 levels a side): from the answer reaching the store to the rows committed (performance
 *   marks), against 100 rows (price, size, total, depth bar) written as one innerHTML.
 * - Live candle update: from the answer reaching the store to `series.update` done, against a bare
 *   `series.update` of the candle and its volume bar (as the screen shows them) on a bare chart, the bare updates
 *   spaced as answers are (a loop of them back to back, every cache hot, is printed too, for reference).
 * - Depth ladder update (50+ levels a side, 60 rows shown, the ladder in place of the book): from the answer
 *   reaching the store to the rows committed, against the same rows written as one innerHTML (bench/ui/ladder.ts).
 * - One full poll cycle (every feed on screen answered once, all at 2 s; the ladder beside the book, the tape, the
 *   chart and the tables on screen): main-thread time per cycle (CDP metrics: script + style + layout, and all
 *   tasks, paint included) of the screen, against a second screen, the same panels, whose feeds are idle while the
 *   same bridge calls are made by a bare loop that shows each answer with the least work (bare-page.ts: plain rows
 *   as one innerHTML a panel, the candles by a bare chart's `series.update`), over the idle screen. For reference,
 *   also against the same loop showing nothing (the calls alone).
 * - JS heap growth over M minutes (10 unless given) of the cycle above, after full collections, both screens.
 * - The same poll cycle with the Watch workspace shown (watch-cycle.ts); `--watch` runs that alone.
 * Every figure is printed as ours, the bare baseline and ours ÷ bare; the targets are the issue's ratios.
 */
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import { launchBrowserMode } from '../../e2e/launch';
import { CHROMIUM } from '../../playwright.config';
import type { BenchResult } from '../report';
import { callsOfOneCycle, measureCycles, replay, type PageGlobals } from './cycle';
import { benchLadder, LADDER_RATIO } from './ladder';
import { CYCLE_MS, FULL_SCREEN, intervals, openScreen, quietIntervals, type Screen } from './screen';
import { ratioTarget, timeRow } from './rows';
import { percentile } from './stats';
import { benchWatchCycle, WATCH_CYCLE_MS } from './watch-cycle';

const SAMPLE_SECONDS = 30;
/** The bare candle's updates: this many, this far apart, as answers come (a loop back to back keeps caches hot). */
const CANDLE_SAMPLES = 100;
const CANDLE_GAP_MS = 60;
const CYCLES = 10;
const LEVELS = 50;
/** The issue's targets: ours ÷ bare at most this (the ladder's is LADDER_RATIO); the heap flat (grows under 5 MB). */
const TARGETS = { bookRatio: 3, candleRatio: 4, cycleRatio: 1.5, heapMb: 5 };

const argMinutes = (): number => {
  const i = process.argv.indexOf('--minutes');
  const minutes = i >= 0 ? Number(process.argv[i + 1]) : 10;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 10;
};

const OURS = 'the Perpdesk screen (stores, model, React, lightweight-charts)';
const PEER = 'the least work that shows the same data in the same page';
const UNIT = 'µs per update at the 95th percentile; µs of main thread per poll cycle; KB of heap growth';

/** The Trade screen's rows, then Watch's (`--watch`: Watch's alone). */
export async function benchUi(): Promise<BenchResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const bare = await bareCode();
  try {
    const trade = process.argv.includes('--watch') ? null : await benchTrade(browser, bare);
    const watch = await benchWatchCycle(browser, bare, CYCLES, TARGETS.cycleRatio);
    return {
      ours: OURS,
      peer: PEER,
      unit: UNIT,
      method: `${trade?.method ?? `Chromium ${browser.version()}`}; Watch: ${CYCLES} cycles every ${WATCH_CYCLE_MS / 1000} s, four living markets`,
      rows: [...(trade?.rows ?? []), ...watch.rows],
      targets: [...(trade?.targets ?? []), ...watch.targets],
    };
  } finally {
    await browser.close();
  }
}

async function benchTrade(browser: Browser, bare: string): Promise<BenchResult> {
  const minutes = argMinutes();
  const perpdesk = await launchBrowserMode({ living: true });
  try {
    // Phase 1: book and candle updates, fast, measured by marks.
    const sampling = await openScreen(browser, perpdesk.url, quietIntervals({ status: 5000, depth: 250, candles: 500 }), { perf: true });
    await deepenBook(sampling);
    await sampling.page.evaluate(() => performance.clearMeasures());
    await sampling.page.waitForTimeout(SAMPLE_SECONDS * 1000);
    const measures = await sampling.page.evaluate(() => ({
      depth: performance.getEntriesByName('feed:depth').map((e) => e.duration),
      candles: performance.getEntriesByName('feed:candles').map((e) => e.duration),
    }));
    const depth = await sampling.page.evaluate(
      (limit) => (globalThis as unknown as PageGlobals).perpdesk.call('market.depth', { pair: 'BTC-USDT', limit }),
      LEVELS,
    );
    if (!depth.ok) throw new Error(`bench ui: no depth: ${depth.error.message}`);
    await sampling.page.evaluate(bare);
    const peers = await sampling.page.evaluate(
      async ({ d, gap, n }) => {
        const b = (
          globalThis as unknown as {
            __perpdeskBare: { bookUpdates(d: unknown, n: number): number[]; candleUpdates(n: number, gapMs?: number): Promise<number[]> };
          }
        ).__perpdeskBare;
        return { book: b.bookUpdates(d, 200), candles: await b.candleUpdates(n, gap), candlesHot: await b.candleUpdates(500) };
      },
      { d: depth.value, gap: CANDLE_GAP_MS, n: CANDLE_SAMPLES },
    );
    const levels = depth.value as { asks: unknown[]; bids: unknown[] };
    await sampling.close();
    const ladder = await benchLadder(browser, perpdesk.url, bare, SAMPLE_SECONDS);

    // Phase 2: a full poll cycle, then the heap over the minutes asked for.
    const full = { settings: FULL_SCREEN.settings, viewport: FULL_SCREEN.viewport };
    const ours = await openScreen(browser, perpdesk.url, intervals(FULL_SCREEN.feeds), full);
    const calls = await callsOfOneCycle(ours, CYCLE_MS);
    const idle = await openScreen(browser, perpdesk.url, quietIntervals({}), full);
    await idle.page.evaluate(bare);
    const heapStart = [await ours.heapAfterGc(), await idle.heapAfterGc()];
    // For reference, the idle screen making the calls and showing nothing; then the baseline of the targets, the
    // same answers shown with the least work (after a cycle that draws the bare chart's history once).
    const callsOnly = await measureCycles(ours, idle, calls, CYCLES, false, CYCLE_MS);
    await replay(idle, calls, 1, true, CYCLE_MS);
    const cycle = await measureCycles(ours, idle, calls, CYCLES, true, CYCLE_MS);
    const soakCycles = Math.max(0, Math.round((minutes * 60_000) / CYCLE_MS) - 2 * CYCLES - 1);
    if (soakCycles > 0) await replay(idle, calls, soakCycles, true, CYCLE_MS);
    const heapEnd = [await ours.heapAfterGc(), await idle.heapAfterGc()];
    await ours.close();
    await idle.close();

    const book = percentile(measures.depth, 95);
    const bookBare = percentile(peers.book, 95);
    const candle = percentile(measures.candles, 95);
    const candleBare = percentile(peers.candles, 95);
    const growthMb = [(heapEnd[0]! - heapStart[0]!) / 2 ** 20, (heapEnd[1]! - heapStart[1]!) / 2 ** 20];
    return {
      ours: OURS,
      peer: PEER,
      unit: UNIT,
      method: `Chromium ${browser.version()}, living paper market; ${measures.depth.length} book and ${measures.candles.length} candle updates in ${SAMPLE_SECONDS} s; ${CYCLES} cycles of ${calls.length} calls; heap over ${minutes} min`,
      rows: [
        timeRow(`book update, ${levels.asks.length}+${levels.bids.length} levels (p95)`, book, bookBare, `${measures.depth.length} updates`),
        timeRow(
          `ladder update, ${levels.asks.length}+${levels.bids.length} levels, ${ladder.rows} rows (p95)`,
          ladder.oursP95Ms,
          ladder.bareP95Ms,
          `${ladder.updates} updates`,
        ),
        timeRow(
          'live candle update (p95)',
          candle,
          candleBare,
          `${measures.candles.length} updates; bare ${CANDLE_SAMPLES}, ${CANDLE_GAP_MS} ms apart`,
        ),
        timeRow('live candle update (p95), vs bare updates back to back', candle, percentile(peers.candlesHot, 95), 'for reference: a hot loop'),
        timeRow('poll cycle main thread: script+style+layout', cycle.oursMs, cycle.peerMs, calls.map((c) => c.method).join(', ')),
        timeRow('poll cycle main thread, paint included', cycle.oursTaskMs, cycle.peerTaskMs, 'all tasks (CDP TaskDuration)'),
        timeRow('poll cycle, script+style+layout, vs the calls only (nothing shown)', callsOnly.oursMs, callsOnly.peerMs, 'for reference'),
        timeRow('poll cycle, paint included, vs the calls only (nothing shown)', callsOnly.oursTaskMs, callsOnly.peerTaskMs, 'for reference'),
        {
          name: `heap growth over ${minutes} min (KB)`,
          ours: growthMb[0]! * 1024,
          peer: growthMb[1]! * 1024,
          ratio: Math.max(1, growthMb[1]! * 1024) / Math.max(1, growthMb[0]! * 1024),
        },
      ],
      targets: [
        ratioTarget('poll cycle, script+style+layout', cycle.oursMs, cycle.peerMs, TARGETS.cycleRatio),
        ratioTarget('poll cycle, paint included', cycle.oursTaskMs, cycle.peerTaskMs, TARGETS.cycleRatio),
        ratioTarget('book update p95', book, bookBare, TARGETS.bookRatio),
        ratioTarget('ladder update p95', ladder.oursP95Ms, ladder.bareP95Ms, LADDER_RATIO),
        ratioTarget('live candle update p95', candle, candleBare, TARGETS.candleRatio),
        {
          text: `heap flat: growth over ${minutes} min ≤ ${TARGETS.heapMb} MB (${growthMb[0]!.toFixed(2)} MB; bare ${growthMb[1]!.toFixed(2)} MB)`,
          met: growthMb[0]! <= TARGETS.heapMb,
        },
      ],
    };
  } finally {
    await perpdesk.stop();
  }
}

/** The baselines' code, bundled with lightweight-charts, as one expression to evaluate in a page. */
async function bareCode(): Promise<string> {
  const out = await build({
    entryPoints: ['bench/ui/page/bare-page.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome120',
    minify: true,
  });
  return out.outputFiles[0]!.text;
}

/** Puts 45 more resting orders a side near the touch, so the book has at least 50 levels a side. */
async function deepenBook(screen: Screen): Promise<void> {
  // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
  const call = (method: string, params: unknown) =>
    screen.page.evaluate(({ method, params }) => (globalThis as unknown as PageGlobals).perpdesk.call(method, params), { method, params });
  const depth = await call('market.depth', { pair: 'BTC-USDT', limit: 1 });
  if (!depth.ok) throw new Error(`bench ui: no depth: ${depth.error.message}`);
  const { bids, asks } = depth.value as { bids: { price: string }[]; asks: { price: string }[] };
  const bid = Math.floor(Number(bids[0]!.price));
  const ask = Math.ceil(Number(asks[0]!.price));
  for (const [side, from, to] of [
    ['buy', bid - 300, bid - 80],
    ['sell', ask + 80, ask + 300],
  ] as const) {
    const placed = await call('trading.placeScale', {
      pair: 'BTC-USDT',
      side,
      fromPrice: `${from}.0`,
      toPrice: `${to}.0`,
      count: 45,
      totalQuantity: '0.090',
    });
    if (!placed.ok) throw new Error(`bench ui: could not deepen the book: ${placed.error.message}`);
  }
}
