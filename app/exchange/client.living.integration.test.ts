/** The real client against the living paper market: candles, a moving tape, and funding that settles every 500 ms. */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PositionType } from '../../shared/exchange';
import { startPaperExchange, type PaperExchange } from '../paper';
import { ExchangeClient } from './client';

const TRADER = { apiKey: 'living-trader', apiSecret: 'living-secret' };
const BTC = 'BTC-USDT';
const FUNDING_INTERVAL_MS = 500;

let paper: PaperExchange;
let client: ExchangeClient;

beforeAll(async () => {
  paper = await startPaperExchange({ port: 0, market: true, tickMs: 20, fundingIntervalMs: FUNDING_INTERVAL_MS, accounts: [TRADER] });
  client = new ExchangeClient({ baseUrl: paper.url, credentials: TRADER, clockRefreshMs: 0, requestsPerSecond: 50 });
  // The market makers quote from their first ticks on; a market order before that would find no one to fill it.
  await eventually(
    () => client.call('depth', { pairName: BTC, limit: 1 }),
    (depth) => depth.asks.length > 0,
  );
  await client.call('createOrder', {
    pairName: BTC,
    isLong: true,
    isMarket: true,
    matchType: 2,
    price: '0',
    quantity: '0.010',
    lever: 10,
    positionType: PositionType.ISOLATED,
    clientOrderId: 'living-long',
  });
  const { records } = await client.call('positions', { pairName: BTC });
  expect(records).toEqual([expect.objectContaining({ isLong: true, quantity: '0.010' })]);
});
afterAll(async () => {
  client.close();
  await paper.close();
});

/** Polls `read` until `done` says its answer will do, or fails after `ms`. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  for (const deadline = Date.now() + ms; ;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('the market did not get there in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('client against the living market', () => {
  it('reads a day of seeded candles, newest first, each with its high', async () => {
    const candles = await client.call('kline', { pairName: BTC, period: '1MIN', limit: 30 });
    expect(candles).toHaveLength(30);
    expect(candles[0]!.time).toBeGreaterThan(candles[29]!.time);
    for (const c of candles) {
      expect(new Decimal(c.high).gte(c.low)).toBe(true);
      expect(new Decimal(c.high).gte(Decimal.max(c.open, c.close))).toBe(true);
      expect(c.period).toBe('1MIN');
    }
    const ticker = await client.request('ticker', { pairName: BTC });
    expect(ticker.data.count).toBeGreaterThan(0);
    expect(new Decimal(ticker.data.high).gte(ticker.data.low)).toBe(true);
    expect(ticker.timestamp).toEqual(expect.any(Number));
  });

  it('reads a moving tape of last trades', async () => {
    const trades = await eventually(
      () => client.call('trades', { pairName: BTC, limit: 20 }),
      (t) => t.length >= 2,
    );
    expect(trades[0]!.timestamp).toBeGreaterThanOrEqual(trades[1]!.timestamp);
    expect(trades[0]!.price).toMatch(/^\d+\.\d$/);
  });

  it('sees funding settle: in the public history and in the account’s tariffs', async () => {
    const history = await eventually(
      () => client.call('fundingHistory', { pairName: BTC, limit: 5 }),
      (h) => h.length >= 2,
    );
    expect(history[0]!.fundingTime).toBeGreaterThan(history[1]!.fundingTime);
    expect(history[0]!.fundingTime % FUNDING_INTERVAL_MS).toBe(0);
    const tariffs = await eventually(
      () => client.call('tariffs', { pairName: BTC }),
      (t) => t.total >= 1,
    );
    expect(tariffs.records[0]).toMatchObject({ symbol: BTC, isLong: true, quantity: '0.010' });
    expect(tariffs.records[0]!.tariffAmount).toMatch(/^-?\d+\.\d{4}$/);
    const rate = await client.call('fundingRate', { pairName: BTC });
    expect(new Decimal(rate.fundingRate).abs().lte('0.00075')).toBe(true);
  });
});
