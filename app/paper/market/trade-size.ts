/**
 * How big trades are. The simulated takers and the seeded history draw from the same activity, so the volume
 * of the seeded day matches what the live market then trades. Notionals are in the settle coin (USDT); a float
 * is fine here, as it is rounded to whole lots before it becomes an order or a candle.
 */
import type { PairSpec } from '../engine';
import { clamp } from './int-math';
import type { Random } from '../../../shared/random';

export interface TakerActivity {
  /** Taker trades per second on each pair, on average. */
  tradesPerSecond: number;
  /** Notional of one taker trade, USDT: mostly small, now and then near the maximum. */
  notional: { min: number; max: number };
}

/** min + (max − min) · u³: a heavy share of small trades and a tail of large ones. */
export function sampleTradeNotional(random: Random, { notional }: TakerActivity): number {
  const u = random.next();
  return notional.min + (notional.max - notional.min) * u * u * u;
}

/** The mean of sampleTradeNotional (E[u³] = 1/4). */
export const meanTradeNotional = ({ notional }: TakerActivity): number => notional.min + (notional.max - notional.min) / 4;

/** Whole lots worth `notional` USDT at `ticks`. */
export const lotsForNotional = (pair: PairSpec, notional: number, ticks: number): number =>
  Math.round((notional * 10 ** (pair.priceDecimal + pair.tradeDecimal)) / ticks);

/** Whole lots worth about `notional` USDT at `ticks`, within the pair's order limits. */
export const orderLots = (pair: PairSpec, notional: number, ticks: number): number =>
  clamp(lotsForNotional(pair, notional, ticks), pair.minLots, pair.maxLots);
