import { describe, expect, it } from 'vitest';
import { GUARDS_OFF, type GuardSettings } from '../../../shared/bridge';
import { guardNotes, type GuardPreviewInput } from './guard-preview';
import { context } from '../../domain/trading/testing';

const limits = (set: Partial<GuardSettings>): GuardSettings => ({ ...GUARDS_OFF, ...set });
const both = (quantity: string, price: string, more: Partial<GuardPreviewInput> = {}): GuardPreviewInput => ({
  isMarket: false,
  leverage: 10,
  orders: { buy: [{ quantity, price }], sell: [{ quantity, price }] },
  ...more,
});

describe('the guards said under the buttons before the click', () => {
  it('largest order value: the side over it, with its value (a sell limit under the bid is valued at the bid)', () => {
    const ctx = context();
    expect(guardNotes(limits({ maxOrderValue: '1000' }), ctx, both('0.025', '59960.0'))).toEqual([
      'Buy: over Largest order value 1,000 USDT (this order 1,499 USDT)',
      'Sell: over Largest order value 1,000 USDT (this order 1,499.75 USDT)',
    ]);
    expect(guardNotes(limits({ maxOrderValue: '1500' }), ctx, both('0.025', '59960.0'))).toEqual([]);
  });

  it('a market order is valued at the book on its side', () => {
    const market = both('0.025', '0', { isMarket: true });
    // At the ask 60,010.0: 1,500.25; at the bid 59,990.0: 1,499.75.
    expect(guardNotes(limits({ maxOrderValue: '1500' }), context(), market)).toEqual([
      'Buy: over Largest order value 1,500 USDT (this order 1,500.25 USDT)',
    ]);
    expect(guardNotes(limits({ maxOrderValue: '1500' }), context({ book: null }), market)).toEqual([]);
  });

  it('largest position value: the position after the fill, resting orders on its side counted; reducing passes', () => {
    const ctx = context({
      position: { isLong: true, quantity: '0.3', amount: '18000', margin: '1800', leverage: 10, mode: 'isolated' },
      restingBySide: { buy: '0.1', sell: '0' },
    });
    expect(guardNotes(limits({ maxPositionValue: '20000' }), ctx, both('0.1', '50000.0'))).toEqual([
      'Buy: over Largest position value per market 20,000 USDT (position after 25,000 USDT with the 0.1 resting on its buy side filled)',
    ]);
    // Selling 0.2 of a 0.3 long only reduces it: no guard refuses that.
    expect(guardNotes(limits({ maxPositionValue: '1' }), ctx, both('0.2', '60000.0')).filter((n) => n.startsWith('Sell'))).toEqual([]);
  });

  it('highest leverage, once the leverage is known; nothing while the guards are off or not read', () => {
    expect(guardNotes(limits({ maxLeverage: 5 }), context(), both('0.001', '60000.0'))).toEqual([
      'Buy: over Highest leverage 5× (this order 10×)',
      'Sell: over Highest leverage 5× (this order 10×)',
    ]);
    expect(guardNotes(limits({ maxLeverage: 5 }), context(), both('0.001', '60000.0', { leverage: null }))).toEqual([]);
    expect(guardNotes(GUARDS_OFF, context(), both('100', '60000.0'))).toEqual([]);
    expect(guardNotes(null, context(), both('100', '60000.0'))).toEqual([]);
  });

  it('a scale counts its legs together', () => {
    const legs = [
      { quantity: '0.01', price: '59000.0' },
      { quantity: '0.01', price: '58000.0' },
    ];
    expect(guardNotes(limits({ maxOrderValue: '1000' }), context(), { isMarket: false, leverage: 10, orders: { buy: legs, sell: null } })).toEqual([
      'Buy: over Largest order value 1,000 USDT (the 2 orders 1,170 USDT)',
    ]);
  });
});
