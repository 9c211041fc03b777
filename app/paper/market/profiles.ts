/** How each pair's index behaves: where it starts (and slowly reverts to) and how much it moves. */
import type { PairSpec } from '../engine';
import { extraMarketPrice } from '../engine/pairs';

export interface PairProfile {
  /** In the pair's price decimals. */
  startPrice: string;
  /** Standard deviation of a year's log return, e.g. 0.55 for 55 %. */
  annualVolatility: number;
}

export const PROFILES: Readonly<Record<string, PairProfile>> = {
  'BTC-USDT': { startPrice: '60000.0', annualVolatility: 0.55 },
  'ETH-USDT': { startPrice: '3000.00', annualVolatility: 0.7 },
  'SOL-USDT': { startPrice: '150.000', annualVolatility: 0.9 },
};

/** The extra markets (`--markets N`) move like a lively altcoin. */
const EXTRA_VOLATILITY = 0.8;

export function profileOf(pair: PairSpec, profiles: Readonly<Record<string, PairProfile>> = PROFILES): PairProfile {
  const extra = extraMarketPrice(pair.symbol);
  const profile = profiles[pair.symbol] ?? (extra === undefined ? undefined : { startPrice: extra, annualVolatility: EXTRA_VOLATILITY });
  if (profile === undefined) throw new Error(`no market profile for ${pair.symbol}`);
  return profile;
}
