import { describe, expect, it } from 'vitest';
import { Funding, type FundingSnapshot } from './funding';

const HOUR = 3_600_000;
const T10 = Date.UTC(2024, 0, 1, 10); // 10:00 UTC
const BTC = 1;
const ETH = 2;
const INDEX = 600_000;

/** A BTC mark this many thousandths of a percent above the index (80 → 0.08 %). */
const markAbove = (thousandthsOfPercent: number) => INDEX + (INDEX * thousandthsOfPercent) / 100_000;

describe('Funding', () => {
  it('settles on the hour from the premium averaged over the hour', () => {
    const funding = Funding.create({ now: T10 + 20 * 60_000 });
    expect(funding.nextFundingTime()).toBe(T10 + HOUR);
    funding.sample(BTC, markAbove(80), INDEX); // 0.08 %
    funding.sample(BTC, markAbove(120), INDEX); // 0.12 %
    expect(funding.current(BTC)).toEqual({ symbol: 'BTC-USDT', fundingRate: '0.00050000' }); // 0.1 % − 0.05 %
    expect(funding.settleDue(T10 + HOUR - 1)).toEqual([]);

    expect(funding.settleDue(T10 + HOUR)).toEqual([{ pairId: BTC, rate1e8: 50_000, markTicks: markAbove(120), fundingTime: T10 + HOUR }]);
    expect(funding.history(BTC)).toEqual([{ id: 1, symbol: 'BTC-USDT', fundingRate: '0.00050000', fundingTime: T10 + HOUR }]);
    expect(funding.settleDue(T10 + HOUR + 250)).toEqual([]);
    expect(funding.nextFundingTime()).toBe(T10 + 2 * HOUR);
  });

  it('starts each interval afresh: with no samples yet the current rate is the interest', () => {
    const funding = Funding.create({ now: T10 });
    funding.sample(BTC, markAbove(200), INDEX);
    funding.settleDue(T10 + HOUR);
    expect(funding.current(BTC).fundingRate).toBe('0.00001250');
    funding.sample(BTC, 599_000, INDEX); // −0.1667 %
    expect(funding.currentRate(BTC)).toBe(-75_000);
    expect(funding.current(BTC).fundingRate).toBe('-0.00075000');
  });

  it('settles only pairs that have a mark price, each with its own rate', () => {
    const funding = Funding.create({ now: T10 });
    funding.sample(ETH, 300_000, 300_000);
    expect(funding.settleDue(T10 + HOUR)).toEqual([{ pairId: ETH, rate1e8: 1250, markTicks: 300_000, fundingTime: T10 + HOUR }]);
    expect(funding.history(BTC)).toEqual([]);
    expect(funding.history(ETH)).toHaveLength(1);
  });

  it('runs on a shorter interval for demos, with the interest scaled to it', () => {
    const funding = Funding.create({ now: T10 + 5_000, intervalMs: 60_000 });
    funding.sample(BTC, INDEX, INDEX);
    expect(funding.settleDue(T10 + 60_000)).toEqual([{ pairId: BTC, rate1e8: 21, markTicks: INDEX, fundingTime: T10 + 60_000 }]);
    expect(funding.settleDue(T10 + 120_000)).toHaveLength(1);
    expect(funding.history(BTC).map((r) => r.fundingTime)).toEqual([T10 + 120_000, T10 + 60_000]);
  });

  it('settles once, at the latest boundary, after boundaries passed while it was not running', () => {
    const funding = Funding.create({ now: T10 });
    funding.sample(BTC, INDEX, INDEX);
    expect(funding.settleDue(T10 + 5 * HOUR + 10).map((s) => s.fundingTime)).toEqual([T10 + 5 * HOUR]);
    expect(funding.history(BTC)).toHaveLength(1);
  });

  it('answers history queries newest first, by time window, id cursor and limit', () => {
    const funding = Funding.create({ now: T10 });
    for (let h = 1; h <= 6; h++) {
      funding.sample(BTC, INDEX, INDEX);
      funding.sample(ETH, 300_000, 300_000);
      funding.settleDue(T10 + h * HOUR);
    }
    const times = (records: { fundingTime: number }[]) => records.map((r) => (r.fundingTime - T10) / HOUR);
    expect(times(funding.history(BTC))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(funding.history(BTC).map((r) => r.id)).toEqual([11, 9, 7, 5, 3, 1]);
    expect(times(funding.history(BTC, { beginTime: T10 + 2 * HOUR, endTime: T10 + 4 * HOUR }))).toEqual([4, 3, 2]);
    expect(times(funding.history(BTC, { idLe: 8 }))).toEqual([4, 3, 2, 1]);
    expect(times(funding.history(BTC, { idLe: 8, limit: 2 }))).toEqual([4, 3]);
    expect(funding.history(BTC, { endTime: T10 })).toEqual([]);
  });

  it('keeps a bounded history', () => {
    const funding = Funding.create({ now: T10, keep: 3 });
    for (let h = 1; h <= 5; h++) {
      funding.sample(BTC, INDEX, INDEX);
      funding.settleDue(T10 + h * HOUR);
    }
    expect(funding.history(BTC).map((r) => r.id)).toEqual([5, 4, 3]);
  });

  it('continues exactly from a snapshot', () => {
    const funding = Funding.create({ now: T10, intervalMs: 60_000 });
    funding.sample(BTC, markAbove(100), INDEX);
    funding.settleDue(T10 + 60_000);
    funding.sample(BTC, markAbove(90), INDEX);
    const restored = Funding.fromSnapshot(JSON.parse(JSON.stringify(funding.toSnapshot())) as FundingSnapshot);
    expect(restored.current(BTC)).toEqual(funding.current(BTC));
    expect(restored.history(BTC)).toEqual(funding.history(BTC));
    expect(restored.nextFundingTime()).toBe(funding.nextFundingTime());
    expect(restored.settleDue(T10 + 120_000)).toEqual(funding.settleDue(T10 + 120_000));
    expect(restored.toSnapshot()).toEqual(funding.toSnapshot());
  });
});

describe('a seeded funding history', () => {
  it('settles on each hour before now, newest first, within the cap, and is the same for the same seed', async () => {
    const { Random } = await import('../../../shared/random');
    const now = Date.UTC(2026, 10, 21, 6, 30);
    const seeded = (seed: number) => {
      const funding = Funding.create({ now });
      funding.seedHistory(168, Random.forStream(seed, 1));
      return funding;
    };
    const history = seeded(7).history(BTC, { limit: 1000 });
    expect(history).toHaveLength(168);
    expect(history[0]!.fundingTime).toBe(Date.UTC(2026, 10, 21, 6));
    expect(history[167]!.fundingTime).toBe(Date.UTC(2026, 10, 14, 7));
    expect(history.every((r) => Math.abs(Number(r.fundingRate)) <= 0.00075)).toBe(true);
    expect(new Set(history.map((r) => r.fundingRate)).size).toBeGreaterThan(10);
    expect(seeded(7).history(BTC, { limit: 1000 })).toEqual(history);
  });
});
