/**
 * Conformance of the order endpoints (create and cancel, and the order queries): JSON batches signed over their
 * bytes, per-item results, both batch cancel behaviours, the order record as queryOrder and the history give it.
 * One exchange; each test trades as its own account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRecord } from '../../../shared/exchange/testing';
import { startPaperExchange, type PaperExchange } from '..';
import { accountView, dataOf, expectIllegal, expectRefused, expectRequired, ID, TIME, traderOf, type Trader } from './conformance';
import { BATCH_CANCEL, BATCH_CANCEL_WITH_RES, BATCH_CREATE, BATCH_CREATE_WITH_RES, CANCEL, CANCEL_BY_CLI, CREATE } from './testing';
import { limitOrder, OPEN_ORDERS, ORDER_HISTORY, QUERY_ORDER, type Fields } from './testing';

let exchange: PaperExchange;
let accounts = 0;
/** A new account with `balance` USDT. */
async function newTrader(balance = '10000'): Promise<Trader> {
  const key = { apiKey: `orders-${++accounts}`, apiSecret: `secret-${accounts}` };
  await exchange.addAccount({ ...key, balance });
  return traderOf(() => exchange.url, key);
}

beforeAll(async () => {
  exchange = await startPaperExchange({ onError: (e) => console.error(e) });
});
afterAll(() => exchange.close());

/** A batch item: an order input without `timestamp`. */
const item = (clientOrderId: string | number, more: Record<string, unknown> = {}): Record<string, unknown> => {
  const { clientOrderId: _, ...rest } = limitOrder('x');
  return { ...rest, clientOrderId, ...more };
};
const place = async (t: Trader, clientOrderId: string, more: Fields = {}): Promise<number> =>
  dataOf(await t.post(CREATE, limitOrder(clientOrderId, more))).orderId;
const openIds = async (t: Trader): Promise<string[]> => {
  const page = dataOf(await t.post(OPEN_ORDERS, { pairName: 'BTC-USDT', pageSize: 100 }));
  return page.records.map((o: { clientOrderId: string }) => o.clientOrderId);
};
const queryOrder = async (t: Trader, entrustId: number) => dataOf(await t.post(QUERY_ORDER, { entrustId }));

/** The order record of `limitOrder` (a GTC buy of 0.010 BTC at 1000.0, isolated, 10×), open and untouched. */
const restingOrder = (clientOrderId: string, more: Record<string, unknown> = {}) =>
  orderRecord({
    id: ID,
    clientOrderId,
    price: '1000.0',
    quantity: '0.010',
    amount: '10.0000',
    dealQuantity: '0.000',
    dealAmount: '0.0000',
    depositAmount: '1.0000',
    createTime: TIME,
    updateTime: TIME,
    ...more,
  });

describe('batchCreate', () => {
  it('places every order and answers their references, numbers accepted as strings and strings as numbers', async () => {
    const t = await newTrader();
    const body = {
      orders: [item('b-1'), item(42, { price: 1000.5, quantity: 0.02, isLong: 'True', lever: '5' })],
      timestamp: String(Date.now()),
    };
    const refs = dataOf(await t.json(BATCH_CREATE, body));
    expect(refs).toEqual([
      { pairName: 'BTC-USDT', orderId: ID, corderId: 'b-1' },
      { pairName: 'BTC-USDT', orderId: ID, corderId: '42' },
    ]);
    expect(refs[1].orderId).toBeGreaterThan(refs[0].orderId);
    // 1000.5 × 0.02 = 20.01, held at 5×.
    const figures = { price: '1000.5', quantity: '0.020', lever: 5, amount: '20.0100', depositAmount: '4.0020' };
    expect(await queryOrder(t, refs[1].orderId)).toEqual(restingOrder('42', { id: refs[1].orderId, ...figures }));
    expect(await openIds(t)).toEqual(['42', 'b-1']);
  });

  it('places nothing when any order’s parameters are bad', async () => {
    const t = await newTrader();
    expectIllegal(await t.json(BATCH_CREATE, { orders: [item('ok'), item('bad', { price: '1000.05' })] }), 'price');
    const { quantity: _, ...noQuantity } = item('short');
    expectRequired(await t.json(BATCH_CREATE, { orders: [item('ok'), noQuantity] }), 'quantity');
    expectIllegal(await t.json(BATCH_CREATE, { orders: [item('ok'), item('unknown', { pairName: 'XRP-USDT' })] }), 'pairName');
    expect(await openIds(t)).toEqual([]);
  });

  it('stops at the order the engine refuses (2102), naming the orders placed before it, which stand', async () => {
    const t = await newTrader('100');
    const tooBig = item('too-big', { quantity: '10.000', lever: 1 });
    const reply = await t.json(BATCH_CREATE, { orders: [item('first'), tooBig, item('third')] });
    expectRefused(reply, 2102, /order 2 of 3; placed before it: #\d+/);
    const open = dataOf(await t.post(OPEN_ORDERS, { pairName: 'BTC-USDT', pageSize: 100 })).records;
    expect(open.map((o: { clientOrderId: string }) => o.clientOrderId)).toEqual(['first']);
    expect(reply.body.msg).toContain(`#${open[0].id}`);
  });

  it('changes nothing when a client order id repeats inside the batch or was used before', async () => {
    const t = await newTrader('1000');
    const before = await accountView(t);
    expectRefused(await t.json(BATCH_CREATE, { orders: [item('dup'), item('dup')] }), 2001, 'Illegal parameter:clientOrderId');
    expect(await accountView(t)).toEqual(before);
  });
});

describe('batchCreateWithRes', () => {
  it('answers one result per order, refused ones with orderId null and their own code, envelope 200', async () => {
    const t = await newTrader('1000');
    const { quantity: _, ...noQuantity } = item('w7');
    const orders = [
      item('w1'),
      item('w2', { price: '1000.05' }),
      item(3),
      item('w4', { quantity: '10.000', lever: 1 }),
      item('w1', { price: '999.0' }),
      item('w6', { pairName: 'XRP-USDT' }),
      noQuantity,
      item('w8', { lever: 26 }),
    ];
    const results = dataOf(await t.json(BATCH_CREATE_WITH_RES, { orders }));
    const placed = (corderId: string) => ({ corderId, orderId: ID, pairName: 'BTC-USDT', resultCode: 200, resultMsg: 'SUCCESS' });
    const refused = (corderId: string, resultCode: number, resultMsg: unknown, pairName = 'BTC-USDT') => ({
      corderId,
      orderId: null,
      pairName,
      resultCode,
      resultMsg,
    });
    expect(results).toEqual([
      placed('w1'),
      refused('w2', 2001, 'Illegal parameter:price'),
      placed('3'),
      refused('w4', 2102, expect.any(String)),
      refused('w1', 2001, 'Illegal parameter:clientOrderId'),
      refused('w6', 2001, 'Illegal parameter:pairName', 'XRP-USDT'),
      refused('w7', 2002, 'Required parameter:quantity'),
      refused('w8', 2001, 'Illegal parameter:lever'),
    ]);
    expect(await openIds(t)).toEqual(['3', 'w1']);
    expect((await queryOrder(t, results[0].orderId)).clientOrderId).toBe('w1');
  });

  it('answers 200 with every item refused when none can be placed', async () => {
    const t = await newTrader();
    const orders = [item('a', { matchType: 9 }), item('b', { positionType: 1 })];
    const results = dataOf(await t.json(BATCH_CREATE_WITH_RES, { orders }));
    expect(results.map((r: { orderId: null; resultMsg: string }) => [r.orderId, r.resultMsg])).toEqual([
      [null, 'Illegal parameter:matchType'],
      [null, 'Illegal parameter:positionType'],
    ]);
    expect(await openIds(t)).toEqual([]);
  });
});

describe('cancelling', () => {
  it('cancels by client order id, answering true', async () => {
    const t = await newTrader();
    const id = await place(t, 'by-cli');
    expect(dataOf(await t.post(CANCEL_BY_CLI, { clientOrderId: 'by-cli' }))).toBe(true);
    expect(await queryOrder(t, id)).toEqual(restingOrder('by-cli', { id, status: 4, depositAmount: '0.0000' }));
    expectRefused(await t.post(CANCEL_BY_CLI, { clientOrderId: 'by-cli' }), 2125);
    expectIllegal(await t.post(CANCEL_BY_CLI, { clientOrderId: 'never-used' }), 'clientOrderId');
    expectRequired(await t.post(CANCEL_BY_CLI, {}), 'clientOrderId');
  });

  it('batchCancelEntrust cancels in order and stops at the first failure', async () => {
    const t = await newTrader();
    const [a, b, c] = [await place(t, 'a'), await place(t, 'b'), await place(t, 'c')];
    dataOf(await t.post(CANCEL, { entrustId: b }));
    expectRefused(await t.post(BATCH_CANCEL, { entrustIds: `${a},${b},${c}` }), 2125);
    expect(await openIds(t)).toEqual(['c']);
    expect(dataOf(await t.post(BATCH_CANCEL, { entrustIds: `${c}` }))).toBe(true);
    expect(await openIds(t)).toEqual([]);
  });

  it('batchCancelWithRes skips failures and reports every id', async () => {
    const t = await newTrader();
    const other = await newTrader();
    const [a, b, c] = [await place(t, 'a'), await place(t, 'b', { isLong: false, price: '99999.0' }), await place(t, 'c')];
    dataOf(await t.post(CANCEL, { entrustId: c }));
    const foreign = await place(other, 'secret-order');
    const results = dataOf(await t.post(BATCH_CANCEL_WITH_RES, { entrustIds: [a, c, 999_999, foreign, b].join(',') }));
    const cancelled = (orderId: number, clientOrderId: string, isLong: boolean) => ({
      orderId,
      clientOrderId,
      pairName: 'BTC-USDT',
      isLong,
      resultCode: 1,
      resultMsg: expect.stringMatching(/^canceled/),
    });
    // An id the account does not own tells nothing about the order.
    const unknown = (orderId: number) => ({
      orderId,
      clientOrderId: '',
      pairName: '',
      isLong: null,
      resultCode: 2001,
      resultMsg: 'Illegal parameter:entrustId',
    });
    expect(results).toEqual([
      cancelled(a, 'a', true),
      { ...cancelled(c, 'c', true), resultCode: 2125, resultMsg: expect.any(String) },
      unknown(999_999),
      unknown(foreign),
      cancelled(b, 'b', false),
    ]);
    expect(await openIds(t)).toEqual([]);
    expect(await openIds(other)).toEqual(['secret-order']);
  });

  it('reports an order already filled as 2126 in both batch cancels', async () => {
    const t = await newTrader();
    const filled = await place(t, 'taker', { price: '60010.0', quantity: '0.001' });
    expectRefused(await t.post(BATCH_CANCEL, { entrustIds: `${filled}` }), 2126);
    const [result] = dataOf(await t.post(BATCH_CANCEL_WITH_RES, { entrustIds: `${filled}` }));
    expect(result).toMatchObject({ orderId: filled, clientOrderId: 'taker', resultCode: 2126 });
  });
});

describe('queryOrder and order history', () => {
  it('gives a filled order its deal, a done order no deposit, and lists done orders newest first', async () => {
    const t = await newTrader();
    const resting = await place(t, 'resting');
    const cancelled = await place(t, 'cancelled');
    dataOf(await t.post(CANCEL, { entrustId: cancelled }));
    // Takes 0.001 of the seeded book's best ask, 60010.0.
    const filled = await place(t, 'filled', { price: '60010.0', quantity: '0.001' });
    const deal = { price: '60010.0', quantity: '0.001', amount: '60.0100', dealQuantity: '0.001', dealAmount: '60.0100' };
    const filledRecord = restingOrder('filled', { id: filled, ...deal, depositAmount: '0.0000', status: 3 });
    expect(await queryOrder(t, filled)).toEqual(filledRecord);
    expect(await queryOrder(t, resting)).toEqual(restingOrder('resting', { id: resting }));

    const cancelledRecord = restingOrder('cancelled', { id: cancelled, status: 4, depositAmount: '0.0000' });
    const history = dataOf(await t.get(ORDER_HISTORY, { symbol: 'BTC-USDT' }));
    expect(history).toEqual([filledRecord, cancelledRecord]);
    expect(dataOf(await t.get(ORDER_HISTORY, { symbol: 'BTC-USDT', limit: 1 }))).toEqual([filledRecord]);
    expect(dataOf(await t.get(ORDER_HISTORY, { symbol: 'BTC-USDT', beginTime: Date.now() + 1000 }))).toEqual([]);
    expect(dataOf(await t.get(ORDER_HISTORY, { symbol: 'ETH-USDT' }))).toEqual([]);
  });

  it('refuses an order it does not know, and bad history parameters', async () => {
    const t = await newTrader();
    expectIllegal(await t.post(QUERY_ORDER, { entrustId: 123_456 }), 'entrustId');
    expectIllegal(await t.post(QUERY_ORDER, { entrustId: '1.0' }), 'entrustId');
    expectRequired(await t.post(QUERY_ORDER, {}), 'entrustId');
    expectRequired(await t.get(ORDER_HISTORY, {}), 'symbol');
    expectIllegal(await t.get(ORDER_HISTORY, { symbol: 'USDT' }), 'symbol');
    for (const limit of [0, 1001]) expectIllegal(await t.get(ORDER_HISTORY, { symbol: 'BTC-USDT', limit }), 'limit');
    expectIllegal(await t.get(ORDER_HISTORY, { symbol: 'BTC-USDT', beginTime: '-1' }), 'beginTime');
  });
});
