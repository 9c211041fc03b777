/**
 * Funding per pair: premium samples through each interval, settlement on the interval's boundary (multiples of
 * the interval since the epoch, so hourly funding settles on the hour), the public funding history and the
 * current rate (what would settle next, from the samples so far).
 *
 * Drive it in this order on every market tick: `settleDue(now)` first (settling the interval just ended, before
 * any sample of the new one), then `sample(...)` for every pair. Boundaries passed while the exchange was not
 * running are not settled one by one: the first tick after them settles once, at the latest boundary.
 */
import { HOUR_MS } from '../../../shared/time';
import { fromScaled } from '../../../shared/decimal';
import type { PairSpec } from '../engine';
import { PAIRS } from '../engine/pairs';
import { fundingRate, intervalInterest, premiumSample, RATE_SCALE } from './funding-rate';
import { roundDiv } from './int-math';

export const FUNDING_HISTORY_LIMIT = { default: 100, max: 1000 } as const;
/** Settlements kept per pair: over five years of hourly funding, a month of one-minute demo funding. */
const DEFAULT_KEEP = 50_000;
/** How far a seeded premium wanders each interval, in 1e-8 (0.03 %): mostly inside the interest clamp, where the rate is the interest, at times beyond. */
const PREMIUM_WANDER_1E8 = 30_000;

export interface FundingRateRecord {
  symbol: string;
  fundingRate: string;
}

export interface FundingHistoryRecord {
  id: number;
  symbol: string;
  fundingRate: string;
  fundingTime: number;
}

/** Filters of the public history; the caller has validated them (limit within FUNDING_HISTORY_LIMIT). */
export interface FundingHistoryQuery {
  beginTime?: number;
  endTime?: number;
  idLe?: number;
  limit?: number;
}

/** What the engine is to settle: `engine.settleFunding(pairId, rate1e8, markTicks, fundingTime)`. */
export interface FundingSettlement {
  pairId: number;
  rate1e8: number;
  markTicks: number;
  fundingTime: number;
}

interface PairFunding {
  pair: PairSpec;
  premiumSum: number;
  samples: number;
  /** The last sampled mark; a pair never sampled has none and is not settled. */
  markTicks: number | null;
  /** The settled history, oldest first: ids and times both ascending. */
  ids: number[];
  times: number[];
  rates: number[];
}

export interface FundingSnapshot {
  intervalMs: number;
  keep: number;
  lastBoundary: number;
  lastId: number;
  pairs: (Omit<PairFunding, 'pair'> & { pairId: number })[];
}

export interface FundingOptions {
  /** Settlement boundaries are counted from here: the first is the first multiple of the interval after it. */
  now: number;
  /** An hour unless given; e.g. 60 000 for demos and tests. */
  intervalMs?: number;
  pairs?: readonly PairSpec[];
  keep?: number;
}

export class Funding {
  private readonly interest: number;

  private constructor(
    readonly intervalMs: number,
    private readonly keep: number,
    private lastBoundary: number,
    private lastId: number,
    private readonly pairs: ReadonlyMap<number, PairFunding>,
  ) {
    if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0) throw new Error(`bad funding interval ${intervalMs}`);
    this.interest = intervalInterest(intervalMs);
  }

  static create({ now, intervalMs = HOUR_MS, pairs = PAIRS, keep = DEFAULT_KEEP }: FundingOptions): Funding {
    const state = new Map<number, PairFunding>();
    for (const pair of pairs) {
      state.set(pair.id, { pair, premiumSum: 0, samples: 0, markTicks: null, ids: [], times: [], rates: [] });
    }
    return new Funding(intervalMs, keep, Math.floor(now / intervalMs) * intervalMs, 0, state);
  }

  /**
   * Lays a settled history over the `intervals` boundaries before now, as a new exchange's seeded week has: the
   * rates a premium wandering a little around zero gives. Only on a fresh history; deterministic given `random`.
   */
  seedHistory(intervals: number, random: { normal(): number }): void {
    for (const funding of this.pairs.values()) {
      if (funding.ids.length > 0) continue;
      let premium = 0;
      for (let k = intervals - 1; k >= 0; k--) {
        premium = Math.round(premium * 0.8 + random.normal() * PREMIUM_WANDER_1E8);
        funding.ids.push(++this.lastId);
        funding.times.push(this.lastBoundary - k * this.intervalMs);
        funding.rates.push(fundingRate(premium, this.interest));
      }
    }
  }

  /** When the next settlement is due, ms. */
  nextFundingTime(): number {
    return this.lastBoundary + this.intervalMs;
  }

  sample(pairId: number, markTicks: number, indexTicks: number): void {
    const funding = this.of(pairId);
    funding.premiumSum += premiumSample(markTicks, indexTicks);
    funding.samples += 1;
    funding.markTicks = markTicks;
  }

  /** Settles the interval that ended at the latest boundary at or before `now`, if not yet settled. */
  settleDue(now: number): FundingSettlement[] {
    const boundary = Math.floor(now / this.intervalMs) * this.intervalMs;
    if (boundary <= this.lastBoundary) return [];
    this.lastBoundary = boundary;
    const settled: FundingSettlement[] = [];
    for (const funding of this.pairs.values()) {
      const rate1e8 = this.rateOf(funding);
      funding.premiumSum = 0;
      funding.samples = 0;
      if (funding.markTicks === null) continue;
      funding.ids.push(++this.lastId);
      funding.times.push(boundary);
      funding.rates.push(rate1e8);
      const excess = funding.ids.length - this.keep;
      if (excess > 0) for (const list of [funding.ids, funding.times, funding.rates]) list.splice(0, excess);
      settled.push({ pairId: funding.pair.id, rate1e8, markTicks: funding.markTicks, fundingTime: boundary });
    }
    return settled;
  }

  /** The rate that would settle next, in 1e-8 units. */
  currentRate(pairId: number): number {
    return this.rateOf(this.of(pairId));
  }

  current(pairId: number): FundingRateRecord {
    const funding = this.of(pairId);
    return { symbol: funding.pair.symbol, fundingRate: fromScaled(this.rateOf(funding), RATE_SCALE) };
  }

  /** Settled rates, newest first. */
  history(pairId: number, query: FundingHistoryQuery = {}): FundingHistoryRecord[] {
    const { pair, ids, times, rates } = this.of(pairId);
    const { beginTime = -Infinity, endTime = Infinity, idLe = Infinity, limit = FUNDING_HISTORY_LIMIT.default } = query;
    const records: FundingHistoryRecord[] = [];
    const newest = Math.min(countAtMost(ids, idLe), countAtMost(times, endTime)) - 1;
    for (let i = newest; i >= 0 && times[i]! >= beginTime && records.length < limit; i--) {
      const fundingRate = fromScaled(rates[i]!, RATE_SCALE);
      records.push({ id: ids[i]!, symbol: pair.symbol, fundingRate, fundingTime: times[i]! });
    }
    return records;
  }

  toSnapshot(): FundingSnapshot {
    return {
      intervalMs: this.intervalMs,
      keep: this.keep,
      lastBoundary: this.lastBoundary,
      lastId: this.lastId,
      pairs: [...this.pairs.values()].map(({ pair, ids, times, rates, ...rest }) => ({
        pairId: pair.id,
        ...rest,
        ids: [...ids],
        times: [...times],
        rates: [...rates],
      })),
    };
  }

  static fromSnapshot(snapshot: FundingSnapshot, pairs: readonly PairSpec[] = PAIRS): Funding {
    const state = new Map<number, PairFunding>();
    for (const { pairId, ...saved } of snapshot.pairs) {
      const pair = pairs.find((p) => p.id === pairId);
      if (pair === undefined) throw new Error(`funding snapshot names unknown pair ${pairId}`);
      state.set(pairId, { ...saved, pair, ids: [...saved.ids], times: [...saved.times], rates: [...saved.rates] });
    }
    return new Funding(snapshot.intervalMs, snapshot.keep, snapshot.lastBoundary, snapshot.lastId, state);
  }

  private rateOf(funding: PairFunding): number {
    const premium = funding.samples === 0 ? 0 : roundDiv(funding.premiumSum, funding.samples);
    return fundingRate(premium, this.interest);
  }

  private of(pairId: number): PairFunding {
    const funding = this.pairs.get(pairId);
    if (funding === undefined) throw new Error(`no funding for pair ${pairId}`);
    return funding;
  }
}

/** How many values of an ascending list are ≤ `value`. */
function countAtMost(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
