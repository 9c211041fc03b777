import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, floorDiv, mulDiv, share } from './arith';

describe('exact integer arithmetic', () => {
  it('divides rounding up or down, exactly, even near the largest safe integer', () => {
    expect(ceilDiv(10, 5)).toBe(2);
    expect(ceilDiv(11, 5)).toBe(3);
    expect(ceilDiv(0, 7)).toBe(0);
    expect(ceilDiv(Number.MAX_SAFE_INTEGER, 2)).toBe(4503599627370496);
    expect(floorDiv(Number.MAX_SAFE_INTEGER, 2)).toBe(4503599627370495);
    expect(ceilDiv(Number.MAX_SAFE_INTEGER - 1, 3)).toBe(3002399751580330);
    expect(floorDiv(Number.MAX_SAFE_INTEGER - 2, Number.MAX_SAFE_INTEGER - 1)).toBe(0);
    expect(ceilDiv(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1)).toBe(2);
  });

  it('divides safe integers exactly in floating point, whatever their size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (a, b) => {
        const floor = BigInt(a) / BigInt(b);
        expect(floorDiv(a, b)).toBe(Number(floor));
        expect(ceilDiv(a, b)).toBe(Number(floor * BigInt(b) === BigInt(a) ? floor : floor + 1n));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the exact floor and ceiling of a × b / c whatever the size of the product', () => {
    const safe = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(safe, fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (a, b, c) => {
        const exact = BigInt(a) * BigInt(b);
        const floor = exact / BigInt(c);
        const ceil = floor * BigInt(c) === exact ? floor : floor + 1n;
        if (floor > BigInt(Number.MAX_SAFE_INTEGER)) return;
        expect(mulDiv(a, b, c)).toBe(Number(floor));
        expect(mulDiv(a, b, c, true)).toBe(Number(ceil));
      }),
      { numRuns: 300 },
    );
    // Right beside the multiples of b, where a rounded quotient would be wrong.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 26 }), fc.integer({ min: 2, max: 2 ** 26 }), fc.integer({ min: -1, max: 1 }), (k, b, off) => {
        const a = k * b + off;
        if (a < 0) return;
        const floor = k - (off < 0 ? 1 : 0);
        expect(floorDiv(a, b)).toBe(floor);
        expect(ceilDiv(a, b)).toBe(k + (off > 0 ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a whole its total, and a part its share rounded down', () => {
    expect(share(1001, 3, 3)).toBe(1001);
    expect(share(1001, 1, 3)).toBe(333);
  });
});
