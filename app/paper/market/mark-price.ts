/**
 * Mark price = index + a smoothed basis. The basis is an exponential moving average of (book mid − index),
 * each sample and the result clamped to a band around the index, so one stray quote on a thin book cannot drag
 * the mark (and with it liquidations and funding) away.
 *
 * Determinism: the basis is kept as an integer in micro-ticks (1e-6 tick). A sample taken `dt` ms after the last
 * moves it by (sample − basis) × min(dt, τ) / τ, rounded with integer arithmetic: the EMA's weight is the linear
 * dt/τ rather than 1 − e^(−dt/τ), close for the sub-second steps it gets and exact on every replay. With the
 * defaults every intermediate stays a safe integer for index prices up to 3·10^7 ticks.
 */
import { clamp, roundDiv } from './int-math';

const MICRO = 1_000_000;
const BP = 10_000;

export interface BestPrices {
  bid: number | null;
  ask: number | null;
}

export interface MarkPriceOptions {
  /** τ of the moving average, ms; 30 s unless given. */
  smoothingMs?: number;
  /** The band around the index, in basis points; 50 (±0.5 %) unless given. */
  bandBp?: number;
}

interface PairMark {
  basisMicro: number;
  time: number;
  mark: number;
}

export interface MarkPricesSnapshot {
  smoothingMs: number;
  bandBp: number;
  pairs: ({ pairId: number } & PairMark)[];
}

export class MarkPrices {
  private readonly pairs = new Map<number, PairMark>();
  private readonly smoothingMs: number;
  private readonly bandBp: number;

  constructor({ smoothingMs = 30_000, bandBp = 50 }: MarkPriceOptions = {}) {
    this.smoothingMs = smoothingMs;
    this.bandBp = bandBp;
  }

  /**
   * Takes a sample of the book and returns the new mark in ticks. With a one-sided or empty book the basis holds
   * (no sample); the first sample sets it outright.
   */
  update(pairId: number, indexTicks: number, best: BestPrices, now: number): number {
    const bandMicro = indexTicks * 100 * this.bandBp;
    const sample =
      best.bid === null || best.ask === null ? null : clamp((best.bid + best.ask) * (MICRO / 2) - indexTicks * MICRO, -bandMicro, bandMicro);
    const last = this.pairs.get(pairId);
    let basisMicro = last === undefined ? (sample ?? 0) : clamp(last.basisMicro, -bandMicro, bandMicro);
    if (last !== undefined && sample !== null) {
      const weight = clamp(now - last.time, 0, this.smoothingMs);
      basisMicro += roundDiv((sample - basisMicro) * weight, this.smoothingMs);
    }
    const bandTicks = Math.floor((indexTicks * this.bandBp) / BP);
    const mark = indexTicks + clamp(roundDiv(basisMicro, MICRO), -bandTicks, bandTicks);
    this.pairs.set(pairId, { basisMicro, time: Math.max(now, last?.time ?? now), mark });
    return mark;
  }

  /** The last mark computed for the pair, in ticks. */
  mark(pairId: number): number | undefined {
    return this.pairs.get(pairId)?.mark;
  }

  toSnapshot(): MarkPricesSnapshot {
    return {
      smoothingMs: this.smoothingMs,
      bandBp: this.bandBp,
      pairs: [...this.pairs].map(([pairId, mark]) => ({ pairId, ...mark })),
    };
  }

  static fromSnapshot(snapshot: MarkPricesSnapshot): MarkPrices {
    const marks = new MarkPrices(snapshot);
    for (const { pairId, ...mark } of snapshot.pairs) marks.pairs.set(pairId, mark);
    return marks;
  }
}
