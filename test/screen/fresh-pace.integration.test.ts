/**
 * The screen's feeds (the renderer's own session and poller) over the real core, against the paper exchange behind
 * a counting proxy: with the budget idle the book is asked about 4 times a second and trades twice; under a burst
 * of the trader's writes the extra polls give way and the book falls back to about once a second, still on time.
 * Counted at the exchange, never timed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCore, type Core } from '../../app/core/core';
import { startFaultyProxy, type FaultyProxy } from '../../app/exchange/testing/faulty-proxy';
import { startPaperExchange } from '../../app/paper';
import type { WriteInvoke } from '../../renderer/bridge/client';
import { createSession } from '../../renderer/composition/session';
import { memoryStorage } from '../../renderer/stores/storage';
import { timerEnv } from '../../renderer/stores/testing/fake-clock';

const KEY = { apiKey: 'fresh-key', apiSecret: 'fresh-secret-0123456789abcdef' };
const DEPTH = '/api/third/info/depth';
const TRADES = '/api/third/info/trades';
const CREATE = '/api/third/hot/order/create';
/** The default screen of the current market. */
const ON_SCREEN = ['summary', 'depth', 'trades', 'candles', 'openOrders', 'balance', 'positions'] as const;

let dir: string;
let paper: Awaited<ReturnType<typeof startPaperExchange>>;
let proxy: FaultyProxy;
let core: Core;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pd-fresh-'));
  paper = await startPaperExchange({ port: 0, market: false, accounts: [{ ...KEY, balance: '1000000' }] });
  proxy = await startFaultyProxy(paper.url);
  core = await startCore({ dataDir: dir, exchange: { url: proxy.url, ...KEY } });
});
afterAll(async () => {
  await core.close();
  await proxy.close();
  await paper.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Requests to `path` that reached the exchange from `from` for `ms`. */
const countOf = (pathName: string, from: number, ms: number) => proxy.arrivals(pathName).filter((t) => t >= from && t < from + ms).length;

/** The renderer's session over the core, the default screen on it, started. */
function startScreen() {
  const invoke = ((method, params, band) => core.dispatch(method, params, band)) as WriteInvoke;
  // The status (answered by the core, no exchange request) every second, so the pace follows the budget closely.
  const storage = memoryStorage({ 'perpdesk.settings': JSON.stringify({ intervals: { status: 1000 } }) });
  const session = createSession({ invoke, storage, env: timerEnv(), now: () => Date.now() });
  for (const feed of ON_SCREEN) session.poller.use(feed);
  session.start();
  return { session, storage };
}

it('asks the book and trades faster while the budget is idle, and gives way to a burst of writes', async () => {
  const { session } = startScreen();
  try {
    // The start's one-off requests (the pair list, the sweep of every market's open orders) first.
    await sleep(4_000);
    const idleFrom = Date.now();
    await sleep(4_000);
    const idle = { depth: countOf(DEPTH, idleFrom, 4_000), trades: countOf(TRADES, idleFrom, 4_000) };
    // At their intervals they would be 4 and 2 in these 4 s; the screen leaves room for the book about 4 times a
    // second (16), and trades more often than their interval with what is left.
    expect(idle.depth).toBeGreaterThanOrEqual(12);
    expect(idle.trades).toBeGreaterThanOrEqual(3);

    // A burst of writes, 6 a second (a trader working a scale, a TWAP): with the screen's own feeds, the budget is full.
    const writes: Promise<unknown>[] = [];
    const sentAt: number[] = [];
    const burst = setInterval(() => {
      sentAt.push(Date.now());
      writes.push(core.dispatch('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '30000.0', quantity: '0.001', leverage: 5 }));
    }, 1000 / 6);
    await sleep(2_000);
    const busyFrom = Date.now();
    await sleep(4_000);
    clearInterval(burst);
    const placed = (await Promise.all(writes)).filter((r) => (r as { ok: boolean }).ok).length;
    const busy = { depth: countOf(DEPTH, busyFrom, 4_000), creates: countOf(CREATE, busyFrom, 4_000) };
    // The book back to about its interval (4 in 4 s), and still on time.
    expect(busy.depth).toBeLessThanOrEqual(7);
    expect(busy.depth).toBeGreaterThanOrEqual(3);
    expect(busy.depth * 1.5).toBeLessThan(idle.depth);
    // Every write went out as it came (about 24 in these 4 s): none waited behind the extra polls.
    const sent = sentAt.filter((t) => t >= busyFrom && t < busyFrom + 4_000).length;
    expect(busy.creates).toBeGreaterThanOrEqual(sent - 2);
    expect(placed).toBe(writes.length);
  } finally {
    session.stop();
  }
}, 60_000);

it('asks the book and trades at their intervals only, once the trader turns faster feeds off', async () => {
  const { session, storage } = startScreen();
  try {
    await sleep(3_000);
    session.settings.getState().actions.setFasterFeeds(false);
    await sleep(1_000);
    const from = Date.now();
    await sleep(4_000);
    // The book every second and trades every 2 s (the defaults): 4 and 2 in 4 s, give or take a run at the edges.
    expect(countOf(DEPTH, from, 4_000)).toBeLessThanOrEqual(5);
    expect(countOf(TRADES, from, 4_000)).toBeLessThanOrEqual(3);
    expect(countOf(DEPTH, from, 4_000)).toBeGreaterThanOrEqual(3);
    // Remembered: a new session starts with it off.
    expect(JSON.parse(storage.get('perpdesk.settings') ?? '{}')).toMatchObject({ fasterFeeds: false });
  } finally {
    session.stop();
  }
}, 30_000);
