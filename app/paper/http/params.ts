/**
 * Reading request parameters: a missing one is `Required parameter:<name>` (2002), one that does not parse is
 * `Illegal parameter:<name>` (2001). Readers throw `Rejected`, which the server answers as a business failure.
 */
import { toScaled } from '../../../shared/decimal';
import { illegal, required, type Rejection } from '../engine';

export class Rejected extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.msg);
  }
}

/** Turns a parameter's text into a value, or null when it is malformed. */
export type Parse<T> = (text: string) => T | null;

export class Params {
  constructor(private readonly values: ReadonlyMap<string, string | null>) {}

  required<T>(name: string, parse: Parse<T>): T {
    const value = this.read(name, parse);
    if (value === undefined) throw new Rejected(required(name));
    return value;
  }

  optional<T>(name: string, parse: Parse<T>): T | undefined {
    return this.read(name, parse);
  }

  /** Undefined when absent or empty (parameters with no value are not sent). */
  private read<T>(name: string, parse: Parse<T>): T | undefined {
    const text = this.values.get(name);
    if (text === undefined || text === '') return undefined;
    const value = text === null ? null : parse(text);
    if (value === null) throw new Rejected(illegal(name));
    return value;
  }
}

export const text: Parse<string> = (s) => s;

/** `true`/`false` in any case: the official Python connector sends `True`/`False`. */
export const bool: Parse<boolean> = (s) => {
  const lower = s.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : null;
};

/** A non-negative whole number in plain digits. */
export const integer: Parse<number> = (s) => {
  if (!/^\d{1,16}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * A plain decimal as an integer in units of 10^-decimals. Trailing zeros past those decimals are the same
 * number ("0.10" is 0.1), so only significant digits count as too many decimals.
 */
export const scaled =
  (decimals: number): Parse<number> =>
  (s) =>
    // Only a decimal ending in 0 has zeros to trim: the others skip the regular expression.
    toScaled(s.includes('.') && s.endsWith('0') ? s.replace(/\.?0+$/, '') : s, decimals);
