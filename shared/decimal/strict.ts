/**
 * Decimal strings as they travel: plain digits with an optional fraction, no sign, no exponent.
 * A number a user types is parsed strictly; floats never touch money.
 */
const PLAIN_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

export const isPlainDecimal = (text: string): boolean => PLAIN_DECIMAL.test(text);

export const decimalsOf = (text: string): number => {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

export type Parsed = { ok: true; value: string } | { ok: false; message: string };

export interface ParseOptions {
  /** The field's name in messages, e.g. "Price". */
  field: string;
  maxDecimals: number;
  /** Zero is refused unless allowed. */
  allowZero?: boolean;
}

/** Parses what a user typed into a money field. Returns the canonical string or a message for the field. */
export function parseUserDecimal(input: string, { field, maxDecimals, allowZero = false }: ParseOptions): Parsed {
  const text = input.trim();
  if (text === '') return { ok: false, message: `${field} is required` };
  if (text.startsWith('-')) return { ok: false, message: `${field} must be positive` };
  // A decimal comma, as typed where the comma is the decimal separator ("0,5"): say which mark to use.
  if (/^\d*,\d+$/.test(text)) return { ok: false, message: `${field} takes a point for decimals: type ${text.replace(',', '.')}` };
  if (!/^\d*\.?\d*$/.test(text) || text === '.') {
    return { ok: false, message: `${field} must be a plain number like 123.45` };
  }
  const normalised = normalise(text);
  if (decimalsOf(normalised) > maxDecimals) {
    return {
      ok: false,
      message: maxDecimals === 0 ? `${field} must be a whole number` : `${field} allows at most ${maxDecimals} decimals`,
    };
  }
  if (!allowZero && /^0(\.0*)?$/.test(normalised)) return { ok: false, message: `${field} must be more than 0` };
  return { ok: true, value: normalised };
}

/** "007.50" → "7.50", ".5" → "0.5", "5." → "5". Trailing zeros are kept: they are the user's precision. */
function normalise(text: string): string {
  const [rawInt = '', rawFrac] = text.split('.');
  const int = rawInt.replace(/^0+(?=\d)/, '') || '0';
  return rawFrac ? `${int}.${rawFrac}` : int;
}
