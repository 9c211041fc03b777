/**
 * The "Bad input" rules, endpoint by endpoint: a missing parameter is 2002 `Required parameter:<field>`,
 * a malformed or out-of-range one 2001 `Illegal parameter:<field>`, malformed JSON 2001, a body over 1 MiB 413,
 * an unknown path a 404 envelope, what the balance cannot hold 2102. None of it changes anything, which the test
 * shows by reading every account's state before and after; and no input, however broken, brings the server down.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../../shared/random';
import { startPaperExchange, type PaperExchange } from '..';
import { accountView, dataOf, expectIllegal, expectRefused, expectRequired, PAIRS, publicGet, traderOf, type Trader } from './conformance';
import {
  BALANCE,
  BATCH_CANCEL,
  BATCH_CANCEL_WITH_RES,
  BATCH_CREATE,
  BATCH_CREATE_WITH_RES,
  CANCEL,
  CANCEL_BY_CLI,
  CREATE,
  FILL_HISTORY,
  GET_LEVER,
  hmac,
  keyOf,
  limitOrder,
  MAKER_EARNINGS,
  MAKER_EARNINGS_INFO,
  MARGIN,
  MATCH_LIST,
  OPEN_ORDERS,
  ORDER_HISTORY,
  PARAMETER_NAMES,
  POSITIONS,
  QUERY_ORDER,
  request,
  SET_LEVER,
  TARIFFS,
  TRADE_CONFIG,
  type Fields,
  type Reply,
} from './testing';

let exchange: PaperExchange;
const errors: unknown[] = [];
const trader = (name: string) => traderOf(() => exchange.url, keyOf(name));
const alice = trader('alice');
const bob = trader('bob');
const get = (path: string, params: Fields = {}) => publicGet(exchange.url, path, params);
/** Alice's position, Bob's open order. */
const ids = { position: 0, bobsOrder: 0 };

beforeAll(async () => {
  exchange = await startPaperExchange({ accounts: [alice.key, bob.key], onError: (error) => errors.push(error) });
  dataOf(await alice.post(CREATE, limitOrder('resting')));
  dataOf(await alice.post(CREATE, limitOrder('taker', { price: '60010.0', quantity: '0.002', matchType: 2 })));
  ids.position = dataOf(await alice.post(POSITIONS, {})).records[0].id;
  dataOf(await alice.json(SET_LEVER, { contractPairId: 2, lever: 7, positionType: 4 }));
  ids.bobsOrder = dataOf(await bob.post(CREATE, limitOrder('bobs'))).orderId;
});
afterAll(async () => {
  await exchange.close();
  expect(errors).toEqual([]);
});

/** Everything anyone can see: both accounts and the books. */
async function everything(): Promise<unknown> {
  const books = await Promise.all(PAIRS.map(async (pairName) => dataOf(await get('/api/third/info/depth', { pairName }))));
  return { alice: await accountView(alice), bob: await accountView(bob), books };
}

/** A signed request with the query exactly as given (no timestamp added), signed as the server reads it. */
function signedRaw(method: 'GET' | 'POST', path: string, rawQuery: string, t: Trader = alice): Promise<Reply> {
  const pairs = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => (part.includes('=') ? part : `${part}=`))
    .sort((a, b) => {
      const [nameA, nameB] = [a.slice(0, a.indexOf('=')), b.slice(0, b.indexOf('='))];
      return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
    });
  return request(`${exchange.url}${path}?${rawQuery}`, {
    method,
    headers: { APIKEY: t.key.apiKey, signature: hmac(t.key.apiSecret, pairs.join('&')) },
  });
}

/** A JSON body of exactly these bytes, signed. */
const rawJson = (path: string, body: string) => alice.json(path, body);

type Send = (params: Fields) => Promise<Reply>;
const form = (path: string) => (params: Fields) => alice.post(path, params);
const signedGet = (path: string) => (params: Fields) => alice.get(path, params);
const json = (path: string) => (params: Fields) => alice.json(path, params);
const open = (path: string) => (params: Fields) => get(path, params);

/** Each endpoint, the parameters of a request to it, and those it requires: each is left out in turn. */
const ENDPOINTS: [string, Send, Fields, string[]][] = [
  [
    'create',
    form(CREATE),
    limitOrder('new'),
    ['pairName', 'isLong', 'isMarket', 'matchType', 'price', 'quantity', 'lever', 'positionType', 'clientOrderId'],
  ],
  ['cancelEntrust', form(CANCEL), { entrustId: 1 }, ['entrustId']],
  ['cancelEntrustByCli', form(CANCEL_BY_CLI), { clientOrderId: 'resting' }, ['clientOrderId']],
  ['batchCancelEntrust', form(BATCH_CANCEL), { entrustIds: '1' }, ['entrustIds']],
  ['batchCancelWithRes', form(BATCH_CANCEL_WITH_RES), { entrustIds: '1' }, ['entrustIds']],
  ['callMarginAmount', form(MARGIN), { positionId: 1, call: true, marginAmount: '1' }, ['positionId', 'call', 'marginAmount']],
  ['balance', form(BALANCE), { symbol: 'USDT' }, ['symbol']],
  ['open orders', form(OPEN_ORDERS), { pairName: 'BTC-USDT' }, ['pairName']],
  ['queryOrder', form(QUERY_ORDER), { entrustId: 1 }, ['entrustId']],
  ['match list', form(MATCH_LIST), { pairName: 'BTC-USDT' }, ['pairName']],
  ['fillHistory', signedGet(FILL_HISTORY), { pairName: 'BTC-USDT' }, ['pairName']],
  ['maker earnings', signedGet(MAKER_EARNINGS), { pairName: 'BTC-USDT' }, ['pairName']],
  ['maker earningsInfo', signedGet(MAKER_EARNINGS_INFO), { pairName: 'BTC-USDT' }, ['pairName']],
  ['order histories', signedGet(ORDER_HISTORY), { symbol: 'BTC-USDT' }, ['symbol']],
  ['getUserLever', signedGet(GET_LEVER), { contractPairId: 1 }, ['contractPairId']],
  ['batchCreate', json(BATCH_CREATE), { orders: 'x' }, ['orders']],
  ['batchCreateWithRes', json(BATCH_CREATE_WITH_RES), { orders: 'x' }, ['orders']],
  ['setUserLever', json(SET_LEVER), { contractPairId: 1, lever: 5, positionType: 3 }, ['contractPairId', 'lever', 'positionType']],
  ['indexPrice', open('/api/third/info/indexPrice'), { pairName: 'BTC-USDT' }, ['pairName']],
  ['markPrice', open('/api/third/info/markPrice'), { pairName: 'BTC-USDT' }, ['pairName']],
  ['trades', open('/api/third/info/trades'), { pairName: 'BTC-USDT' }, ['pairName']],
  ['depth', open('/api/third/info/depth'), { pairName: 'BTC-USDT' }, ['pairName']],
  ['kline', open('/api/third/info/kline'), { pairName: 'BTC-USDT', period: '1MIN' }, ['pairName', 'period']],
  ['ticker', open('/api/third/info/ticker/24hr'), { pairName: 'BTC-USDT' }, ['pairName']],
  ['funding current', open('/api/third/v1/market/funding/current'), { pairName: 'BTC-USDT' }, ['pairName']],
  ['funding history', open('/api/third/v1/market/funding/history'), { pairName: 'BTC-USDT' }, ['pairName']],
];

/** Every private endpoint whose parameters come in the query string. */
const PRIVATE_FORM: ['GET' | 'POST', string][] = [
  ['POST', CREATE],
  ['POST', CANCEL],
  ['POST', CANCEL_BY_CLI],
  ['POST', BATCH_CANCEL],
  ['POST', BATCH_CANCEL_WITH_RES],
  ['POST', MARGIN],
  ['POST', BALANCE],
  ['POST', OPEN_ORDERS],
  ['POST', QUERY_ORDER],
  ['POST', MATCH_LIST],
  ['POST', POSITIONS],
  ['POST', TARIFFS],
  ['POST', TRADE_CONFIG],
  ['GET', FILL_HISTORY],
  ['GET', MAKER_EARNINGS],
  ['GET', MAKER_EARNINGS_INFO],
  ['GET', ORDER_HISTORY],
  ['GET', GET_LEVER],
];

const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
const batchItem = (more: Record<string, unknown> = {}) => {
  const { clientOrderId: _, ...rest } = limitOrder('x');
  return { ...rest, clientOrderId: 'item', ...more };
};

/** A batch body of a single order over 1 MiB. */
const overMiB = () => JSON.stringify({ orders: [batchItem({ clientOrderId: 'x'.repeat(1024 * 1024) })], timestamp: Date.now() });
/** The table's 'bobs' stands for the id of Bob's order, known once the exchange runs. */
const withIds = (params: Fields): Fields => (params.entrustId === 'bobs' ? { ...params, entrustId: ids.bobsOrder } : params);

/** Requests each endpoint must refuse with 2001, and the field the message names. */
const ILLEGAL: [string, Send, Fields, string][] = [
  ...[OPEN_ORDERS, MATCH_LIST, POSITIONS, TARIFFS].flatMap((path): [string, Send, Fields, string][] => [
    [path, form(path), { pairName: 'BTC-USDT', pageSize: 101 }, 'pageSize'],
    [path, form(path), { pairName: 'BTC-USDT', pageSize: 0 }, 'pageSize'],
    [path, form(path), { pairName: 'BTC-USDT', pageSize: '10.0' }, 'pageSize'],
    [path, form(path), { pairName: 'BTC-USDT', pageNo: 0 }, 'pageNo'],
    [path, form(path), { pairName: 'BTC-USDT', pageNo: 'last' }, 'pageNo'],
    [path, form(path), { pairName: 'ETH-BTC' }, 'pairName'],
  ]),
  [MATCH_LIST, form(MATCH_LIST), { pairName: 'BTC-USDT', matchId: 'x' }, 'matchId'],
  ...[FILL_HISTORY, MAKER_EARNINGS, MAKER_EARNINGS_INFO].flatMap((path): [string, Send, Fields, string][] => [
    [path, signedGet(path), { pairName: 'BTC-USDT', limit: 1001 }, 'limit'],
    [path, signedGet(path), { pairName: 'BTC-USDT', limit: 0 }, 'limit'],
    [path, signedGet(path), { pairName: 'BTC-USDT', idLe: '-1' }, 'idLe'],
    [path, signedGet(path), { pairName: 'btc-usdt' }, 'pairName'],
  ]),
  ...['orderId', 'idGe', 'beginTime', 'endTime'].map((name): [string, Send, Fields, string] => [
    FILL_HISTORY,
    signedGet(FILL_HISTORY),
    { pairName: 'BTC-USDT', [name]: '1.5' },
    name,
  ]),
  [FILL_HISTORY, signedGet(FILL_HISTORY), { pairName: 'BTC-USDT', isAsc: 'yes' }, 'isAsc'],
  [MAKER_EARNINGS, signedGet(MAKER_EARNINGS), { pairName: 'BTC-USDT', endTime: '1e12' }, 'endTime'],
  [ORDER_HISTORY, signedGet(ORDER_HISTORY), { symbol: 'BTC-USDT', limit: 1001 }, 'limit'],
  [ORDER_HISTORY, signedGet(ORDER_HISTORY), { symbol: 'BTC/USDT' }, 'symbol'],
  [GET_LEVER, signedGet(GET_LEVER), { contractPairId: 'BTC-USDT' }, 'contractPairId'],
  [GET_LEVER, signedGet(GET_LEVER), { contractPairId: 1, positionType: 'x' }, 'positionType'],
  [QUERY_ORDER, form(QUERY_ORDER), { entrustId: '99999999999999999' }, 'entrustId'],
  [QUERY_ORDER, form(QUERY_ORDER), { entrustId: 'bobs' }, 'entrustId'],
  [CANCEL, form(CANCEL), { entrustId: '-1' }, 'entrustId'],
  [CANCEL_BY_CLI, form(CANCEL_BY_CLI), { clientOrderId: 'bobs' }, 'clientOrderId'],
  ...[BATCH_CANCEL, BATCH_CANCEL_WITH_RES].flatMap((path): [string, Send, Fields, string][] =>
    ['1,,2', '1;2', '0', 'x', ' , ', hundredAndOne].map((entrustIds) => [path, form(path), { entrustIds }, 'entrustIds']),
  ),
  [BALANCE, form(BALANCE), { symbol: 'usdt' }, 'symbol'],
  [MARGIN, form(MARGIN), { positionId: 'first', call: true, marginAmount: '1' }, 'positionId'],
  [CREATE, form(CREATE), limitOrder('q', { quantity: '0.0001' }), 'quantity'],
  [CREATE, form(CREATE), limitOrder('q', { quantity: '0.000' }), 'quantity'],
  [CREATE, form(CREATE), limitOrder('q', { quantity: '100.001' }), 'quantity'],
  [CREATE, form(CREATE), limitOrder('p', { price: '1000.01' }), 'price'],
  [CREATE, form(CREATE), limitOrder('p', { pairName: 'BTC-USDC' }), 'pairName'],
  [CREATE, form(CREATE), limitOrder('l', { lever: 26 }), 'lever'],
  [CREATE, form(CREATE), limitOrder('l', { lever: 0 }), 'lever'],
  [CREATE, form(CREATE), limitOrder('c', { clientOrderId: 'résumé' }), 'clientOrderId'],
  [CREATE, form(CREATE), limitOrder('resting'), 'clientOrderId'],
  [CREATE, form(CREATE), limitOrder('m', { isMarket: true, matchType: 4 }), 'matchType'],
  [SET_LEVER, json(SET_LEVER), { contractPairId: 1, lever: 26, positionType: 3 }, 'lever'],
  [SET_LEVER, json(SET_LEVER), { contractPairId: 1, lever: 5, positionType: 3, timestamp: 'soon' }, 'timestamp'],
  ...[BATCH_CREATE, BATCH_CREATE_WITH_RES].flatMap((path): [string, Send, Fields, string][] => [
    [path, json(path), { orders: '[]' }, 'orders'],
    [path, json(path), { orders: 5 }, 'orders'],
  ]),
  ['depth', open('/api/third/info/depth'), { pairName: 'BTC-USDT', limit: 0 }, 'limit'],
  ['trades', open('/api/third/info/trades'), { pairName: 'BTC-USDT', limit: 1001 }, 'limit'],
  ['kline', open('/api/third/info/kline'), { pairName: 'BTC-USDT', period: '1M' }, 'period'],
  ['kline', open('/api/third/info/kline'), { pairName: 'BTC-USDT', period: '1MIN', limit: 1501 }, 'limit'],
  ['funding history', open('/api/third/v1/market/funding/history'), { pairName: 'BTC-USDT', limit: 1001 }, 'limit'],
  ['oi', open('/api/third/info/oi'), { pairName: 'BTCUSDT' }, 'pairName'],
  ['markPrice', open('/api/third/info/markPrice'), { pairName: 'SOL' }, 'pairName'],
];

/** JSON bodies that are not an object of parameters: refused before anything else is read. */
const NOT_OBJECTS = ['{', '', 'null', '[]', '"orders"', '{"orders":[1]', '{"orders":[]}}'];
/** Batch bodies whose `orders` are not 1 to 100 objects (TS: a fresh timestamp). */
const BAD_ORDERS = [
  '{"orders":[1],"timestamp":TS}',
  '{"orders":[null],"timestamp":TS}',
  '{"orders":[[]],"timestamp":TS}',
  '{"orders":{},"timestamp":TS}',
  '{"orders":[],"timestamp":TS}',
  `{"orders":[${Array(101).fill(JSON.stringify(batchItem())).join(',')}],"timestamp":TS}`,
];
/** Bodies with a timestamp that is not a whole number. */
const BAD_TIMESTAMPS = ['{"orders":[{}],"timestamp":1e400}', '{"orders":[{}],"timestamp":true}', '{"orders":[{}],"timestamp":[TS]}'];
const JSON_PATHS = [BATCH_CREATE, BATCH_CREATE_WITH_RES, SET_LEVER];
const stamped = (body: string) => body.replace('TS', String(Date.now()));

/** Every malformed body, each endpoint it goes to, and the parameter the refusal names. */
const BAD_BODIES: [string, string, string][] = [
  ...JSON_PATHS.flatMap((path) => NOT_OBJECTS.map((body): [string, string, string] => [path, body, 'body'])),
  ...[BATCH_CREATE, BATCH_CREATE_WITH_RES].flatMap((path) => BAD_ORDERS.map((body): [string, string, string] => [path, body, 'orders'])),
  ...JSON_PATHS.flatMap((path) => BAD_TIMESTAMPS.map((body): [string, string, string] => [path, body, 'timestamp'])),
];

describe('bad input', () => {
  it('answers 2002 naming each missing parameter, on every endpoint', async () => {
    for (const [, send, valid, required] of ENDPOINTS) {
      for (const field of required) {
        const { [field]: _, ...rest } = valid;
        expectRequired(await send(rest), field);
        // A parameter with no value is not sent: it is missing too.
        if (field !== 'orders') expectRequired(await send({ ...rest, [field]: '' }), field);
      }
    }
  });

  it('answers 2002 for a private request without timestamp, 2001 for a malformed one', async () => {
    for (const [method, path] of PRIVATE_FORM) {
      expectRequired(await signedRaw(method, path, 'pairName=BTC-USDT'), 'timestamp');
      expectIllegal(await signedRaw(method, path, `pairName=BTC-USDT&timestamp=${Date.now()}.0`), 'timestamp');
    }
    for (const path of JSON_PATHS) {
      expectRequired(await rawJson(path, '{"contractPairId":1,"lever":5,"orders":[],"positionType":3}'), 'timestamp');
    }
  });

  it('answers 2001 naming each malformed or out-of-range parameter', async () => {
    for (const [label, send, params, field] of ILLEGAL) {
      const reply = await send(withIds(params));
      expect([label, reply.body.msg]).toEqual([label, `Illegal parameter:${field}`]);
      expectIllegal(reply, field);
    }
  });

  it('answers 2001 for malformed JSON on every JSON endpoint', async () => {
    for (const [path, body, field] of BAD_BODIES) {
      const reply = await rawJson(path, stamped(body));
      expect([path, body.slice(0, 40), reply.body.msg]).toEqual([path, body.slice(0, 40), `Illegal parameter:${field}`]);
      expectIllegal(reply, field);
    }
    // Nested ten thousand deep, and a megabyte's worth less a little.
    const deep = `{"orders":${'['.repeat(10_000)}${']'.repeat(10_000)},"timestamp":${Date.now()}}`;
    expectIllegal(await rawJson(BATCH_CREATE, deep), 'orders');
    const deeper = `{"orders":${'['.repeat(500_000)}${']'.repeat(500_000)},"timestamp":${Date.now()}}`;
    expect((await rawJson(BATCH_CREATE, deeper)).body).toMatchObject({ error: true, code: 2001 });
  });

  it('authenticates a JSON request before reading its body: 401, not 2001, without a valid signature', async () => {
    for (const path of JSON_PATHS) {
      const unsigned = await request(`${exchange.url}${path}`, { method: 'POST', body: '{' });
      const forged = await alice.json(path, '{', { signature: hmac('guess', '{') });
      for (const reply of [unsigned, forged]) {
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ error: true, code: 401, data: null });
      }
    }
  });

  it('refuses what the balance cannot hold with 2102', async () => {
    // 100 BTC at 60000.0 and 10× (Alice's long's leverage): 600 000 USDT of margin.
    expectRefused(await alice.post(CREATE, limitOrder('huge', { price: '60000.0', quantity: '100' })), 2102);
    expectRefused(await alice.post(MARGIN, { positionId: ids.position, call: true, marginAmount: '10000' }), 2102);
    const [result] = dataOf(await alice.json(BATCH_CREATE_WITH_RES, { orders: [batchItem({ quantity: '100' })] }));
    expect(result).toMatchObject({ orderId: null, resultCode: 2102 });
  });

  it('answers an unknown path or method with a 404 envelope', async () => {
    const paths = ['/', '/api/third/info/time/', '/API/third/info/time', '/api/third/info/%74ime', '/api/third/v2/trade/getUserLever'];
    for (const path of paths) {
      const reply = await request(`${exchange.url}${path}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ error: true, code: 404, msg: expect.stringContaining('No such path'), data: null });
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) expect((await request(`${exchange.url}${CREATE}`, { method })).status).toBe(404);
    expect((await request(`${exchange.url}${FILL_HISTORY}`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a body over 1 MiB with 413, declared or chunked', async () => {
    const reply = await rawJson(BATCH_CREATE, overMiB());
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ error: true, code: 413, msg: expect.any(String), data: null, sid: expect.any(String) });
    const chunked = await new Promise<number>((resolve, reject) => {
      // Alice's key and a signature: the headers pass, so the body is read until it is one byte too many.
      const headers = { APIKEY: alice.key.apiKey, signature: hmac(alice.key.apiSecret, '') };
      const req = httpRequest(`${exchange.url}${SET_LEVER}`, { method: 'POST', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 17; i++) req.write(Buffer.alloc(64 * 1024, 0x20));
      req.end();
    });
    expect(chunked).toBe(413);
  });

  it('changes nothing for any of the refused requests above', async () => {
    const before = await everything();
    for (const [, send, valid, required] of ENDPOINTS) {
      for (const field of required) {
        const { [field]: _, ...rest } = valid;
        await send(rest);
      }
    }
    for (const [, send, params] of ILLEGAL) await send(withIds(params));
    for (const [path, body] of BAD_BODIES) await rawJson(path, stamped(body));
    await alice.post(CREATE, limitOrder('huge', { price: '60000.0', quantity: '100' }));
    await alice.post(MARGIN, { positionId: ids.position, call: true, marginAmount: '10000' });
    await rawJson(BATCH_CREATE, overMiB());
    expect(await everything()).toEqual(before);
  });
});

const PUBLIC_PATHS = [
  '/api/third/info/time',
  '/api/third/info/indexPrice',
  '/api/third/info/markPrice',
  '/api/third/info/trades',
  '/api/third/info/pairs',
  '/api/third/info/depth',
  '/api/third/info/kline',
  '/api/third/v1/market/funding/history',
  '/api/third/v1/market/funding/current',
  '/api/third/info/ticker/24hr',
  '/api/third/info/oi',
];

/** An answer with the envelope's fields and types, HTTP 200, and not the server's own failure (1001). */
function expectEnvelope(label: string, reply: Reply): void {
  const { error, code, msg, sid } = reply.body;
  const types = [typeof error, typeof code, typeof msg, typeof sid];
  expect([label, reply.status, ...types]).toEqual([label, 200, 'boolean', 'number', 'string', 'string']);
  expect([label, 'data' in reply.body, code]).not.toEqual([label, true, 1001]);
  expect([label, 'data' in reply.body]).toEqual([label, true]);
}

describe('no input brings the server down', () => {
  const NAMES = [...PARAMETER_NAMES, 'constructor', 'toString'];
  const TEXTS = [
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    'NaN',
    'Infinity',
    'True',
    'false',
    'null',
    '[]',
    '{}',
    '\u0000',
    '%',
    '%zz',
    '1,2,,3',
    '９',
    'x'.repeat(300),
    '9'.repeat(30),
    '0.00000000001',
    'BTC-USDT',
    'ETH-USDT',
    '1MIN',
    '1',
    '3',
    '4',
    '100',
    '101',
  ];
  const VALUES: unknown[] = [...TEXTS, 0, -0, 1, 3, 4, 1.5, 1e21, -1, 2 ** 53, true, false, null, [], {}, [{}], [1, 'x'], { a: [] }];

  it('answers every signed, garbled request to every route with an envelope, never a 500', async () => {
    // Seeded: the same garbage on every run.
    const random = new Random(7);
    const next = () => random.next();
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const routes: [string, (params: Fields, body: Record<string, unknown>) => Promise<Reply>][] = [
      ...PRIVATE_FORM.map(([method, path]): [string, (p: Fields) => Promise<Reply>] => [
        path,
        (p) => (method === 'GET' ? alice.get(path, p) : alice.post(path, p)),
      ]),
      ...JSON_PATHS.map((path): [string, (p: Fields, b: Record<string, unknown>) => Promise<Reply>] => [path, (_p, body) => alice.json(path, body)]),
      ...PUBLIC_PATHS.map((path): [string, (p: Fields) => Promise<Reply>] => [path, (p) => get(path, p)]),
    ];
    for (const [route, send] of routes) {
      for (let n = 0; n < 12; n++) {
        const params: Fields = {};
        const body: Record<string, unknown> = {};
        for (let k = 1 + Math.floor(next() * 6); k > 0; k--) {
          params[pick(NAMES)] = pick(TEXTS);
          body[pick(NAMES)] = next() < 0.3 ? [Object.fromEntries([[pick(NAMES), pick(VALUES)]])] : pick(VALUES);
        }
        expectEnvelope(route, await send(params, body));
      }
    }
    expect(dataOf(await get('/api/third/info/time'))).toEqual(expect.any(Number));
  });

  it('survives broken HTTP, an upload cut short and raw escapes in the query', async () => {
    const port = Number(new URL(exchange.url).port);
    const garbage = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(garbage).toMatch(/^HTTP\/1\.1 400/);

    await new Promise<void>((resolve) => {
      const req = httpRequest(`${exchange.url}${BATCH_CREATE}`, { method: 'POST', headers: { 'content-length': '100000' } });
      req.on('error', () => resolve());
      req.write('{"orders":[', () => setTimeout(() => (req.destroy(), resolve()), 20));
    });

    const queries = ['pairName=%', 'pairName=%E0%A4%A', '%zz=1&pairName=BTC-USDT', 'pairName=BTC%00USDT', '==&&=', '__proto__=1&pairName=x'];
    for (const query of queries) {
      expectEnvelope(query, await request(`${exchange.url}/api/third/info/depth?${query}`));
      expectEnvelope(query, await signedRaw('POST', OPEN_ORDERS, `${query}&timestamp=${Date.now()}`));
    }
    expect(dataOf(await get('/api/third/info/time'))).toEqual(expect.any(Number));
  });
});
