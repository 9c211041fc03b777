/**
 * Conformance of what only the living market shows: funding settling into the public funding history and the
 * account's tariff list, the seeded day of candles in every period, a moving tape and mark.
 *
 * The test drives the exchange's clock. While it stands still the mark holds (its basis moves with time only),
 * so every premium sample of an interval is (mark − index) / index as read just before the clock jumps to the
 * next hourly boundary, and the rate that settles there is worked out by hand from the funding formula:
 * premium + clamp(0.03 % / 24 − premium, ±0.05 %), capped at ±0.075 %.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '..';
import { dataOf, decimal, expectIllegal, expectRequired, ID, publicGet, TIME, traderOf } from './conformance';
import { CREATE, keyOf, limitOrder, POSITIONS, TARIFFS, type Fields } from './testing';

const HOUR = 3_600_000;
let clock = Date.now();
let exchange: PaperExchange;
const url = () => exchange.url;
const alice = traderOf(url, keyOf('alice'), () => clock);
const get = (path: string, params: Fields = {}) => publicGet(url(), path, params);
const tariffs = async (params: Fields = {}) => dataOf(await alice.post(TARIFFS, params));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rate (a fraction) that settles after an interval of samples all at this mark and index. */
function expectedRate(mark: string, index: string): Decimal {
  const premium = new Decimal(mark).minus(index).div(index).times(1e8).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const interest = 1250; // 0.03 % / 24 in units of 1e-8
  const rate = premium.plus(Decimal.min(50_000, Decimal.max(-50_000, premium.neg().plus(interest))));
  return Decimal.min(75_000, Decimal.max(-75_000, rate)).div(1e8);
}

/** Settlements seen: the boundary, the rate and the mark it settled at. */
const settled: { fundingTime: number; rate: Decimal; mark: string }[] = [];

/** Reads the BTC mark and index, moves the clock past the next boundary and waits for the settlement. */
async function settleNextHour(): Promise<void> {
  const mark = dataOf(await get('/api/third/info/markPrice', { pairName: 'BTC-USDT' }));
  const index = dataOf(await get('/api/third/info/indexPrice', { pairName: 'BTC-USDT' }));
  const rate = expectedRate(mark, index);
  const current = dataOf(await get('/api/third/v1/market/funding/current', { pairName: 'BTC-USDT' }));
  expect(new Decimal(current.fundingRate).eq(rate)).toBe(true);
  const fundingTime = (Math.floor(clock / HOUR) + 1) * HOUR;
  clock = fundingTime + 1;
  settled.unshift({ fundingTime, rate, mark });
  for (let waited = 0; (await tariffs()).total < settled.length; waited += 20) {
    if (waited > 3_000) throw new Error('funding did not settle');
    await sleep(20);
  }
  // Let the ticks at the new time settle the mark before it is read again.
  await sleep(60);
}

beforeAll(async () => {
  exchange = await startPaperExchange({ market: true, now: () => clock, tickMs: 10, accounts: [alice.key] });
  await sleep(60);
  // A market buy of 0.010 BTC from the market makers: price is ignored.
  const { price: _, ...market } = limitOrder('long', { isMarket: true, quantity: '0.010' });
  dataOf(await alice.post(CREATE, market));
  await settleNextHour();
  await settleNextHour();
});
afterAll(() => exchange.close());

/** What a long 0.010 pays (negative) or receives: 0.010 × mark × rate, payments rounded up, receipts down. */
const tariffOf = ({ rate, mark }: { rate: Decimal; mark: string }): string => {
  const due = new Decimal('0.010').times(mark).times(rate.abs());
  return rate.gt(0) ? due.toDecimalPlaces(4, Decimal.ROUND_UP).neg().toFixed(4) : due.toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(4);
};

describe('funding', () => {
  it('records each settlement of the held position in the tariff list, newest first', async () => {
    const [position] = dataOf(await alice.post(POSITIONS, {})).records;
    const { records, total, pageNo, pageSize } = await tariffs({ pairName: 'BTC-USDT' });
    expect({ total, pageNo, pageSize }).toEqual({ total: 2, pageNo: 1, pageSize: 10 });
    expect(records).toEqual(
      settled.map((s) => ({
        id: ID,
        symbol: 'BTC-USDT',
        isLong: true,
        quantity: '0.010',
        openingPrice: position.openingPrice,
        settledRate: decimal(),
        tariffAmount: tariffOf(s),
        fundingTime: s.fundingTime,
      })),
    );
    expect(records.map((t: { settledRate: string }) => new Decimal(t.settledRate))).toEqual(settled.map((s) => s.rate));
    expect(records[0].id).toBeGreaterThan(records[1].id);
    // The tariffs add up in the position, and an isolated position pays them from its margin.
    const paid = new Decimal(records[0].tariffAmount).plus(records[1].tariffAmount);
    expect(position.tariffAmount).toBe(paid.toFixed(4));
    const initialMargin = new Decimal(position.amount).div(10).toDecimalPlaces(4, Decimal.ROUND_UP);
    expect(position.marginAmount).toBe(initialMargin.plus(paid).toFixed(4));
  });

  it('pages the tariff list and filters it by pair', async () => {
    const all = await tariffs();
    expect(all.total).toBe(2);
    expect(await tariffs({ pageNo: 2, pageSize: 1 })).toEqual({ records: [all.records[1]], total: 2, pageNo: 2, pageSize: 1 });
    expect(await tariffs({ pairName: 'ETH-USDT' })).toEqual({ records: [], total: 0, pageNo: 1, pageSize: 10 });
    expectIllegal(await alice.post(TARIFFS, { pairName: 'ETH' }), 'pairName');
  });

  it('gives the public funding history newest first, by id, time and limit', async () => {
    const history = (params: Fields) => get('/api/third/v1/market/funding/history', { pairName: 'BTC-USDT', ...params });
    const all = dataOf(await history({}));
    const record = ({ rate, fundingTime }: (typeof settled)[number]) => ({
      id: ID,
      symbol: 'BTC-USDT',
      fundingRate: rate.toFixed(8),
      fundingTime,
    });
    // The two settled while the test ran, on top of the week a new living market is seeded with.
    expect(all.slice(0, 2)).toEqual(settled.map(record));
    expect(all).toHaveLength(100);
    const [newest, oldest] = all;
    expect(newest.id).toBeGreaterThan(oldest.id);
    expect(dataOf(await history({ idLe: oldest.id, limit: 1 }))).toEqual([oldest]);
    expect(dataOf(await history({ idLe: newest.id, limit: 1 }))).toEqual([newest]);
    expect(dataOf(await history({ beginTime: newest.fundingTime }))).toEqual([newest]);
    expect(dataOf(await history({ endTime: newest.fundingTime - 1, limit: 1 }))).toEqual([oldest]);
    const week = dataOf(await get('/api/third/v1/market/funding/history', { pairName: 'SOL-USDT', limit: 1000 }));
    expect(week).toHaveLength(2 + 7 * 24);
    expectRequired(await get('/api/third/v1/market/funding/history'), 'pairName');
  });
});

describe('market data of the living market', () => {
  const PERIOD_MS: Record<string, number> = {
    '1MIN': 60_000,
    '3MIN': 180_000,
    '5MIN': 300_000,
    '15MIN': 900_000,
    '30MIN': 1_800_000,
    '1HOUR': 3_600_000,
    '4HOUR': 14_400_000,
    '8HOUR': 28_800_000,
    '12HOUR': 43_200_000,
    '1DAY': 86_400_000,
    '1WEEK': 604_800_000,
  };

  it('starts with a day of 1-minute candles, and candles of every period, newest first and contiguous', async () => {
    const minutes = dataOf(await get('/api/third/info/kline', { pairName: 'ETH-USDT', period: '1MIN', limit: 1440 }));
    expect(minutes).toHaveLength(1440);
    for (const [period, ms] of Object.entries(PERIOD_MS)) {
      const candles = dataOf(await get('/api/third/info/kline', { pairName: 'SOL-USDT', period, limit: 3 }));
      expect(candles.length).toBeGreaterThanOrEqual(1);
      for (const [i, c] of candles.entries()) {
        expect(c).toEqual({
          contractPairId: 3,
          period,
          time: TIME,
          open: decimal(3),
          close: decimal(3),
          low: decimal(3),
          hight: decimal(3),
          count: expect.any(Number),
          quantity: decimal(1),
          amount: decimal(4),
        });
        expect(c.time % ms === 0 || period === '1WEEK').toBe(true);
        if (i > 0) expect(c.time).toBe(candles[i - 1].time - ms);
        const [low, high] = [new Decimal(c.low), new Decimal(c.hight)];
        for (const price of [c.open, c.close]) expect(low.lte(price) && high.gte(price)).toBe(true);
      }
    }
  });

  it('trades: a tape newest first, a ticker of the day, a moving mark', async () => {
    const trades = dataOf(await get('/api/third/info/trades', { pairName: 'BTC-USDT' }));
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.length).toBeLessThanOrEqual(50);
    for (const [i, t] of trades.entries()) {
      expect(t).toEqual({
        contractMatchPairId: ID,
        contractPairId: 1,
        price: decimal(1),
        quantity: decimal(3),
        amount: decimal(4),
        isLong: expect.any(Boolean),
        timestamp: TIME,
      });
      if (i > 0) expect(t.contractMatchPairId).toBeLessThan(trades[i - 1].contractMatchPairId);
    }
    const ticker = await get('/api/third/info/ticker/24hr', { pairName: 'BTC-USDT' });
    expect(dataOf(ticker, true)).toMatchObject({ contractPairId: 1, period: '1DAY', time: 0, hight: decimal(1), low: decimal(1) });
    expect(ticker.body.data.count).toBeGreaterThan(1000);
    expect(dataOf(await get('/api/third/info/markPrice', { pairName: 'BTC-USDT' }))).toEqual(decimal(1));
    expect(dataOf(await get('/api/third/info/oi', { pairName: 'BTC-USDT' }), true)).toEqual([
      { contractPairId: 1, symbol: 'BTC-USDT', amount: decimal(3), count: expect.any(Number) },
    ]);
  });
});
