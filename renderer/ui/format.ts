/** Generic display helpers: nothing here knows about trading. */
import Decimal from 'decimal.js';

/** "14:03:27", local time. */
export function formatClock(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** A short age: "4 s", "3 min", "2 h". */
export function formatAge(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

/** A decimal in `decimals` places, rounded half up; as given when the decimals are not known yet. */
export function fixed(value: Decimal | string, decimals: number | undefined): string {
  if (decimals === undefined) return typeof value === 'string' ? value : value.toFixed();
  return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}

/** What a figure not known reads as. */
export const NONE = '—';

/** The one minus sign on screen: U+2212, as wide as "+" in tabular figures, and read "minus" by screen readers. */
export const MINUS = '\u2212';

/** `value` rounded half up to `decimals`, with "+" or "−" from the exact value's sign (none for zero). */
export function signedFixed(value: Decimal | string, decimals: number | undefined): string {
  const d = new Decimal(value);
  const digits = fixed(d.abs(), decimals);
  return d.isZero() ? digits : d.isNegative() ? `${MINUS}${digits}` : `+${digits}`;
}

/**
 * A fee, the one way the screen shows fees: a fee paid is a cost, unsigned, under a label that says so ("Fee",
 * "Fees paid"): "2.9988"; a negative fee (one the exchange paid out) reads "−0.1234 rebate". Rebates, always
 * received, show unsigned under their own "Rebate" labels.
 */
export function formatFee(value: Decimal | string, decimals: number | undefined): string {
  const d = new Decimal(value);
  return d.isNegative() && !d.isZero() ? `${MINUS}${fixed(d.abs(), decimals)} rebate` : fixed(d.abs(), decimals);
}
