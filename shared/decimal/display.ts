import Decimal from 'decimal.js';

/** A plain decimal without a sign, exponent or leading zeros: written as it is, only padded, by `formatDecimal`. */
const PLAIN = /^(0|[1-9]\d*)(\.\d+)?$/;

/** Rounds a decimal string to `decimals` places for display (half up), e.g. a quantity in the pair's decimals. */
export function formatDecimal(value: string, decimals: number): string {
  // The common case of a screen's hundreds of values an answer, exactly as decimal.js would write it: no more
  // places than asked, so nothing to round, only zeros to add.
  const unsigned = value.startsWith('-') ? value.slice(1) : value;
  if (PLAIN.test(unsigned) && (unsigned === value || /[1-9]/.test(unsigned))) {
    const dot = value.indexOf('.');
    const places = dot < 0 ? 0 : value.length - dot - 1;
    if (places <= decimals) return places === decimals ? value : `${value}${dot < 0 ? '.' : ''}${'0'.repeat(decimals - places)}`;
  }
  return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}
