/** Take profits in tiers: each closes its share of the position, rounded down to the lot, so together never more. */
import Decimal from 'decimal.js';
import { lotOf, tierQuantityOf } from '../../shared/trading';

export { tierQuantityOf };

/** "TP3's 5 % of 0.010 is under one lot (0.001)". */
export const underOneLot = (tier: number, share: string, quantity: string, tradeDecimal: number): string =>
  `TP${tier}'s ${share} % of ${quantity} is under one lot (${lotOf(tradeDecimal)})`;

/** The tiers in firing order, nearest the entry first (a long's lowest price, a short's highest), numbered from 1. */
export function numberedTiers<T extends { trigger: string }>(tiers: T[], isLong: boolean): (T & { tier: number })[] {
  const sorted = [...tiers].sort((a, b) => new Decimal(a.trigger).comparedTo(b.trigger) * (isLong ? 1 : -1));
  return sorted.map((t, i) => ({ ...t, tier: i + 1 }));
}
