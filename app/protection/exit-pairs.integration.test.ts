/**
 * Every pair of exit kinds on one position, acting on the same move of the market: a stop loss, a trailing stop, a
 * Close, a reduce-only order, a reduce-only chase and a reduce-only TWAP. Whatever pair meets, the long is closed
 * and never flipped: together they never sell more than it held.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Core } from '../core';
import { call, longAtMarket, push, twoAccountVenueForTests, until } from './testing';

type Kind = 'stop' | 'trailing' | 'close' | 'reduce' | 'chase' | 'twap';
const KINDS: Kind[] = ['stop', 'trailing', 'close', 'reduce', 'chase', 'twap'];
const PAIRS = KINDS.flatMap((a, i) => KINDS.slice(i + 1).map((b) => [a, b] as const));
const PAIR = 'BTC-USDT';
const LONG = '0.010';

const { venue, open } = twoAccountVenueForTests('pd-exit-pairs-');

const signedPosition = async (core: Core): Promise<Decimal> =>
  (await call(core, 'positions.list', { pair: PAIR })).reduce(
    (sum, p) => sum.plus(p.isLong ? p.quantity : new Decimal(p.quantity).neg()),
    new Decimal(0),
  );

/** Held kinds are armed before the move; the others are sent just after it, while the held ones fire. */
async function arm(core: Core, kind: Kind, positionId: number): Promise<void> {
  if (kind === 'stop') await call(core, 'protection.set', { pair: PAIR, positionId, kind: 'stop-loss', value: '59985.0', feed: 'last' });
  if (kind === 'trailing') {
    await call(core, 'protection.trailing', { pair: PAIR, positionId, distance: '5.0', feed: 'last' });
    await until('the trailing stop placed', async () =>
      (await call(core, 'protection.list', {})).some((o) => o.kind === 'trailing-stop' && o.trigger !== null),
    );
  }
}

async function send(core: Core, kind: Kind, positionId: number): Promise<void> {
  const sent = async () => {
    if (kind === 'close') await call(core, 'trading.closePosition', { pair: PAIR, positionId, type: 'market' });
    if (kind === 'reduce')
      await call(core, 'trading.placeOrder', { pair: PAIR, side: 'sell', type: 'market', quantity: LONG, timeInForce: 'IOC', reduceOnly: true });
    if (kind === 'chase')
      await call(core, 'algo.chase', { pair: PAIR, side: 'sell', quantity: LONG, maxSeconds: 2, onLimit: 'market', reduceOnly: true });
    if (kind === 'twap')
      await call(core, 'algo.twap', { pair: PAIR, side: 'sell', quantity: LONG, slices: 2, durationSeconds: 10, slippage: '1', reduceOnly: true });
  };
  // The other exit may have closed it first: then this one is refused, which is the point.
  await sent().catch((err: unknown) => {
    if (!/Nothing (left )?to close|no long position|Reduce only|no open position|There is no open position/i.test(String(err))) throw err;
  });
}

describe('two exits of any kinds on one position', () => {
  it.each(PAIRS)('%s and %s close the long once and never flip it', { timeout: 60_000 }, async (a, b) => {
    const core = await open();
    const position = await longAtMarket(core, LONG);
    await arm(core, a, position.id);
    await arm(core, b, position.id);
    await push(venue.exchange.url, 'sell', '4.000', 'mover-down');
    await Promise.all([send(core, a, position.id), send(core, b, position.id)]);
    await until(
      'every exit done',
      async () => {
        const algos = await call(core, 'algo.list', {});
        const held = await call(core, 'protection.list', {});
        const flat = (await signedPosition(core)).lte(0);
        return flat && algos.every((o) => !['working', 'paused', 'ending'].includes(o.status)) && held.every((o) => o.status !== 'firing');
      },
      30_000,
    );
    expect((await signedPosition(core)).toString(), `after ${a} and ${b}`).toBe('0');
    const sold = (await call(core, 'account.orderHistory', { pair: PAIR, limit: 100 }))
      .filter((o) => !o.isLong)
      .reduce((sum, o) => sum.plus(o.dealQuantity), new Decimal(0));
    expect(sold.toFixed(3)).toBe(LONG);
  });
});
