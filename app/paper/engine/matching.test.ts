import { describe, expect, it } from 'vitest';
import { BookSide, type Resting } from './book';
import { Sweep, sweep, takerLimit } from './matching';

interface Entry extends Resting<Entry> {
  id: number;
}
const entry = (price: number, remaining: number): Entry => ({ id: price, price, remaining, prev: null, next: null });

describe('sweep', () => {
  const asks = new BookSide<Entry>(false);
  [entry(100, 2), entry(101, 3), entry(103, 1)].forEach((e) => asks.add(e));
  const walk = (limit: number, quantity: number, closeLots = 0) => ({ ...sweep(asks, limit, quantity, closeLots, 1, new Sweep()) });

  it('counts what a taker would take within its limit, at the makers’ prices', () => {
    expect(walk(101, 4)).toEqual({ lots: 4, amount: 2 * 100 + 2 * 101, openAmount: 402 });
    expect(walk(101, 10)).toEqual({ lots: 5, amount: 503, openAmount: 503 });
    expect(walk(99, 1)).toEqual({ lots: 0, amount: 0, openAmount: 0 });
    expect(walk(takerLimit(true, true, 0), 10).lots).toBe(6);
  });

  it('leaves out of the opening amount the first lots, which close a position', () => {
    expect(walk(103, 6, 3)).toEqual({ lots: 6, amount: 606, openAmount: 2 * 101 + 103 });
    expect(walk(103, 2, 5).openAmount).toBe(0);
  });
});
