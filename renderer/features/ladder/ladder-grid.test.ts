import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/exchange';
import { bookOf } from '../../domain/market/testing';
import { buildLadder, heldMarksOf, insideOf, ownSizesOf, rowPrices, snap, stepTicksOf } from './ladder-grid';
import { heldOrder } from '../../domain/protection/testing';
import { MARK_NAMES, MARK_TAGS } from './ladder-rows';
import { centredTop } from './ladder-centre';

const pair = { priceDecimal: 1, tradeDecimal: 3 };
const depth = bookOf(
  [
    ['60010.0', '0.500'],
    ['60012.5', '1.000'],
    ['60020.0', '2.000'],
  ],
  [
    ['59990.0', '0.250'],
    ['59987.5', '0.750'],
  ],
);
const none = { buy: new Map(), sell: new Map() };
/** 21 rows of 5.0 from 60050.0 down over the book above, with no order of our own and no price marked. */
const ladderBy5 = (more: Pick<Parameters<typeof buildLadder>[0], 'held' | 'algos'>) =>
  buildLadder({ pair, step: 50n, top: 600500n, count: 21, depth, own: none, volume: new Map(), marks: {}, ...more });

describe('the ladder grid', () => {
  it('steps by the tick, or by the grouping step', () => {
    expect(stepTicksOf(undefined, 1)).toBe(1n);
    expect(stepTicksOf('5.0', 1)).toBe(50n);
    expect(rowPrices(600100n, 50n, 3)).toEqual([600100n, 600050n, 600000n]);
  });

  it('groups asks up and bids down onto the step, as the book does', () => {
    expect(snap(600125n, 50n, true)).toBe(600150n);
    expect(snap(600125n, 50n, false)).toBe(600100n);
    expect(snap(600100n, 50n, true)).toBe(600100n);
    const rows = buildLadder({ pair, step: 50n, top: 600200n, count: 5, depth, own: none, volume: new Map(), marks: {} });
    expect(rows.map((r) => r.price)).toEqual(['60020.0', '60015.0', '60010.0', '60005.0', '60000.0']);
    expect(rows[0]!.ask).toBe('2.000');
    expect(rows[1]!.ask).toBe('1.000');
    expect(rows[2]!.ask).toBe('0.500');
    expect(rows[0]!.askShare).toBe(1);
  });

  it('holds the spread when centred: best ask above the middle row, best bid below it', () => {
    const inside = insideOf(depth, 1, 50n);
    const top = centredTop(inside, 50n, 11)!;
    const rows = buildLadder({ pair, step: 50n, top, count: 11, depth, own: none, volume: new Map(), marks: {} });
    const at = (mark: string) => rows.findIndex((r) => r.marks.includes(mark as never));
    expect(at('best-ask')).toBeGreaterThanOrEqual(0);
    expect(at('best-bid')).toBeGreaterThan(at('best-ask'));
    expect(at('best-ask')).toBeLessThanOrEqual(5);
    expect(at('best-bid')).toBeGreaterThanOrEqual(5);
    expect(rows[at('best-bid')]!.bid).toBe('0.250');
    expect(rows[at('best-bid') + 1]!.bid).toBe('0.750');
  });

  it('marks own orders per side with what is left of them, and the position, last and mark prices', () => {
    const order = (id: number, isLong: boolean, price: string, quantity: string, dealQuantity = '0') =>
      ({ id, isLong, isMarket: false, price, quantity, dealQuantity }) as Order;
    const own = ownSizesOf(
      [order(1, true, '59980.0', '0.010'), order(2, true, '59980.0', '0.030', '0.010'), order(3, false, '60030.0', '0.5')],
      1,
      3,
      1n,
    );
    const rows = buildLadder({
      pair,
      step: 1n,
      top: 600300n,
      count: 600,
      depth,
      own,
      volume: new Map([[599900n, 1250n]]),
      marks: { entry: '59990.0', liquidation: '59000.0', last: '59990.0', mark: '60000.04' },
    });
    const row = (price: string) => rows.find((r) => r.price === price)!;
    expect(row('59980.0').myBuy).toBe('0.030');
    expect(row('60030.0').mySell).toBe('0.500');
    expect(row('59990.0').volume).toBe('1.250');
    expect(row('59990.0').marks).toEqual(['best-bid', 'last', 'entry']);
    expect(row('60000.0').marks).toEqual(['mark']);
    expect(rows.some((r) => r.marks.includes('liquidation'))).toBe(false); // out of the window
  });

  it('marks the held orders’ triggers on their rows, once per kind', () => {
    const held = [
      { kind: 'stop-loss' as const, price: '59950.0' },
      { kind: 'take-profit' as const, price: '60040.0' },
      { kind: 'take-profit' as const, price: '60040.0' },
    ];
    const rows = ladderBy5({ held });
    const row = (price: string) => rows.find((r) => r.price === price)!;
    expect(row('59950.0').marks).toEqual(['stop-loss']);
    expect(row('60040.0').marks).toContain('take-profit');
    expect(rows.flatMap((r) => r.marks).filter((m) => m === 'take-profit')).toHaveLength(1);
  });

  it('marks a trailing stop on the row of its trigger now, moving with it at each answer of the held orders', () => {
    const trailing = (trigger: string | null) =>
      heldOrder({ kind: 'trailing-stop', trigger, trailing: { distance: '50', percent: null, best: null } });
    const markedAt = (trigger: string | null) =>
      ladderBy5({ held: heldMarksOf([trailing(trigger)], 'BTC-USDT') })
        .filter((r) => r.marks.includes('trailing-stop'))
        .map((r) => r.price);
    expect(markedAt('59950.0')).toEqual(['59950.0']);
    expect(markedAt('59970.0')).toEqual(['59970.0']);
    // Before its first price it has no trigger: no row is marked.
    expect(markedAt(null)).toEqual([]);
    expect(heldMarksOf([trailing('59950.0')], 'ETH-USDT')).toEqual([]);
    expect(heldMarksOf([heldOrder({ status: 'fired' })], 'BTC-USDT')).toEqual([]);
    expect([MARK_TAGS['trailing-stop'], MARK_NAMES['trailing-stop']]).toEqual(['Trail', 'trailing stop held by Perpdesk, following the price']);
  });

  it('marks a chase’s resting order on the row its side groups to (as My orders), and a TWAP’s price limit', () => {
    const algos = [
      { kind: 'chase-buy' as const, side: 'buy' as const, price: '59987.5' },
      { kind: 'chase-sell' as const, side: 'sell' as const, price: '60012.5' },
      { kind: 'twap-limit-sell' as const, side: 'sell' as const, price: '60050.0' },
    ];
    const rows = ladderBy5({ algos });
    const row = (price: string) => rows.find((r) => r.price === price)!;
    expect(row('59985.0').marks).toEqual(['chase-buy']);
    expect(row('60015.0').marks).toEqual(['chase-sell']);
    expect(row('60050.0').marks).toEqual(['twap-limit-sell']);
  });
});
