import { beforeAll, describe, expect, it } from 'vitest';
import { Candles } from './candles';
import { seedHistory } from './history-seed';
import { IndexWalk } from './index-walk';
import type { TakerActivity } from './trade-size';

const NOW = Date.parse('2024-01-03T10:00:30Z');
const MIN = 60_000;
const BTC = 1;
const SOL = 3;
const activity: TakerActivity = { tradesPerSecond: 3, notional: { min: 50, max: 20_000 } };

const seeded = (seed: number, days?: number) => {
  const candles = new Candles();
  const walk = IndexWalk.create({ seed, now: NOW });
  seedHistory(candles, { now: NOW, seed, endPrice: (id) => walk.price(id), activity, days });
  return candles;
};

describe('seedHistory', () => {
  let candles: Candles;
  beforeAll(() => {
    candles = seeded(1);
  });

  it('lays a week of one-minute candles with trades, ending just before the minute of now', () => {
    const minutes = candles.klines(BTC, '1MIN', { limit: 1500 }, NOW);
    expect(minutes[0]).toMatchObject({ time: NOW - 30_000, count: 0 }); // the current minute: nothing traded yet
    const history = minutes.slice(1);
    expect(history).toHaveLength(1499);
    history.forEach((c, i) => expect(c.time).toBe(NOW - 30_000 - (i + 1) * MIN));
    expect(history.every((c) => c.count > 0 && Number(c.quantity) > 0)).toBe(true);
    const first = NOW - 30_000 - 7 * 1440 * MIN;
    expect(candles.klines(BTC, '1MIN', { limit: 1, endTime: first - 1 }, NOW)).toEqual([]);
    expect(candles.klines(BTC, '1MIN', { limit: 1, endTime: first }, NOW)).toMatchObject([{ time: first }]);
  });

  it('ends at the index walk’s start price, so the chart runs straight into the live market', () => {
    expect(candles.klines(BTC, '1MIN', { limit: 2 }, NOW).map((c) => c.close)).toEqual(['60000.0', '60000.0']);
    expect(candles.klines(SOL, '1MIN', { limit: 2 }, NOW).map((c) => c.close)).toEqual(['150.000', '150.000']);
  });

  it('fills every longer period', () => {
    expect(candles.klines(BTC, '1HOUR', { limit: 1500 }, NOW)).toHaveLength(7 * 24 + 1);
    expect(candles.klines(BTC, '1DAY', { limit: 1500 }, NOW)).toHaveLength(8);
    expect(candles.klines(BTC, '1WEEK', { limit: 1500 }, NOW).length).toBeGreaterThanOrEqual(2);
  });

  it('looks like a market: continuous candles, small moves a minute, a day’s volume at the takers’ pace', () => {
    const minutes = candles.klines(BTC, '1MIN', { limit: 1440 }, NOW).slice(1).reverse();
    for (let i = 1; i < minutes.length; i++) {
      const [prev, c] = [minutes[i - 1]!, minutes[i]!];
      expect(c.open).toBe(prev.close);
      expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)));
      expect(Number(c.hight)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)));
      expect(Math.abs(Number(c.close) / Number(c.open) - 1)).toBeLessThan(0.01);
    }
    const day = candles.ticker(BTC, NOW)!;
    expect(day.count).toBeGreaterThan(0.6 * 3 * 86_400);
    expect(day.count).toBeLessThan(1.6 * 3 * 86_400);
    const perTrade = Number(day.amount) / day.count; // USDT; the takers' mean is 5037.5
    expect(perTrade).toBeGreaterThan(3000);
    expect(perTrade).toBeLessThan(8000);
    expect(Number(day.hight) / Number(day.low)).toBeLessThan(1.15);
  });

  it('is the same for the same seed and different for another', () => {
    const lastHundred = (seed: number) => seeded(seed, 1).klines(BTC, '1MIN', { limit: 100 }, NOW);
    expect(lastHundred(1)).toEqual(lastHundred(1));
    expect(lastHundred(2)).not.toEqual(lastHundred(1));
  });
});
