/** How the simulated market behaves. Notionals in USDT; the defaults make a lively but modest market. */
import type { TakerActivity } from '../market';

export interface SimConfig {
  /** Maker levels on each side. */
  levels: number;
  /** Between the maker's best bid and best ask, ticks. */
  spreadTicks: number;
  /** Between the deeper levels, in basis points of the pair's start price (rounded to whole ticks, at least 1). */
  levelStepBp: number;
  /** Notional of a best-level quote; level k holds (1 + depthGrowth · (k − 1)) times as much. */
  quoteNotional: { min: number; max: number };
  depthGrowth: number;
  /** Chance per pair and step that one quote is replaced with a new size, so the book flickers as real ones do. */
  refreshProbability: number;
  /**
   * The maker quotes around index + a drifting premium (mean-reverting, in 1e-8 of the price): it moves the
   * book's mid off the index, and with it the mark price and funding.
   */
  premiumStd1e8: number;
  premiumReversionMs: number;
  taker: TakerActivity;
  /** Chance that a taker trade takes the best one or two levels whole. */
  sweepProbability: number;
  /** The takers' net position beyond which they trade (mostly) the other way. */
  maxTakerNotional: number;
  lever: number;
}

export const DEFAULT_SIM_CONFIG: SimConfig = {
  levels: 30,
  spreadTicks: 2,
  levelStepBp: 1,
  quoteNotional: { min: 2_000, max: 20_000 },
  depthGrowth: 0.35,
  refreshProbability: 0.25,
  premiumStd1e8: 40_000,
  premiumReversionMs: 600_000,
  taker: { tradesPerSecond: 3, notional: { min: 50, max: 20_000 } },
  sweepProbability: 0.05,
  maxTakerNotional: 250_000,
  lever: 10,
};
