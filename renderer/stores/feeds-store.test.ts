import { describe, expect, it } from 'vitest';
import { createFeedsStore } from './feeds-store';
import { order } from './testing/fake-invoke';

const ctx = { pair: 'BTC-USDT', period: '1MIN' } as const;
const settle = (store: ReturnType<typeof createFeedsStore>, a: ReturnType<typeof answer>) =>
  store.getState().actions.settled(a.name, a.key, a.result, a.at, a.askedAt);
/** The ids of the open orders the store shows. */
const openIds = (store: ReturnType<typeof createFeedsStore>) => store.getState().feeds.openOrders.data?.map((o) => o.id);
const answer = (askedAt: number, ids: number[]) => ({
  name: 'openOrders' as const,
  key: 'BTC-USDT',
  result: { ok: true as const, value: ids.map((id) => order(id, 'BTC-USDT', '59000.0')) },
  at: askedAt + 20,
  askedAt,
});

describe("an order shown from its create's answer", () => {
  it('is kept over open orders asked before it was placed, and gives way to those asked after', () => {
    const store = createFeedsStore(ctx);
    settle(store, answer(0, [1]));
    store.getState().actions.showPlaced(order(7, 'BTC-USDT', '59500.0'), 1_000);
    expect(openIds(store)).toEqual([7, 1]);
    settle(store, answer(990, [1]));
    expect(openIds(store)).toEqual([7, 1]);
    settle(store, answer(1_010, [1]));
    expect(openIds(store)).toEqual([1]);
  });

  it("is not added twice, nor to another market's open orders", () => {
    const store = createFeedsStore(ctx);
    settle(store, answer(0, [1, 7]));
    store.getState().actions.showPlaced(order(7, 'BTC-USDT', '59500.0'), 1_000);
    store.getState().actions.showPlaced(order(8, 'ETH-USDT', '3000.00'), 1_000);
    expect(openIds(store)).toEqual([1, 7]);
  });
});

describe('another profile traded', () => {
  it("forgets every feed, and drops an answer asked before the switch (the other venue's)", () => {
    const store = createFeedsStore(ctx);
    settle(store, answer(0, [1]));
    store.getState().actions.showPlaced(order(7, 'BTC-USDT', '59500.0'), 500);
    store.getState().actions.forgetAll(1_000);
    expect(store.getState().feeds.openOrders).toMatchObject({ status: 'loading', data: null, key: 'BTC-USDT' });
    expect(settle(store, answer(990, [1]))).toBe(false);
    expect(openIds(store)).toBeUndefined();
    expect(settle(store, answer(1_010, [2]))).toBe(true);
    expect(openIds(store)).toEqual([2]);
  });
});
