/**
 * Conformance of the public endpoints (no key) on a still market whose clock the test drives: two trades of
 * Alice's against the seeded book, then every candle period, the ticker, the tape, open interest and funding.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '..';
import { dataOf, decimal, expectIllegal, expectRequired, ID, PAIRS, publicGet, traderOf } from './conformance';
import { CREATE, keyOf, limitOrder, type Fields } from './testing';

const MINUTE = 60_000;
/** Monday 2023-11-20 00:00 UTC: every candle period opens here, the week included. */
const T0 = 1_700_438_400_000;
let clock = T0;
let exchange: PaperExchange;
const url = () => exchange.url;
const alice = traderOf(url, keyOf('alice'), () => clock);
const get = (path: string, params: Fields = {}) => publicGet(url(), path, params);

// The seeded BTC book: best bid 59990.0, best ask 60010.0.
const TRADE_A = { time: T0 + 30_000, price: '60010.0', quantity: '0.005', amount: '300.0500' };
const TRADE_B = { time: T0 + 2 * MINUTE + 10_000, price: '59990.0', quantity: '0.002', amount: '119.9800' };

beforeAll(async () => {
  exchange = await startPaperExchange({ now: () => clock, accounts: [alice.key], onError: (e) => console.error(e) });
  clock = TRADE_A.time;
  dataOf(await alice.post(CREATE, limitOrder('a', { price: TRADE_A.price, quantity: TRADE_A.quantity, matchType: 2 })));
  clock = TRADE_B.time;
  const sell = limitOrder('b', { isLong: false, price: TRADE_B.price, quantity: TRADE_B.quantity, matchType: 2 });
  dataOf(await alice.post(CREATE, sell));
  clock = T0 + 4 * MINUTE + 30_000;
});
afterAll(() => exchange.close());

/** A BTC candle; `prices` are open, high, low, close. */
const candle = (time: number, period: string, prices: string[], count: number, quantity: string, amount: string) => {
  const [open, hight, low, close] = prices;
  return { contractPairId: 1, period, time, open, close, low, hight, count, quantity, amount };
};
const flat = (time: number, period: string, price: string) => candle(time, period, [price, price, price, price], 0, '0.000', '0.0000');
const both = (time: number, period: string) => candle(time, period, ['60010.0', '60010.0', '59990.0', '59990.0'], 2, '0.007', '420.0300');

describe('kline', () => {
  it('gives 1MIN candles newest first, flat at the last close where nothing traded, none before the first trade', async () => {
    const klines = dataOf(await get('/api/third/info/kline', { pairName: 'BTC-USDT', period: '1MIN' }));
    expect(klines).toEqual([
      flat(T0 + 4 * MINUTE, '1MIN', '59990.0'),
      flat(T0 + 3 * MINUTE, '1MIN', '59990.0'),
      candle(T0 + 2 * MINUTE, '1MIN', ['59990.0', '59990.0', '59990.0', '59990.0'], 1, '0.002', '119.9800'),
      flat(T0 + MINUTE, '1MIN', '60010.0'),
      candle(T0, '1MIN', ['60010.0', '60010.0', '60010.0', '60010.0'], 1, '0.005', '300.0500'),
    ]);
  });

  it('answers every period, each candle opening on its period', async () => {
    expect(dataOf(await get('/api/third/info/kline', { pairName: 'BTC-USDT', period: '3MIN' }))).toEqual([
      flat(T0 + 3 * MINUTE, '3MIN', '59990.0'),
      both(T0, '3MIN'),
    ]);
    for (const period of ['5MIN', '15MIN', '30MIN', '1HOUR', '4HOUR', '8HOUR', '12HOUR', '1DAY', '1WEEK']) {
      expect(dataOf(await get('/api/third/info/kline', { pairName: 'BTC-USDT', period }))).toEqual([both(T0, period)]);
    }
  });

  it('stops at limit and ends at the candle holding endTime', async () => {
    const kline = async (more: Fields) => {
      const candles = dataOf(await get('/api/third/info/kline', { pairName: 'BTC-USDT', period: '1MIN', ...more }));
      return candles.map((c: { time: number }) => c.time);
    };
    expect(await kline({ limit: 2 })).toEqual([T0 + 4 * MINUTE, T0 + 3 * MINUTE]);
    expect(await kline({ endTime: T0 + 2 * MINUTE + 59_999 })).toEqual([T0 + 2 * MINUTE, T0 + MINUTE, T0]);
    expect(await kline({ endTime: T0 + MINUTE, limit: 1 })).toEqual([T0 + MINUTE]);
    expect(await kline({ endTime: T0 - 1 })).toEqual([]);
    // An endTime in the future ends at now.
    expect(await kline({ endTime: clock + 3_600_000, limit: 1 })).toEqual([T0 + 4 * MINUTE]);
    expect(await kline({ limit: 1500 })).toHaveLength(5);
  });

  it('has no candles for a pair that never traded', async () => {
    expect(dataOf(await get('/api/third/info/kline', { pairName: 'ETH-USDT', period: '1DAY' }))).toEqual([]);
  });

  it('refuses a missing or unknown period, pair, limit or endTime', async () => {
    const kline = (params: Fields) => get('/api/third/info/kline', params);
    expectRequired(await kline({ period: '1MIN' }), 'pairName');
    expectRequired(await kline({ pairName: 'BTC-USDT' }), 'period');
    expectIllegal(await kline({ pairName: 'BTC-USDT', period: '2MIN' }), 'period');
    expectIllegal(await kline({ pairName: 'BTC-USDT', period: '1min' }), 'period');
    expectIllegal(await kline({ pairName: 'BTC', period: '1MIN' }), 'pairName');
    for (const limit of [0, 1501, -1, 'ten']) expectIllegal(await kline({ pairName: 'BTC-USDT', period: '1MIN', limit }), 'limit');
    expectIllegal(await kline({ pairName: 'BTC-USDT', period: '1MIN', endTime: 'yesterday' }), 'endTime');
  });
});

describe('ticker, trades, open interest', () => {
  it('gives the 24-hour ticker as a 1DAY candle at time 0, with the server time in the envelope', async () => {
    const reply = await get('/api/third/info/ticker/24hr', { pairName: 'BTC-USDT' });
    expect(dataOf(reply, true)).toEqual(both(0, '1DAY'));
    expect(reply.body.timestamp).toBe(clock);
    // No trade in a day: flat at the index, nothing traded.
    const eth = dataOf(await get('/api/third/info/ticker/24hr', { pairName: 'ETH-USDT' }), true);
    expect(eth).toEqual({ ...flat(0, '1DAY', '3000.00'), contractPairId: 2, quantity: '0.00', amount: '0.0000' });
    expectRequired(await get('/api/third/info/ticker/24hr'), 'pairName');
    expectIllegal(await get('/api/third/info/ticker/24hr', { pairName: 'btc-usdt' }), 'pairName');
  });

  it('lists the last trades newest first, the taker side as isLong', async () => {
    const trade = (t: typeof TRADE_A, isLong: boolean) => ({
      contractMatchPairId: ID,
      contractPairId: 1,
      price: t.price,
      quantity: t.quantity,
      amount: t.amount,
      isLong,
      timestamp: t.time,
    });
    const trades = dataOf(await get('/api/third/info/trades', { pairName: 'BTC-USDT' }));
    expect(trades).toEqual([trade(TRADE_B, false), trade(TRADE_A, true)]);
    expect(trades[0].contractMatchPairId).toBeGreaterThan(trades[1].contractMatchPairId);
    expect(dataOf(await get('/api/third/info/trades', { pairName: 'BTC-USDT', limit: 1 }))).toEqual([trade(TRADE_B, false)]);
    expect(dataOf(await get('/api/third/info/trades', { pairName: 'SOL-USDT' }))).toEqual([]);
    for (const limit of [0, 1001, 'x']) expectIllegal(await get('/api/third/info/trades', { pairName: 'BTC-USDT', limit }), 'limit');
    expectRequired(await get('/api/third/info/trades'), 'pairName');
  });

  it('gives open interest per pair, or for all pairs, with the server time in the envelope', async () => {
    // Alice is long 0.003 (0.005 bought, 0.002 sold); the seeded market maker short as much: two positions.
    const btc = { contractPairId: 1, symbol: 'BTC-USDT', amount: '0.003', count: 2 };
    const one = await get('/api/third/info/oi', { pairName: 'BTC-USDT' });
    expect(dataOf(one, true)).toEqual([btc]);
    expect(one.body.timestamp).toBe(clock);
    expect(dataOf(await get('/api/third/info/oi'), true)).toEqual([
      btc,
      { contractPairId: 2, symbol: 'ETH-USDT', amount: '0.00', count: 0 },
      { contractPairId: 3, symbol: 'SOL-USDT', amount: '0.0', count: 0 },
    ]);
    expectIllegal(await get('/api/third/info/oi', { pairName: 'DOGE-USDT' }), 'pairName');
  });
});

describe('prices, funding, time', () => {
  it('gives index and mark prices as decimal strings in the pair’s decimals', async () => {
    const start = { 'BTC-USDT': '60000.0', 'ETH-USDT': '3000.00', 'SOL-USDT': '150.000' };
    for (const pairName of PAIRS) {
      expect(dataOf(await get('/api/third/info/indexPrice', { pairName }))).toBe(start[pairName]);
      // The still market never ticks: the mark is what positions are valued at, the last trade, else the index.
      const [lastTrade] = dataOf(await get('/api/third/info/trades', { pairName, limit: 1 }));
      const mark = dataOf(await get('/api/third/info/markPrice', { pairName }));
      expect(mark).toBe(lastTrade?.price ?? start[pairName]);
    }
    for (const path of ['/api/third/info/indexPrice', '/api/third/info/markPrice']) {
      expectRequired(await get(path), 'pairName');
      expectIllegal(await get(path, { pairName: 'BTCUSDT' }), 'pairName');
    }
  });

  it('gives the current funding rate: with no premium, the interest 0.03 % a day over 24', async () => {
    const current = dataOf(await get('/api/third/v1/market/funding/current', { pairName: 'ETH-USDT' }));
    expect(current).toEqual({ symbol: 'ETH-USDT', fundingRate: decimal() });
    expect(new Decimal(current.fundingRate).eq(new Decimal('0.0003').div(24))).toBe(true);
    expectRequired(await get('/api/third/v1/market/funding/current'), 'pairName');
  });

  it('has no funding history before a settlement, and checks its parameters', async () => {
    const history = (params: Fields) => get('/api/third/v1/market/funding/history', params);
    expect(dataOf(await history({ pairName: 'BTC-USDT' }))).toEqual([]);
    expect(dataOf(await history({ pairName: 'BTC-USDT', beginTime: 0, endTime: clock, idLe: 5, limit: 1000 }))).toEqual([]);
    expectRequired(await history({}), 'pairName');
    for (const limit of [0, 1001]) expectIllegal(await history({ pairName: 'BTC-USDT', limit }), 'limit');
    for (const name of ['beginTime', 'endTime', 'idLe']) expectIllegal(await history({ pairName: 'BTC-USDT', [name]: '1.5' }), name);
  });

  it('tells the server time', async () => {
    expect(dataOf(await get('/api/third/info/time'))).toBe(clock);
  });
});
