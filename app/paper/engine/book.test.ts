import { describe, expect, it } from 'vitest';
import { BookSide, type Resting } from './book';

interface Entry extends Resting<Entry> {
  name: string;
}
const entry = (name: string, price: number, remaining: number): Entry => ({ name, price, remaining, prev: null, next: null });

const levels = (side: BookSide<Entry>) => side.top(Infinity).map((l) => [l.price, l.total]);
const queue = (side: BookSide<Entry>, price: number) => {
  const names: string[] = [];
  for (let e = side.top(Infinity).find((l) => l.price === price)?.head ?? null; e !== null; e = e.next) names.push(e.name);
  return names;
};

describe('BookSide', () => {
  it('keeps bids best (highest) first and asks best (lowest) first, aggregated per price', () => {
    const bids = new BookSide<Entry>(true);
    const asks = new BookSide<Entry>(false);
    for (const [price, qty] of [
      [100, 1],
      [102, 2],
      [101, 3],
      [102, 4],
      [99, 5],
    ] as const) {
      bids.add(entry('b', price, qty));
      asks.add(entry('a', price, qty));
    }
    expect(levels(bids)).toEqual([
      [102, 6],
      [101, 3],
      [100, 1],
      [99, 5],
    ]);
    expect(levels(asks)).toEqual([
      [99, 5],
      [100, 1],
      [101, 3],
      [102, 6],
    ]);
    expect(asks.top(2).map((l) => l.price)).toEqual([99, 100]);
  });

  it('queues a price level first in, first out, and drops a level when it empties', () => {
    const asks = new BookSide<Entry>(false);
    const [a, b, c] = [entry('a', 10, 1), entry('b', 10, 2), entry('c', 10, 3)];
    [a, b, c].forEach((e) => asks.add(e));
    expect(queue(asks, 10)).toEqual(['a', 'b', 'c']);
    asks.remove(b);
    expect(queue(asks, 10)).toEqual(['a', 'c']);
    expect(levels(asks)).toEqual([[10, 4]]);
    asks.reduce(a, 1);
    expect(queue(asks, 10)).toEqual(['c']);
    asks.reduce(c, 1);
    expect(levels(asks)).toEqual([[10, 2]]);
    asks.remove(c);
    expect(levels(asks)).toEqual([]);
    expect(asks.best()).toBeUndefined();
  });

  it('removes a level from the middle of the book', () => {
    const bids = new BookSide<Entry>(true);
    const mid = entry('m', 20, 1);
    [entry('x', 10, 1), mid, entry('y', 30, 1)].forEach((e) => bids.add(e));
    bids.remove(mid);
    expect(levels(bids)).toEqual([
      [30, 1],
      [10, 1],
    ]);
  });

  it('tells whether a taker reaches the side, and walks it from the best level', () => {
    const asks = new BookSide<Entry>(false);
    asks.add(entry('a', 100, 2));
    asks.add(entry('b', 101, 3));
    expect(asks.reaches(99)).toBe(false);
    expect(asks.reaches(100)).toBe(true);
    expect([0, 1, 2].map((i) => asks.fromBest(i)?.price)).toEqual([100, 101, undefined]);
  });
});
