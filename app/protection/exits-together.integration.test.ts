/**
 * Where held orders meet: two exits on one position that trigger together, an exit beside a chase or a Close.
 * What they send together never exceeds the position, so the account is never flipped by them.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Core } from '../core';
import { call, longAtMarket, protect, push, twoAccountVenueForTests, until } from './testing';

const { venue, open } = twoAccountVenueForTests('pd-exits-');

const signedPosition = async (core: Core): Promise<Decimal> =>
  (await call(core, 'positions.list', { pair: 'BTC-USDT' })).reduce(
    (sum, p) => sum.plus(p.isLong ? p.quantity : new Decimal(p.quantity).neg()),
    new Decimal(0),
  );

describe('exits that meet on one position', () => {
  it('a stop loss and a trailing stop crossed by one move close the long once, and never flip it', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.010');
    await protect(core, position, { kind: 'stop-loss', value: '59985.0', feed: 'last' });
    await call(core, 'protection.trailing', { pair: 'BTC-USDT', positionId: position.id, distance: '5', feed: 'last' });
    // The trailing stop's first price puts its trigger 5 below the last.
    await until('the trailing stop placed', async () => (await call(core, 'protection.list', {})).find((o) => o.kind === 'trailing-stop')?.trigger);

    await push(venue.exchange.url, 'sell', '4.000', 'mover-1');
    await until('the long closed', async () => (await signedPosition(core)).lte(0));
    await new Promise((r) => setTimeout(r, 3000));
    expect((await signedPosition(core)).toString()).toBe('0');
    const exits = (await call(core, 'account.orderHistory', { pair: 'BTC-USDT', limit: 100 })).filter((o) => !o.isLong && Number(o.dealQuantity) > 0);
    expect(exits.reduce((sum, o) => sum.plus(o.dealQuantity), new Decimal(0)).toString()).toBe('0.01');
    const live = (await call(core, 'protection.list', {})).filter((o) => o.status === 'armed' || o.status === 'firing');
    expect(live).toEqual([]);
  });

  it('a Close while a stop fires leaves nothing to flip: the later of the two closes what is left, or nothing', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.010');
    await protect(core, position, { kind: 'stop-loss', value: '59985.0', feed: 'last' });
    await push(venue.exchange.url, 'sell', '4.000', 'mover-2');
    // The trader's Close races the stop's exit.
    await call(core, 'trading.closePosition', { pair: 'BTC-USDT', positionId: position.id, type: 'market' }).catch(() => undefined);
    await until('the long closed', async () => (await signedPosition(core)).lte(0));
    await new Promise((r) => setTimeout(r, 3000));
    expect((await signedPosition(core)).toString()).toBe('0');
  });
});
