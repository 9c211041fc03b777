import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { scaleOrders } from './scale';

const decimals = { priceDecimal: 1, tradeDecimal: 3 };
const base = { fromPrice: '100', toPrice: '104', count: 5, totalQuantity: '1', distribution: 'flat' as const };

describe('scale orders', () => {
  it('spaces prices evenly from the first to the last, both included', () => {
    const result = scaleOrders(base, decimals);
    expect(result.ok && result.legs.map((l) => l.price)).toEqual(['100.0', '101.0', '102.0', '103.0', '104.0']);
  });

  it('shares the total out flat, the rounding left-over on the largest order, adding up exactly', () => {
    const result = scaleOrders({ ...base, count: 3, toPrice: '102' }, decimals);
    expect(result.ok && result.legs.map((l) => l.quantity)).toEqual(['0.333', '0.333', '0.334']);
  });

  it('grows or shrinks sizes along the way', () => {
    const up = scaleOrders({ ...base, distribution: 'increasing', totalQuantity: '1.5' }, decimals);
    expect(up.ok && up.legs.map((l) => l.quantity)).toEqual(['0.100', '0.200', '0.300', '0.400', '0.500']);
    const down = scaleOrders({ ...base, distribution: 'decreasing', totalQuantity: '1.5' }, decimals);
    expect(down.ok && down.legs.map((l) => l.quantity)).toEqual(['0.500', '0.400', '0.300', '0.200', '0.100']);
  });

  it('goes downwards as well as upwards', () => {
    const result = scaleOrders({ ...base, fromPrice: '104', toPrice: '100' }, decimals);
    expect(result.ok && result.legs.map((l) => l.price)).toEqual(['104.0', '103.0', '102.0', '101.0', '100.0']);
  });

  it('always adds up to the total', () => {
    for (const distribution of ['flat', 'increasing', 'decreasing'] as const) {
      for (const count of [2, 7, 33, 100]) {
        const result = scaleOrders({ ...base, toPrice: '200', count, totalQuantity: '12.345', distribution }, decimals);
        if (!result.ok) throw new Error(result.message);
        const sum = result.legs.reduce((a, l) => a.plus(l.quantity), new Decimal(0));
        expect(sum.toFixed(3)).toBe('12.345');
      }
    }
  });

  it('refuses prices closer than the tick allows, a quantity too small to share, too many decimals', () => {
    expect(scaleOrders({ ...base, toPrice: '100.2' }, decimals)).toMatchObject({ ok: false, field: 'toPrice' });
    expect(scaleOrders({ ...base, totalQuantity: '0.004' }, decimals)).toMatchObject({ ok: false, field: 'totalQuantity' });
    expect(scaleOrders({ ...base, fromPrice: '100.05' }, decimals)).toMatchObject({ ok: false, field: 'fromPrice' });
    expect(scaleOrders({ ...base, count: 1 }, decimals)).toMatchObject({ ok: false, field: 'count' });
    expect(scaleOrders({ ...base, count: 101 }, decimals)).toMatchObject({ ok: false, field: 'count' });
  });
});

describe('a scale between prices of any length', () => {
  it('keeps every digit: the legs run from the one price to the other, never past them', () => {
    const fromPrice = '9'.repeat(400);
    const result = scaleOrders(
      { fromPrice, toPrice: '0.2', count: 3, totalQuantity: '1', distribution: 'flat' },
      { priceDecimal: 3, tradeDecimal: 3 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.legs[0]!.price).toBe(`${fromPrice}.000`);
    expect(result.legs[2]!.price).toBe('0.200');
    expect(result.legs.every((leg) => !leg.price.startsWith('-'))).toBe(true);
  });
});
