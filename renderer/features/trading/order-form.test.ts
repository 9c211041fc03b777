import { describe, expect, it } from 'vitest';
import { evaluateOrderForm, type OrderFormPair } from './order-form';

const btc: OrderFormPair = {
  symbol: 'BTC-USDT',
  tradable: true,
  priceDecimal: 1,
  tradeDecimal: 3,
  minCount: '0.001',
  maxCount: '100',
};

const form = (price: string, quantity: string, side: 'buy' | 'sell' = 'buy', pair = btc) =>
  evaluateOrderForm({ price, quantity, side }, pair);

describe('evaluateOrderForm', () => {
  it('turns a valid order into the request, in canonical form', () => {
    expect(form('59995.0', '0.123')).toEqual({
      errors: {},
      request: { pair: 'BTC-USDT', side: 'buy', price: '59995.0', quantity: '0.123' },
    });
    expect(form(' 060000 ', '.5', 'sell').request).toEqual({ pair: 'BTC-USDT', side: 'sell', price: '60000', quantity: '0.5' });
  });

  it.each([
    ['', 'Price is required'],
    ['   ', 'Price is required'],
    ['-5', 'Price must be positive'],
    ['1e3', 'Price must be a plain number like 123.45'],
    ['0x10', 'Price must be a plain number like 123.45'],
    ['1,5', 'Price must be a plain number like 123.45'],
    ['NaN', 'Price must be a plain number like 123.45'],
    ['Infinity', 'Price must be a plain number like 123.45'],
    ['.', 'Price must be a plain number like 123.45'],
    ['0', 'Price must be more than 0'],
    ['0.0', 'Price must be more than 0'],
    ['60000.05', 'Price allows at most 1 decimals'],
  ])('refuses the price %j at the Price field', (price, message) => {
    const result = form(price, '0.1');
    expect(result.errors).toEqual({ price: message });
    expect(result.request).toBeNull();
  });

  it.each([
    ['', 'Quantity is required'],
    ['-1', 'Quantity must be positive'],
    ['1e3', 'Quantity must be a plain number like 123.45'],
    ['0x10', 'Quantity must be a plain number like 123.45'],
    ['1,5', 'Quantity must be a plain number like 123.45'],
    ['NaN', 'Quantity must be a plain number like 123.45'],
    ['0', 'Quantity must be more than 0'],
    ['0.1234', 'Quantity allows at most 3 decimals'],
    ['0.0009', 'Quantity allows at most 3 decimals'],
  ])('refuses the quantity %j at the Quantity field', (quantity, message) => {
    const result = form('60000', quantity);
    expect(result.errors).toEqual({ quantity: message });
    expect(result.request).toBeNull();
  });

  it('refuses a quantity below the pair minimum, comparing decimals exactly', () => {
    const pair = { ...btc, tradeDecimal: 4, minCount: '0.01' };
    expect(form('60000', '0.0099', 'buy', pair).errors).toEqual({ quantity: 'Quantity must be at least 0.01' });
    expect(form('60000', '0.0100', 'buy', pair).request).not.toBeNull();
  });

  it('refuses a quantity above the pair maximum', () => {
    expect(form('60000', '100.001').errors).toEqual({ quantity: 'Quantity must be at most 100' });
    expect(form('60000', '100').request).not.toBeNull();
  });

  it('says "a whole number" for a pair without decimals', () => {
    const pair = { ...btc, priceDecimal: 0 };
    expect(form('60000.5', '1', 'buy', pair).errors).toEqual({ price: 'Price must be a whole number' });
  });

  it('reports both fields at once', () => {
    expect(form('abc', '').errors).toEqual({
      price: 'Price must be a plain number like 123.45',
      quantity: 'Quantity is required',
    });
  });

  it('sends nothing for a pair that is not trading', () => {
    const result = form('60000', '1', 'buy', { ...btc, tradable: false });
    expect(result.errors).toEqual({ form: 'BTC-USDT is not open for trading' });
    expect(result.request).toBeNull();
  });

  it('keeps the trader’s trailing zeros: they are the precision they meant', () => {
    expect(form('60000.0', '1.000').request).toMatchObject({ price: '60000.0', quantity: '1.000' });
  });
});
