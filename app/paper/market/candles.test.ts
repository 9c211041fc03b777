import { describe, expect, it } from 'vitest';
import { Candles, type CandlesSnapshot } from './candles';
import { KLINE_PERIODS } from '../../../shared/exchange/periods';

const BTC = 1;
const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;
/** A BTC trade: price in USDT, quantity in BTC, as ticks (0.1) and lots (0.001). */
const btc = (price: number, quantity: number, time: number) => ({
  pairId: BTC,
  price: Math.round(price * 10),
  quantity: Math.round(quantity * 1000),
  time,
});

describe('Candles', () => {
  it('aggregates trades into the spec’s record, decimals as strings in the pair’s decimals', () => {
    const candles = new Candles();
    const t = at('2024-01-03T10:00:00Z');
    candles.record(btc(60000.5, 1.5, t + 1_000));
    candles.record(btc(60010, 0.25, t + 20_000));
    candles.record(btc(59990.1, 0.001, t + 59_999));
    expect(candles.klines(BTC, '1MIN', {}, t + 59_999)).toEqual([
      {
        contractPairId: BTC,
        period: '1MIN',
        time: t,
        open: '60000.5',
        close: '59990.1',
        low: '59990.1',
        hight: '60010.0',
        count: 3,
        quantity: '1.751',
        amount: '105063.2401', // 90000.75 + 15002.5 + 59.9901
      },
    ]);
  });

  it('splits trades at period boundaries and fills every period, newest first', () => {
    const candles = new Candles();
    const t = at('2024-01-03T10:00:00Z');
    candles.record(btc(100, 1, t + 30_000));
    candles.record(btc(102, 2, t + 70_000));
    candles.record(btc(101, 1, t + 3 * MIN + 5_000));
    const now = t + 3 * MIN + 6_000;
    expect(candles.klines(BTC, '1MIN', {}, now).map((c) => [c.time - t, c.open, c.close, c.count])).toEqual([
      [3 * MIN, '101.0', '101.0', 1],
      [2 * MIN, '102.0', '102.0', 0],
      [MIN, '102.0', '102.0', 1],
      [0, '100.0', '100.0', 1],
    ]);
    expect(candles.klines(BTC, '3MIN', {}, now).map((c) => [c.time - t, c.open, c.hight, c.close, c.count, c.quantity])).toEqual([
      [3 * MIN, '101.0', '101.0', '101.0', 1, '1.000'],
      [0, '100.0', '102.0', '102.0', 2, '3.000'],
    ]);
    for (const period of KLINE_PERIODS.slice(5)) {
      expect(candles.klines(BTC, period, {}, now)).toMatchObject([{ open: '100.0', hight: '102.0', low: '100.0', close: '101.0', count: 3 }]);
    }
  });

  it('shows periods without trades, up to now, as flat candles at the last close with count 0', () => {
    const candles = new Candles();
    const t = at('2024-01-03T10:00:00Z');
    candles.record(btc(100, 1, t));
    candles.record(btc(105, 1, t + 2 * MIN));
    const recent = candles.klines(BTC, '1MIN', {}, t + 4 * MIN + 1);
    expect(recent.map((c) => [c.time - t, c.open, c.hight, c.low, c.close, c.count, c.quantity, c.amount])).toEqual([
      [4 * MIN, '105.0', '105.0', '105.0', '105.0', 0, '0.000', '0.0000'],
      [3 * MIN, '105.0', '105.0', '105.0', '105.0', 0, '0.000', '0.0000'],
      [2 * MIN, '105.0', '105.0', '105.0', '105.0', 1, '1.000', '105.0000'],
      [MIN, '100.0', '100.0', '100.0', '100.0', 0, '0.000', '0.0000'],
      [0, '100.0', '100.0', '100.0', '100.0', 1, '1.000', '100.0000'],
    ]);
  });

  it('opens weekly candles on Monday 00:00 UTC', () => {
    const candles = new Candles();
    candles.record(btc(100, 1, at('2024-01-07T23:59:59Z'))); // Sunday
    candles.record(btc(110, 1, at('2024-01-08T00:00:01Z'))); // Monday
    const weeks = candles.klines(BTC, '1WEEK', {}, at('2024-01-09T00:00:00Z'));
    expect(weeks.map((c) => [new Date(c.time).toISOString(), c.close])).toEqual([
      ['2024-01-08T00:00:00.000Z', '110.0'],
      ['2024-01-01T00:00:00.000Z', '100.0'],
    ]);
  });

  it('answers `limit` and `endTime`: the newest candle is the one holding endTime, never one after now', () => {
    const candles = new Candles();
    const t = at('2024-01-03T10:00:00Z');
    for (let i = 0; i < 10; i++) candles.record(btc(100 + i, 1, t + i * MIN));
    const now = t + 9 * MIN + 30_000;
    const times = (list: { time: number }[]) => list.map((c) => (c.time - t) / MIN);
    expect(times(candles.klines(BTC, '1MIN', { limit: 3 }, now))).toEqual([9, 8, 7]);
    expect(times(candles.klines(BTC, '1MIN', { limit: 3, endTime: t + 4 * MIN + 59_999 }, now))).toEqual([4, 3, 2]);
    expect(times(candles.klines(BTC, '1MIN', { endTime: t + 20 * MIN }, now))).toHaveLength(10);
    expect(candles.klines(BTC, '1MIN', { endTime: t - 1 }, now)).toEqual([]);
    expect(candles.klines(BTC, '1MIN', {}, now)).toHaveLength(10); // all there are, under the default 100
  });

  it('has no candles and no ticker before a pair’s first trade', () => {
    const candles = new Candles();
    expect(candles.klines(BTC, '1MIN', {}, at('2024-01-03T10:00:00Z'))).toEqual([]);
    expect(candles.ticker(BTC, at('2024-01-03T10:00:00Z'))).toBeUndefined();
  });

  it('keeps 14 days of one-minute candles and forgets what is older', () => {
    const candles = new Candles();
    const t = at('2024-01-01T00:00:00Z');
    for (let h = 0; h <= 15 * 24; h++) candles.record(btc(100, 1, t + h * 60 * MIN));
    const now = t + 15 * 24 * 60 * MIN;
    expect(candles.klines(BTC, '1MIN', { limit: 1, endTime: now - 14 * 24 * 60 * MIN + MIN }, now)).toHaveLength(1);
    expect(candles.klines(BTC, '1MIN', { limit: 1, endTime: now - 14 * 24 * 60 * MIN - MIN }, now)).toEqual([]);
    expect(candles.klines(BTC, '1HOUR', { limit: 1500 }, now)).toHaveLength(15 * 24 + 1);
  });

  it('gives the 24-hour ticker over the rolling last 24 hours, as a candle with time 0 and period 1DAY', () => {
    const candles = new Candles();
    const now = at('2024-01-03T10:00:30Z');
    candles.record(btc(100, 5, now - 25 * 60 * MIN)); // before the window: only its price carries in
    candles.record(btc(110, 1, now - 23 * 60 * MIN));
    candles.record(btc(90, 2, now - MIN));
    expect(candles.ticker(BTC, now)).toEqual({
      contractPairId: BTC,
      period: '1DAY',
      time: 0,
      open: '100.0',
      close: '90.0',
      low: '90.0',
      hight: '110.0',
      count: 2,
      quantity: '3.000',
      amount: '290.0000',
    });
  });

  it('continues exactly from a snapshot', () => {
    const candles = new Candles();
    const t = at('2024-01-03T10:00:00Z');
    for (let i = 0; i < 50; i++) candles.record(btc(100 + (i % 7), 1 + (i % 3), t + i * 17_000));
    const restored = Candles.fromSnapshot(JSON.parse(JSON.stringify(candles.toSnapshot())) as CandlesSnapshot);
    const now = t + 50 * 17_000;
    restored.record(btc(99, 1, now));
    candles.record(btc(99, 1, now));
    for (const period of KLINE_PERIODS) expect(restored.klines(BTC, period, {}, now)).toEqual(candles.klines(BTC, period, {}, now));
    expect(restored.ticker(BTC, now)).toEqual(candles.ticker(BTC, now));
  });
});
