import { describe, expect, it } from 'vitest';
import { evaluateOrderForm, type OrderFormFields } from './order-form';
import { context } from './testing';

const fields = (more: Partial<OrderFormFields> = {}): OrderFormFields => ({
  type: 'limit',
  price: '61000.0',
  quantity: '2.500',
  unit: 'base',
  leverage: 10,
  marginMode: 'isolated',
  timeInForce: 'GTC',
  reduceOnly: true,
  ...more,
});
const long = { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000', leverage: 10, mode: 'isolated' as const };

describe('reduce only', () => {
  it('caps an order larger than the position at what the position holds, and says so', () => {
    const form = evaluateOrderForm(fields({ type: 'market', price: '' }), context({ position: long }), 'sell');
    expect(form.request?.quantity).toBe('1.000');
    expect(form.preview?.note).toBe('Reduce only: capped at 1.000 BTC, what the position holds');
    // The position after: flat, never a short.
    expect(form.preview?.estimate?.position).toBeNull();
  });

  it('leaves an order within the position as typed', () => {
    const form = evaluateOrderForm(fields({ quantity: '0.400' }), context({ position: long }), 'sell');
    expect(form.request?.quantity).toBe('0.400');
    expect(form.preview?.note).toBeUndefined();
  });

  it('a resting limit is capped at the position less the orders already resting on that side', () => {
    const ctx = context({ position: long, restingBySide: { buy: '0', sell: '0.300' } });
    const form = evaluateOrderForm(fields(), ctx, 'sell');
    expect(form.request?.quantity).toBe('0.700');
    expect(form.preview?.note).toBe('Reduce only: capped at 0.700 BTC, the position less your resting orders');
    // An IOC trades now: capped at the position alone.
    expect(evaluateOrderForm(fields({ timeInForce: 'IOC', price: '59000.0' }), ctx, 'sell').request?.quantity).toBe('1.000');
    const covered = evaluateOrderForm(fields(), context({ position: long, restingBySide: { buy: '0', sell: '1.000' } }), 'sell');
    expect(covered.request).toBeNull();
    expect(covered.errors.form).toBe('Reduce only: your resting sell orders (1.000 BTC) already close the whole long');
  });

  it('refuses the side that would add to the position, and an order with no position', () => {
    const adding = evaluateOrderForm(fields(), context({ position: long }), 'buy');
    expect(adding.request).toBeNull();
    expect(adding.errors.form).toBe('Reduce only: a buy would add to your long');
    const none = evaluateOrderForm(fields(), context(), 'sell');
    expect(none.request).toBeNull();
    expect(none.errors.form).toBe('Reduce only: there is no BTC-USDT long position for a sell to reduce');
    expect(evaluateOrderForm(fields(), context(), 'buy').errors.form).toBe('Reduce only: there is no BTC-USDT short position for a buy to reduce');
  });

  it('names the short a sell would add to, and the short resting buys already close', () => {
    const short = { ...long, isLong: false };
    expect(evaluateOrderForm(fields(), context({ position: short }), 'sell').errors.form).toBe('Reduce only: a sell would add to your short');
    const covered = evaluateOrderForm(fields({ price: '59000.0' }), context({ position: short, restingBySide: { buy: '1.000', sell: '0' } }), 'buy');
    expect(covered.errors.form).toBe('Reduce only: your resting buy orders (1.000 BTC) already close the whole short');
  });

  it('caps a quantity given in USDT too, and a short is reduced by a buy', () => {
    const short = { ...long, isLong: false };
    const form = evaluateOrderForm(fields({ unit: 'quote', quantity: '150000', price: '59000.0' }), context({ position: short }), 'buy');
    expect(form.request?.quantity).toBe('1.000');
  });

  it('off, nothing changes', () => {
    expect(evaluateOrderForm(fields({ reduceOnly: false }), context({ position: long }), 'sell').request?.quantity).toBe('2.500');
  });
});
