/**
 * Candles of every period for every pair, built from trades, and the 24-hour ticker.
 *
 * A period without trades shows a flat candle at the last close with count 0, so charts have no gaps; that holds
 * for the periods since the last trade too, up to the one holding `now`. Before a pair's first trade there are no
 * candles at all. Each period keeps the last max(1500 candles, 14 days), so 1MIN holds 20 160.
 */
import type { PairSpec } from '../engine';
import { PAIRS } from '../engine/pairs';
import { toCandleRecord, type CandleRecord } from './candle-record';
import { CandleRing, tradeCandle, type CandleRingSnapshot, type CandleValues } from './candle-ring';
import { KLINE_PERIODS, PERIOD_MS, periodStart, type KlinePeriod } from '../../../shared/exchange/periods';

/** `limit` of a kline query; the caller refuses values outside [1, max] with 2001. */
export const KLINE_LIMIT = { default: 100, max: 1500 } as const;
const KEEP_MS = 14 * 24 * 3_600_000;
const DAY_MS = PERIOD_MS['1DAY'];
const MINUTE_MS = PERIOD_MS['1MIN'];

/** A trade as the engine reports it: price in ticks, quantity in lots. */
export interface TradePrint {
  pairId: number;
  price: number;
  quantity: number;
  time: number;
}

export interface KlineQuery {
  limit?: number;
  /** The newest candle returned is the one holding this time (or `now`, whichever is earlier). */
  endTime?: number;
}

type PeriodSnapshots = Record<KlinePeriod, CandleRingSnapshot>;

export interface CandlesSnapshot {
  pairs: { pairId: number; periods: PeriodSnapshots }[];
}

const capacityOf = (period: KlinePeriod): number => Math.max(KLINE_LIMIT.max, Math.ceil(KEEP_MS / PERIOD_MS[period]));

export class Candles {
  private readonly rings = new Map<number, Map<KlinePeriod, CandleRing>>();
  private readonly pairs = new Map<number, PairSpec>();

  constructor(pairs: readonly PairSpec[] = PAIRS) {
    for (const pair of pairs) {
      this.pairs.set(pair.id, pair);
      this.rings.set(pair.id, new Map(KLINE_PERIODS.map((p) => [p, new CandleRing(PERIOD_MS[p], capacityOf(p))])));
    }
  }

  record(trade: TradePrint): void {
    this.add(trade.pairId, trade.time, tradeCandle(trade.price, trade.quantity));
  }

  /** Adds a bundle of trades (e.g. a whole seeded minute) that all happened in the 1MIN period holding `time`. */
  add(pairId: number, time: number, values: CandleValues): void {
    for (const [period, ring] of this.ringsOf(pairId)) ring.merge(periodStart(period, time), values);
  }

  /** Candle records newest first. */
  klines(pairId: number, period: KlinePeriod, query: KlineQuery, now: number): CandleRecord[] {
    const pair = this.pairOf(pairId);
    const ring = this.ringsOf(pairId).get(period)!;
    const { limit = KLINE_LIMIT.default, endTime = now } = query;
    const records: CandleRecord[] = [];
    for (let start = periodStart(period, Math.min(endTime, now)); records.length < limit; start -= ring.periodMs) {
      const values = ring.at(start);
      if (values === undefined) break;
      records.push(toCandleRecord(pair, period, start, values));
    }
    return records;
  }

  /** The last 24 hours, at one-minute granularity: the 1440 one-minute periods up to the one holding `now`. */
  ticker(pairId: number, now: number): CandleRecord | undefined {
    const ring = this.ringsOf(pairId).get('1MIN')!;
    let total: CandleValues | undefined;
    const last = periodStart('1MIN', now);
    for (let start = periodStart('1MIN', now - DAY_MS) + MINUTE_MS; start <= last; start += MINUTE_MS) {
      const values = ring.at(start);
      if (values === undefined) continue;
      if (total === undefined) total = { ...values };
      else {
        total.high = Math.max(total.high, values.high);
        total.low = Math.min(total.low, values.low);
        total.close = values.close;
        total.count += values.count;
        total.quantity += values.quantity;
        total.amount += values.amount;
      }
    }
    return total && toCandleRecord(this.pairOf(pairId), '1DAY', 0, total);
  }

  toSnapshot(): CandlesSnapshot {
    return {
      pairs: [...this.rings].map(([pairId, rings]) => ({
        pairId,
        periods: Object.fromEntries([...rings].map(([p, ring]) => [p, ring.toSnapshot()])) as PeriodSnapshots,
      })),
    };
  }

  static fromSnapshot(snapshot: CandlesSnapshot, pairs: readonly PairSpec[] = PAIRS): Candles {
    const candles = new Candles(pairs);
    for (const { pairId, periods } of snapshot.pairs) {
      const rings = candles.ringsOf(pairId);
      for (const period of KLINE_PERIODS) {
        rings.set(period, CandleRing.fromSnapshot(PERIOD_MS[period], capacityOf(period), periods[period]));
      }
    }
    return candles;
  }

  private ringsOf(pairId: number): Map<KlinePeriod, CandleRing> {
    const rings = this.rings.get(pairId);
    if (rings === undefined) throw new Error(`no candles for pair ${pairId}`);
    return rings;
  }

  private pairOf(pairId: number): PairSpec {
    const pair = this.pairs.get(pairId);
    if (pair === undefined) throw new Error(`no candles for pair ${pairId}`);
    return pair;
  }
}
