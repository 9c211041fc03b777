/**
 * Conformance of what an account reads about itself: balance, fills, the match list, maker earnings,
 * trade config; and accounts kept apart. Three trades of Alice's, set up once, give the figures, worked out by
 * hand: taker fee 0.06 % and maker fee 0.02 % rounded up, maker rebate 0.01 % rounded down, to 0.0001 USDT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRecord } from '../../../shared/exchange/testing';
import { startPaperExchange, type PaperExchange } from '..';
import { accountView, dataOf, decimal, expectIllegal, expectRequired, ID, PAIRS, publicGet, TIME, traderOf, type Trader } from './conformance';
import {
  BALANCE,
  BATCH_CANCEL_WITH_RES,
  CANCEL,
  CANCEL_BY_CLI,
  CREATE,
  FILL_HISTORY,
  keyOf,
  limitOrder,
  MAKER_EARNINGS,
  MAKER_EARNINGS_INFO,
  MATCH_LIST,
  POSITIONS,
  QUERY_ORDER,
  TRADE_CONFIG,
  type Fields,
} from './testing';

let exchange: PaperExchange;
const trader = (name: string) => traderOf(() => exchange.url, keyOf(name));
const alice = trader('alice');
const bob = trader('bob');
const mm = trader('mm');
const DAY_MS = 86_400_000;

const place = async (t: Trader, clientOrderId: string, more: Fields): Promise<number> =>
  dataOf(await t.post(CREATE, limitOrder(clientOrderId, more))).orderId;

/** Alice's orders: opened long as taker, reduced as maker, added to as taker against the seeded book. */
const ids = { open: 0, reduce: 0, add: 0, mmSell: 0 };

beforeAll(async () => {
  exchange = await startPaperExchange({
    accounts: [alice.key, bob.key, { ...mm.key, balance: '1000000' }],
    onError: (e) => console.error(e),
  });
  // Inside the seeded spread (59990.0 / 60010.0).
  ids.mmSell = await place(mm, 'mm-sell', { isLong: false, price: '60000.0', quantity: '0.100' });
  ids.open = await place(alice, 'a-open', { price: '60000.0', quantity: '0.100' });
  ids.reduce = await place(alice, 'a-reduce', { isLong: false, price: '60005.0', quantity: '0.040' });
  await place(mm, 'mm-buy', { price: '60005.0', quantity: '0.040' });
  ids.add = await place(alice, 'a-add', { price: '60010.0', quantity: '0.010', matchType: 2 });
});
afterAll(() => exchange.close());

const fill = (more: Record<string, unknown>) => fillRecord({ tradeId: ID, orderId: ID, clOrdId: expect.any(String), tradeTime: TIME, ...more });
const opened = () => fill({ orderId: ids.open, clOrdId: 'a-open' });
// 2400.2 × 0.0002 = 0.48004 → 0.4801; PnL 0.04 × 5.
const reduced = () =>
  fill({
    orderId: ids.reduce,
    clOrdId: 'a-reduce',
    isClose: true,
    isLong: false,
    isTaker: false,
    fillPrice: '60005.0',
    fillQty: '0.040',
    fillAmt: '2400.2000',
    feeRate: '0.0002',
    fillFee: '0.4801',
    fillPnl: '0.2000',
  });
// 600.1 × 0.0006 = 0.36006 → 0.3601.
const added = () => fill({ orderId: ids.add, clOrdId: 'a-add', fillPrice: '60010.0', fillQty: '0.010', fillAmt: '600.1000', fillFee: '0.3601' });

describe('balance', () => {
  it('holds what the trades left: fees and margin out, PnL and rebate in', async () => {
    // 10000 − 600 − 3.6 + 240 + 0.2 − 0.4801 + 0.24 − 60.01 − 0.3601; frozen: the margin, 360 + 60.01.
    expect(dataOf(await alice.post(BALANCE, { symbol: 'USDT' }))).toEqual({
      userId: ID,
      coinId: 1,
      availableAmount: '9575.9898',
      frozenAmount: '420.0100',
      symbol: 'USDT',
    });
    const [position] = dataOf(await alice.post(POSITIONS, {})).records;
    // 4200.1 / 0.07 = 60001.428571…
    expect(position).toMatchObject({ quantity: '0.070', amount: '4200.1000', openingPrice: '60001.42857', marginAmount: '420.0100' });
  });

  it('freezes the margin of an open order and frees it on cancel', async () => {
    const id = await place(bob, 'frozen', { price: '1000.0', quantity: '0.500', lever: 4 });
    const funds = async () => dataOf(await bob.post(BALANCE, { symbol: 'USDT' }));
    // 1000.0 × 0.5 / 4.
    expect(await funds()).toMatchObject({ availableAmount: '9875.0000', frozenAmount: '125.0000' });
    dataOf(await bob.post(CANCEL, { entrustId: id }));
    expect(await funds()).toMatchObject({ availableAmount: '10000.0000', frozenAmount: '0.0000' });
  });

  it('knows only the settlement coin', async () => {
    expectIllegal(await alice.post(BALANCE, { symbol: 'BTC' }), 'symbol');
    expectRequired(await alice.post(BALANCE, {}), 'symbol');
  });
});

describe('fills', () => {
  const fills = async (params: Fields = {}) => dataOf(await alice.get(FILL_HISTORY, { pairName: 'BTC-USDT', ...params }));

  it('gives the spec’s fill record, newest first', async () => {
    expect(await fills()).toEqual([added(), reduced(), opened()]);
    expect(await fills({ pairName: 'ETH-USDT' })).toEqual([]);
  });

  it('filters by order, id bounds and time, ascending on request, up to limit', async () => {
    const [third, second, first] = await fills();
    expect(third.tradeId).toBeGreaterThan(second.tradeId);
    expect(second.tradeId).toBeGreaterThan(first.tradeId);
    expect(await fills({ orderId: ids.reduce })).toEqual([second]);
    expect(await fills({ limit: 1 })).toEqual([third]);
    expect(await fills({ isAsc: true })).toEqual([first, second, third]);
    expect(await fills({ isAsc: 'TRUE', limit: 2 })).toEqual([first, second]);
    expect(await fills({ idLe: second.tradeId })).toEqual([second, first]);
    expect(await fills({ idGe: second.tradeId })).toEqual([third, second]);
    expect(await fills({ idGe: second.tradeId, idLe: second.tradeId })).toEqual([second]);
    expect(await fills({ beginTime: first.tradeTime, endTime: third.tradeTime })).toHaveLength(3);
    expect(await fills({ beginTime: third.tradeTime + 1 })).toEqual([]);
    expect(await fills({ endTime: first.tradeTime - 1 })).toEqual([]);
  });

  it('lists the match list a page at a time', async () => {
    const match = (f: ReturnType<typeof fill>) => ({
      id: ID,
      entrustId: f.orderId,
      contractPairId: 1,
      symbol: 'BTC-USDT',
      isLong: f.isLong,
      isMarket: false,
      isClose: f.isClose,
      isTaker: f.isTaker,
      lever: 10,
      quantity: f.fillQty,
      averagePrice: f.fillPrice,
      amount: f.fillAmt,
      tradeFee: f.fillFee,
      profitLoss: f.fillPnl,
      createTime: TIME,
    });
    const list = (params: Fields = {}) => alice.post(MATCH_LIST, { pairName: 'BTC-USDT', ...params });
    const all = dataOf(await list());
    expect(all).toEqual({ records: [match(added()), match(reduced()), match(opened())], total: 3, pageNo: 1, pageSize: 10 });
    const [, second] = await fills();
    expect(all.records[1].id).toBe(second.tradeId);
    expect(dataOf(await list({ matchId: second.tradeId }))).toEqual({ records: [all.records[1]], total: 1, pageNo: 1, pageSize: 10 });
    expect(dataOf(await list({ pageNo: 2, pageSize: 2 }))).toEqual({ records: [all.records[2]], total: 3, pageNo: 2, pageSize: 2 });
    expect(dataOf(await list({ pageNo: 3, pageSize: 2 }))).toEqual({ records: [], total: 3, pageNo: 3, pageSize: 2 });
    expectRequired(await alice.post(MATCH_LIST, {}), 'pairName');
  });

  it('gives maker earnings per maker fill and per UTC day', async () => {
    const [, second] = await fills();
    const earning = (orderId: number, tradeId: number, fillPrice: string, fillQty: string, rebateAmount: string) => ({
      id: tradeId,
      tradeId,
      orderId,
      symbol: 'BTC-USDT',
      fillPrice,
      fillQty,
      rebateRate: '0.0001',
      rebateAmount,
      tradeTime: TIME,
    });
    // 2400.2 × 0.0001 = 0.24002 → 0.2400; Mm's 6000 × 0.0001 = 0.6.
    const earned = dataOf(await alice.get(MAKER_EARNINGS, { pairName: 'BTC-USDT' }));
    expect(earned).toEqual([earning(ids.reduce, second.tradeId, '60005.0', '0.040', '0.2400')]);
    const mmEarned = dataOf(await mm.get(MAKER_EARNINGS, { pairName: 'BTC-USDT' }));
    expect(mmEarned).toEqual([earning(ids.mmSell, expect.any(Number), '60000.0', '0.100', '0.6000')]);
    expect(dataOf(await alice.get(MAKER_EARNINGS, { pairName: 'BTC-USDT', idLe: second.tradeId - 1 }))).toEqual([]);
    expect(dataOf(await alice.get(MAKER_EARNINGS, { pairName: 'BTC-USDT', beginTime: second.tradeTime + 1 }))).toEqual([]);
    expect(dataOf(await alice.get(MAKER_EARNINGS, { pairName: 'ETH-USDT', limit: 1 }))).toEqual([]);

    const day = second.tradeTime - (second.tradeTime % DAY_MS);
    const days = dataOf(await alice.get(MAKER_EARNINGS_INFO, { pairName: 'BTC-USDT' }));
    expect(days).toEqual([{ id: ID, symbol: 'BTC-USDT', day, makerVolume: '2400.2000', rebateAmount: '0.2400', tradeCount: 1 }]);
    expect(dataOf(await alice.get(MAKER_EARNINGS_INFO, { pairName: 'BTC-USDT', idLe: days[0].id - 1 }))).toEqual([]);
    expect(dataOf(await mm.get(MAKER_EARNINGS_INFO, { pairName: 'BTC-USDT', limit: 1 }))).toMatchObject([
      { makerVolume: '6000.0000', rebateAmount: '0.6000', tradeCount: 1 },
    ]);
    expectRequired(await alice.get(MAKER_EARNINGS_INFO, {}), 'pairName');
    expectRequired(await alice.get(MAKER_EARNINGS, {}), 'pairName');
  });
});

describe('trade config', () => {
  it('gives fee rates as fractions and the size limits, with the server time in the envelope', async () => {
    const reply = await alice.post(TRADE_CONFIG, {});
    const configs = dataOf(reply, true);
    const config = (pairId: number, quantityMin: string, quantityMax: string) => ({
      pairId,
      takerFeeRate: '0.0006',
      makerFeeRate: '0.0002',
      quantityMin,
      quantityMax,
      amountMin: '0.0001',
      amountMax: decimal(4),
    });
    expect(configs).toEqual([config(1, '0.001', '100'), config(2, '0.01', '1000'), config(3, '0.1', '10000')]);
    // The pair list says the same in percent.
    const pairs = dataOf(await publicGet(exchange.url, '/api/third/info/pairs'));
    expect(pairs.map((p: { minCount: string; takerTradeFeeRate: string }) => [p.minCount, p.takerTradeFeeRate])).toEqual([
      ['0.001', '0.06'],
      ['0.01', '0.06'],
      ['0.1', '0.06'],
    ]);
  });

  it('takes orders from quantityMin to quantityMax, refusing a lot less or more', async () => {
    const configs = dataOf(await bob.post(TRADE_CONFIG, {}), true);
    const lowPrice = { 'BTC-USDT': '100.0', 'ETH-USDT': '10.00', 'SOL-USDT': '1.000' };
    for (const [i, pairName] of PAIRS.entries()) {
      const { quantityMin, quantityMax } = configs[i];
      const order = (id: string, quantity: string) => limitOrder(`${id}-${i}`, { pairName, price: lowPrice[pairName], quantity, lever: 25 });
      // quantityMin is one lot: below it is nothing, or a fraction of a lot.
      for (const below of ['0', quantityMin.replace(/1$/, '09')]) {
        expectIllegal(await bob.post(CREATE, order('below', below)), 'quantity');
      }
      expectIllegal(await bob.post(CREATE, order('above', `${quantityMax}.${quantityMin.split('.')[1]}`)), 'quantity');
      const id = dataOf(await bob.post(CREATE, order('min', quantityMin))).orderId;
      dataOf(await bob.post(CANCEL, { entrustId: id }));
    }
  });
});

describe('several accounts', () => {
  it('keeps each account to itself: orders, fills, positions and balances', async () => {
    const carol = trader('carol');
    await exchange.addAccount({ ...carol.key, balance: '500' });
    const aliceBefore = await accountView(alice);
    const secret = await place(alice, 'same', { price: '900.0' });
    // The same client order id is another account's own.
    const carols = await place(carol, 'same', { price: '900.0' });
    expect(carols).not.toBe(secret);

    expectIllegal(await carol.post(CANCEL, { entrustId: secret }), 'entrustId');
    expectIllegal(await carol.post(QUERY_ORDER, { entrustId: secret }), 'entrustId');
    const [foreign] = dataOf(await carol.post(BATCH_CANCEL_WITH_RES, { entrustIds: `${secret}` }));
    expect(foreign).toMatchObject({ orderId: secret, clientOrderId: '', pairName: '', resultCode: 2001 });
    expect(dataOf(await carol.get(FILL_HISTORY, { pairName: 'BTC-USDT' }))).toEqual([]);
    expect(dataOf(await carol.post(POSITIONS, {})).total).toBe(0);
    const carolsFunds = dataOf(await carol.post(BALANCE, { symbol: 'USDT' }));
    expect(carolsFunds).toMatchObject({ availableAmount: '499.1000', frozenAmount: '0.9000' });

    // Carol's client order id cancels Carol's order, not Alice's.
    expect(dataOf(await carol.post(CANCEL_BY_CLI, { clientOrderId: 'same' }))).toBe(true);
    expect(dataOf(await alice.post(QUERY_ORDER, { entrustId: secret })).status).toBe(1);
    dataOf(await alice.post(CANCEL, { entrustId: secret }));
    const aliceAfter = (await accountView(alice)) as Record<string, unknown>;
    // Alice's only change: her own order, now in her history.
    expect({ ...aliceAfter, 'BTC-USDT done': [] }).toEqual({ ...(aliceBefore as Record<string, unknown>), 'BTC-USDT done': [] });
  });
});
