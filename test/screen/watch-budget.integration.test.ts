/**
 * The Watch workspace's feeds as its panels hold them (the renderer's session and its market scopes) over the real
 * core, against the paper exchange behind a counting proxy: within the request budget, each market shown asked once
 * per its interval however many panels show it, the focused market's book at its fast pace; switched away, its
 * markets asked nothing. Counted at the exchange, never timed.
 *
 * The proxy records each request's path, not its query or body, so the counts are per endpoint, every market
 * together: a chart's candles are told apart by how many markets (not panels) should be asking.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Session } from '../../renderer/composition/session';
import { DEFAULT_PERIOD } from '../../renderer/stores/market-store';
import type { FeedName } from '../../renderer/stores/feed-table';
import { BESIDE_FOCUS } from '../../renderer/stores/feeds';
import { sleep, startCountedCore, startScreen, type CountedCore } from './counted-core';

const KEY = { apiKey: 'watch-key', apiSecret: 'watch-secret-0123456789abcdef' };
const DEPTH = '/api/third/info/depth';
const KLINE = '/api/third/info/kline';
/** The first of the summary's requests (then the mark and index prices; funding and open interest every 10 s). */
const TICKER = '/api/third/info/ticker/24hr';
/** What a market's feeds ask and nothing else does (the core's own background work asks the account's endpoints). */
const MARKET_DATA = [DEPTH, KLINE, TICKER, 'markPrice', 'indexPrice', 'funding/current', '/info/oi', '/info/trades'];
/** The exchange client's budget (docs/architecture.md, the request budget); a burst of as many after a quiet spell. */
const BUDGET_PER_SECOND = 10;

/**
 * The session's feeds with Watch on screen: the focused (red) market's chart, book and ladder, and what the whole
 * screen holds (the hotkeys' balance and positions, the held orders and algos on the charts, the notifications).
 */
const FOCUSED: readonly FeedName[] = [
  'depth',
  'trades',
  'candles',
  'summary',
  'openOrders',
  'balance',
  'positions',
  'protectionOrders',
  'algos',
  'protectionNotices',
  'recentFills',
];
/** What a chart reads of its market's scope (PriceChart's candles, ChartAlerts' summary, ChartTradingLayer's orders). */
const CHART_FEEDS: readonly FeedName[] = ['candles', 'summary', 'openOrders'];
const CANDLES_MS = 2_000;
const SUMMARY_MS = 3_000;

let ex: CountedCore;
beforeAll(async () => {
  // BTC, ETH and SOL, and one more: Watch's red, green, blue and yellow.
  ex = await startCountedCore(KEY, { markets: 1 });
});
afterAll(() => ex.close());

/** A chart of a market other than the focused one, as ScopedPanel and PriceChart hold it; returns its close. */
function showChart(session: Session, pair: string): () => void {
  const { scope, release } = session.scopes.acquire(pair, DEFAULT_PERIOD);
  const uses = CHART_FEEDS.map((feed) => scope.poller.use(feed));
  return () => {
    for (const use of uses) use();
    release();
  };
}

/** Waits `ms`, then counts what reached the exchange meanwhile: all requests, or those to a path. */
async function windowOf(ms: number) {
  const from = Date.now();
  await sleep(ms);
  return (pathName?: string) => ex.countOf(pathName, from, ms);
}

it('asks each market shown once per its interval, within the budget, the focused book at its fast pace; switched away, nothing', async () => {
  const screen = startScreen(ex.core, FOCUSED);
  const charts = [showChart(screen.session, 'ETH-USDT')];
  try {
    // The start's one-off requests (the pair list, the sweep of every market's open orders) first.
    await sleep(4_000);
    // The focused BTC and one chart of ETH, then a second chart of ETH: the candles of two markets either way (at
    // most 3 runs each in 6 s, a run counting its interval from the previous one's end; three pollers would ask 9).
    const one = (await windowOf(6_000))(KLINE);
    charts.push(showChart(screen.session, 'ETH-USDT'));
    const two = (await windowOf(6_000))(KLINE);
    expect(one).toBeGreaterThanOrEqual(4);
    expect(two).toBeLessThanOrEqual(2 * 3 + 1);
    expect(screen.session.scopes.keys()).toEqual([`ETH-USDT ${DEFAULT_PERIOD}`]);

    // The whole of Watch: BTC focused, ETH (twice), SOL and the fourth market charted.
    charts.push(showChart(screen.session, 'SOL-USDT'), showChart(screen.session, 'M001-USDT'));
    await sleep(1_000);
    const watchMs = 8_000;
    const watch = await windowOf(watchMs);
    /** Runs of one market's feed in the window, at its interval. */
    const runs = (intervalMs: number) => watchMs / intervalMs;
    // Soft: each figure is told, and the switch below is checked whatever they say.
    // Every window together within the budget: its rate, and the one burst a quiet spell leaves.
    expect.soft(watch()).toBeLessThanOrEqual(BUDGET_PER_SECOND * (watchMs / 1000) + BUDGET_PER_SECOND);
    // The focused market's candles and summary at their intervals, the three markets' beside it less often
    // (BESIDE_FOCUS), so that the focused book has the budget first.
    const candlesBesideMs = CANDLES_MS * (BESIDE_FOCUS.candles ?? 1);
    expect.soft(watch(KLINE)).toBeLessThanOrEqual(runs(CANDLES_MS) + 3 * runs(candlesBesideMs) + 1);
    expect.soft(watch(KLINE)).toBeGreaterThanOrEqual(0.6 * (runs(CANDLES_MS) + 3 * runs(candlesBesideMs)));
    const besideMs = SUMMARY_MS * (BESIDE_FOCUS.summary ?? 1);
    expect.soft(watch(TICKER)).toBeLessThanOrEqual(Math.ceil(runs(SUMMARY_MS)) + 3 * Math.ceil(runs(besideMs)) + 1);
    expect.soft(watch(TICKER)).toBeGreaterThanOrEqual(0.6 * (runs(SUMMARY_MS) + 3 * runs(besideMs)));
    // Only the focused market shows a book: first in line, at least at its interval (8 in these 8 s) whatever else
    // waits, and about 4 times a second while the budget leaves room, as on Trade.
    expect.soft(watch(DEPTH)).toBeGreaterThanOrEqual(runs(1_000) - 1);
    expect.soft(watch(DEPTH)).toBeGreaterThanOrEqual(3 * (watchMs / 1000));

    // Switched away: every panel of it gone, the scopes stopped, nothing of any market asked after a short settle.
    for (const close of charts.splice(0)) close();
    screen.release();
    expect(screen.session.scopes.keys()).toEqual([]);
    await sleep(1_500);
    const hidden = await windowOf(4_000);
    expect(MARKET_DATA.map((pathName) => [pathName, hidden(pathName)])).toEqual(MARKET_DATA.map((pathName) => [pathName, 0]));
  } finally {
    for (const close of charts) close();
    screen.session.stop();
  }
}, 60_000);
