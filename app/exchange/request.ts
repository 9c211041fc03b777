/** One endpoint call as an HTTP request: parameters placed where the endpoint takes them, signed when private. */
import type { Endpoint } from './endpoints';
import { canonicalJson, formQuery, hmacHex, type Params } from './signer';
import type { HttpRequest } from './transport';

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

const FORM_HEADERS = { 'content-type': 'text/plain' } as const;
const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/**
 * `params` are the checked wire parameters; `timestamp` (server time, ms) is added to a signed request, last in
 * a JSON body, and the signature covers exactly what is sent.
 */
export function buildRequest(
  baseUrl: string,
  spec: Endpoint,
  params: Record<string, unknown>,
  credentials: Credentials | undefined,
  timestamp: number,
  timeoutMs: number,
): HttpRequest {
  const json = spec.body === 'json';
  const query = json ? '' : formQuery(params as Params, spec.signed ? timestamp : undefined);
  const body = json ? canonicalJson(spec.signed ? { ...params, timestamp } : params) : '';
  const url = new URL(query ? `${baseUrl}${spec.path}?${query}` : baseUrl + spec.path);
  const headers: Record<string, string> = { ...(json ? JSON_HEADERS : FORM_HEADERS) };
  if (spec.signed && credentials) {
    headers['APIKEY'] = credentials.apiKey;
    headers['signature'] = hmacHex(credentials.apiSecret, json ? body : query);
  }
  return { url, method: spec.method, headers, body, timeoutMs };
}
