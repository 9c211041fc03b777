import { describe, expect, it } from 'vitest';
import { restingOrderOf } from './placed-order';

const placed = { pair: 'BTC-USDT', orderId: 7, clientOrderId: 'c7', state: null };
const ctx = { pairId: 1, book: { bids: [{ price: '59990.0', quantity: '1' }], asks: [{ price: '60010.0', quantity: '1' }] }, now: 5 };

describe('an acknowledged order as Open orders will record it', () => {
  it('a resting limit order: its price, quantity, side, mode and time in force, nothing filled', () => {
    expect(
      restingOrderOf(
        { pair: 'BTC-USDT', side: 'sell', price: '60100.0', quantity: '0.010', leverage: 5, marginMode: 'cross', timeInForce: 'POST_ONLY' },
        placed,
        ctx,
      ),
    ).toMatchObject({
      id: 7,
      isLong: false,
      price: '60100.0',
      quantity: '0.010',
      amount: '601',
      depositAmount: '120.2',
      matchType: 4,
      positionType: 4,
      dealQuantity: '0',
      status: 1,
      createTime: 5,
    });
  });

  it('none for what may not rest: market, IOC, FOK, crossing the book, or no book known', () => {
    expect(restingOrderOf({ pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010' }, placed, ctx)).toBeNull();
    expect(restingOrderOf({ pair: 'BTC-USDT', side: 'buy', price: '59000.0', quantity: '0.010', timeInForce: 'IOC' }, placed, ctx)).toBeNull();
    expect(restingOrderOf({ pair: 'BTC-USDT', side: 'buy', price: '60010.0', quantity: '0.010' }, placed, ctx)).toBeNull();
    expect(restingOrderOf({ pair: 'BTC-USDT', side: 'sell', price: '59990.0', quantity: '0.010' }, placed, ctx)).toBeNull();
    expect(restingOrderOf({ pair: 'BTC-USDT', side: 'buy', price: '59000.0', quantity: '0.010' }, placed, { ...ctx, book: null })).toBeNull();
  });
});
