/** A take-profit tier's quantity: the one rule the core sizes by and the screen shows. Pure. */
import Decimal from 'decimal.js';

/** `share` % of `quantity`, rounded down to the lot (`tradeDecimal` places), so the tiers never sum past it; "0.000" when under one lot. */
export const tierQuantityOf = (quantity: string, share: string, tradeDecimal: number): string =>
  new Decimal(quantity).times(share).div(100).toFixed(tradeDecimal, Decimal.ROUND_DOWN);

/** One lot of `tradeDecimal` places: "0.001". */
export const lotOf = (tradeDecimal: number): string => new Decimal(1).div(new Decimal(10).pow(tradeDecimal)).toFixed(tradeDecimal);
