/**
 * Close all against the paper exchange: every position closed on the Close road (sized by the exit ledger), one
 * market or all of them, never flipped, nothing opened; a refusal on one leaves the others closing.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { isExitClientOrderId } from '../../shared/trading';
import { call, mover, twoAccountVenueForTests } from '../protection/testing';
import { CREATE, post } from '../paper/http/testing';
import type { Core } from '../core/core';

const { venue, open } = twoAccountVenueForTests('pd-close-all-');

const market = (core: Core, pair: string, side: 'buy' | 'sell', quantity: string) =>
  call(core, 'trading.placeOrder', { pair, side, type: 'market', quantity, timeInForce: 'IOC' });

const positionOn = async (core: Core, pair: string) => (await call(core, 'positions.list', { pair }))[0];

/** What each market's orders filled on each side, from the exchange's own order history. */
async function filled(core: Core, pair: string): Promise<{ bought: string; sold: string }> {
  const orders = await call(core, 'account.orderHistory', { pair, limit: 100 });
  const sum = (isLong: boolean) =>
    orders
      .filter((o) => o.isLong === isLong)
      .reduce((s, o) => s.plus(o.dealQuantity), new Decimal(0))
      .toString();
  return { bought: sum(true), sold: sum(false) };
}

describe('Close all', () => {
  it('closes one market, then every market: each flat, none flipped, the resting exit cancelled, nothing opened', async () => {
    const core = await open();
    await market(core, 'BTC-USDT', 'buy', '0.010');
    await market(core, 'ETH-USDT', 'sell', '0.50');
    const btc = (await positionOn(core, 'BTC-USDT'))!;
    // A reduce-only take profit resting on the long, and a stop Perpdesk holds on it.
    const resting = await call(core, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', price: '70000.0', quantity: '0.004', reduceOnly: true });
    await call(core, 'protection.set', { pair: 'BTC-USDT', positionId: btc.id, kind: 'stop-loss', value: '50000.0' });

    const eth = await call(core, 'trading.closeAll', { pair: 'ETH-USDT' });
    expect(eth).toEqual([
      { pair: 'ETH-USDT', positionId: expect.any(Number), side: 'short', quantity: '0.50', ok: true, orderId: expect.any(Number) },
    ]);
    expect(await positionOn(core, 'ETH-USDT')).toBeUndefined();
    expect(await positionOn(core, 'BTC-USDT')).toMatchObject({ id: btc.id, isLong: true, quantity: '0.010' });

    const all = await call(core, 'trading.closeAll', {});
    expect(all).toEqual([{ pair: 'BTC-USDT', positionId: btc.id, side: 'long', quantity: '0.010', ok: true, orderId: expect.any(Number) }]);
    expect(await call(core, 'positions.list', {})).toEqual([]);
    // The whole long was closed, not what the resting exit left; and that exit cannot open a short later.
    const left = await call(core, 'account.openOrders', { pair: 'BTC-USDT' });
    expect(left.filter((o) => isExitClientOrderId(o.clientOrderId))).toEqual([]);
    expect(left.map((o) => o.id)).not.toContain(resting.orderId);
    expect(await filled(core, 'BTC-USDT')).toEqual({ bought: '0.01', sold: '0.01' });
    expect(await filled(core, 'ETH-USDT')).toEqual({ bought: '0.5', sold: '0.5' });

    // Nothing left to close: an empty answer, and nothing sent.
    expect(await call(core, 'trading.closeAll', {})).toEqual([]);
    expect(await call(core, 'positions.list', {})).toEqual([]);
  });

  it('reports a refused close in words and still closes the others', async () => {
    const core = await open();
    await market(core, 'BTC-USDT', 'buy', '0.010');
    // A SOL long larger than one order may be (10000): its close in one order is refused.
    const liquidity = {
      pairName: 'SOL-USDT',
      isLong: false,
      isMarket: false,
      matchType: 1,
      price: '151.000',
      quantity: '10000.0',
      lever: 10,
      positionType: 3,
      clientOrderId: 'mover-sol',
    };
    expect((await post(venue.exchange.url, mover, CREATE, liquidity)).body.code).toBe(200);
    await call(core, 'trading.placeOrder', { pair: 'SOL-USDT', side: 'buy', price: '151.000', quantity: '10000.0', leverage: 10 });
    await market(core, 'SOL-USDT', 'buy', '0.1');
    const sol = (await positionOn(core, 'SOL-USDT'))!;
    expect(sol.quantity).toBe('10000.1');

    const results = await call(core, 'trading.closeAll', {});
    expect(results).toHaveLength(2);
    expect(results.find((r) => r.pair === 'SOL-USDT')).toEqual({
      pair: 'SOL-USDT',
      positionId: sol.id,
      side: 'long',
      quantity: '10000.1',
      ok: false,
      message: expect.stringMatching(/^The long 10000\.1 SOL-USDT was not closed: .+/),
    });
    expect(results.find((r) => r.pair === 'BTC-USDT')).toMatchObject({ side: 'long', ok: true, orderId: expect.any(Number) });
    expect(await positionOn(core, 'BTC-USDT')).toBeUndefined();
    expect(await positionOn(core, 'SOL-USDT')).toMatchObject({ isLong: true, quantity: '10000.1' });
  });
});
