/** Who a private request comes from: the API key's account, if the request is signed by its secret in time. */
import type { IncomingHttpHeaders } from 'node:http';
import type { KeyRing } from '../state/key-ring';
import { signatureMatches } from './signing';

/** How far a request's `timestamp` may be from server time. */
export const TIMESTAMP_WINDOW_MS = 20_000;

/** The account whose key signed `payload`, or why not. */
export function verifySigner(
  keys: KeyRing,
  headers: IncomingHttpHeaders,
  payload: string | Uint8Array,
): { accountId: number } | { failure: string } {
  const apiKey = headers.apikey;
  const signature = headers.signature;
  const signType = headers['x-sapi-sign-type'];
  if (typeof apiKey !== 'string' || apiKey === '') return { failure: 'missing APIKEY header' };
  if (typeof signature !== 'string' || signature === '') return { failure: 'missing signature header' };
  if (signType !== undefined && signType !== '1') return { failure: 'unsupported X-SAPI-SIGN-TYPE' };
  const key = keys.get(apiKey);
  if (key === undefined) return { failure: 'unknown APIKEY' };
  if (!signatureMatches(key.secret, payload, signature)) return { failure: 'signature does not match' };
  return { accountId: key.accountId };
}

export const outsideWindow = (timestamp: number, now: number): boolean =>
  Math.abs(timestamp - now) > TIMESTAMP_WINDOW_MS;
