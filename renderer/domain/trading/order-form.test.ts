import { describe, expect, it } from 'vitest';
import { visibleErrors } from './entry-context';
import { evaluateOrderForm, maxQuantity, percentOfMax, quantityTextAt } from './order-form';
import { BTC, context, ORDER_DEFAULTS, sidesOf } from './testing';

const { buy, sell } = sidesOf(evaluateOrderForm, { type: 'limit', price: '60000.0', quantity: '1.000', unit: 'base', ...ORDER_DEFAULTS });

describe('a limit order: fields → preview → request', () => {
  it('turns a valid order into the request, in canonical form, with leverage, mode and time in force', () => {
    expect(buy().request).toEqual({
      pair: 'BTC-USDT',
      side: 'buy',
      type: 'limit',
      price: '60000.0',
      quantity: '1.000',
      leverage: 10,
      marginMode: 'isolated',
      timeInForce: 'GTC',
    });
    expect(sell({ price: ' 060000 ', quantity: '.5', marginMode: 'cross', timeInForce: 'POST_ONLY' }).request).toMatchObject({
      side: 'sell',
      price: '60000',
      quantity: '0.5',
      marginMode: 'cross',
      timeInForce: 'POST_ONLY',
    });
  });

  it('keeps the trader’s trailing zeros: they are the precision they meant', () => {
    expect(buy({ price: '60000.0', quantity: '1.000' }).request).toMatchObject({ price: '60000.0', quantity: '1.000' });
  });

  it('previews value, margin, the maker fee of an order that rests, and the isolated liquidation price', () => {
    const { preview, errors } = buy();
    expect(errors).toEqual({});
    expect(preview).toEqual({
      price: '60000.0',
      quantity: '1.000',
      notional: '60000.0000',
      role: 'maker',
      estimate: {
        notional: '60000.0000',
        margin: '6000.0000',
        fee: '12.0000',
        cost: '6012.0000',
        position: { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' },
        liquidation: '54271.3',
      },
    });
    expect(sell().preview?.estimate).toMatchObject({ liquidation: '65671.7', position: { isLong: false, quantity: '1.000' } });
  });

  it('charges the taker fee to a limit order that crosses the book, and the maker fee to Post only', () => {
    expect(buy({ price: '60010.0' }).preview).toMatchObject({ role: 'taker', estimate: { fee: '36.0060' } });
    expect(sell({ price: '59990.0' }).preview?.role).toBe('taker');
    expect(sell({ price: '59990.1' }).preview?.role).toBe('maker');
    expect(buy({ price: '60010.0', timeInForce: 'POST_ONLY' }).preview).toMatchObject({
      role: 'maker',
      note: 'Crosses the book: a Post only order expires instead of trading',
    });
    expect(buy({ timeInForce: 'IOC' }).preview?.note).toBe('Nothing in the book at this price: an IOC order expires unfilled');
  });

  it('estimates a cross position’s liquidation with the available balance after the order behind it', () => {
    // Taker at 60010.0: margin 6001, fee 36.006; available 10000 − 6037.006 = 3962.994 joins the margin 6001:
    // (60010 − 9963.994) / (1 − 0.5 %) = 50297.49…, the highest tick at or below.
    const cross = buy({ marginMode: 'cross', price: '60010.0' });
    expect(cross.preview?.estimate?.liquidation).toBe('50297.4');
    // A rich account carries it at any price.
    expect(buy({ marginMode: 'cross' }, context({ available: '100000' })).preview?.estimate?.liquidation).toBeNull();
    // Without the balance there is nothing to estimate with.
    expect(buy({ marginMode: 'cross' }, context({ available: null })).preview?.estimate?.liquidation).toBeUndefined();
  });

  it('takes the position held into account: a close leaves none (N/A), a larger order flips it', () => {
    const position = { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000', leverage: 10, mode: 'isolated' as const };
    const ctx = context({ position });
    const close = sell({}, ctx);
    expect(close.preview?.estimate).toMatchObject({ margin: '0.0000', fee: '12.0000', cost: '12.0000', position: null, liquidation: null });
    const flip = sell({ quantity: '1.500' }, ctx);
    expect(flip.preview?.estimate?.position).toEqual({ isLong: false, quantity: '0.500', amount: '30000.0000', margin: '3000.0000' });
    const add = buy({ quantity: '0.500', price: '57000.0' }, ctx);
    expect(add.preview?.estimate?.position).toEqual({ isLong: true, quantity: '1.500', amount: '88500.0000', margin: '8850.0000' });
  });

  it('leaves the leverage to the account’s setting until it is known, and estimates no margin meanwhile', () => {
    const form = buy({ leverage: null });
    expect(form.request).not.toHaveProperty('leverage');
    expect(form.preview).toMatchObject({ notional: '60000.0000', estimate: null });
  });

  it.each([
    ['price', '', 'Price is required'],
    ['price', '   ', 'Price is required'],
    ['price', '-5', 'Price must be positive'],
    ['price', '1e3', 'Price must be a plain number like 123.45'],
    ['price', '0x10', 'Price must be a plain number like 123.45'],
    ['price', '1,5', 'Price takes a point for decimals: type 1.5'],
    ['price', '1,000.5', 'Price must be a plain number like 123.45'],
    ['price', 'NaN', 'Price must be a plain number like 123.45'],
    ['price', '.', 'Price must be a plain number like 123.45'],
    ['price', '0', 'Price must be more than 0'],
    ['price', '60000.05', 'Price allows at most 1 decimals'],
    ['quantity', '', 'Quantity is required'],
    ['quantity', '-1', 'Quantity must be positive'],
    ['quantity', '1e3', 'Quantity must be a plain number like 123.45'],
    ['quantity', '0,5', 'Quantity takes a point for decimals: type 0.5'],
    ['quantity', '0', 'Quantity must be more than 0'],
    ['quantity', '0.1234', 'Quantity allows at most 3 decimals'],
    ['quantity', '0.0009', "Quantity is below the exchange's minimum of 0.001 BTC"],
    ['quantity', '0.0004', "Quantity is below the exchange's minimum of 0.001 BTC"],
    ['quantity', '100.001', "Quantity is above the exchange's maximum of 100 BTC per order"],
  ] as const)('refuses the %s %j at its own field, with nothing to preview or send', (field, text, message) => {
    const result = buy({ [field]: text });
    expect(result.errors).toEqual({ [field]: message });
    expect(result.request).toBeNull();
    expect(result.preview).toBeNull();
  });

  it('checks the trade config’s limits (quantity and order value) before the pair’s', () => {
    const ctx = context({ config: { ...context().config!, quantityMin: '0.005', amountMin: '500', amountMax: '100000' } });
    expect(buy({ quantity: '0.004' }, ctx).errors).toEqual({ quantity: "Quantity is below the exchange's minimum of 0.005 BTC" });
    expect(buy({ quantity: '0.005' }, ctx).errors).toEqual({
      quantity: "Order value 300.0000 USDT is below the exchange's minimum of 500 USDT",
    });
    expect(buy({ quantity: '2.000', leverage: 25 }, ctx).errors).toEqual({
      quantity: "Order value 120000.0000 USDT is above the exchange's maximum of 100000 USDT",
    });
    // Until the trade config arrives, the pair's own limits stand.
    expect(buy({ quantity: '0.0005' }, context({ config: null })).errors.quantity).toBe("Quantity is below the exchange's minimum of 0.001 BTC");
  });

  it('refuses what the available balance cannot pay (margin and fee), at the Quantity field, still previewing it', () => {
    const result = buy({ quantity: '2.000' });
    expect(result.errors).toEqual({ quantity: 'Costs 12024.00 USDT with fee; 10000.00 USDT available' });
    expect(result.request).toBeNull();
    expect(result.preview?.estimate?.cost).toBe('12024.0000');
    // Closing needs no margin: the same size against a long of 2 is only its fee.
    const position = { isLong: true, quantity: '2.000', amount: '120000.0000', margin: '12000.0000', leverage: 10, mode: 'isolated' as const };
    expect(sell({ quantity: '2.000' }, context({ position })).errors).toEqual({});
  });

  it('reports both fields at once', () => {
    expect(buy({ price: 'abc', quantity: '' }).errors).toEqual({
      price: 'Price must be a plain number like 123.45',
      quantity: 'Quantity is required',
    });
  });

  it('sends nothing for a pair that is not trading', () => {
    const result = buy({}, context({ pair: { ...BTC, tradable: false } }));
    expect(result.errors).toEqual({ form: 'BTC-USDT is not open for trading' });
    expect(result.request).toBeNull();
  });
});

describe('margin mode and leverage against what the account holds', () => {
  const long = { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000', leverage: 10, mode: 'cross' as const };

  it('refuses the other margin mode while a position or open orders hold the pair', () => {
    expect(buy({}, context({ position: long })).errors).toEqual({
      marginMode: 'Your BTC-USDT position is Cross: orders on it must be Cross too',
    });
    expect(buy({}, context({ openOrderModes: ['cross'] })).errors).toEqual({
      marginMode: 'You have Cross orders open on BTC-USDT: close them or use Cross',
    });
    expect(buy({ marginMode: 'cross' }, context({ openOrderModes: ['cross'] })).errors).toEqual({});
  });

  it('asks an order adding to a position for the position’s leverage, not one reducing it', () => {
    const ctx = context({ position: long });
    expect(buy({ marginMode: 'cross', leverage: 20 }, ctx).errors).toEqual({
      leverage: 'Your long is at 10×: an order adding to it must be 10× too',
    });
    expect(sell({ marginMode: 'cross', leverage: 20 }, ctx).errors).toEqual({});
  });

  it('keeps the leverage within the pair’s and the account’s limits', () => {
    expect(buy({ leverage: 30 }).errors).toEqual({ leverage: 'Leverage on BTC-USDT is from 1× to 25×' });
    expect(buy({ leverage: 20 }, context({ leverageRange: { min: 1, max: 10 } })).errors.leverage).toBe('Leverage on BTC-USDT is from 1× to 10×');
  });
});

describe('a market order', () => {
  it('sends no price, as IOC unless FOK, and previews the price the book gives, as taker', () => {
    const result = buy({ type: 'market', quantity: '0.200', timeInForce: 'GTC' });
    expect(result.request).toEqual({
      pair: 'BTC-USDT',
      side: 'buy',
      type: 'market',
      quantity: '0.200',
      leverage: 10,
      marginMode: 'isolated',
      timeInForce: 'IOC',
    });
    // 0.112 at 60010.0 and 0.088 at 60020.0.
    expect(result.preview).toMatchObject({ price: '60014.4', role: 'taker', notional: '12002.8800' });
    expect(buy({ type: 'market', timeInForce: 'FOK' }).request?.timeInForce).toBe('FOK');
    expect(sell({ type: 'market', quantity: '0.100' }).preview?.price).toBe('59990.0');
  });

  it('still sends, with no estimate, when the book is empty on its side', () => {
    const result = buy({ type: 'market' }, context({ book: { bids: [], asks: [] } }));
    expect(result.request).not.toBeNull();
    expect(result.preview).toBeNull();
  });
});

describe('quantity as an amount of the quote coin', () => {
  it('turns the amount into the base coin at the limit price, rounded down to the lot', () => {
    const result = buy({ unit: 'quote', quantity: '650' });
    expect(result.request?.quantity).toBe('0.010');
    expect(result.preview?.quantity).toBe('0.010');
  });

  it('says what the amount comes to when that is below the minimum', () => {
    expect(buy({ unit: 'quote', quantity: '5' }).errors).toEqual({
      quantity: "5 USDT is 0.000 BTC at 60000.0: below the exchange's minimum of 0.001 BTC",
    });
  });

  it('prices a market order’s amount at the best price of the book, and cannot without one', () => {
    expect(buy({ type: 'market', unit: 'quote', quantity: '600.1' }).request?.quantity).toBe('0.010');
    expect(buy({ type: 'market', unit: 'quote', quantity: '600' }, context({ book: { bids: [], asks: [] } })).errors).toEqual({
      quantity: 'No asks in the book to price 600 USDT at',
    });
  });

  it('parses the amount strictly, in the settle coin’s decimals', () => {
    expect(buy({ unit: 'quote', quantity: '1e3' }).errors).toEqual({ quantity: 'Amount must be a plain number like 123.45' });
    expect(buy({ unit: 'quote', quantity: '10.12345' }).errors).toEqual({ quantity: 'Amount allows at most 4 decimals' });
  });
});

describe('the share of the maximum', () => {
  it('is what the balance opens at the price and leverage, margin and taker fee included, within the exchange’s max', () => {
    // 10000 / (60000 × (1/10 + 0.0006)) = 1.6567…: 1.656 costs 9936 + 59.616.
    expect(maxQuantity(context(), '60000.0', 10)).toBe('1.656');
    expect(maxQuantity(context({ available: '100000000' }), '60000.0', 25)).toBe('100.000');
    expect(maxQuantity(context(), null, 10)).toBeNull();
    expect(maxQuantity(context(), '60000.0', null)).toBeNull();
    expect(maxQuantity(context({ available: null }), '60000.0', 10)).toBeNull();
  });

  it('turns a percent into the field’s text, rounded down, in either unit; and back for the slider', () => {
    expect(quantityTextAt(context(), '1.656', 50, 'base', '60000.0')).toBe('0.828');
    expect(quantityTextAt(context(), '1.656', 25, 'base', '60000.0')).toBe('0.414');
    expect(quantityTextAt(context(), '1.656', 50, 'quote', '60000.0')).toBe('49680.00');
    expect(percentOfMax('0.828', '1.656')).toBe(50);
    expect(percentOfMax('5', '1.656')).toBe(100);
    expect(percentOfMax(null, '1.656')).toBe(0);
  });
});

describe('which errors show', () => {
  const buyErrors = { price: 'Price is required', quantity: 'Costs 12024.00 USDT with fee; 10000.00 USDT available' };
  const sellErrors = { price: 'Price is required' };
  const touched = { price: true, quantity: true };

  it('before a side is tried: only what is wrong either way, and only at fields left or tried', () => {
    expect(visibleErrors(buyErrors, sellErrors, null, touched)).toEqual({ price: 'Price is required' });
    expect(visibleErrors(buyErrors, sellErrors, null, {})).toEqual({});
  });

  it('once a side is tried: all of that side’s', () => {
    expect(visibleErrors(buyErrors, sellErrors, 'buy', touched)).toEqual(buyErrors);
    expect(visibleErrors(buyErrors, sellErrors, 'sell', touched)).toEqual(sellErrors);
  });

  it('always shows what is not about a typed field', () => {
    expect(visibleErrors({ marginMode: 'x', form: 'y' }, { marginMode: 'x', form: 'y' }, null, {})).toEqual({ marginMode: 'x', form: 'y' });
  });
});
