/**
 * Exact conversion between decimal strings and integers counted in units of 10^-decimals
 * (ticks of price, lots of quantity). The engine does its arithmetic on these integers.
 */
import { decimalsOf, isPlainDecimal } from './strict';

/** "60000.5" at 1 decimal → 600005. Returns null when the text is not a plain decimal or has too many decimals. */
export function toScaled(text: string, decimals: number): number | null {
  if (!isPlainDecimal(text) || decimalsOf(text) > decimals) return null;
  const [int = '0', frac = ''] = text.split('.');
  const value = Number(int + frac.padEnd(decimals, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** 600005 at 1 decimal → "60000.5"; always exactly `decimals` places. */
export function fromScaled(value: number, decimals: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const text = decimals === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}
