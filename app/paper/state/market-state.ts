/**
 * The market around the book: the living market (or a still one), index and mark prices, funding, candles.
 * One `tick(now)` advances all of it in the order the pieces depend on each other.
 */
import { toScaled } from '../../../shared/decimal';
import { isExtraMarket, type PaperEngine, type PairSpec } from '../engine';
import { Candles, Funding, MarkPrices, profileOf, seedHistory, type CandlesSnapshot, type FundingSnapshot, type MarkPricesSnapshot } from '../market';
import { Random } from '../../../shared/random';
import { MarketSim, type MarketSimSnapshot, type SimVenue } from '../sim';

const SEEDED_SETTLEMENTS = 7 * 24;
const EXTRA_MARKET_DAYS = 1;
/** Keeps the seeded funding's random stream apart from the walks' and the candle history's. */
const FUNDING_STREAM = 1 << 17;

export interface MarketSnapshot {
  sim: MarketSimSnapshot | null;
  marks: MarkPricesSnapshot;
  funding: FundingSnapshot;
  candles: CandlesSnapshot;
}

export interface MarketOptions {
  engine: PaperEngine;
  seed: number;
  now: number;
  live: boolean;
  fundingIntervalMs: number;
  makerAccountId: number;
  takerAccountId: number;
}

export class MarketState {
  private constructor(
    private readonly engine: PaperEngine,
    readonly sim: MarketSim | null,
    readonly marks: MarkPrices,
    readonly funding: Funding,
    readonly candles: Candles,
  ) {
    engine.onTrade((t) => candles.record(t));
  }

  static create(o: MarketOptions): MarketState {
    const candles = new Candles(o.engine.pairs);
    const sim = o.live
      ? MarketSim.create({
          venue: simVenue(o.engine),
          makerAccountId: o.makerAccountId,
          takerAccountId: o.takerAccountId,
          seed: o.seed,
          now: o.now,
          pairs: o.engine.pairs,
        })
      : null;
    if (sim) {
      // The extra markets get one day of history, enough for the 1-minute chart: 150 of them start in seconds.
      const extra = o.engine.pairs.filter(isExtraMarket);
      const standard = o.engine.pairs.filter((pair) => !isExtraMarket(pair));
      for (const [pairs, days] of [
        [standard, 7],
        [extra, EXTRA_MARKET_DAYS],
      ] as const) {
        seedHistory(candles, { now: o.now, seed: o.seed, endPrice: (pairId) => sim.indexPrice(pairId), activity: sim.config.taker, pairs, days });
      }
    }
    const funding = Funding.create({ now: o.now, intervalMs: o.fundingIntervalMs, pairs: o.engine.pairs });
    // The seeded week of candles comes with its funding: a week of settlements, or 168 of a shorter interval.
    if (sim) funding.seedHistory(SEEDED_SETTLEMENTS, Random.forStream(o.seed, FUNDING_STREAM));
    return new MarketState(o.engine, sim, new MarkPrices(), funding, candles);
  }

  static fromSnapshot(s: MarketSnapshot, engine: PaperEngine): MarketState {
    return new MarketState(
      engine,
      s.sim ? MarketSim.fromSnapshot(s.sim, simVenue(engine), engine.pairs) : null,
      MarkPrices.fromSnapshot(s.marks),
      Funding.fromSnapshot(s.funding, engine.pairs),
      Candles.fromSnapshot(s.candles, engine.pairs),
    );
  }

  /** The index price in ticks: the living market's, or the pair's reference price in a still market. */
  indexPrice(pair: PairSpec): number {
    return this.sim?.indexPrice(pair.id) ?? staticIndex(pair);
  }

  /** The mark price in ticks, as positions are valued: smoothed by the ticks, or (still market) the last trade. */
  markPrice(pair: PairSpec): number {
    return this.marks.mark(pair.id) ?? this.engine.valuationPrice(pair.id) ?? this.indexPrice(pair);
  }

  /** One beat: index and quotes and takers; mark prices (and liquidations); funding due; funding samples. */
  tick(now: number): void {
    this.sim?.step(now);
    for (const pair of this.engine.pairs) {
      const mark = this.marks.update(pair.id, this.indexPrice(pair), this.engine.bestPrices(pair.id), now);
      this.engine.setMarkPrice(pair.id, mark, now);
    }
    // Settle before sampling: a sample taken on the boundary belongs to the new interval.
    for (const due of this.funding.settleDue(now)) {
      this.engine.settleFunding(due.pairId, due.rate1e8, due.markTicks, due.fundingTime);
    }
    for (const pair of this.engine.pairs) {
      this.funding.sample(pair.id, this.markPrice(pair), this.indexPrice(pair));
    }
  }

  toSnapshot(): MarketSnapshot {
    return {
      sim: this.sim?.toSnapshot() ?? null,
      marks: this.marks.toSnapshot(),
      funding: this.funding.toSnapshot(),
      candles: this.candles.toSnapshot(),
    };
  }
}

const staticIndex = (pair: PairSpec): number => toScaled(profileOf(pair).startPrice, pair.priceDecimal) ?? 0;

function simVenue(engine: PaperEngine): SimVenue {
  return {
    bestPrices: (pairId) => engine.bestPrices(pairId),
    placeOrder: (accountId, cmd, now) => engine.placeOrder(accountId, cmd, now),
    cancelOrder: (accountId, orderId, now) => ({ ok: engine.cancelOrder(accountId, orderId, now).ok }),
    restingQuantity: (accountId, orderId) => engine.restingQuantity(accountId, orderId),
    // The sim's index is read back from the sim itself (MarketState.indexPrice).
    setIndexPrice: () => undefined,
    position: (accountId, pairId) => engine.netPosition(accountId, pairId),
  };
}
