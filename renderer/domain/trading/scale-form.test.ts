import { describe, expect, it } from 'vitest';
import { evaluateScaleForm } from './scale-form';
import { context, ORDER_DEFAULTS, sidesOf } from './testing';

const { buy, sell } = sidesOf(evaluateScaleForm, {
  fromPrice: '59000',
  toPrice: '59400',
  count: '5',
  totalQuantity: '0.500',
  distribution: 'flat',
  ...ORDER_DEFAULTS,
});

describe('a scale order: fields → preview → request', () => {
  it('previews each order as the core will build it (shared scaleOrders), and the request to send', () => {
    const result = buy();
    expect(result.errors).toEqual({});
    expect(result.preview?.legs).toEqual([
      { price: '59000.0', quantity: '0.100', notional: '5900.0000', crosses: false },
      { price: '59100.0', quantity: '0.100', notional: '5910.0000', crosses: false },
      { price: '59200.0', quantity: '0.100', notional: '5920.0000', crosses: false },
      { price: '59300.0', quantity: '0.100', notional: '5930.0000', crosses: false },
      { price: '59400.0', quantity: '0.100', notional: '5940.0000', crosses: false },
    ]);
    expect(result.request).toEqual({
      pair: 'BTC-USDT',
      side: 'buy',
      fromPrice: '59000',
      toPrice: '59400',
      count: 5,
      totalQuantity: '0.500',
      distribution: 'flat',
      leverage: 10,
      marginMode: 'isolated',
      timeInForce: 'GTC',
    });
  });

  it('totals value, margin (each order’s rounded up) and maker fees, and the position if all fill', () => {
    const { preview } = buy();
    expect(preview).toMatchObject({ totalQuantity: '0.500', notional: '29600.0000', averagePrice: '59200.0' });
    expect(preview?.estimate).toMatchObject({
      margin: '2960.0000',
      fee: '5.9200',
      cost: '2965.9200',
      position: { isLong: true, quantity: '0.500', amount: '29600.0000', margin: '2960.0000' },
      // (29600 − 2960) / (0.5 × 0.995) = 53547.7…
      liquidation: '53547.7',
    });
  });

  it('shares the quantity out growing or shrinking', () => {
    const up = buy({ distribution: 'increasing', totalQuantity: '1.5' });
    expect(up.preview?.legs.map((l) => l.quantity)).toEqual(['0.100', '0.200', '0.300', '0.400', '0.500']);
    expect(up.request?.distribution).toBe('increasing');
    const down = buy({ distribution: 'decreasing', totalQuantity: '1.5' });
    expect(down.preview?.legs.map((l) => l.quantity)).toEqual(['0.500', '0.400', '0.300', '0.200', '0.100']);
  });

  it('says when orders cross the book: they trade at once, or as Post only expire', () => {
    expect(sell().preview?.note).toBe('5 of the orders cross the book and trade at once');
    expect(sell().preview?.legs.every((l) => l.crosses)).toBe(true);
    expect(sell({ timeInForce: 'POST_ONLY' }).preview?.note).toBe('5 of the orders cross the book: as Post only they expire instead of trading');
    expect(sell({ timeInForce: 'POST_ONLY' }).request?.timeInForce).toBe('POST_ONLY');
    // A scale rests: IOC or FOK make no sense for it and count as GTC.
    expect(buy({ timeInForce: 'IOC' }).request?.timeInForce).toBe('GTC');
  });

  it.each([
    [{ count: '' }, { count: 'Orders is required' }],
    [{ count: '1' }, { count: 'Orders must be a whole number from 2 to 100' }],
    [{ count: '101' }, { count: 'Orders must be a whole number from 2 to 100' }],
    [{ count: '2.5' }, { count: 'Orders must be a whole number from 2 to 100' }],
    [{ fromPrice: '1e3' }, { fromPrice: 'From price must be a plain number like 123.45' }],
    [{ toPrice: '59400.05' }, { toPrice: 'To price allows at most 1 decimals' }],
    [{ totalQuantity: '' }, { totalQuantity: 'Total quantity is required' }],
    [{ toPrice: '59000.2' }, { toPrice: "The prices are too close together for 5 orders at this market's tick" }],
    [{ totalQuantity: '0.004' }, { totalQuantity: 'Total quantity is too small to share out over 5 orders' }],
    [{ totalQuantity: '5' }, { totalQuantity: 'Costs 29659.20 USDT with fee; 10000.00 USDT available' }],
  ])('refuses %j at its field', (more, errors) => {
    const result = buy(more);
    expect(result.errors).toEqual(errors);
    expect(result.request).toBeNull();
  });

  it('checks every order against the trade config: the smallest against the minimum, each value against its limits', () => {
    const config = { ...context().config!, quantityMin: '0.05' };
    expect(buy({ totalQuantity: '0.2' }, context({ config })).errors).toEqual({
      totalQuantity: "The smallest order would be 0.040 BTC: below the exchange's minimum of 0.05 BTC",
    });
    const valued = { ...context().config!, amountMin: '5905' };
    expect(buy({}, context({ config: valued })).errors).toEqual({
      totalQuantity: "The order at 59000.0: order value 5900.0000 USDT is below the exchange's minimum of 5905 USDT",
    });
  });

  it('refuses the other margin mode and a leverage out of range, as a single order does', () => {
    expect(buy({}, context({ openOrderModes: ['cross'] })).errors).toEqual({
      marginMode: 'You have Cross orders open on BTC-USDT: close them or use Cross',
    });
    expect(buy({ leverage: 26 }).errors).toEqual({ leverage: 'Leverage on BTC-USDT is from 1× to 25×' });
  });
});
