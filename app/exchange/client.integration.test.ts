/** The real client against the real paper exchange (a still book) on 127.0.0.1: every endpoint, as a caller uses it. */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PositionType } from '../../shared/exchange';
import { startPaperExchange, type PaperExchange } from '../paper';
import { ExchangeClient } from './client';
import type { OrderInput } from './params';
import { ethLimitBuy, failure } from './testing/orders';

const ALICE = { apiKey: 'client-alice', apiSecret: 'alice-secret' };
const BOB = { apiKey: 'client-bob', apiSecret: 'bob-secret' };
const ETH = 'ETH-USDT';
const DECIMAL = /^-?\d+(\.\d+)?$/;

let paper: PaperExchange;
let alice: ExchangeClient;
let bob: ExchangeClient;

beforeAll(async () => {
  paper = await startPaperExchange({ port: 0, market: false, accounts: [ALICE, BOB] });
  alice = new ExchangeClient({ baseUrl: paper.url, credentials: ALICE, clockRefreshMs: 0 });
  bob = new ExchangeClient({ baseUrl: paper.url, credentials: BOB, clockRefreshMs: 0 });
  await alice.syncClock();
});
afterAll(async () => {
  alice.close();
  bob.close();
  await paper.close();
});

const limit = (clientOrderId: string, fields: Partial<OrderInput> = {}): OrderInput => ethLimitBuy(clientOrderId, '2990.00', '0.50', fields);

const openIds = async (client: ExchangeClient) =>
  (await client.call('openOrders', { pairName: ETH, pageSize: 100 })).records.map((o) => o.clientOrderId);

describe('market data', () => {
  it('measures the clock offset and reports latency and budget', () => {
    const status = alice.status();
    expect(Math.abs(status.clockOffsetMs ?? Infinity)).toBeLessThan(1_000);
    expect(status.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.budget.capacity).toBe(10);
    expect(status.throttledUntil).toBeNull();
  });

  it('reads the pairs with their decimals, limits and fee rates', async () => {
    const pairs = await alice.call('pairs');
    expect(pairs.map((p) => p.symbol)).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']);
    expect(pairs.find((p) => p.symbol === ETH)).toMatchObject({
      id: 2,
      tradable: true,
      priceDecimal: 2,
      tradeDecimal: 2,
      minCount: '0.01',
      maxLever: 25,
      takerTradeFeeRate: '0.06',
      settleCoinName: 'USDT',
    });
  });

  it('reads the book best first, and the index and mark prices as decimal strings', async () => {
    const depth = await alice.call('depth', { pairName: ETH, limit: 5 });
    expect(depth.bids.map((l) => l.price)).toEqual(['2999.00', '2998.00', '2997.00', '2996.00', '2995.00']);
    expect(depth.asks[0]).toEqual({ price: '3001.00', quantity: expect.stringMatching(DECIMAL) });
    expect(await alice.call('indexPrice', { pairName: ETH })).toBe('3000.00');
    expect(await alice.call('markPrice', { pairName: ETH })).toMatch(DECIMAL);
  });

  it('gives the server time of the ticker and open interest answers', async () => {
    const serverNow = alice.clock.serverNow();
    const ticker = await alice.request('ticker', { pairName: ETH });
    expect(ticker.data).toMatchObject({ contractPairId: 2, period: '1DAY', time: 0, high: '3000.00', low: '3000.00' });
    expect(Math.abs((ticker.timestamp ?? 0) - serverNow)).toBeLessThan(2_000);
    const oi = await alice.request('openInterest');
    expect(oi.data.map((r) => r.symbol)).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']);
    expect(oi.timestamp).toBeGreaterThanOrEqual(serverNow - 1_000);
  });

  it('reads the current funding rate; a still market has no funding history and no candles yet', async () => {
    const rate = await alice.call('fundingRate', { pairName: ETH });
    expect(rate).toEqual({ symbol: ETH, fundingRate: expect.stringMatching(DECIMAL) });
    expect(await alice.call('fundingHistory', { pairName: ETH, limit: 10 })).toEqual([]);
    expect(await alice.call('kline', { pairName: ETH, period: '1MIN', limit: 10 })).toEqual([]);
  });
});

describe('orders', () => {
  it('places, lists, queries and cancels an order; a second cancel is refused with the exchange code', async () => {
    const ref = await alice.call('createOrder', limit('it-place-1'));
    expect(ref).toMatchObject({ pairName: ETH, corderId: 'it-place-1' });
    const open = await alice.call('openOrders', { pairName: ETH, pageNo: 1, pageSize: 100 });
    expect(open.records.find((o) => o.id === ref.orderId)).toMatchObject({
      clientOrderId: 'it-place-1',
      price: '2990.00',
      quantity: '0.50',
      isLong: true,
      status: OrderStatus.OPEN,
    });
    await expect(alice.call('cancelOrder', { entrustId: ref.orderId })).resolves.toBe(true);
    expect((await alice.call('queryOrder', { entrustId: ref.orderId })).status).toBe(OrderStatus.CANCELED);
    const again = await failure(alice.call('cancelOrder', { entrustId: ref.orderId }));
    expect(again).toMatchObject({ kind: 'rejected', code: 2125 });
  });

  it('cancels by client order id', async () => {
    const ref = await alice.call('createOrder', limit('it-by-cli', { price: '2980.00' }));
    await expect(alice.call('cancelOrderByClientId', { clientOrderId: 'it-by-cli' })).resolves.toBe(true);
    expect(await alice.call('queryOrder', { entrustId: ref.orderId })).toMatchObject({
      clientOrderId: 'it-by-cli',
      status: OrderStatus.CANCELED,
    });
  });

  it('places a batch and cancels it in one call', async () => {
    const refs = await alice.call('batchCreate', {
      orders: [limit('it-batch-a', { price: '2970.00' }), limit('it-batch-b', { isLong: false, price: '3100.00' })],
    });
    expect(refs.map((r) => r.corderId)).toEqual(['it-batch-a', 'it-batch-b']);
    expect(await openIds(alice)).toEqual(expect.arrayContaining(['it-batch-a', 'it-batch-b']));
    await expect(alice.call('batchCancel', { entrustIds: refs.map((r) => r.orderId) })).resolves.toBe(true);
    expect(await openIds(alice)).not.toEqual(expect.arrayContaining(['it-batch-a']));
  });

  it('answers a batch with results per order, and cancels with results per id', async () => {
    const results = await alice.call('batchCreateWithRes', {
      orders: [limit('it-res-ok', { price: '2960.00' }), limit('it-res-bad', { lever: 26 })],
    });
    expect(results).toEqual([
      { corderId: 'it-res-ok', orderId: expect.any(Number), pairName: ETH, resultCode: 200, resultMsg: 'SUCCESS' },
      { corderId: 'it-res-bad', orderId: null, pairName: ETH, resultCode: 2001, resultMsg: 'Illegal parameter:lever' },
    ]);
    const placed = results[0]!.orderId!;
    const cancelled = await alice.call('batchCancelWithRes', { entrustIds: [placed, 999_999] });
    expect(cancelled[0]).toMatchObject({ orderId: placed, clientOrderId: 'it-res-ok', resultCode: 1 });
    expect(cancelled[0]!.resultMsg).toMatch(/^canceled/);
    expect(cancelled[1]).toMatchObject({ orderId: 999_999 });
    expect(cancelled[1]!.resultCode).not.toBe(1);
  });

  it('reports a rejection with the exchange code and message', async () => {
    const err = await failure(alice.call('createOrder', limit('it-bad-qty', { quantity: '0.001' })));
    expect(err).toMatchObject({ kind: 'rejected', code: 2001 });
    expect(err.message).toMatch(/quantity/);
  });

  it('refuses bad input before sending, naming the field', async () => {
    const bad = async (promise: Promise<unknown>, field: RegExp) => {
      const err = await failure(promise);
      expect(err.kind).toBe('invalid-input');
      expect(err.message).toMatch(field);
    };
    await bad(alice.call('createOrder', limit('x', { price: '1e3' })), /price: expected a plain decimal/);
    await bad(alice.call('createOrder', limit('x', { quantity: '0' })), /quantity: must be more than 0/);
    await bad(alice.call('createOrder', limit('x', { lever: 2.5 })), /lever/);
    await bad(alice.call('createOrder', limit('x', { matchType: 7 })), /matchType/);
    await bad(alice.call('createOrder', limit('')), /clientOrderId/);
    await bad(alice.call('openOrders', { pairName: ETH, pageSize: 101 }), /pageSize: at most 100/);
    // @ts-expect-error: a period that does not exist
    await bad(alice.call('kline', { pairName: ETH, period: '2MIN' }), /period/);
    // @ts-expect-error: a parameter the endpoint does not take
    await bad(alice.call('depth', { pairName: ETH, depth: 5 }), /depth/);
    await bad(alice.call('batchCreate', { orders: [limit('same'), limit('same')] }), /orders: each order needs its own/);
  });
});

describe('trading and the account', () => {
  let makerOrderId: number;

  beforeAll(async () => {
    // Alice rests a sell inside the spread; Bob buys it at market: Alice is the maker, Bob the taker.
    makerOrderId = (await alice.call('createOrder', limit('it-maker', { isLong: false, price: '3000.50', quantity: '0.20' }))).orderId;
    await bob.call('createOrder', limit('it-taker', { isMarket: true, matchType: 2, price: '0', quantity: '0.20' }));
  });

  it('shows the trade in last trades, fills, the match list and order history', async () => {
    const [trade] = await alice.call('trades', { pairName: ETH, limit: 1 });
    expect(trade).toMatchObject({ contractPairId: 2, price: '3000.50', quantity: '0.20', amount: '600.1000', isLong: true });
    const [fill] = await alice.call('fillHistory', { pairName: ETH, orderId: makerOrderId });
    expect(fill).toMatchObject({ orderId: makerOrderId, clOrdId: 'it-maker', isTaker: false, fillPrice: '3000.50', fillQty: '0.20' });
    expect(fill!.fillFee).toMatch(DECIMAL);
    const matches = await bob.call('matchList', { pairName: ETH, pageSize: 10 });
    expect(matches.records[0]).toMatchObject({ isTaker: true, isLong: true, quantity: '0.20', averagePrice: '3000.50' });
    const history = await alice.call('orderHistory', { symbol: ETH, limit: 10 });
    expect(history.find((o) => o.id === makerOrderId)).toMatchObject({ status: OrderStatus.FILLED, dealQuantity: '0.20' });
  });

  it('shows the positions, and open interest counting them', async () => {
    const { records } = await alice.call('positions', { pairName: ETH });
    expect(records).toEqual([
      expect.objectContaining({ symbol: ETH, isLong: false, quantity: '0.20', openingPrice: expect.stringMatching(/^3000\.5/) }),
    ]);
    expect(records[0]!.restrictPrice).toMatch(DECIMAL);
    const [oi] = await alice.call('openInterest', { pairName: ETH });
    expect(oi).toMatchObject({ symbol: ETH, amount: '0.20', count: 2 });
  });

  it('pays the maker a rebate, trade by trade and by day', async () => {
    const [earning] = await alice.call('makerEarnings', { pairName: ETH, limit: 10 });
    expect(earning).toMatchObject({ orderId: makerOrderId, fillPrice: '3000.50', fillQty: '0.20' });
    expect(new Decimal(earning!.rebateAmount).gt(0)).toBe(true);
    const [day] = await alice.call('makerEarningDays', { pairName: ETH });
    expect(day).toMatchObject({ symbol: ETH, tradeCount: 1, rebateAmount: earning!.rebateAmount });
    expect(day!.day % 86_400_000).toBe(0);
  });

  it('adds margin to a position', async () => {
    const before = (await alice.call('positions', { pairName: ETH })).records[0]!;
    await expect(alice.call('adjustMargin', { positionId: before.id, call: true, marginAmount: '5' })).resolves.toBe(true);
    const after = (await alice.call('positions', { pairName: ETH })).records[0]!;
    expect(new Decimal(after.marginAmount).minus(before.marginAmount).toString()).toBe('5');
  });

  it('sets and reads the leverage', async () => {
    await expect(alice.call('setUserLever', { contractPairId: 1, lever: 20, positionType: PositionType.CROSS })).resolves.toBe(true);
    expect(await alice.call('getUserLever', { contractPairId: 1 })).toEqual({
      contractPairId: 1,
      positionType: PositionType.CROSS,
      lever: 20,
    });
  });

  it('reads the balance, the trade config (with its server time) and an empty tariff list', async () => {
    const balance = await alice.call('balance', { symbol: 'USDT' });
    expect(balance).toMatchObject({ coinId: 1, symbol: 'USDT' });
    expect(new Decimal(balance.availableAmount).lt(10_000)).toBe(true);
    expect(new Decimal(balance.frozenAmount).gt(0)).toBe(true);
    const configs = await alice.request('tradeConfigs');
    expect(configs.data.find((c) => c.pairId === 2)).toMatchObject({ takerFeeRate: '0.0006', quantityMin: '0.01' });
    expect(configs.timestamp).toEqual(expect.any(Number));
    expect(await alice.call('tariffs', { pageSize: 5 })).toEqual({ records: [], total: 0, pageNo: 1, pageSize: 5 });
  });
});

describe('authentication', () => {
  it('a private call without a key is an auth error; a public one works', async () => {
    const anonymous = new ExchangeClient({ baseUrl: paper.url, clockRefreshMs: 0 });
    expect((await failure(anonymous.call('balance', { symbol: 'USDT' }))).kind).toBe('auth');
    expect(await anonymous.call('indexPrice', { pairName: ETH })).toBe('3000.00');
  });

  it('a wrong secret is an auth error and places nothing', async () => {
    const wrong = new ExchangeClient({ baseUrl: paper.url, credentials: { ...ALICE, apiSecret: 'nope' }, clockRefreshMs: 0 });
    const err = await failure(wrong.call('createOrder', limit('it-wrong-secret')));
    expect(err).toMatchObject({ kind: 'auth', code: 401 });
    expect(await openIds(alice)).not.toContain('it-wrong-secret');
  });
});
