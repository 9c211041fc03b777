import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/exchange';
import { ok } from '../../stores/testing/fake-invoke';
import type { PlaceOrderRequest } from '../../stores';
import { lastOpenOrder, markDone, MAX_SENT, ORDER_SETTLE_MS, remember, sentOrderOf, sentOrdersOfBatch, type SentOrder } from './sent-orders';

const limit: PlaceOrderRequest = { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: '59000.0', quantity: '0.010', timeInForce: 'GTC' };
const placed = (orderId: number, state: { status: number; filledQuantity: string } | null = null) =>
  ok({ pair: 'BTC-USDT', orderId, clientOrderId: `c${orderId}`, state });
const sent = (orderId: number, at: number, pair = 'BTC-USDT', done = false): SentOrder => ({ pair, orderId, at, done });

describe('the orders placed in this session', () => {
  it('count a resting order as open, and one that filled or expired on placing as done', () => {
    expect(sentOrderOf(limit, placed(1), 100)).toEqual({ pair: 'BTC-USDT', orderId: 1, at: 100, done: false });
    const ioc = { ...limit, timeInForce: 'IOC' } as const;
    expect(sentOrderOf(ioc, placed(2, { status: OrderStatus.FILLED, filledQuantity: '0.010' }), 100)?.done).toBe(true);
    expect(sentOrderOf(ioc, placed(3, { status: OrderStatus.EXPIRED, filledQuantity: '0' }), 100)?.done).toBe(true);
    expect(sentOrderOf(ioc, placed(4, { status: OrderStatus.PARTIALLY_FILLED, filledQuantity: '0.005' }), 100)?.done).toBe(false);
    expect(sentOrderOf({ ...limit, type: 'market', price: undefined }, placed(5), 100)?.done).toBe(true);
    expect(sentOrderOf(limit, { ok: false, error: { kind: 'rejected', code: 2102, message: 'Insufficient balance' } }, 100)).toBeNull();
  });

  it('take the placed orders of a scale', () => {
    const batch = ok({
      placed: 1,
      items: [
        { pair: 'BTC-USDT', clientOrderId: 'a', price: '59000.0', quantity: '0.1', outcome: 'placed' as const, orderId: 8 },
        {
          pair: 'BTC-USDT',
          clientOrderId: 'b',
          price: '58900.0',
          quantity: '0.1',
          outcome: 'not-placed' as const,
          error: { kind: 'rejected', message: 'no' },
        },
      ],
    });
    expect(sentOrdersOfBatch(batch, 5)).toEqual([sent(8, 5)]);
  });

  it('keep the newest last, each once, at most a few', () => {
    const list = remember(remember([], [sent(1, 1), sent(2, 2)]), [sent(1, 3)]);
    expect(list.map((o) => o.orderId)).toEqual([2, 1]);
    const many = remember(
      [],
      Array.from({ length: MAX_SENT + 5 }, (_, i) => sent(i + 1, i)),
    );
    expect(many).toHaveLength(MAX_SENT);
    expect(many[0]!.orderId).toBe(6);
  });
});

describe('the last order', () => {
  const list = [sent(1, 1000), sent(2, 2000, 'ETH-USDT'), sent(3, 3000)];

  it('is the newest not known to be done', () => {
    expect(lastOpenOrder(list, [])?.orderId).toBe(3);
    expect(lastOpenOrder(markDone(list, 3), [])?.orderId).toBe(2);
    expect(lastOpenOrder(markDone(markDone(markDone(list, 3), 2), 1), [])).toBeNull();
  });

  it('skips one an open-orders answer that came well after it no longer lists', () => {
    const later = 3000 + ORDER_SETTLE_MS;
    expect(lastOpenOrder(list, [{ pair: 'BTC-USDT', orderIds: [1], at: later }])?.orderId).toBe(2);
    expect(lastOpenOrder(list, [{ pair: null, orderIds: [1], at: later }])?.orderId).toBe(1);
  });

  it('does not trust an answer that may have been asked before the order landed, nor one of another market', () => {
    expect(lastOpenOrder(list, [{ pair: 'BTC-USDT', orderIds: [], at: 3500 }])?.orderId).toBe(3);
    expect(lastOpenOrder(list, [{ pair: 'ETH-USDT', orderIds: [], at: 99_999 }])?.orderId).toBe(3);
  });
});
