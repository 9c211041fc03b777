/**
 * `npm run bench -- polling`: what the screen costs and how late it gets, with 3, 50 and 150 markets listed, on
 * an idle screen and with the Market list open. The core (startCore) runs against a paper exchange listing that
 * many markets, behind a counting proxy; a simulated screen (bench/polling/screen.ts) polls it with the renderer's
 * own feed table, notifications on. Ours: each feed asks in its band, as the renderer does. Peer, in the same run:
 * every request in one band, which is the single first-come-first-served bucket this scheduler replaced.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BandHint } from '../../shared/bridge';
import { startCore } from '../../app/core/core';
import { startFaultyProxy } from '../../app/exchange/testing/faulty-proxy';
import { startPaperExchange } from '../../app/paper';
import type { FeedName } from '../../renderer/stores/feed-table';
import { FEEDS } from '../../renderer/stores/feed-table';
import type { Invoke } from '../../renderer/stores/invoke';
import { BENCH_ACCOUNT } from '../http/account';
import { row, type BenchResult, type Row, type Target } from '../report';
import { latenessMs, runScreen, type FeedRun } from './screen';

const EXTRA_MARKETS = [0, 47, 147];
const SCREEN_SECONDS = Number(process.env.PERPDESK_BENCH_POLLING_SECONDS ?? 15);
const BUDGET_PER_SECOND = 10;
/** The default screen of the current market, with fill notifications on. */
const IDLE: readonly FeedName[] = ['summary', 'depth', 'trades', 'candles', 'openOrders', 'balance', 'positions', 'recentFills'];
const LIST_OPEN: readonly FeedName[] = [...IDLE, 'tickers'];

interface Measured {
  /** Requests a second that reached the exchange, over the whole run and at most in any one second. */
  perSecond: number;
  /** The same less the start's paced sweep of every market's open orders (one request a market, once a session). */
  pollingPerSecond: number;
  sweepRequests: number;
  peakPerSecond: number;
  /** Of the on-screen feeds: the worst lateness past their interval, and the slowest answer. */
  worstLatenessMs: number;
  slowestAnswerMs: number;
  onScreenRuns: number;
  backgroundRuns: number;
}

async function measure(markets: number, feeds: readonly FeedName[], bandOf: (feed: FeedName) => BandHint): Promise<Measured> {
  const dataDir = await mkdtemp(join(tmpdir(), 'perpdesk-bench-polling-'));
  const exchange = await startPaperExchange({ port: 0, market: false, markets, accounts: [{ ...BENCH_ACCOUNT }] });
  const proxy = await startFaultyProxy(exchange.url);
  const core = await startCore({
    dataDir,
    exchange: { url: proxy.url, apiKey: BENCH_ACCOUNT.apiKey, apiSecret: BENCH_ACCOUNT.apiSecret },
  });
  try {
    const invoke = ((method, params, band) => core.dispatch(method, params, band)) as Invoke;
    await invoke('market.pairs', {});
    // A quiet second: the run starts with the budget full, as a screen opened after a pause does.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const swept = async () => {
      const progress = await invoke('account.sweepProgress', {});
      return progress.ok ? progress.value.done : 0;
    };
    const sweptBefore = await swept();
    const from = Date.now();
    const durationMs = SCREEN_SECONDS * 1000;
    const runs = await runScreen({ invoke, feeds, context: { pair: 'BTC-USDT', period: '1MIN' }, durationMs, bandOf });
    const sent = proxy.arrivals().filter((t) => t >= from && t < from + durationMs);
    const sweepRequests = (await swept()) - sweptBefore;
    const onScreen = runs.filter((r) => FEEDS[r.feed].band === 'screen');
    return {
      perSecond: sent.length / SCREEN_SECONDS,
      pollingPerSecond: (sent.length - sweepRequests) / SCREEN_SECONDS,
      sweepRequests,
      peakPerSecond: peakInOneSecond(sent),
      worstLatenessMs: Math.max(0, ...onScreen.map((r) => latenessMs(r, durationMs))),
      slowestAnswerMs: Math.max(0, ...onScreen.map((r) => (r.answeredAt ?? durationMs) - r.askedAt)),
      onScreenRuns: onScreen.length,
      backgroundRuns: runs.filter((r: FeedRun) => FEEDS[r.feed].band === 'background' && r.answeredAt !== null).length,
    };
  } finally {
    await core.close();
    await proxy.close();
    await exchange.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function peakInOneSecond(times: readonly number[]): number {
  let peak = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    peak = Math.max(peak, i - j + 1);
  }
  return peak;
}

const ms = (n: number): string => `${Math.round(n)} ms`;

export async function benchPolling(): Promise<BenchResult> {
  const rows: Row[] = [];
  const targets: Target[] = [];
  const ours: Measured[] = [];
  for (const extra of EXTRA_MARKETS) {
    for (const [screen, feeds] of [
      ['idle', IDLE],
      ['list open', LIST_OPEN],
    ] as const) {
      const name = `${extra + 3} markets, ${screen}`;
      const banded = await measure(extra, feeds, (feed) => FEEDS[feed].band);
      const single = await measure(extra, feeds, () => 'screen');
      ours.push(banded);
      const note =
        `on-screen lateness max ${ms(banded.worstLatenessMs)} (single band ${ms(single.worstLatenessMs)}); ` +
        `slowest on-screen answer ${ms(banded.slowestAnswerMs)} (${ms(single.slowestAnswerMs)}); ` +
        `on-screen runs ${banded.onScreenRuns} (${single.onScreenRuns}); background runs done ${banded.backgroundRuns} (${single.backgroundRuns}); ` +
        `peak ${banded.peakPerSecond} req in 1 s (${single.peakPerSecond}); ` +
        `polling without the start's open-orders sweep ${banded.pollingPerSecond.toFixed(1)} req/s (sweep: ${banded.sweepRequests} requests in the run)`;
      rows.push(row(`${name}: req/s`, banded.perSecond, single.perSecond, note));
      targets.push({ text: `${name}: no on-screen feed late (lateness 0)`, met: banded.worstLatenessMs === 0 });
    }
  }
  targets.push({
    text: `requests within the budget: at most ${BUDGET_PER_SECOND}/s on average in every run`,
    met: ours.every((m) => m.perSecond <= BUDGET_PER_SECOND),
  });
  // The start's sweep of every market's open orders is paced (one market every 400 ms) and happens once a session:
  // its length, not the rate, follows the number of markets. The polling that goes on is what must stay flat.
  const rates = ours.map((m) => m.pollingPerSecond);
  targets.push({
    text: "polling's requests per second (the start's sweep aside) flat in the number of markets (largest at most 1.2 × smallest)",
    met: Math.max(...rates) <= 1.2 * Math.min(...rates),
  });
  return {
    ours: 'the request scheduler: each feed asks in its band (writes, screen, background)',
    peer: 'every request in one band: the single first-come-first-served budget it replaced',
    unit: 'requests/s that reached the exchange; lateness = how much longer than its interval an on-screen answer took',
    method:
      `startCore against a still paper exchange behind a counting proxy on 127.0.0.1; the renderer's feed table ` +
      `polled as its poller does, ${SCREEN_SECONDS} s a run after a quiet second; ratio = ours ÷ peer requests/s`,
    rows,
    targets,
  };
}
