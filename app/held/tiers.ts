/** Take profits in tiers: each closes its share of the position, rounded down to the lot, so together never more. */
import Decimal from 'decimal.js';

/** `share` % of `quantity`, rounded down to the lot (`tradeDecimal` places); "0.000" when under one lot. */
export const tierQuantityOf = (quantity: string, share: string, tradeDecimal: number): string =>
  new Decimal(quantity).times(share).div(100).toFixed(tradeDecimal, Decimal.ROUND_DOWN);

const lotOf = (tradeDecimal: number): string => new Decimal(1).div(new Decimal(10).pow(tradeDecimal)).toFixed(tradeDecimal);

/** "TP3's 5 % of 0.010 is under one lot (0.001)". */
export const underOneLot = (tier: number, share: string, quantity: string, tradeDecimal: number): string =>
  `TP${tier}'s ${share} % of ${quantity} is under one lot (${lotOf(tradeDecimal)})`;

/** The tiers in firing order, nearest the entry first (a long's lowest price, a short's highest), numbered from 1. */
export function numberedTiers<T extends { trigger: string }>(tiers: T[], isLong: boolean): (T & { tier: number })[] {
  const sorted = [...tiers].sort((a, b) => new Decimal(a.trigger).comparedTo(b.trigger) * (isLong ? 1 : -1));
  return sorted.map((t, i) => ({ ...t, tier: i + 1 }));
}
