/**
 * `npm run bench -- ui [--minutes M]`: the real screen in Debian's Chromium, fed by the paper exchange's living
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
 * Every figure is printed as ours, the bare baseline and ours ÷ bare; the targets are the issue's ratios.
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { launchBrowserMode } from '../../e2e/launch';
import { CHROMIUM } from '../../playwright.config';
import type { PerpdeskBridge } from '../../shared/bridge';
import type { BenchResult, Row } from '../report';
import { benchLadder, LADDER_RATIO } from './ladder';
import { CYCLE_MS, FULL_SCREEN, intervals, openScreen, quietIntervals, type Screen } from './screen';
import { percentile } from './stats';

const SAMPLE_SECONDS = 30;
/** The bare candle's updates: this many, this far apart, as answers come (a loop back to back keeps caches hot). */
const CANDLE_SAMPLES = 100;
const CANDLE_GAP_MS = 60;
const CYCLES = 10;
const LEVELS = 50;
/** The issue's targets: ours ÷ bare at most this (the ladder's is LADDER_RATIO); the heap flat (grows under 5 MB). */
const TARGETS = { bookRatio: 3, candleRatio: 4, cycleRatio: 1.5, heapMb: 5 };

/** What the page's global object holds for the bench: the bridge (and, once evaluated, the baselines). */
type PageGlobals = { perpdesk: PerpdeskBridge };

const argMinutes = (): number => {
  const i = process.argv.indexOf('--minutes');
  const minutes = i >= 0 ? Number(process.argv[i + 1]) : 10;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 10;
};

/** A time row: ratio is peer ÷ ours, so above 1 means we take less time; the note says ours ÷ bare, as the targets do. */
const timeRow = (name: string, oursMs: number, peerMs: number, note?: string): Row => ({
  name,
  ours: oursMs * 1000,
  peer: peerMs * 1000,
  ratio: peerMs / oursMs,
  note: `ours ÷ bare ${(oursMs / peerMs).toFixed(2)}×${note === undefined ? '' : `; ${note}`}`,
});

const ratioTarget = (what: string, oursMs: number, bareMs: number, bound: number) => ({
  text: `${what} ≤ ${bound}× bare (${oursMs.toFixed(2)} vs ${bareMs.toFixed(2)} ms: ${(oursMs / bareMs).toFixed(2)}×)`,
  met: oursMs / bareMs <= bound,
});

export async function benchUi(): Promise<BenchResult> {
  const minutes = argMinutes();
  const perpdesk = await launchBrowserMode({ living: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const bare = await bareCode();
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
    const calls = await callsOfOneCycle(ours);
    const idle = await openScreen(browser, perpdesk.url, quietIntervals({}), full);
    await idle.page.evaluate(bare);
    const heapStart = [await ours.heapAfterGc(), await idle.heapAfterGc()];
    // For reference, the idle screen making the calls and showing nothing; then the baseline of the targets, the
    // same answers shown with the least work (after a cycle that draws the bare chart's history once).
    const callsOnly = await measureCycles(ours, idle, calls, CYCLES, false);
    await replay(idle, calls, 1, true);
    const cycle = await measureCycles(ours, idle, calls, CYCLES, true);
    const soakCycles = Math.max(0, Math.round((minutes * 60_000) / CYCLE_MS) - 2 * CYCLES - 1);
    if (soakCycles > 0) await replay(idle, calls, soakCycles, true);
    const heapEnd = [await ours.heapAfterGc(), await idle.heapAfterGc()];
    await ours.close();
    await idle.close();

    const book = percentile(measures.depth, 95);
    const bookBare = percentile(peers.book, 95);
    const candle = percentile(measures.candles, 95);
    const candleBare = percentile(peers.candles, 95);
    const growthMb = [(heapEnd[0]! - heapStart[0]!) / 2 ** 20, (heapEnd[1]! - heapStart[1]!) / 2 ** 20];
    return {
      ours: 'the Perpdesk screen (stores, model, React, lightweight-charts)',
      peer: 'the least work that shows the same data in the same page',
      unit: 'µs per update at the 95th percentile; µs of main thread per poll cycle; KB of heap growth',
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
    await browser.close();
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

interface Call {
  method: string;
  params: unknown;
}

/** The bridge calls the screen makes per cycle: those sent at least twice in four cycles (not the start's one-offs). */
async function callsOfOneCycle(screen: Screen): Promise<Call[]> {
  const seen = new Map<string, { call: Call; times: number }>();
  const listen = (ws: { on(event: 'framesent', f: (frame: { payload: string | Buffer }) => void): void }) =>
    ws.on('framesent', ({ payload }) => {
      const { method, params } = JSON.parse(payload.toString()) as Call;
      const key = `${method} ${JSON.stringify(params)}`;
      const entry = seen.get(key) ?? { call: { method, params }, times: 0 };
      entry.times += 1;
      seen.set(key, entry);
    });
  // The page's socket is already open: a reload makes a new one, which is listened to from its first frame.
  screen.page.on('websocket', listen);
  await screen.page.reload();
  await screen.page.locator('[data-side="bid"]').first().waitFor();
  await screen.page.waitForTimeout(4 * CYCLE_MS + 500);
  screen.page.off('websocket', listen);
  return [...seen.values()].filter((e) => e.times >= 2).map((e) => e.call);
}

/**
 * Main-thread ms per cycle: the screen polling by itself, and the idle screen with a bare loop of the same calls
 * (`show`: their answers shown with the least work).
 */
async function measureCycles(ours: Screen, idle: Screen, calls: Call[], cycles: number, show: boolean) {
  const before = [await ours.mainThreadMs(), await idle.mainThreadMs()];
  await Promise.all([ours.page.waitForTimeout(cycles * CYCLE_MS), replay(idle, calls, cycles, show)]);
  const after = [await ours.mainThreadMs(), await idle.mainThreadMs()];
  const per = (i: number, k: 'task' | 'work') => (after[i]![k] - before[i]![k]) / cycles;
  return { oursMs: per(0, 'work'), peerMs: per(1, 'work'), oursTaskMs: per(0, 'task'), peerTaskMs: per(1, 'task') };
}

/**
 * Makes `calls` every cycle, reading each answer as the screen would (JSON parsed by the bridge); with `show`, each
 * answer is also shown with the least work (bare-page.ts: plain rows as one innerHTML, the candles by a bare chart's
 * `series.update`).
 */
async function replay(screen: Screen, calls: Call[], cycles: number, show = false): Promise<void> {
  await screen.page.evaluate(
    async ({ calls, cycles, cycleMs, show }) => {
      const page = globalThis as unknown as PageGlobals & { __perpdeskBare: { cycleShow(method: string, value: unknown): void } };
      for (let i = 0; i < cycles; i++) {
        const started = performance.now();
        await Promise.all(
          calls.map((c) =>
            page.perpdesk.call(c.method, c.params).then((answer) => {
              if (show && answer.ok) page.__perpdeskBare.cycleShow(c.method, answer.value);
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, cycleMs - (performance.now() - started))));
      }
    },
    { calls, cycles, cycleMs: CYCLE_MS, show },
  );
}
