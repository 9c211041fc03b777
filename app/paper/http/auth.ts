/** Who a private request comes from: the API key's account, if the request is signed by its secret in time. */
import { TIMESTAMP_WINDOW_MS } from '../../../shared/exchange/limits';
import type { IncomingHttpHeaders } from 'node:http';
import type { KeyRing } from '../state/key-ring';
import { signatureMatches } from './signing';

/** How far a request's `timestamp` may be from server time. */

/**
 * Why a private request cannot come from any account, judged on its headers alone (a known APIKEY, a signature,
 * a sign type we take); null when it may. Checked before a byte of the body is read.
 */
export function headerFailure(keys: KeyRing, headers: IncomingHttpHeaders): string | null {
  const apiKey = headers.apikey;
  const signature = headers.signature;
  const signType = headers['x-sapi-sign-type'];
  if (typeof apiKey !== 'string' || apiKey === '') return 'missing APIKEY header';
  if (typeof signature !== 'string' || signature === '') return 'missing signature header';
  if (signType !== undefined && signType !== '1') return 'unsupported X-SAPI-SIGN-TYPE';
  if (keys.get(apiKey) === undefined) return 'unknown APIKEY';
  return null;
}

/** The account whose key signed `payload`, or why not. */
export function verifySigner(keys: KeyRing, headers: IncomingHttpHeaders, payload: string | Uint8Array): { accountId: number } | { failure: string } {
  const failure = headerFailure(keys, headers);
  if (failure !== null) return { failure };
  const key = keys.get(headers.apikey as string);
  if (key === undefined) return { failure: 'unknown APIKEY' };
  if (!signatureMatches(key.secret, payload, headers.signature as string)) return { failure: 'signature does not match' };
  return { accountId: key.accountId };
}

export const outsideWindow = (timestamp: number, now: number): boolean => Math.abs(timestamp - now) > TIMESTAMP_WINDOW_MS;
