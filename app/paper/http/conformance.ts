/**
 * For the conformance tests: a signed client per account, checks of the envelope, matchers for the wire types
 * (decimals as strings, ids and times as numbers), and an account's whole visible state, to show that a refused
 * request changed nothing.
 */
import { expect } from 'vitest';
import {
  BALANCE,
  FILL_HISTORY,
  getSigned,
  GET_LEVER,
  OPEN_ORDERS,
  ORDER_HISTORY,
  POSITIONS,
  post,
  postJson,
  request,
  type Fields,
  type Key,
  type Reply,
  type SignedOptions,
} from './testing';

export const PAIRS = ['BTC-USDT', 'ETH-USDT', 'SOL-USDT'] as const;

export interface Trader {
  readonly key: Key;
  /** A signed form POST (parameters in the query string). */
  post(path: string, params?: Fields, options?: SignedOptions): Promise<Reply>;
  /** A signed GET. */
  get(path: string, params?: Fields, options?: SignedOptions): Promise<Reply>;
  /** A signed JSON POST; an object gets a `timestamp` unless it has one. */
  json(path: string, body: string | Record<string, unknown>, options?: SignedOptions): Promise<Reply>;
}

/** Signs as `key`, with request timestamps from `clock` (the server's, when a test drives it). */
export function traderOf(base: () => string, key: Key, clock: () => number = Date.now): Trader {
  const at = (options: SignedOptions) => ({ timestamp: clock(), ...options });
  return {
    key,
    post: (path, params = {}, options = {}) => post(base(), key, path, params, at(options)),
    get: (path, params = {}, options = {}) => getSigned(base(), key, path, params, at(options)),
    json: (path, body, options = {}) => postJson(base(), key, path, body, at(options)),
  };
}

export const publicGet = (base: string, path: string, params: Fields = {}): Promise<Reply> => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return request(`${base}${path}${query === '' ? '' : `?${query}`}`);
};

/**
 * The payload of a successful answer, after checking the envelope exactly: HTTP 200, `error:false, code:200,
 * msg:"SUCCESS"`, a string `sid`, and a numeric `timestamp` only where `stamped`.
 */
// The tests inspect whatever came back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dataOf(reply: Reply, stamped = false): any {
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.body).sort()).toEqual(['code', 'data', 'error', 'msg', 'sid', ...(stamped ? ['timestamp'] : [])]);
  expect(reply.body).toMatchObject({ error: false, code: 200, msg: 'SUCCESS', sid: expect.any(String) });
  if (stamped) expect(reply.body.timestamp).toEqual(TIME);
  return reply.body.data;
}

/** A business refusal: HTTP 200, `error:true`, the code, the message, `data:null`. */
export function expectRefused(reply: Reply, code: number, msg?: string | RegExp): void {
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({
    error: true,
    code,
    msg: msg === undefined ? expect.any(String) : typeof msg === 'string' ? msg : expect.stringMatching(msg),
    data: null,
    sid: expect.any(String),
  });
}

export const expectIllegal = (reply: Reply, field: string) => expectRefused(reply, 2001, `Illegal parameter:${field}`);
export const expectRequired = (reply: Reply, field: string) => expectRefused(reply, 2002, `Required parameter:${field}`);

const satisfying = (description: string, test: (value: unknown) => boolean) => ({
  asymmetricMatch: test,
  toString: () => description,
  toAsymmetricMatcher: () => description,
});

/** A decimal carried as a JSON string, with exactly `places` decimals when given. */
export const decimal = (places?: number) =>
  expect.stringMatching(new RegExp(`^-?(0|[1-9]\\d*)${places === undefined ? '(\\.\\d+)?' : places === 0 ? '' : `\\.\\d{${places}}`}$`));
/** An id: a positive whole JSON number. */
export const ID = satisfying('an id (a positive whole number)', (v) => Number.isSafeInteger(v) && (v as number) > 0);
/** A time: whole ms as a JSON number, after 2020. */
export const TIME = satisfying('a time in ms', (v) => Number.isSafeInteger(v) && (v as number) > 1_577_836_800_000);

/** Everything an account can read about itself, to compare before and after a refused request. */
export async function accountView(trader: Trader): Promise<unknown> {
  const view: Record<string, unknown> = {
    balance: dataOf(await trader.post(BALANCE, { symbol: 'USDT' })),
    positions: dataOf(await trader.post(POSITIONS, { pageSize: 100 })),
  };
  for (const [id, pairName] of PAIRS.entries()) {
    view[`${pairName} open`] = dataOf(await trader.post(OPEN_ORDERS, { pairName, pageSize: 100 }));
    view[`${pairName} done`] = dataOf(await trader.get(ORDER_HISTORY, { symbol: pairName }));
    view[`${pairName} fills`] = dataOf(await trader.get(FILL_HISTORY, { pairName }));
    for (const positionType of [3, 4]) {
      view[`${pairName} lever ${positionType}`] = dataOf(await trader.get(GET_LEVER, { contractPairId: id + 1, positionType }));
    }
  }
  return view;
}
