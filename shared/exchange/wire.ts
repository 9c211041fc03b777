/**
 * Wire values as the exchange sends them, and what may vary (docs/exchange-api.md): decimals are strings (a JSON
 * number is tolerated), ids and times are numbers (a numeric string is tolerated), booleans may be `True`/`"true"`,
 * and a list may come bare or as `{ records, … }`. Anything else is refused with a message naming what was expected.
 */
import { z } from 'zod';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The exact plain text of a JSON number: `1e-7` becomes "0.0000001". The number's shortest round-trip form is
 * the text the sender wrote (when it wrote no more digits than a double holds), so no digits are invented.
 */
export function plainDecimalOf(n: number): string {
  const text = String(n);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const negative = text.startsWith('-');
  const mantissa = text.slice(negative ? 1 : 0, e);
  const exponent = Number(text.slice(e + 1));
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const point = (dot < 0 ? mantissa.length : dot) + exponent;
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${body}` : body;
}

/** A decimal as a string, e.g. "-0.0125"; a JSON number is taken as its exact text. */
export const wireDecimal = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? plainDecimalOf(v) : v),
  z.string().regex(DECIMAL, 'expected a decimal string'),
);

/** An id, a count or a time in ms; a string of digits is taken as its number. */
export const wireInt = z.preprocess(
  (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
  z.number().int('expected a whole number'),
);

/** true/false, or the strings "true"/"false" in any case (the Python connector sends `True`). */
export const wireBool = z.preprocess((v) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v), z.boolean());

/** A client order id: a string, or (inside batch answers) a JSON number taken as its digits. */
export const wireText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string());

/** The fields that place a record on a pair: its id and its name. */
export const onPair = { contractPairId: wireInt, symbol: z.string() };

/** The fields that say which way an order (or a trade of it) went. */
export const orderSides = { isLong: wireBool, isMarket: wireBool, isClose: wireBool };

/** A list that may come bare or as `{ records, … }`: always the array. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({ records: z.array(item) }).transform((page) => page.records)]);

/** A paged list: `{ records, total, pageNo, pageSize }`, or (tolerated) a bare array, as one page of everything. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.union([
    z.object({ records: z.array(item), total: wireInt, pageNo: wireInt, pageSize: wireInt }),
    z.array(item).transform((records) => ({ records, total: records.length, pageNo: 1, pageSize: records.length })),
  ]);

export interface Page<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}
