import { describe, expect, it } from 'vitest';
import { ceilDiv, marginFor } from './margin';
import { PAIRS } from './pairs';

describe('margin', () => {
  it('divides rounding up, exactly, even near the largest safe integer', () => {
    expect(ceilDiv(10, 5)).toBe(2);
    expect(ceilDiv(11, 5)).toBe(3);
    expect(ceilDiv(0, 7)).toBe(0);
    expect(ceilDiv(Number.MAX_SAFE_INTEGER, 2)).toBe(4503599627370496);
    expect(ceilDiv(Number.MAX_SAFE_INTEGER - 1, 3)).toBe(3002399751580330);
  });

  it('is notional / lever in settle units, rounded up', () => {
    const [btc, eth] = PAIRS;
    // 60000.0 × 0.500 / 10 = 3000 USDT
    expect(marginFor(btc!, 600000, 500, 10)).toBe(30_000_000);
    // 0.01 × 0.01 / 3 = 0.0000333… USDT → 0.0001
    expect(marginFor(eth!, 1, 1, 3)).toBe(1);
  });
});
