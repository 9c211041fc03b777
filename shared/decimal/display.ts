import Decimal from 'decimal.js';

/** Rounds a decimal string to `decimals` places for display (half up), e.g. a quantity in the pair's decimals. */
export function formatDecimal(value: string, decimals: number): string {
  return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}

/** Sum of decimal strings, exact. */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.plus(v), new Decimal(0)).toString();
}
