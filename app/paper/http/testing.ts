/**
 * For the integration tests: talks to a running paper exchange over HTTP as any client would, signing with
 * node:crypto directly so the tests trust none of the server's own code.
 */
import { createHmac } from 'node:crypto';

export interface Reply {
  status: number;
  // The tests inspect whatever came back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Key {
  apiKey: string;
  apiSecret: string;
}

export const hmac = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

export async function request(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

export interface SignedOptions {
  timestamp?: number;
  /** Replaces the computed signature. */
  signature?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A signed form POST: parameters in the query string, sorted and URL-encoded, signed as sent. */
export async function post(
  base: string,
  key: Key,
  path: string,
  params: Record<string, string | number | boolean>,
  options: SignedOptions = {},
): Promise<Reply> {
  const all = { ...params, timestamp: options.timestamp ?? Date.now() };
  const query = Object.keys(all)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(String(all[name as keyof typeof all]))}`)
    .join('&');
  return request(`${base}${path}?${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      APIKEY: key.apiKey,
      signature: options.signature ?? hmac(key.apiSecret, query),
      ...options.headers,
    },
    body: options.body ?? '',
  });
}

export const CREATE = '/api/third/hot/order/create';
export const OPEN_ORDERS = '/api/third/order/selectContractCurrentEntrustList';
export const CANCEL = '/api/third/order/cancelEntrust';

/** A GTC limit buy on BTC-USDT at 1000.0 for 0.010, isolated at 10×; override what the test is about. */
export const limitOrder = (clientOrderId: string, more: Record<string, string | number | boolean> = {}) => ({
  pairName: 'BTC-USDT',
  isLong: true,
  isMarket: false,
  matchType: 1,
  price: '1000.0',
  quantity: '0.010',
  lever: 10,
  positionType: 3,
  clientOrderId,
  ...more,
});
