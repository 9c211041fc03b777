/**
 * Polling that follows what the trader holds, against the real paper exchange listing many markets: open orders of
 * "all markets", the full sweep, fills for notifications, Cancel all of all markets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCore, type Core } from './core';
import { callerOf } from './testing';

const MARKETS = 20;
let dir: string;
let core: Core | undefined;

afterEach(async () => {
  await core?.close();
  core = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const call = callerOf(() => core!);
const open = async (dataDir: string) => {
  core = await startCore({ dataDir, stillMarket: true, markets: MARKETS });
};
const swept = async () => {
  for (;;) {
    const progress = await call('account.sweepProgress', {});
    if (!progress.running) return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
/** A resting buy well under the still book of an extra market (its prices lie between 1 and 500 USDT). */
const restingBuy = (pair: string) =>
  ({ pair, side: 'buy', type: 'limit', price: '0.500', quantity: '1.0', leverage: 2, marginMode: 'isolated', timeInForce: 'GTC' }) as const;

describe('watching what the trader holds among many markets', () => {
  it('asks "all markets" only where orders may rest, sweeps every market at start, and Cancel all still finds every order', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pd-watch-'));
    await open(dir);
    expect(await swept()).toMatchObject({ done: MARKETS + 3, total: MARKETS + 3, failed: [] });
    expect(await call('account.openOrders', {})).toEqual([]);

    const placed = await call('trading.placeOrder', restingBuy('M012-USDT'));
    expect((await call('account.openOrders', {})).map((o) => o.id)).toEqual([placed.orderId]);

    // Next run, with the journal gone: nothing tells the core about M012 but the sweep at start.
    await core!.close();
    rmSync(path.join(dir, 'journal.ndjson'));
    await open(dir);
    const early = await call('account.sweepProgress', {});
    expect(early.running).toBe(true);
    expect(await swept()).toMatchObject({ done: MARKETS + 3, failed: [] });
    expect((await call('account.openOrders', {})).map((o) => o.id)).toEqual([placed.orderId]);

    // Refresh all markets, on demand.
    expect((await call('account.sweepOpenOrders', {})).running).toBe(true);
    expect((await swept()).done).toBe(MARKETS + 3);

    const other = await call('trading.placeOrder', restingBuy('M003-USDT'));
    const cancelled = await call('trading.cancelAll', {});
    expect(cancelled.items.map((i) => i.orderId).sort()).toEqual([placed.orderId, other.orderId].sort());
    expect(await call('account.openOrders', {})).toEqual([]);
  }, 60_000);

  it('brings the fills of a market not on screen where an order was placed, and none of markets never traded', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pd-watch-'));
    await open(dir);
    expect(await call('account.recentFills', { focus: 'BTC-USDT' })).toEqual([]);
    const bought = await call('trading.placeOrder', {
      pair: 'M007-USDT',
      side: 'buy',
      type: 'market',
      quantity: '1.0',
      leverage: 2,
      marginMode: 'isolated',
    });
    const fills = await call('account.recentFills', { focus: 'BTC-USDT', limit: 5 });
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((f) => f.symbol === 'M007-USDT' && f.orderId === bought.orderId)).toBe(true);
    expect(await call('account.recentFills', { focus: 'NOPE-USDT' }).catch((e: Error) => e.message)).toMatch(/Unknown market NOPE-USDT/);
  }, 60_000);

  it('shows order history and fills of all traded markets merged newest first, pages across them, and asks no other market', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pd-watch-'));
    await open(dir);
    const buy = (pair: string) =>
      call('trading.placeOrder', { pair, side: 'buy', type: 'market', quantity: '1.0', leverage: 2, marginMode: 'isolated' });
    const first = await buy('M003-USDT');
    const second = await buy('M007-USDT');

    const history = await call('account.orderHistory', { limit: 10 });
    expect(history.map((o) => [o.symbol, o.id])).toEqual([
      ['M007-USDT', second.orderId],
      ['M003-USDT', first.orderId],
    ]);
    // Paging by a growing limit: the newest one of all markets, then both.
    expect((await call('account.orderHistory', { limit: 1 })).map((o) => o.id)).toEqual([second.orderId]);

    const fills = await call('account.fills', { limit: 50 });
    expect(new Set(fills.map((f) => f.symbol))).toEqual(new Set(['M003-USDT', 'M007-USDT']));
    expect(fills.map((f) => f.tradeId)).toEqual([...fills.map((f) => f.tradeId)].sort((a, b) => b - a));
    // An id cursor pages across markets: older than the newest fill, then newer than the oldest, oldest first.
    const newest = fills[0]!;
    const older = await call('account.fills', { idLe: newest.tradeId - 1, limit: 50 });
    expect(older).toEqual(fills.slice(1));
    const oldest = fills[fills.length - 1]!;
    const newer = await call('account.fills', { idGe: oldest.tradeId + 1, ascending: true, limit: 50 });
    expect(newer).toEqual(fills.slice(0, -1).reverse());

    // The market on screen is asked too (it has none here); a market never traded shows nothing.
    expect(await call('account.orderHistory', { focus: 'M012-USDT', limit: 10 })).toEqual(history);
    expect(await call('account.orderHistory', { pair: 'M012-USDT' })).toEqual([]);
    expect(await call('account.fills', { focus: 'NOPE-USDT' }).catch((e: Error) => e.message)).toMatch(/Unknown market NOPE-USDT/);
  }, 60_000);

  it('refuses another number of markets for the paper exchange already in the data directory, saying why', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pd-watch-'));
    await open(dir);
    await core!.close();
    core = undefined;
    await expect(startCore({ dataDir: dir, stillMarket: true, markets: 5 })).rejects.toThrow(
      /--markets 5: the paper exchange in .* already lists 20 extra markets, and --markets applies only to a new one/,
    );
    await open(dir);
    expect((await call('market.pairs', {})).length).toBe(MARKETS + 3);
  }, 60_000);
});
