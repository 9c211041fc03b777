/**
 * The screen's feeds (the renderer's own session and poller) over the real core, against the paper exchange behind
 * a counting proxy: with the budget idle the book is asked about 4 times a second and trades twice; under a burst
 * of the trader's writes the extra polls give way and the book falls back to about once a second, still on time.
 * Counted at the exchange, never timed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sleep, startCountedCore, startScreen, type CountedCore } from './counted-core';

const KEY = { apiKey: 'fresh-key', apiSecret: 'fresh-secret-0123456789abcdef' };
const DEPTH = '/api/third/info/depth';
const TRADES = '/api/third/info/trades';
const CREATE = '/api/third/hot/order/create';
/** The default screen of the current market. */
const ON_SCREEN = ['summary', 'depth', 'trades', 'candles', 'openOrders', 'balance', 'positions'] as const;

let ex: CountedCore;
beforeAll(async () => {
  ex = await startCountedCore(KEY);
});
afterAll(() => ex.close());

it('asks the book and trades faster while the budget is idle, and gives way to a burst of writes', async () => {
  const { session } = startScreen(ex.core, ON_SCREEN);
  try {
    // The start's one-off requests (the pair list, the sweep of every market's open orders) first.
    await sleep(4_000);
    const idleFrom = Date.now();
    await sleep(4_000);
    const idle = { depth: ex.countOf(DEPTH, idleFrom, 4_000), trades: ex.countOf(TRADES, idleFrom, 4_000) };
    // At their intervals they would be 4 and 2 in these 4 s; the screen leaves room for the book about 4 times a
    // second (16), and trades more often than their interval with what is left.
    expect(idle.depth).toBeGreaterThanOrEqual(12);
    expect(idle.trades).toBeGreaterThanOrEqual(3);

    // A burst of writes, 6 a second (a trader working a scale, a TWAP): with the screen's own feeds, the budget is full.
    const writes: Promise<unknown>[] = [];
    const sentAt: number[] = [];
    const burst = setInterval(() => {
      sentAt.push(Date.now());
      writes.push(ex.core.dispatch('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '30000.0', quantity: '0.001', leverage: 5 }));
    }, 1000 / 6);
    await sleep(2_000);
    const busyFrom = Date.now();
    await sleep(4_000);
    clearInterval(burst);
    const placed = (await Promise.all(writes)).filter((r) => (r as { ok: boolean }).ok).length;
    const busy = { depth: ex.countOf(DEPTH, busyFrom, 4_000), creates: ex.countOf(CREATE, busyFrom, 4_000) };
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
  const { session, storage } = startScreen(ex.core, ON_SCREEN);
  try {
    await sleep(3_000);
    session.settings.getState().actions.setFasterFeeds(false);
    await sleep(1_000);
    const from = Date.now();
    await sleep(4_000);
    // The book every second and trades every 2 s (the defaults): 4 and 2 in 4 s, give or take a run at the edges.
    expect(ex.countOf(DEPTH, from, 4_000)).toBeLessThanOrEqual(5);
    expect(ex.countOf(TRADES, from, 4_000)).toBeLessThanOrEqual(3);
    expect(ex.countOf(DEPTH, from, 4_000)).toBeGreaterThanOrEqual(3);
    // Remembered: a new session starts with it off.
    expect(JSON.parse(storage.get('perpdesk.settings') ?? '{}')).toMatchObject({ fasterFeeds: false });
  } finally {
    session.stop();
  }
}, 30_000);
