/** Decimal strings for values that are not whole ticks: an average price is a ratio of integers. */
import type { PairSpec } from './pairs';

/** Places an average price shows beyond the pair's price decimals. */
const AVERAGE_EXTRA_DECIMALS = 4;

/**
 * The average price of `lots` that cost `amount` settle units, rounded half up to the pair's price decimals plus
 * AVERAGE_EXTRA_DECIMALS; "0" and its decimals for no lots.
 */
export function averagePrice(pair: PairSpec, amount: number, lots: number): string {
  const places = pair.priceDecimal + AVERAGE_EXTRA_DECIMALS;
  const denominator = BigInt(lots) * BigInt(pair.scale);
  const units = denominator === 0n ? 0n : (BigInt(amount) * 10n ** BigInt(AVERAGE_EXTRA_DECIMALS) * 2n + denominator) / (2n * denominator);
  const digits = units.toString().padStart(places + 1, '0');
  return `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
}
