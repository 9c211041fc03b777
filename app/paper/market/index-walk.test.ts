import { describe, expect, it } from 'vitest';
import { IndexWalk, type IndexWalkSnapshot } from './index-walk';

const T0 = Date.UTC(2024, 0, 1);
const BTC = 1;
const ETH = 2;
const SOL = 3;

const path = (walk: IndexWalk, pairId: number, steps: number, stepMs: number, from = T0) =>
  Array.from({ length: steps }, (_, i) => walk.next(pairId, from + (i + 1) * stepMs));

describe('IndexWalk', () => {
  it('starts at each pair’s reference price, in ticks', () => {
    const walk = IndexWalk.create({ seed: 1, now: T0 });
    expect(walk.price(BTC)).toBe(600_000); // 60000.0
    expect(walk.price(ETH)).toBe(300_000); // 3000.00
    expect(walk.price(SOL)).toBe(150_000); // 150.000
  });

  it('moves, the same way for the same seed and another way for another seed', () => {
    const a = path(IndexWalk.create({ seed: 5, now: T0 }), BTC, 50, 250);
    expect(a).toEqual(path(IndexWalk.create({ seed: 5, now: T0 }), BTC, 50, 250));
    expect(a).not.toEqual(path(IndexWalk.create({ seed: 6, now: T0 }), BTC, 50, 250));
    expect(new Set(a).size).toBeGreaterThan(40);
    expect(a.every(Number.isSafeInteger)).toBe(true);
  });

  it('has a realistic volatility: about 55 % a year for BTC, measured over a day of one-second steps', () => {
    const walk = IndexWalk.create({ seed: 3, now: T0 });
    const prices = path(walk, BTC, 86_400, 1000);
    const returns: number[] = [];
    for (let i = 60; i < prices.length; i += 60) returns.push(prices[i]! / prices[i - 60]! - 1);
    const variance = returns.reduce((a, r) => a + r * r, 0) / returns.length;
    const annual = Math.sqrt(variance * 365.25 * 1440);
    expect(annual).toBeGreaterThan(0.45);
    expect(annual).toBeLessThan(0.65);
  });

  it('reverts mildly towards its start price', () => {
    const saved = IndexWalk.create({ seed: 9, now: T0 }).toSnapshot();
    saved.pairs.find((p) => p.pairId === BTC)!.ticks = 1_200_000; // pushed to twice the start price
    const walk = IndexWalk.fromSnapshot(saved);
    const twoWeeks = path(walk, BTC, 20_160, 60_000);
    expect(twoWeeks[60]!).toBeGreaterThan(1_150_000); // an hour later: barely moved back
    expect(twoWeeks.at(-1)!).toBeLessThan(900_000); // two half-lives later: most of the way back
  });

  it('resumes near where it was after a long pause instead of jumping', () => {
    const walk = IndexWalk.create({ seed: 2, now: T0 });
    const after = walk.next(BTC, T0 + 3 * 86_400_000);
    expect(Math.abs(after - 600_000)).toBeLessThan(6_000); // < 1 %
  });

  it('does not move for a time that is not after the last', () => {
    const walk = IndexWalk.create({ seed: 2, now: T0 });
    const price = walk.next(BTC, T0 + 1000);
    expect(walk.next(BTC, T0 + 1000)).toBe(price);
    expect(walk.next(BTC, T0 + 500)).toBe(price);
  });

  it('continues exactly from a snapshot, pair by pair', () => {
    const walk = IndexWalk.create({ seed: 11, now: T0 });
    path(walk, ETH, 100, 250);
    path(walk, SOL, 100, 250);
    const restored = IndexWalk.fromSnapshot(JSON.parse(JSON.stringify(walk.toSnapshot())) as IndexWalkSnapshot);
    for (const pairId of [BTC, ETH, SOL]) {
      expect(path(restored, pairId, 100, 250, T0 + 25_000)).toEqual(path(walk, pairId, 100, 250, T0 + 25_000));
    }
  });
});
