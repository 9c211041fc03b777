import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderRecord } from '../../../shared/exchange/testing';
import { startPaperExchange, type PaperExchange } from '..';
import { CANCEL, CREATE, limitOrder, OPEN_ORDERS, post, request, type Key } from './testing';

const alice: Key = { apiKey: 'alice-key', apiSecret: 'alice-secret' };
const bob: Key = { apiKey: 'bob-key', apiSecret: 'bob-secret' };
const carol: Key = { apiKey: 'carol-key', apiSecret: 'carol-secret' };
const dave: Key = { apiKey: 'dave-key', apiSecret: 'dave-secret' };
let exchange: PaperExchange;

beforeEach(async () => {
  exchange = await startPaperExchange({
    accounts: [alice, bob, { ...carol, balance: '100' }, { ...dave, balance: '1000000' }],
    onError: (error) => {
      throw error;
    },
  });
});
afterEach(() => exchange.close());

const create = (key: Key, params: Record<string, string | number | boolean>) => post(exchange.url, key, CREATE, params);
const placed = async (key: Key, params: Record<string, string | number | boolean>): Promise<number> => {
  const reply = await create(key, params);
  expect(reply.body).toMatchObject({ error: false, code: 200 });
  return reply.body.data.orderId;
};
const openOrders = async (key: Key, pairName = 'BTC-USDT', paging: Record<string, number> = {}) => {
  const reply = await post(exchange.url, key, OPEN_ORDERS, { pairName, ...paging });
  expect(reply.body).toMatchObject({ error: false, code: 200 });
  return reply.body.data;
};
const cancel = (key: Key, entrustId: number | string) => post(exchange.url, key, CANCEL, { entrustId });
const depth = async (pairName = 'BTC-USDT') => (await request(`${exchange.url}/api/third/info/depth?pairName=${pairName}&limit=3`)).body.data;

describe('creating orders', () => {
  it('answers with the order reference and lists the order with exact decimal strings', async () => {
    const before = Date.now();
    const reply = await create(alice, limitOrder('first-1', { price: '59000.0', quantity: '0.250', lever: 5 }));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['code', 'data', 'error', 'msg', 'sid']);
    expect(reply.body).toMatchObject({ error: false, code: 200, msg: 'SUCCESS' });
    expect(reply.body.sid).toMatch(/^[0-9a-f]{8,32}$/);
    expect(reply.body.data).toEqual({ pairName: 'BTC-USDT', orderId: expect.any(Number), corderId: 'first-1' });

    const { records, total, pageNo, pageSize } = await openOrders(alice);
    expect({ total, pageNo, pageSize }).toEqual({ total: 1, pageNo: 1, pageSize: 10 });
    expect(records).toEqual([
      orderRecord({
        id: reply.body.data.orderId,
        clientOrderId: 'first-1',
        lever: 5,
        price: '59000.0',
        quantity: '0.250',
        amount: '14750.0000',
        dealQuantity: '0.000',
        dealAmount: '0.0000',
        depositAmount: '2950.0000',
        createTime: expect.any(Number),
        updateTime: expect.any(Number),
      }),
    ]);
    expect(records[0].createTime).toBeGreaterThanOrEqual(before);
    expect(records[0].updateTime).toBe(records[0].createTime);
  });

  it('fills by price, then time, at the resting order’s price, leaving partial fills open', async () => {
    const aliceBid = await placed(alice, limitOrder('a', { price: '59995.0', quantity: '0.500' }));
    const bobBid = await placed(bob, limitOrder('b', { price: '59995.0', quantity: '0.500' }));
    expect((await depth()).bids[0]).toEqual({ price: '59995.0', quantity: '1.000' });

    // Dave sells down to 59000: he takes the 59995 level first, Alice's order before Bob's.
    await placed(dave, limitOrder('c', { isLong: false, price: '59000.0', quantity: '0.700', lever: 25, matchType: 2 }));
    expect((await openOrders(alice)).records.map((o: { id: number }) => o.id)).not.toContain(aliceBid);
    expect((await openOrders(bob)).records).toEqual([
      expect.objectContaining({ id: bobBid, status: 2, dealQuantity: '0.200', dealAmount: '11999.0000', depositAmount: '1799.8500' }),
    ]);
    expect((await depth()).bids[0]).toEqual({ price: '59995.0', quantity: '0.300' });
  });

  it('accepts True/False and other cases of booleans, and a market order with no price', async () => {
    await placed(alice, limitOrder('t1', { isLong: 'True', isMarket: 'False' }));
    await placed(alice, limitOrder('t2', { isLong: 'TRUE', isMarket: 'false' }));
    // A market sell of the whole best bid level takes it off the book (Dave has the margin for it).
    const bestBid = (await depth()).bids[0];
    const { price: _, ...noPrice } = limitOrder('m1', { isLong: 'false', isMarket: 'True', quantity: bestBid.quantity });
    await placed(dave, noPrice);
    expect((await depth()).bids[0].price).toBe('59980.0');
    expect((await openOrders(alice)).total).toBe(2);
  });

  it('expires a crossing POST_ONLY, an unfillable FOK and an IOC remainder, leaving nothing open', async () => {
    const { asks } = await depth();
    const best = asks[0];
    const moreThanBest = new Decimal(best.quantity).plus('0.001').toFixed(3);
    await placed(dave, limitOrder('post', { price: best.price, matchType: 4 }));
    await placed(dave, limitOrder('fok', { price: best.price, quantity: moreThanBest, matchType: 3 }));
    expect((await depth()).asks).toEqual(asks);
    expect((await openOrders(dave)).total).toBe(0);
    await placed(dave, limitOrder('ioc', { price: best.price, quantity: moreThanBest, matchType: 2 }));
    expect((await depth()).asks[0]).toEqual(asks[1]);
    expect((await openOrders(dave)).total).toBe(0);
  });

  it('refuses what the balance cannot hold (2102), changing nothing', async () => {
    // Carol has 100 USDT: 1000.1 × 1 / 10 needs 100.01.
    const tooMuch = await create(carol, limitOrder('big', { price: '1000.1', quantity: '1.000' }));
    expect(tooMuch.status).toBe(200);
    expect(tooMuch.body).toMatchObject({ error: true, code: 2102, data: null });
    expect((await openOrders(carol)).total).toBe(0);
    // Exactly the whole balance still fits, under the same client order id.
    await placed(carol, limitOrder('big', { price: '1000.0', quantity: '1.000' }));
    expect((await create(carol, limitOrder('more', { quantity: '0.001' }))).body.code).toBe(2102);
  });

  it('refuses a client order id the account has used (2001), changing nothing', async () => {
    const id = await placed(alice, limitOrder('same'));
    const again = await create(alice, limitOrder('same', { price: '1001.0' }));
    expect(again.body).toMatchObject({ error: true, code: 2001, msg: 'Illegal parameter:clientOrderId', data: null });
    expect((await cancel(alice, id)).body.code).toBe(200);
    expect((await create(alice, limitOrder('same'))).body.code).toBe(2001);
    expect((await openOrders(alice)).total).toBe(0);
    await placed(bob, limitOrder('same'));
  });
});

describe('validation', () => {
  const required = ['pairName', 'isLong', 'isMarket', 'matchType', 'price', 'quantity', 'lever', 'positionType', 'clientOrderId'];
  it.each(required)('answers 2002 when %s is missing', async (field) => {
    const params: Record<string, string | number | boolean> = limitOrder('missing');
    delete params[field];
    expect((await create(alice, params)).body).toEqual({
      error: true,
      code: 2002,
      msg: `Required parameter:${field}`,
      data: null,
      sid: expect.any(String),
    });
  });

  it.each<[string, Record<string, string | number>]>([
    ['pairName', { pairName: 'DOGE-USDT' }],
    ['isLong', { isLong: 'yes' }],
    ['isMarket', { isMarket: '1' }],
    ['matchType', { matchType: 5 }],
    ['matchType', { matchType: 'GTC' }],
    ['price', { price: '1000.05' }],
    ['price', { price: '-1000' }],
    ['price', { price: '1e3' }],
    ['price', { price: '0' }],
    ['quantity', { quantity: '0.0001' }],
    ['quantity', { quantity: '0' }],
    ['quantity', { quantity: '100.001' }],
    ['lever', { lever: 0 }],
    ['lever', { lever: 26 }],
    ['lever', { lever: '2.5' }],
    ['positionType', { positionType: 1 }],
    ['positionType', { positionType: 2 }],
    ['clientOrderId', { clientOrderId: 'a b' }],
    ['clientOrderId', { clientOrderId: 'x'.repeat(65) }],
  ])('answers 2001 for an illegal %s (%j)', async (field, bad) => {
    const reply = await create(alice, limitOrder('bad', bad));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ error: true, code: 2001, msg: `Illegal parameter:${field}`, data: null });
    expect((await openOrders(alice)).total).toBe(0);
  });

  it('takes trailing zeros as the same number, and the limits themselves', async () => {
    await placed(alice, limitOrder('z1', { price: '1000.00', quantity: '0.0100' }));
    await placed(alice, limitOrder('z2', { quantity: '0.001', lever: 1 }));
    await placed(bob, limitOrder('z3', { price: '100.0', quantity: '100', lever: 25 }));
  });

  it('pages open orders and refuses a page size over 100', async () => {
    for (const n of [1, 2, 3]) await placed(alice, limitOrder(`p${n}`, { price: `${1000 + n}.0` }));
    const page = await openOrders(alice, 'BTC-USDT', { pageNo: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(page.records.map((o: { clientOrderId: string }) => o.clientOrderId)).toEqual(['p1']);
    expect((await openOrders(alice, 'BTC-USDT', { pageSize: 100 })).total).toBe(3);
    const tooBig = await post(exchange.url, alice, OPEN_ORDERS, { pairName: 'BTC-USDT', pageSize: 101 });
    expect(tooBig.body).toMatchObject({ error: true, code: 2001, msg: 'Illegal parameter:pageSize' });
    const noPair = await post(exchange.url, alice, OPEN_ORDERS, {});
    expect(noPair.body).toMatchObject({ error: true, code: 2002, msg: 'Required parameter:pairName' });
  });
});

describe('canceling', () => {
  it('cancels an open order and says why others cannot be canceled', async () => {
    const id = await placed(alice, limitOrder('x'));
    const done = await cancel(alice, id);
    expect(done.body).toMatchObject({ error: false, code: 200, msg: 'SUCCESS', data: true });
    expect((await openOrders(alice)).total).toBe(0);
    expect((await cancel(alice, id)).body).toMatchObject({ error: true, code: 2125 });

    const expired = await placed(alice, limitOrder('ioc', { matchType: 2 }));
    expect((await cancel(alice, expired)).body).toMatchObject({ error: true, code: 2125 });

    const { asks } = await depth();
    const filled = await placed(alice, limitOrder('fill', { price: asks[0].price, quantity: '0.001' }));
    expect((await cancel(alice, filled)).body).toMatchObject({ error: true, code: 2126 });

    const bobs = await placed(bob, limitOrder('bob'));
    for (const other of [bobs, 999_999, 1]) {
      expect((await cancel(alice, other)).body).toMatchObject({ error: true, code: 2001, msg: 'Illegal parameter:entrustId' });
    }
    expect((await openOrders(bob)).total).toBe(1);
    expect((await cancel(alice, 'abc')).body).toMatchObject({ code: 2001, msg: 'Illegal parameter:entrustId' });
  });
});
