import { describe, expect, it } from 'vitest';
import { ColumnRing, Ring } from './ring';

describe('Ring', () => {
  it('keeps the newest items up to its capacity and reads them newest first', () => {
    const ring = new Ring<number>(3);
    expect([ring.push(1), ring.push(2)]).toEqual([undefined, undefined]);
    expect([ring.newest(0), ring.newest(1), ring.size]).toEqual([2, 1, 2]);
    expect([ring.push(3), ring.push(4), ring.push(5)]).toEqual([undefined, 1, 2]);
    expect([0, 1, 2].map((i) => ring.newest(i))).toEqual([5, 4, 3]);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect(ring.size).toBe(3);
  });
});

class Numbers extends ColumnRing<{ values: Float64Array }> {
  constructor(capacity: number, initial: number) {
    super(capacity, (length) => ({ values: new Float64Array(length) }), initial);
  }
  push(value: number): void {
    const at = this.claim(); // first: it may replace the column
    this.columns.values[at] = value;
  }
  newest(i: number): number {
    return this.columns.values[this.slot(i)]!;
  }
}

describe('ColumnRing', () => {
  it('grows while it fills, then keeps the newest up to its capacity', () => {
    const ring = new Numbers(5, 2);
    const newest = () => Array.from({ length: ring.size }, (_, i) => ring.newest(i));
    [1, 2, 3].forEach((n) => ring.push(n));
    expect(newest()).toEqual([3, 2, 1]);
    [4, 5, 6, 7].forEach((n) => ring.push(n));
    expect(newest()).toEqual([7, 6, 5, 4, 3]);
    for (let n = 8; n < 20; n++) ring.push(n);
    expect(newest()).toEqual([19, 18, 17, 16, 15]);
  });
});
