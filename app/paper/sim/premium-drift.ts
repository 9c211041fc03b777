/**
 * The premium the maker quotes at over the index: an Ornstein–Uhlenbeck process in 1e-8 units with stationary
 * standard deviation `premiumStd1e8` and mean-reversion time `premiumReversionMs`, stepped by Euler and rounded.
 */
import type { Random } from '../market';
import type { SimConfig } from './config';

export function driftPremium(premium1e8: number, dtMs: number, config: SimConfig, random: Random): number {
  const share = Math.min(Math.max(dtMs, 0), config.premiumReversionMs) / config.premiumReversionMs;
  const shock = config.premiumStd1e8 * Math.sqrt(2 * share) * random.normal();
  return Math.round(premium1e8 * (1 - share) + shock);
}
