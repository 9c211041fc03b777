/** The exchange's request signature: lowercase hex HMAC-SHA256 keyed with the API secret. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Form and GET requests sign their parameters as sent, sorted by name, as `name=value` joined with `&`. */
export function formStringToSign(raw: readonly (readonly [string, string])[]): string {
  return [...raw]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Whether `signature` signs `payload` (the form string, or a JSON body's exact bytes); constant-time. */
export function signatureMatches(secret: string, payload: string | Uint8Array, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(payload).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
