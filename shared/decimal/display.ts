import Decimal from 'decimal.js';

/** Rounds a decimal string to `decimals` places for display (half up), e.g. a quantity in the pair's decimals. */
export function formatDecimal(value: string, decimals: number): string {
  return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}

