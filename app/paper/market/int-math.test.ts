import { describe, expect, it } from 'vitest';
import { clamp, roundDiv } from './int-math';

describe('roundDiv', () => {
  it('rounds to the nearest integer, halves away from zero, exactly', () => {
    expect(roundDiv(7, 2)).toBe(4);
    expect(roundDiv(-7, 2)).toBe(-4);
    expect(roundDiv(5, 3)).toBe(2);
    expect(roundDiv(-5, 3)).toBe(-2);
    expect(roundDiv(4, 3)).toBe(1);
    expect(roundDiv(0, 9)).toBe(0);
    expect(roundDiv(9_007_199_254_740_991, 2)).toBe(4_503_599_627_370_496);
  });

  it('clamps into a range', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(clamp(2, 0, 3)).toBe(2);
  });
});
