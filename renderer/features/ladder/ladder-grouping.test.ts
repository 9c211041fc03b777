import { describe, expect, it } from 'vitest';
import type { Depth } from '../../../shared/exchange';
import { bookOf } from '../../domain/market/testing';
import { openingStep, SIZED_LEVELS, SIZED_SHARE, sizedRows, sizedShare } from './ladder-grouping';

const STEPS = ['0.1', '0.5', '1', '5', '10', '50'];
/** `levels` a side, `gap` apart (in USDT), from a best bid and ask 0.2 apart about `mid`. */
function book(mid: number, gap: number, levels: number): Depth {
  const side = (from: number, sign: number) =>
    Array.from({ length: levels }, (_, k) => ({ price: (from + sign * k * gap).toFixed(1), quantity: '0.100' }));
  return { bids: side(mid - 0.1, -1), asks: side(mid + 0.1, 1) };
}

describe('the grouping the ladder opens with', () => {
  it('BTC on the living paper market (30 levels 6.0 apart): the finest step with 10 sized rows a side, not 0.1 (one row in sixty)', () => {
    // 14 rows a side (1440×900): at 5.0 the rows by the spread hold 12 levels.
    expect(openingStep(STEPS, book(60000, 6, 30), 28, 1)).toBe('5');
    expect(openingStep(STEPS, book(60000, 6, 30), 40, 1)).toBe('5');
    // 10 rows a side (1280×720): at 5.0 only 8 or 9 carry size; at 10.0 every one.
    expect(openingStep(STEPS, book(60000, 6, 30), 20, 1)).toBe('10');
  });

  it('shows at least 10 sized rows a side at the step it opens with, or every row in a short ladder', () => {
    for (const count of [12, 16, 20, 24, 28, 40, 60]) {
      const depth = book(60000, 6, 30);
      const step = BigInt(Number(openingStep(STEPS, depth, count, 1)) * 10);
      const ticks = (side: typeof depth.bids) => side.map((l) => BigInt(Math.round(Number(l.price) * 10)));
      const top = (600000n / step) * step + BigInt(Math.floor(count / 2)) * step;
      for (const [prices, up] of [
        [ticks(depth.bids), false],
        [ticks(depth.asks), true],
      ] as const) {
        const side = sizedRows(prices, step, up, top, count);
        expect(side.sized, `${count} rows, step ${step}`).toBeGreaterThanOrEqual(Math.min(SIZED_LEVELS, side.rows));
      }
    }
  });

  it('the still paper book (10 levels 10.0 apart, 59990.0 / 60010.0): 10.0, every row sized', () => {
    const still: Depth = {
      bids: book(60000, 10, 10).bids.map((l, k) => ({ ...l, price: (59990 - 10 * k).toFixed(1) })),
      asks: book(60000, 10, 10).asks.map((l, k) => ({ ...l, price: (60010 + 10 * k).toFixed(1) })),
    };
    expect(openingStep(STEPS, still, 26, 1)).toBe('10');
  });

  it('a thin book that shows 10 sized rows at no step: the finest whose rows are mostly sized', () => {
    expect(openingStep(STEPS, book(60000, 6, 4), 28, 1)).toBe('5');
  });

  it('a book with a level at every tick opens at the tick', () => {
    expect(openingStep(STEPS, book(60000, 0.1, 50), 30, 1)).toBe('0.1');
  });

  it('a one-sided or empty book: the finest step that fits the spread', () => {
    expect(openingStep(STEPS, { bids: [], asks: [{ price: '60000.0', quantity: '1.000' }] }, 30, 1)).toBe('0.1');
    expect(openingStep(STEPS, { bids: [], asks: [] }, 30, 1)).toBe('0.1');
  });

  it('a book whose sides are out of view at every step: the finest step that fits the spread', () => {
    // Best bid and ask 2000 apart: no step offered puts them in view; the coarsest comes closest.
    const sparse = bookOf(
      [
        ['61000.0', '1'],
        ['62000.0', '1'],
      ],
      [
        ['59000.0', '1'],
        ['58000.0', '1'],
      ],
    );
    expect(openingStep(STEPS, sparse, 30, 1)).toBe('50');
  });
});

describe('the share of a side’s rows that carry size', () => {
  it('counts rows from the inside to the deepest sized row in view', () => {
    // Rows 100 down to 71 (30 rows of 1): bids at 90, 88, 86 -> 3 of the 5 rows 90..86.
    expect(sizedShare([90n, 88n, 86n], 1n, false, 100n, 30)).toBeCloseTo(3 / 5);
    // Past the window's edge the rows in view count to the edge: 90 and 72 sized of 90..71.
    expect(sizedShare([90n, 72n, 40n], 1n, false, 100n, 30)).toBeCloseTo(2 / 20);
    expect(sizedShare([40n], 1n, false, 100n, 30)).toBe(0);
    // Asks count upwards.
    expect(sizedShare([80n, 82n], 1n, true, 100n, 30)).toBeCloseTo(2 / 3);
    expect(SIZED_SHARE).toBeLessThan(0.5);
  });
});
