import { describe, expect, it } from 'vitest';
import { order, PAIRS } from '../../stores/testing/fake-invoke';
import {
  averagePrice,
  averagePriceText,
  decimalsFor,
  formatDateTime,
  formatUtcDay,
  marginModeText,
  num,
  orderPriceText,
  percentText,
  signOf,
  statusText,
  timeInForceText,
} from './order-text';

describe('order words', () => {
  it('say status, time in force and margin mode in words', () => {
    expect([1, 2, 3, 4, 5].map(statusText)).toEqual(['Open', 'Partially filled', 'Filled', 'Cancelled', 'Expired']);
    expect(statusText(9)).toBe('Status 9');
    expect([1, 2, 3, 4].map(timeInForceText)).toEqual(['GTC', 'IOC', 'FOK', 'Post only']);
    expect([3, 4].map(marginModeText)).toEqual(['Isolated', 'Cross']);
  });
});

describe('numbers', () => {
  it('show in the pair’s decimals, or as sent when unknown', () => {
    const btc = decimalsFor(PAIRS, 'BTC-USDT');
    expect(btc).toEqual({ price: 1, quantity: 3, settle: 2 });
    expect(num('60000', btc.price)).toBe('60000.0');
    expect(num('0.5', btc.quantity)).toBe('0.500');
    expect(num('1.23', decimalsFor(PAIRS, 'XYZ-USDT').price)).toBe('1.23');
    expect(num('not a number', 2)).toBe('not a number');
  });

  it('average the fills: deal amount over deal quantity', () => {
    expect(averagePrice('1200.5', '0.02')).toBe('60025');
    expect(averagePrice('0', '0')).toBeNull();
    const filled = { ...order(1, 'BTC-USDT', '60000.0'), dealAmount: '1200.57', dealQuantity: '0.020' };
    expect(averagePriceText(filled, decimalsFor(PAIRS, 'BTC-USDT'))).toBe('60028.5');
    expect(averagePriceText(order(2, 'BTC-USDT', '60000.0'), decimalsFor(PAIRS, 'BTC-USDT'))).toBe('—');
  });

  it('say "Market" for a market order’s price', () => {
    expect(orderPriceText({ ...order(1, 'BTC-USDT', '60000'), isMarket: true }, decimalsFor(PAIRS, 'BTC-USDT'))).toBe('Market');
    expect(orderPriceText(order(1, 'BTC-USDT', '60000'), decimalsFor(PAIRS, 'BTC-USDT'))).toBe('60000.0');
  });

  it('write rates as percentages and know a sign', () => {
    expect(percentText('0.0001')).toBe('0.0100 %');
    expect(signOf('-0.5')).toBe('down');
    expect(signOf('0.00')).toBe('flat');
    expect(signOf('2')).toBe('up');
  });
});

describe('times', () => {
  it('are local date and time; daily records are UTC days', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 4, 3, 7).getTime())).toBe('2026-11-21 04:03:07');
    expect(formatUtcDay(Date.UTC(2026, 10, 21))).toBe('2026-11-21');
  });
});
