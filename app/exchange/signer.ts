/**
 * Request signing as the exchange checks it (docs/exchange-api.md): HMAC-SHA256, lowercase hex, keyed by the API
 * secret, over
 * - form POST and private GET: the parameters as sent, sorted by name, `name=value` joined with `&`;
 * - JSON POST: the exact body bytes, keys alphabetical at every level, `timestamp` last.
 */
import { createHmac } from 'node:crypto';

export type ParamValue = string | number | boolean;
export type Params = Readonly<Record<string, ParamValue | undefined>>;

export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The query string exactly as it is sent and signed: sorted, values URI-encoded, empty values left out, and
 * `timestamp` among them when given. Commas (id lists) stay as they are: legal in a query, and so the same text
 * whether a server signs it raw or decoded. A plain loop: this runs on every signed request.
 */
export function formQuery(params: Params, timestamp?: number): string {
  const names = Object.keys(params);
  if (timestamp !== undefined) names.push('timestamp');
  names.sort();
  let query = '';
  for (const name of names) {
    const value = name === 'timestamp' && timestamp !== undefined ? timestamp : params[name];
    if (value === undefined || value === '') continue;
    const text = typeof value === 'string' ? encodeValue(value) : String(value);
    query += query === '' ? `${name}=${text}` : `&${name}=${text}`;
  }
  return query;
}

const NEEDS_NO_ENCODING = /^[\w.~-]*$/;

const encodeValue = (value: string): string => {
  if (NEEDS_NO_ENCODING.test(value)) return value;
  const encoded = encodeURIComponent(value);
  return value.includes(',') ? encoded.replaceAll('%2C', ',') : encoded;
};

/** A compact JSON body with keys in alphabetical order at every level and `timestamp` last. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(ordered(value));
}

function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort((a, b) => (a === 'timestamp' ? 1 : b === 'timestamp' ? -1 : a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, ordered(record[k])]));
}
