/**
 * The living market: on every step each pair's index walks on, the maker requotes around it (plus a drifting
 * premium) and the takers trade against the book. Deterministic given its snapshot and the times of its steps:
 * all randomness is its own seeded stream, and everything it knows of the exchange comes through the venue.
 */
import type { PairSpec } from '../engine';
import { PAIRS } from '../engine/pairs';
import { IndexWalk, Random, roundDiv, type IndexWalkSnapshot, type PairProfile } from '../market';
import { DEFAULT_SIM_CONFIG, type SimConfig } from './config';
import { requote } from './maker';
import { driftPremium } from './premium-drift';
import type { SimContext, SimPair } from './state';
import { nextGapMs, takeLiquidity } from './taker';
import type { SimVenue } from './venue';

const RATE_ONE = 100_000_000;
const BP = 10_000;

export interface MarketSimOptions {
  venue: SimVenue;
  makerAccountId: number;
  takerAccountId: number;
  seed: number;
  now: number;
  config?: Partial<SimConfig>;
  pairs?: readonly PairSpec[];
  profiles?: Readonly<Record<string, PairProfile>>;
}

export interface MarketSimSnapshot {
  config: SimConfig;
  makerAccountId: number;
  takerAccountId: number;
  time: number;
  random: number;
  lastClientOrderId: number;
  walk: IndexWalkSnapshot;
  pairs: SimPair[];
}

interface SimState extends Omit<MarketSimSnapshot, 'walk' | 'random' | 'pairs'> {
  pairs: Map<number, SimPair>;
}

export class MarketSim {
  private constructor(
    private readonly venue: SimVenue,
    private readonly pairs: readonly PairSpec[],
    private readonly state: SimState,
    private readonly walk: IndexWalk,
    private readonly random: Random,
  ) {}

  static create(options: MarketSimOptions): MarketSim {
    const { venue, seed, now, pairs = PAIRS, profiles } = options;
    const config = { ...DEFAULT_SIM_CONFIG, ...options.config };
    const walk = IndexWalk.create({ seed, now, pairs, profiles });
    const state: SimState = {
      config,
      makerAccountId: options.makerAccountId,
      takerAccountId: options.takerAccountId,
      time: now,
      lastClientOrderId: 0,
      pairs: new Map(),
    };
    const sim = new MarketSim(venue, pairs, state, walk, Random.forStream(seed, 0));
    for (const pair of pairs) {
      const stepTicks = Math.max(1, Math.round((walk.price(pair.id) * config.levelStepBp) / BP));
      const nextTradeAt = now + nextGapMs(sim.context(pair, now));
      state.pairs.set(pair.id, { pairId: pair.id, stepTicks, premium1e8: 0, nextTradeAt, takerNet: 0, quotes: [] });
    }
    return sim;
  }

  static fromSnapshot(snapshot: MarketSimSnapshot, venue: SimVenue, pairs: readonly PairSpec[] = PAIRS): MarketSim {
    const { walk, random, pairs: saved, ...rest } = snapshot;
    const pairStates = new Map(saved.map((p) => [p.pairId, structuredClone(p)]));
    const state: SimState = { ...structuredClone(rest), pairs: pairStates };
    return new MarketSim(venue, pairs, state, IndexWalk.fromSnapshot(walk, pairs), Random.fromSnapshot(random));
  }

  get config(): Readonly<SimConfig> {
    return this.state.config;
  }

  /** The pair's index price in ticks, as of the last step (the start price before the first). */
  indexPrice(pairId: number): number {
    return this.walk.price(pairId);
  }

  step(now: number): void {
    const dt = now - this.state.time;
    for (const pair of this.pairs) {
      const simPair = this.state.pairs.get(pair.id);
      if (simPair === undefined) continue;
      const ctx = this.context(pair, now);
      const index = this.walk.next(pair.id, now);
      this.venue.setIndexPrice(pair.id, index, now);
      simPair.premium1e8 = driftPremium(simPair.premium1e8, dt, this.state.config, this.random);
      requote(ctx, simPair, index + roundDiv(index * simPair.premium1e8, RATE_ONE));
      takeLiquidity(ctx, simPair, index);
    }
    this.state.time = Math.max(this.state.time, now);
  }

  toSnapshot(): MarketSimSnapshot {
    const { pairs, ...rest } = this.state;
    return {
      ...structuredClone(rest),
      random: this.random.toSnapshot(),
      walk: this.walk.toSnapshot(),
      pairs: [...pairs.values()].map((p) => structuredClone(p)),
    };
  }

  private context(pair: PairSpec, now: number): SimContext {
    const { config, makerAccountId, takerAccountId } = this.state;
    return {
      venue: this.venue,
      random: this.random,
      config,
      pair,
      makerAccountId,
      takerAccountId,
      now,
      clientOrderId: () => `sim${++this.state.lastClientOrderId}`,
    };
  }
}
