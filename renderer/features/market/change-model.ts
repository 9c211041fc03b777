/**
 * Signed figures as the market panels show them: a 24-hour change (close against open) and its percentage, and
 * the sign-coloured tone. Exact decimal arithmetic; the sign always follows the exact value, so a rise too small
 * to show still reads "+0.00 %" in green rather than a grey zero that hides the direction.
 */
import Decimal from 'decimal.js';
import { formatDecimal } from '../../../shared/decimal';
import { signedFixed } from '../../ui/format';

export type Tone = 'up' | 'down' | 'flat';

export { MINUS } from '../../ui/format';

export interface Change {
  /** Close minus open in the given decimals, signed: "+12.5", "−0.30", "0.0". */
  absolute: string;
  /** "+1.20 %"; null when the open is zero (no percentage of nothing). */
  percent: string | null;
  tone: Tone;
}

export const toneOf = (value: Decimal): Tone => (value.isZero() ? 'flat' : value.isNegative() ? 'down' : 'up');

/** `value` rounded half up to `decimals`, with "+" or "−" from the exact value's sign (none for zero). */
export const signed = (value: Decimal, decimals: number): string => signedFixed(value, decimals);

/** The change from `open` to `close` (decimal strings); `decimals` for the absolute figure (the pair's price decimals). */
export function changeOf(open: string, close: string, decimals: number): Change {
  const from = new Decimal(open);
  const diff = new Decimal(close).minus(from);
  return {
    absolute: signed(diff, decimals),
    percent: from.isZero() ? null : `${signed(diff.div(from).times(100), 2)} %`,
    tone: toneOf(diff),
  };
}

/** The CSS class of a tone: the house's buy green and sell red; a flat figure keeps the text colour. */
export const toneClass = (tone: Tone): string => (tone === 'up' ? 'text-buy' : tone === 'down' ? 'text-sell' : '');

/** A price in the pair's decimals, or as it came while the pair's decimals are not known yet. */
export const inDecimals = (value: string, decimals: number | undefined): string => (decimals === undefined ? value : formatDecimal(value, decimals));
