/**
 * The index price of each pair: a seeded geometric random walk with mild mean reversion towards its start price,
 * kept in integer ticks. Each pair draws from its own random stream, so the pairs move independently and adding
 * a pair changes no other pair's path. The step uses only basic float operations (× ÷ √), rounded to ticks at
 * once, so the same seed and times give the same ticks everywhere.
 */
import { toScaled } from '../../../shared/decimal';
import type { PairSpec } from '../engine';
import { PAIRS } from '../engine/pairs';
import { clamp } from './int-math';
import { profileOf, PROFILES, type PairProfile } from './profiles';
import { Random } from '../../../shared/random';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** A longer gap (a pause, a restart) is walked as this long, so the index resumes near where it was. */
const MAX_STEP_MS = 60_000;
const DEFAULT_HALF_LIFE_MS = 7 * 24 * 3600 * 1000;
const LN2 = 0.6931471805599453;

interface PairWalk {
  pair: PairSpec;
  /** The start price, which the walk slowly reverts to. */
  anchorTicks: number;
  ticks: number;
  time: number;
  annualVolatility: number;
  random: Random;
}

export interface IndexWalkSnapshot {
  halfLifeMs: number;
  pairs: {
    pairId: number;
    anchorTicks: number;
    ticks: number;
    time: number;
    annualVolatility: number;
    random: number;
  }[];
}

export interface IndexWalkOptions {
  seed: number;
  /** The walk starts at each profile's start price at this time. */
  now: number;
  pairs?: readonly PairSpec[];
  profiles?: Readonly<Record<string, PairProfile>>;
  /** How long a deviation from the start price takes to halve on average; a week unless given. */
  halfLifeMs?: number;
}

export class IndexWalk {
  private constructor(
    private readonly halfLifeMs: number,
    private readonly walks: ReadonlyMap<number, PairWalk>,
  ) {}

  static create(options: IndexWalkOptions): IndexWalk {
    const { seed, now, pairs = PAIRS, profiles = PROFILES, halfLifeMs = DEFAULT_HALF_LIFE_MS } = options;
    const walks = new Map<number, PairWalk>();
    for (const pair of pairs) {
      const profile = profileOf(pair, profiles);
      const ticks = toScaled(profile.startPrice, pair.priceDecimal);
      if (ticks === null) throw new Error(`bad start price for ${pair.symbol}`);
      walks.set(pair.id, {
        pair,
        anchorTicks: ticks,
        ticks,
        time: now,
        annualVolatility: profile.annualVolatility,
        random: Random.forStream(seed, pair.id),
      });
    }
    return new IndexWalk(halfLifeMs, walks);
  }

  /** The current index price in ticks. */
  price(pairId: number): number {
    return this.walk(pairId).ticks;
  }

  /** Walks the pair's index forward to `now` and returns it in ticks; a time not after the last changes nothing. */
  next(pairId: number, now: number): number {
    const walk = this.walk(pairId);
    if (now <= walk.time) return walk.ticks;
    const dt = Math.min(now - walk.time, MAX_STEP_MS);
    const deviation = (walk.ticks - walk.anchorTicks) / walk.anchorTicks;
    const reversion = Math.min(1, (dt * LN2) / this.halfLifeMs) * deviation;
    const shock = walk.annualVolatility * Math.sqrt(dt / YEAR_MS) * walk.random.normal();
    walk.ticks = clamp(Math.round(walk.ticks * (1 - reversion + shock)), 1, walk.pair.maxTicks);
    walk.time = now;
    return walk.ticks;
  }

  toSnapshot(): IndexWalkSnapshot {
    return {
      halfLifeMs: this.halfLifeMs,
      pairs: [...this.walks.values()].map((w) => ({
        pairId: w.pair.id,
        anchorTicks: w.anchorTicks,
        ticks: w.ticks,
        time: w.time,
        annualVolatility: w.annualVolatility,
        random: w.random.toSnapshot(),
      })),
    };
  }

  static fromSnapshot(snapshot: IndexWalkSnapshot, pairs: readonly PairSpec[] = PAIRS): IndexWalk {
    const walks = new Map<number, PairWalk>();
    for (const saved of snapshot.pairs) {
      const pair = pairs.find((p) => p.id === saved.pairId);
      if (pair === undefined) throw new Error(`index walk snapshot names unknown pair ${saved.pairId}`);
      walks.set(pair.id, { ...saved, pair, random: Random.fromSnapshot(saved.random) });
    }
    return new IndexWalk(snapshot.halfLifeMs, walks);
  }

  private walk(pairId: number): PairWalk {
    const walk = this.walks.get(pairId);
    if (walk === undefined) throw new Error(`no index walk for pair ${pairId}`);
    return walk;
  }
}
