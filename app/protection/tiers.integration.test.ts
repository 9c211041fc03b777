/**
 * Take-profit tiers and breakeven against the real paper exchange, through the core's bridge: a second account
 * trades the last price up (resting a bid there for the trader's exits) or down through the stop.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FIRES_AT_ONCE_CODE } from '../../shared/bridge';
import { breakevenPriceOf } from '../../shared/trading';
import type { Core } from '../core';
import { call, longAtMarket, protect, tradeTo, twoAccountVenueForTests, until } from './testing';

const { venue, open, close } = twoAccountVenueForTests('pd-held-tiers-');
const PAIR = 'BTC-USDT';

type Position = Parameters<typeof protect>[1];
/** A take profit in tiers on the last price, each a trigger and its share (%) of `position`. */
const tiersOn = (core: Core, position: Position, tiers: { value: string; share: string }[], more: { breakevenAfterTp1?: boolean } = {}) =>
  protect(core, position, { kind: 'take-profit', feed: 'last', tiers, ...more });

const listed = async (core: Core, id: string) => (await call(core, 'protection.list', {})).find((h) => h.id === id);
const messages = async (core: Core) => (await call(core, 'protection.notices', { after: 0 })).map((n) => n.message);
const exitsOf = async (core: Core, ids: string[]) =>
  (await call(core, 'account.orderHistory', { pair: PAIR, limit: 100 })).filter((o) => ids.some((id) => o.clientOrderId.startsWith(id)));

describe('take-profit tiers on the paper exchange', () => {
  it('three tiers 50/30/20 fire in turn as the price rises, the stop shrinking after each; the stop then closes only what is left', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.100');
    const stop = await protect(core, position, { kind: 'stop-loss', value: '59915.0', quantity: '0.100', feed: 'last' });
    const tp1 = await tiersOn(core, position, [
      { value: '60070.0', share: '20' },
      { value: '60030.0', share: '50' },
      { value: '60050.0', share: '30' },
    ]);
    expect(tp1).toMatchObject({ tier: 1, share: '50', trigger: '60030.0', quantity: '0.050', status: 'armed' });
    const tiers = (await call(core, 'protection.list', {})).filter((h) => h.tier !== null).sort((a, b) => a.tier! - b.tier!);
    expect(tiers.map((t) => [t.tier, t.share, t.trigger, t.quantity])).toEqual([
      [1, '50', '60030.0', '0.050'],
      [2, '30', '60050.0', '0.030'],
      [3, '20', '60070.0', '0.020'],
    ]);

    await tradeTo(core, venue.exchange.url, 'buy', '60030.0', '0.500', 'mover-tp1');
    await until('TP1 placed', async () => (await listed(core, tiers[0]!.id))?.status === 'fired');
    await until('the stop shrunk to what is left', async () => (await listed(core, stop.id))?.quantity === '0.050');
    expect((await listed(core, tiers[1]!.id))?.status).toBe('armed');

    await tradeTo(core, venue.exchange.url, 'buy', '60050.0', '0.500', 'mover-tp2');
    await until('TP2 placed', async () => (await listed(core, tiers[1]!.id))?.status === 'fired');
    await until('the stop shrunk again', async () => (await listed(core, stop.id))?.quantity === '0.020');
    expect(await listed(core, stop.id)).toMatchObject({ status: 'armed' });

    // Down through the stop, leaving the bids at 59900.0 for its exit.
    await tradeTo(core, venue.exchange.url, 'sell', '59910.0', '0.500', 'mover-down');
    await until('the position closed', async () => (await call(core, 'positions.list', { pair: PAIR })).length === 0);
    await until('TP3 cancelled', async () => (await listed(core, tiers[2]!.id))?.status === 'cancelled');
    expect(await listed(core, tiers[2]!.id)).toMatchObject({ note: 'The stop loss fired' });
    const [stopExit] = await exitsOf(core, [stop.id]);
    expect(stopExit!.dealQuantity).toBe('0.020');
    const filled = (await exitsOf(core, [stop.id, ...tiers.map((t) => t.id)])).reduce((sum, o) => sum.plus(o.dealQuantity), new Decimal(0));
    expect(filled.toFixed(3)).toBe('0.100');
    // Never flipped: nothing is held after the stop, even as the market goes on.
    expect(await call(core, 'positions.list', { pair: PAIR })).toEqual([]);
    expect(await messages(core)).toEqual(
      expect.arrayContaining([
        'TP3 on BTC-USDT cancelled: the stop loss fired',
        expect.stringMatching(/^Stop loss triggered on BTC-USDT at 59910\.0 \(trigger 59915\.0\): closing 0\.020 at market$/),
      ]),
    );
  });

  it('breakeven after TP1 moves the stop to the entry plus both fees once TP1 fills', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.100');
    const stop = await protect(core, position, { kind: 'stop-loss', value: '59905.0', feed: 'last' });
    await tiersOn(
      core,
      position,
      [
        { value: '60090.0', share: '50' },
        { value: '60100.0', share: '50' },
      ],
      { breakevenAfterTp1: true },
    );
    const breakeven = breakevenPriceOf({ isLong: true, entry: position.openingPrice, feeRate: '0.0006', priceDecimal: 1 });
    await tradeTo(core, venue.exchange.url, 'buy', '60090.0', '0.500', 'mover-be');
    await until('the stop at breakeven', async () => (await listed(core, stop.id))?.trigger === breakeven);
    // Closing the rest there nets no loss after the taker fee on both legs.
    const [entry, at, fee] = [new Decimal(position.openingPrice), new Decimal(breakeven), new Decimal('0.0006')];
    expect(at.minus(entry).gte(entry.times(fee).plus(at.times(fee)))).toBe(true);
    expect(await listed(core, stop.id)).toMatchObject({ status: 'armed' });
    expect(await messages(core)).toContain(
      `Stop loss on BTC-USDT moved to breakeven ${breakeven} (entry ${position.openingPrice} plus both fees) after TP1 filled`,
    );
  });

  it('protection.breakeven refuses while the price is below it, then moves the stop once the price is past', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.100');
    const stop = await protect(core, position, { kind: 'stop-loss', value: '59905.0', feed: 'last' });
    const early = await core.dispatch('protection.breakeven', { pair: PAIR, positionId: position.id });
    expect(early).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', code: FIRES_AT_ONCE_CODE, message: expect.stringMatching(/would fire at once/) },
    });
    expect(await listed(core, stop.id)).toMatchObject({ trigger: '59905.0', status: 'armed' });

    await tradeTo(core, venue.exchange.url, 'buy', '60090.0', '0.500', 'mover-be2');
    const moved = await call(core, 'protection.breakeven', { pair: PAIR, positionId: position.id });
    const breakeven = breakevenPriceOf({ isLong: true, entry: position.openingPrice, feeRate: '0.0006', priceDecimal: 1 });
    expect(moved).toMatchObject({ id: stop.id, kind: 'stop-loss', trigger: breakeven, status: 'armed' });
    expect(await call(core, 'protection.list', {})).toHaveLength(1);
  });

  it('a tier crossed while Perpdesk was down fires at the next start, and says so', async () => {
    const first = await open();
    const position = await longAtMarket(first, '0.100');
    const tp1 = await tiersOn(first, position, [
      { value: '60030.0', share: '50' },
      { value: '60090.0', share: '50' },
    ]);
    await close(first);
    const mover = await open();
    await tradeTo(mover, venue.exchange.url, 'buy', '60030.0', '0.500', 'mover-down-while');
    await close(mover);
    const second = await open();
    await until('TP1 placed', async () => (await listed(second, tp1.id))?.status === 'fired');
    expect(await messages(second)).toEqual([
      expect.stringMatching(
        /^TP1 triggered at start: the price crossed while Perpdesk was not running on BTC-USDT at 60030\.0 \(trigger 60030\.0\): closing 0\.050 at market$/,
      ),
    ]);
    expect((await call(second, 'positions.list', { pair: PAIR }))[0]!.quantity).toBe('0.050');
  });

  it('refuses shares over 100 %, five tiers, a tier under one lot and breakeven with no position, and changes nothing', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.100');
    const tiersOf = (tiers: { value: string; share: string }[]) =>
      core.dispatch('protection.set', { pair: PAIR, positionId: position.id, kind: 'take-profit', by: 'percent', tiers });
    const refusals = [
      await tiersOf([
        { value: '1', share: '60' },
        { value: '2', share: '50' },
      ]),
      await tiersOf(['1', '2', '3', '4', '5'].map((value) => ({ value, share: '10' }))),
      await tiersOf([
        { value: '1', share: '90' },
        { value: '2', share: '5' },
        { value: '3', share: '0.5' },
      ]),
      await core.dispatch('protection.breakeven', { pair: PAIR, positionId: position.id + 1000 }),
    ];
    expect(refusals.map((r) => (r.ok ? 'placed' : r.error.message))).toEqual([
      expect.stringMatching(/The tiers' shares add up to 110 %: at most 100 % of the position/),
      expect.stringMatching(/at most 4 tiers/),
      "TP3's 0.5 % of 0.100 is under one lot (0.001)",
      `There is no open position #${position.id + 1000} on BTC-USDT`,
    ]);
    expect(await call(core, 'protection.list', {})).toEqual([]);
  });
});
