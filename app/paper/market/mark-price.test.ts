import { describe, expect, it } from 'vitest';
import { MarkPrices, type MarkPricesSnapshot } from './mark-price';

const T0 = 1_700_000_000_000;
const INDEX = 600_000; // BTC 60000.0
const BTC = 1;

describe('MarkPrices', () => {
  it('starts at index + the book’s basis', () => {
    const marks = new MarkPrices();
    expect(marks.update(BTC, INDEX, { bid: 600_100, ask: 600_110 }, T0)).toBe(600_105);
    expect(marks.mark(BTC)).toBe(600_105);
  });

  it('smooths the basis: a sample τ/2 later moves it half way, one τ or more later takes it whole', () => {
    const marks = new MarkPrices({ smoothingMs: 30_000 });
    marks.update(BTC, INDEX, { bid: 600_100, ask: 600_110 }, T0); // basis 105
    expect(marks.update(BTC, INDEX, { bid: 599_999, ask: 600_001 }, T0 + 15_000)).toBe(600_053); // 52.5, half up
    expect(marks.update(BTC, INDEX, { bid: 599_999, ask: 600_001 }, T0 + 60_000)).toBe(600_000);
  });

  it('follows the index at once and the basis only gradually', () => {
    const marks = new MarkPrices({ smoothingMs: 30_000 });
    marks.update(BTC, INDEX, { bid: 599_999, ask: 600_001 }, T0); // basis 0
    // The index jumps 500 ticks and the book with it: the mark jumps too, the basis stays 0.
    expect(marks.update(BTC, 600_500, { bid: 600_499, ask: 600_501 }, T0 + 250)).toBe(600_500);
    // The book lifts 300 ticks above the index: a quarter-second sample moves the basis by 300 × 250 / 30000.
    expect(marks.update(BTC, 600_500, { bid: 600_799, ask: 600_801 }, T0 + 500)).toBe(600_503); // 2.5 ticks, half up
  });

  it('stays within ±0.5 % of the index however far the book strays', () => {
    const marks = new MarkPrices();
    expect(marks.update(BTC, INDEX, { bid: 900_000, ask: 900_010 }, T0)).toBe(603_000);
    expect(marks.update(BTC, INDEX, { bid: 1, ask: 2 }, T0 + 60_000)).toBe(597_000);
  });

  it('holds the basis while the book is one-sided or empty', () => {
    const marks = new MarkPrices();
    marks.update(BTC, INDEX, { bid: 600_100, ask: 600_110 }, T0);
    expect(marks.update(BTC, 600_200, { bid: null, ask: 600_400 }, T0 + 60_000)).toBe(600_305);
    expect(marks.update(BTC, 600_200, { bid: null, ask: null }, T0 + 120_000)).toBe(600_305);
    expect(new MarkPrices().update(BTC, INDEX, { bid: null, ask: null }, T0)).toBe(INDEX);
  });

  it('continues exactly from a snapshot', () => {
    const marks = new MarkPrices({ smoothingMs: 10_000, bandBp: 20 });
    marks.update(BTC, INDEX, { bid: 600_100, ask: 600_110 }, T0);
    marks.update(BTC, INDEX, { bid: 600_000, ask: 600_010 }, T0 + 3_000);
    const restored = MarkPrices.fromSnapshot(JSON.parse(JSON.stringify(marks.toSnapshot())) as MarkPricesSnapshot);
    const next = { bid: 600_040, ask: 600_050 };
    expect(restored.update(BTC, INDEX, next, T0 + 4_000)).toBe(marks.update(BTC, INDEX, next, T0 + 4_000));
    expect(restored.toSnapshot()).toEqual(marks.toSnapshot());
  });
});
