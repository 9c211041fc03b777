import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './display';

const slow = (value: string, decimals: number) => new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);

describe('formatDecimal', () => {
  it('pads, rounds half up, and writes zero without a sign', () => {
    expect(formatDecimal('60000.5', 2)).toBe('60000.50');
    expect(formatDecimal('60000', 1)).toBe('60000.0');
    expect(formatDecimal('0.125', 2)).toBe('0.13');
    expect(formatDecimal('-0.00', 1)).toBe('0.0');
    expect(formatDecimal('-1.5', 0)).toBe('-2');
  });

  it('writes every value as decimal.js does, fast path or not', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const odd = ['0', '-0', '00.5', '007', '1e3', '-0.000', '.5', '5.', '+1', '12.3400', '-12.005'];
    const values = [...odd];
    for (let i = 0; i < 3000; i++) {
      const int = String(next() % 100_000);
      const frac = String(next()).slice(0, next() % 8);
      values.push(`${next() % 5 === 0 ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);
    }
    for (const value of values) {
      for (const decimals of [0, 1, 2, 4, 8]) {
        let expected: string;
        try {
          expected = slow(value, decimals);
        } catch {
          expect(() => formatDecimal(value, decimals)).toThrow();
          continue;
        }
        expect(formatDecimal(value, decimals), `${value} to ${decimals}`).toBe(expected);
      }
    }
  });
});
