/** The sim's state per pair (plain data, snapshotted as is) and what its maker and takers are handed each step. */
import type { PairSpec } from '../engine';
import type { Random } from '../market';
import type { SimConfig } from './config';
import type { SimVenue } from './venue';

/** One of the maker's resting orders as the sim placed it. */
export interface Quote {
  orderId: number;
  isBid: boolean;
  price: number;
  /** Lots when placed. */
  size: number;
}

export interface SimPair {
  pairId: number;
  /** Between the maker's deeper levels, ticks; fixed from the start price. */
  stepTicks: number;
  /** The maker's premium over the index, 1e-8 of the price. */
  premium1e8: number;
  nextTradeAt: number;
  /** The takers' net position in lots as counted from what they sent; used when the venue cannot say. */
  takerNet: number;
  quotes: Quote[];
}

export interface SimContext {
  venue: SimVenue;
  random: Random;
  config: SimConfig;
  pair: PairSpec;
  makerAccountId: number;
  takerAccountId: number;
  now: number;
  /** A fresh client order id for each order. */
  clientOrderId(): string;
}
