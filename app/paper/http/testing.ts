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

/** The account key `name`, its secret `<name>-secret`. */
export const keyOf = (name: string): Key => ({ apiKey: name, apiSecret: `${name}-secret` });

export const hmac = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('hex');

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

export type Fields = Record<string, string | number | boolean>;

/** Parameters sorted by name, URL-encoded, as the client sends them; what a form POST or a private GET signs. */
export const sortedQuery = (params: Fields): string =>
  Object.keys(params)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(String(params[name]))}`)
    .join('&');

/** A signed private GET: the query signed as a form POST's is (docs/exchange-api.md). */
export async function getSigned(base: string, key: Key, path: string, params: Fields, options: SignedOptions = {}): Promise<Reply> {
  const query = sortedQuery({ ...params, timestamp: options.timestamp ?? Date.now() });
  return request(`${base}${path}?${query}`, {
    headers: { APIKEY: key.apiKey, signature: options.signature ?? hmac(key.apiSecret, query), ...options.headers },
  });
}

/**
 * A JSON body as the client writes it: keys in alphabetical order at every level, `timestamp` last, no spaces.
 * A `timestamp` is added unless the object has one.
 */
export function jsonBody(object: Record<string, unknown>, timestamp: number = Date.now()): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).sort(([a], [b]) => (a === 'timestamp' ? 1 : b === 'timestamp' ? -1 : a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  };
  return JSON.stringify(sortKeys({ timestamp, ...object }));
}

/** A signed JSON POST: the signature covers the body's exact bytes. An object is written as `jsonBody` writes it. */
export async function postJson(
  base: string,
  key: Key,
  path: string,
  body: string | Record<string, unknown>,
  options: SignedOptions = {},
): Promise<Reply> {
  const text = typeof body === 'string' ? body : jsonBody(body, options.timestamp);
  return request(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      APIKEY: key.apiKey,
      signature: options.signature ?? hmac(key.apiSecret, text),
      ...options.headers,
    },
    body: text,
  });
}

export const BATCH_CREATE = '/api/third/hot/order/batchCreate';
export const BATCH_CREATE_WITH_RES = '/api/third/hot/order/batchCreateWithRes';
export const CANCEL_BY_CLI = '/api/third/order/cancelEntrustByCli';
export const BATCH_CANCEL = '/api/third/order/batchCancelEntrust';
export const BATCH_CANCEL_WITH_RES = '/api/third/order/batchCancelWithRes';
export const MARGIN = '/api/third/order/callMarginAmount';
export const SET_LEVER = '/api/third/v1/trade/setUserLever';
export const GET_LEVER = '/api/third/v1/trade/getUserLever';
export const BALANCE = '/api/third/hot/order/balance';
export const QUERY_ORDER = '/api/third/order/queryOrder';
export const MATCH_LIST = '/api/third/order/selectContractMatchPairList';
export const POSITIONS = '/api/third/hot/order/selectContractPositionList';
export const TARIFFS = '/api/third/hot/order/selectContractTariffList';
export const TRADE_CONFIG = '/api/third/hot/order/tradeConfigList';
export const FILL_HISTORY = '/api/third/v1/trade/fillHistory';
export const MAKER_EARNINGS = '/api/third/v1/rebates/maker/earnings/trade';
export const MAKER_EARNINGS_INFO = '/api/third/v1/rebates/maker/earningsInfo';
export const ORDER_HISTORY = '/api/third/v1/orders/histories';

/** Parameter names the routes read: what the fuzzing tests fill with garbage. */
export const PARAMETER_NAMES = [
  'pairName',
  'symbol',
  'isLong',
  'isMarket',
  'matchType',
  'price',
  'quantity',
  'lever',
  'positionType',
  'clientOrderId',
  'entrustId',
  'entrustIds',
  'positionId',
  'call',
  'marginAmount',
  'contractPairId',
  'pageNo',
  'pageSize',
  'matchId',
  'orderId',
  'limit',
  'idLe',
  'idGe',
  'beginTime',
  'endTime',
  'isAsc',
  'period',
  'orders',
];
