/** Reading back the records of orders that left the book, over a fake bridge. */
import { describe, expect, it } from 'vitest';
import { fakeInvoke, ok, order } from '../stores/testing/fake-invoke';
import { createOrderRecords } from './order-records';

describe('the records of orders that left the book', () => {
  it('are read once an order is final, a few times at most while the exchange still says open, and from the background band', async () => {
    let status = 1;
    const bridge = fakeInvoke({ 'account.order': (p) => ok({ ...order(p.orderId, p.pair, '59000.0'), status }) });
    const records = createOrderRecords(bridge.invoke);
    await Promise.all([records.lookUp('BTC-USDT', 7), records.lookUp('BTC-USDT', 7)]);
    expect(bridge.of('account.order')).toHaveLength(1);
    expect(bridge.of('account.order')[0]).toMatchObject({ params: { pair: 'BTC-USDT', orderId: 7 }, band: 'background' });
    status = 3;
    await records.lookUp('BTC-USDT', 7);
    expect(records.store.getState().byId[7]?.status).toBe(3);
    await records.lookUp('BTC-USDT', 7);
    expect(bridge.of('account.order')).toHaveLength(2);

    status = 1;
    for (let i = 0; i < 5; i++) await records.lookUp('BTC-USDT', 8);
    expect(bridge.of('account.order').filter((c) => (c.params as { orderId: number }).orderId === 8)).toHaveLength(3);
  });
});
