/**
 * Fuzzing the paper exchange over HTTP: random requests — the real routes and made-up ones, any method, random
 * query strings and bodies, valid, missing, wrong and stale signatures — against a durable exchange. Every request
 * is answered in time with a JSON envelope carrying a known code (never the server's own failure), and the server
 * answers a valid request afterwards. A signed request whose parameters are broken — one or more fields left out,
 * malformed or out of range — is refused with 2001/2002 naming a broken field, and changes nothing anyone can see.
 *
 * Reproduce a failure with the seed (and path) fast-check prints: FC_SEED=… FC_PATH=… npx vitest run <this file>.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../shared/exchange/enums';
import { startPaperExchange, type PaperExchange } from '..';
import { accountView, dataOf, PAIRS, publicGet, traderOf, type Trader } from './conformance';
import { accountRoutes } from './routes/account';
import { marketRoutes } from './routes/market';
import { orderRoutes } from './routes/orders';
import { positionRoutes } from './routes/positions';
import { hmac, PARAMETER_NAMES, type Key } from './testing';

const replay = {
  ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']) } : {}),
  ...(process.env['FC_PATH'] ? { path: process.env['FC_PATH'] } : {}),
};

const ROUTES = { ...marketRoutes, ...orderRoutes, ...positionRoutes, ...accountRoutes };
const ROUTE_KEYS = Object.keys(ROUTES);
const KNOWN_CODES: number[] = Object.values(Code);
/** Every answer must come within this. */
const ANSWER_MS = 5_000;

// ---- raw HTTP --------------------------------------------------------------------------------------------------

interface Raw {
  method: string;
  /** Path and query exactly as sent. */
  target: string;
  headers: Record<string, string>;
  body: string | Buffer;
}

interface Answer {
  status: number;
  text: string;
}

/** Sends a request as given and reads the answer, or fails when none comes within ANSWER_MS. */
function send(base: string, raw: Raw): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = typeof raw.body === 'string' ? Buffer.from(raw.body, 'utf8') : raw.body;
    const { hostname, port } = new URL(base);
    const req = httpRequest({
      hostname,
      port,
      path: raw.target,
      method: raw.method,
      headers: { ...raw.headers, ...(body.length > 0 ? { 'content-length': String(body.length) } : {}) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${ANSWER_MS} ms to ${raw.method} ${raw.target.slice(0, 200)}`));
    }, ANSWER_MS);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

/** Percent-encodes what may not travel raw in a request line; leaves `%`, `&`, `=` and `+` to do their damage. */
const rawSafe = (text: string): string =>
  text.replace(/[^\x21-\x7e]|[#?]/gu, (c) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));

const describeRaw = (raw: Raw): string =>
  `${raw.method} ${raw.target.slice(0, 300)} headers=${JSON.stringify(raw.headers)} body=${JSON.stringify(String(raw.body).slice(0, 200))}`;

/** The envelope, checked: JSON, its fields and their types, a known code matching the HTTP status. */
function expectEnvelope(where: string, answer: Answer): { error: boolean; code: number; msg: string; data: unknown } {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    throw new Error(`${where}: not JSON (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`);
  }
  const keys = Object.keys(body).sort();
  expect(
    ['code', 'data', 'error', 'msg', 'sid'].every((k) => keys.includes(k)) &&
      keys.every((k) => ['code', 'data', 'error', 'msg', 'sid', 'timestamp'].includes(k)),
    `${where}: fields ${keys}`,
  ).toBe(true);
  const { error, code, msg, data, sid } = body as { error: boolean; code: number; msg: string; data: unknown; sid: string };
  expect(KNOWN_CODES, `${where}: code ${code}`).toContain(code);
  expect(code, `${where}: the server's own failure: ${msg}`).not.toBe(Code.SYSTEM_ERROR);
  expect(typeof error === 'boolean' && error === (code !== Code.SUCCESS), `${where}: error ${error} with code ${code}`).toBe(true);
  expect(typeof msg === 'string' && msg.length > 0 && typeof sid === 'string' && sid.length > 0, `${where}: msg/sid`).toBe(true);
  if (error) expect(data, `${where}: a failure carries no data`).toBeNull();
  const status = code === Code.AUTH_FAILED || code === Code.NOT_FOUND || code === Code.PAYLOAD_TOO_LARGE ? code : 200;
  expect(answer.status, `${where}: HTTP status for code ${code}`).toBe(status);
  return { error, code, msg, data };
}

// ---- signing ---------------------------------------------------------------------------------------------------

/** How a request is signed, if at all. */
type Auth = 'none' | 'valid' | 'wrong-signature' | 'unknown-key' | 'other-sign-type' | 'stale' | 'no-signature';

/** Builds the request for a route the way a client would, signed per `auth` for `key`. */
function build(
  method: string,
  pathname: string,
  entries: [string, string][],
  body: { json: unknown } | { text: string } | null,
  auth: Auth,
  key: Key,
  timestamp: number | null,
): Raw {
  const stamp = auth === 'stale' ? Date.now() - 60_000 : timestamp;
  const isJson = body !== null && 'json' in body;
  let payload: string;
  let target = pathname;
  let bodyText: string;
  if (isJson) {
    const object = body.json;
    bodyText = JSON.stringify(
      stamp !== null && typeof object === 'object' && object !== null && !Array.isArray(object) ? { ...object, timestamp: stamp } : object,
    );
    payload = bodyText;
  } else {
    // Sorted `name=value` parts, each encoded: the query as sent is the string to sign.
    const all = stamp === null ? entries : [...entries, ['timestamp', String(stamp)] as [string, string]];
    payload = all
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort((a, b) => (a.slice(0, a.indexOf('=')) < b.slice(0, b.indexOf('=')) ? -1 : 1))
      .join('&');
    if (payload !== '') target = `${pathname}?${payload}`;
    bodyText = body !== null && 'text' in body ? body.text : '';
  }
  const headers: Record<string, string> = isJson ? { 'content-type': 'application/json' } : { 'content-type': 'text/plain' };
  if (auth !== 'none') {
    headers['apikey'] = auth === 'unknown-key' ? `${key.apiKey}-nobody` : key.apiKey;
    if (auth !== 'no-signature') headers['signature'] = auth === 'wrong-signature' ? hmac('not-the-secret', payload) : hmac(key.apiSecret, payload);
    if (auth === 'other-sign-type') headers['x-sapi-sign-type'] = '2';
  }
  return { method, target, headers, body: bodyText };
}

// ---- the exchange ----------------------------------------------------------------------------------------------

const dirs: string[] = [];
const serverErrors: unknown[] = [];
async function exchangeWith(accounts: Key[]): Promise<PaperExchange> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-paper-fuzz-'));
  dirs.push(dir);
  return startPaperExchange({ port: 0, dataDir: dir, market: false, accounts, onError: (e) => serverErrors.push(e) });
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  expect(serverErrors).toEqual([]);
});

/** Parameter names the routes read (and some no route should), and values that upset them. */
const NAMES = [...PARAMETER_NAMES, 'timestamp', '__proto__', 'constructor'];
const VALUES = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1',
    '3',
    '4',
    '1.5',
    '1e3',
    'NaN',
    'True',
    'false',
    'null',
    '[]',
    '{}',
    '%',
    '%zz',
    '1,2,,3',
    '９',
    '0.0000000001',
    'BTC-USDT',
    'ETH-USDT',
    '1MIN',
    '100',
    '101',
    '1000.0',
    '0.010',
    'x'.repeat(300),
    '9'.repeat(30),
    String(Date.now()),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.nat().map(String),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...NAMES), fc.oneof(VALUES, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 6 }),
  fc.dictionary(fc.constantFrom(...NAMES), VALUES, { maxKeys: 4 }).map((order) => ({ orders: [order] })),
);

describe('the paper exchange, fuzzed: any request', () => {
  const mallory: Key = { apiKey: 'mallory', apiSecret: 'mallory-secret' };
  let exchange: PaperExchange;
  beforeAll(async () => {
    exchange = await exchangeWith([mallory]);
  });
  afterAll(() => exchange?.close());

  const request = fc.record({
    route: fc.constantFrom(...ROUTE_KEYS),
    method: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS')),
    path: fc.oneof(
      { arbitrary: fc.constant<((p: string) => string) | null>(null), weight: 6 },
      fc.constantFrom<(p: string) => string>(
        (p) => `${p}/`,
        (p) => p.toUpperCase(),
        (p) => p.replace('/api/third', ''),
        (p) => `${p}%00`,
        (p) => p.replace('third', 'th%69rd'),
        (p) => `/..${p}`,
        (p) => `${p}#x`.replace('#', '%23'),
        () => '/',
        () => '*',
      ),
      fc.webPath().map((w) => () => `/${w.replace(/^\/+/, '')}`),
    ),
    params: fc.array(fc.tuple(fc.constantFrom(...NAMES), VALUES), { maxLength: 8 }),
    rawQuery: fc.option(fc.string({ unit: 'binary', maxLength: 40 }), { freq: 4 }),
    body: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: jsonValue.map((json) => ({ json })), weight: 4 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((text) => ({ text })), weight: 2 },
      { arbitrary: fc.constantFrom({ text: ' '.repeat(1024 * 1024 + 1) }, { text: `{"orders":${'['.repeat(5000)}` }), weight: 1 },
    ),
    auth: fc.constantFrom<Auth>('valid', 'valid', 'valid', 'none', 'wrong-signature', 'unknown-key', 'other-sign-type', 'stale', 'no-signature'),
    timestamp: fc.oneof({ arbitrary: fc.constant('now'), weight: 6 }, fc.constantFrom(null, 'malformed')),
  });

  type Request = typeof request extends fc.Arbitrary<infer R> ? R : never;
  const plain: Request = {
    route: 'GET /api/third/info/time',
    method: null,
    path: null,
    params: [],
    rawQuery: null,
    body: null,
    auth: 'valid',
    timestamp: 'now',
  };
  const depth: Request = { ...plain, route: 'GET /api/third/info/depth' };
  /** A request answered with each code the runs must meet: success, 401, 404, 413, 2001, 2002. */
  const DOORS: [Request][] = [
    [plain],
    [{ ...plain, route: 'POST /api/third/hot/order/balance', params: [['symbol', 'USDT']], auth: 'wrong-signature' }],
    [{ ...plain, path: () => '/' }],
    [{ ...plain, route: 'POST /api/third/hot/order/balance', body: { text: ' '.repeat(1024 * 1024 + 1) } }],
    [
      {
        ...depth,
        params: [
          ['pairName', 'BTC-USDT'],
          ['limit', '-1'],
        ],
      },
    ],
    [depth],
  ];

  it('answers every request in time with an envelope and a known code, and keeps answering', async () => {
    const codes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const space = r.route.indexOf(' ');
        const routeMethod = r.route.slice(0, space);
        const routePath = r.route.slice(space + 1);
        const method = r.method ?? routeMethod;
        const pathname = r.path ? r.path(routePath) : routePath;
        let raw = build(method, pathname, r.params, r.body, r.auth, mallory, r.timestamp === 'now' ? Date.now() : null);
        if (r.timestamp === 'malformed') raw = { ...raw, target: `${raw.target}${raw.target.includes('?') ? '&' : '?'}timestamp=${Date.now()}.0` };
        if (r.rawQuery !== null) raw = { ...raw, target: `${pathname}?${rawSafe(r.rawQuery)}` };
        const where = describeRaw(raw);
        const { code } = expectEnvelope(where, await send(exchange.url, raw));
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }),
      // One request of each way in or out first, so the count below never rests on chance.
      { numRuns: 400, examples: DOORS, ...replay },
    );
    // The runs got past the door, and were stopped at it, in every way.
    for (const code of [Code.SUCCESS, Code.AUTH_FAILED, Code.NOT_FOUND, Code.PAYLOAD_TOO_LARGE, Code.ILLEGAL_PARAMETER, Code.REQUIRED_PARAMETER]) {
      expect([code, codes.get(code) ?? 0]).not.toEqual([code, 0]);
    }
    const trader = traderOf(() => exchange.url, mallory);
    expect(dataOf(await publicGet(exchange.url, '/api/third/info/time'))).toEqual(expect.any(Number));
    expect(dataOf(await trader.post('/api/third/hot/order/balance', { symbol: 'USDT' }))).toMatchObject({ symbol: 'USDT' });
  });
});

// ---- signed, broken, refused, and nothing changed --------------------------------------------------------------

/** How each kind of field is broken: a value that cannot be read as one, or that its rule refuses. */
const PLAIN_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const junk = fc.string({ minLength: 1, maxLength: 10 });
const ILLEGAL = {
  bool: fc.oneof(
    fc.constantFrom('yes', '1', '0', 'TRUE ', 'tru', 'null', ' true'),
    junk.filter((s) => !/^(true|false)$/i.test(s)),
  ),
  integer: fc.oneof(
    fc.constantFrom('-1', '1.5', '1e3', ' 1', '0x1', '9999999999999999', '１', '+1'),
    junk.filter((s) => !/^\d{1,16}$/.test(s)),
  ),
  decimal: (decimals: number) =>
    fc.oneof(
      fc.constantFrom('-1', '1e3', '1,5', '.5', '5.', '0x10', 'NaN', '00.5', ' 1', '+1', `1.${'0'.repeat(decimals)}1`),
      junk.filter((s) => !PLAIN_DECIMAL.test(s)),
    ),
  pair: fc.oneof(
    fc.constantFrom('btc-usdt', 'BTC-USDC', 'BTCUSDT', 'BTC-USDT ', 'ETH'),
    junk.filter((s) => !(PAIRS as readonly string[]).includes(s)),
  ),
  pairId: fc.constantFrom('0', '4', '99', 'BTC-USDT', '-1', '1.0'),
  ids: fc.constantFrom('1,,2', '1;2', '0', 'x', ' , ', '-1', '1.5', Array.from({ length: 101 }, (_, i) => i + 1).join(',')),
};
type Kind = keyof typeof ILLEGAL | 'decimal1' | 'decimal3' | 'decimal4' | 'text';

/** A field, how to break it beyond its kind's ways (values its rule refuses), and whether it may be left out. */
interface Field {
  kind: Kind;
  /** Values that parse but that the rule refuses (2001). */
  refused?: string[];
  optional?: boolean;
}

const ORDER_FIELDS: Record<string, Field> = {
  pairName: { kind: 'pair' },
  isLong: { kind: 'bool' },
  isMarket: { kind: 'bool' },
  matchType: { kind: 'integer', refused: ['0', '5', '99'] },
  price: { kind: 'decimal1', refused: ['0', '0.0'] },
  quantity: { kind: 'decimal3', refused: ['0', '0.000', '100.001', '1000'] },
  lever: { kind: 'integer', refused: ['0', '26', '100'] },
  positionType: { kind: 'integer', refused: ['0', '1', '5'] },
  clientOrderId: { kind: 'text' },
};
const PAGE: Record<string, Field> = {
  pageNo: { kind: 'integer', refused: ['0'], optional: true },
  pageSize: { kind: 'integer', refused: ['0', '101'], optional: true },
};
const CURSOR: Record<string, Field> = {
  limit: { kind: 'integer', refused: ['0', '1001'], optional: true },
  idLe: { kind: 'integer', optional: true },
};

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  json?: boolean;
  fields: Record<string, Field>;
  /** Valid parameters (what the test's state makes valid). */
  valid: () => Record<string, unknown>;
}

const held = { orderId: 0, clientOrderId: 'resting', positionId: 0 };
let nextId = 0;
const freshClientOrderId = () => `fuzz-${++nextId}`;
const order = () => ({
  pairName: 'BTC-USDT',
  isLong: 'true',
  isMarket: 'false',
  matchType: '1',
  price: '1000.0',
  quantity: '0.010',
  lever: '10',
  positionType: '3',
  clientOrderId: freshClientOrderId(),
});

const ENDPOINTS: Record<string, Endpoint> = {
  create: { method: 'POST', path: '/api/third/hot/order/create', fields: ORDER_FIELDS, valid: order },
  cancelEntrust: {
    method: 'POST',
    path: '/api/third/order/cancelEntrust',
    fields: { entrustId: { kind: 'integer' } },
    valid: () => ({ entrustId: String(held.orderId) }),
  },
  cancelEntrustByCli: {
    method: 'POST',
    path: '/api/third/order/cancelEntrustByCli',
    fields: { clientOrderId: { kind: 'text' } },
    valid: () => ({ clientOrderId: held.clientOrderId }),
  },
  batchCancelEntrust: {
    method: 'POST',
    path: '/api/third/order/batchCancelEntrust',
    fields: { entrustIds: { kind: 'ids' } },
    valid: () => ({ entrustIds: String(held.orderId) }),
  },
  batchCancelWithRes: {
    method: 'POST',
    path: '/api/third/order/batchCancelWithRes',
    fields: { entrustIds: { kind: 'ids' } },
    valid: () => ({ entrustIds: String(held.orderId) }),
  },
  callMarginAmount: {
    method: 'POST',
    path: '/api/third/order/callMarginAmount',
    fields: { positionId: { kind: 'integer' }, call: { kind: 'bool' }, marginAmount: { kind: 'decimal4', refused: ['0', '0.0000'] } },
    valid: () => ({ positionId: String(held.positionId), call: 'true', marginAmount: '1' }),
  },
  setUserLever: {
    method: 'POST',
    path: '/api/third/v1/trade/setUserLever',
    json: true,
    fields: {
      contractPairId: { kind: 'pairId' },
      lever: { kind: 'integer', refused: ['0', '26'] },
      positionType: { kind: 'integer', refused: ['0', '5'] },
    },
    valid: () => ({ contractPairId: 1, lever: 7, positionType: 4 }),
  },
  batchCreate: {
    method: 'POST',
    path: '/api/third/hot/order/batchCreate',
    json: true,
    // Every order is read before any is placed: a broken one anywhere refuses the batch.
    fields: Object.fromEntries(
      Object.entries(ORDER_FIELDS).flatMap(([name, field]) =>
        field.kind === 'text' ? [] : [[`orders.1.${name}`, { kind: field.kind }] as [string, Field]],
      ),
    ),
    valid: () => ({ orders: [order(), order()] }),
  },
  balance: {
    method: 'POST',
    path: '/api/third/hot/order/balance',
    fields: { symbol: { kind: 'text', refused: ['usdt', 'BTC'] } },
    valid: () => ({ symbol: 'USDT' }),
  },
  openOrders: {
    method: 'POST',
    path: '/api/third/order/selectContractCurrentEntrustList',
    fields: { pairName: { kind: 'pair' }, ...PAGE },
    valid: () => ({ pairName: 'BTC-USDT', pageNo: '1', pageSize: '10' }),
  },
  positions: {
    method: 'POST',
    path: '/api/third/hot/order/selectContractPositionList',
    fields: { pairName: { kind: 'pair', optional: true }, ...PAGE },
    valid: () => ({ pairName: 'ETH-USDT', pageSize: '10' }),
  },
  queryOrder: {
    method: 'POST',
    path: '/api/third/order/queryOrder',
    fields: { entrustId: { kind: 'integer' } },
    valid: () => ({ entrustId: String(held.orderId) }),
  },
  fillHistory: {
    method: 'GET',
    path: '/api/third/v1/trade/fillHistory',
    fields: { pairName: { kind: 'pair' }, ...CURSOR, isAsc: { kind: 'bool', optional: true } },
    valid: () => ({ pairName: 'ETH-USDT', limit: '5', idLe: '99', isAsc: 'false' }),
  },
  orderHistory: {
    method: 'GET',
    path: '/api/third/v1/orders/histories',
    fields: { symbol: { kind: 'pair' }, limit: CURSOR['limit']! },
    valid: () => ({ symbol: 'BTC-USDT', limit: '5' }),
  },
  getUserLever: {
    method: 'GET',
    path: '/api/third/v1/trade/getUserLever',
    fields: { contractPairId: { kind: 'pairId' }, positionType: { kind: 'integer', refused: ['5'], optional: true } },
    valid: () => ({ contractPairId: '1', positionType: '3' }),
  },
};

/** A broken field: left out (or sent empty), or given a value it refuses. */
type Break = { field: string; how: 'missing' } | { field: string; how: 'empty' } | { field: string; how: 'value'; value: string };

const illegalValue = (field: Field): fc.Arbitrary<string> => {
  const kind = field.kind;
  const own =
    kind === 'decimal1'
      ? ILLEGAL.decimal(1)
      : kind === 'decimal3'
        ? ILLEGAL.decimal(3)
        : kind === 'decimal4'
          ? ILLEGAL.decimal(4)
          : kind === 'text'
            ? null
            : ILLEGAL[kind];
  const refused = field.refused?.length ? fc.constantFrom(...field.refused) : null;
  const choices = [own, refused].filter((a): a is fc.Arbitrary<string> => a !== null);
  return choices.length === 0 ? fc.constant('') : fc.oneof(...choices);
};

const breaksFor = (endpoint: Endpoint): fc.Arbitrary<Break[]> => {
  const one = fc.constantFrom(...Object.keys(endpoint.fields)).chain((name): fc.Arbitrary<Break> => {
    const field = endpoint.fields[name]!;
    const values = illegalValue(field).filter((v) => v !== '');
    const ways: fc.Arbitrary<Break>[] = [];
    if (!field.optional) ways.push(fc.constantFrom<Break>({ field: name, how: 'missing' }, { field: name, how: 'empty' }));
    if (field.kind !== 'text' || field.refused) ways.push(values.map((value): Break => ({ field: name, how: 'value', value })));
    return ways.length > 0 ? fc.oneof(...ways) : fc.constant({ field: name, how: 'missing' });
  });
  return fc.uniqueArray(one, { minLength: 1, maxLength: 3, selector: (b) => b.field });
};

/** Applies the breaks to valid parameters (a path `orders.1.price` reaches into a batch). */
function broken(valid: Record<string, unknown>, breaks: Break[]): Record<string, unknown> {
  const params = structuredClone(valid);
  for (const b of breaks) {
    const steps = b.field.split('.');
    let target: Record<string, unknown> = params;
    for (const step of steps.slice(0, -1)) target = target[step] as Record<string, unknown>;
    const last = steps[steps.length - 1]!;
    if (b.how === 'missing') delete target[last];
    else if (b.how === 'empty') target[last] = '';
    else target[last] = b.value;
  }
  return params;
}

/** The field a refusal should name: a batch names the order's field by its own name. */
const fieldName = (path: string): string => path.split('.').pop()!;

describe('the paper exchange, fuzzed: broken parameters, signed', () => {
  const alice: Key = { apiKey: 'alice', apiSecret: 'alice-secret' };
  let exchange: PaperExchange;
  let trader: Trader;

  beforeAll(async () => {
    exchange = await exchangeWith([alice]);
    trader = traderOf(() => exchange.url, alice);
    held.orderId = dataOf(await trader.post('/api/third/hot/order/create', { ...order(), clientOrderId: 'resting' })).orderId;
    dataOf(
      await trader.post('/api/third/hot/order/create', {
        ...order(),
        pairName: 'ETH-USDT',
        isMarket: 'true',
        quantity: '0.50',
        price: '0',
        matchType: '2',
      }),
    );
    held.positionId = dataOf(await trader.post('/api/third/hot/order/selectContractPositionList', { pairName: 'ETH-USDT' })).records[0].id;
    dataOf(await trader.json('/api/third/v1/trade/setUserLever', { contractPairId: 2, lever: 7, positionType: 4 }));
  });
  afterAll(() => exchange?.close());

  const books = () => Promise.all(PAIRS.map(async (pairName) => dataOf(await publicGet(exchange.url, '/api/third/info/depth', { pairName }))));
  /** What a refused request would most likely have touched: the balance, the positions, the open orders. */
  const touchable = async () => ({
    balance: dataOf(await trader.post('/api/third/hot/order/balance', { symbol: 'USDT' })),
    positions: dataOf(await trader.post('/api/third/hot/order/selectContractPositionList', { pageSize: 100 })),
    open: await Promise.all(
      PAIRS.map(async (pairName) => dataOf(await trader.post('/api/third/order/selectContractCurrentEntrustList', { pairName, pageSize: 100 }))),
    ),
  });
  /** Everything anyone can see: the account's every record and setting, and the books. */
  const everything = async () => ({ account: await accountView(trader), books: await books() });

  const signedSend = (endpoint: Endpoint, params: Record<string, unknown>): Promise<Answer> => {
    const raw = endpoint.json
      ? build(endpoint.method, endpoint.path, [], { json: params }, 'valid', alice, Date.now())
      : build(
          endpoint.method,
          endpoint.path,
          Object.entries(params).map(([k, v]) => [k, String(v)]),
          null,
          'valid',
          alice,
          Date.now(),
        );
    return send(exchange.url, raw);
  };

  it('refuses a signed request with broken parameters with 2001/2002 naming a broken field, and changes nothing', async () => {
    const before = await everything();
    const touchableBefore = await touchable();
    const cases = fc.constantFrom(...Object.keys(ENDPOINTS)).chain((name) => breaksFor(ENDPOINTS[name]!).map((breaks) => ({ name, breaks })));
    await fc.assert(
      fc.asyncProperty(cases, async ({ name, breaks }) => {
        const endpoint = ENDPOINTS[name]!;
        const params = broken(endpoint.valid(), breaks);
        const where = `${name} ${JSON.stringify(params)} (broken: ${JSON.stringify(breaks)})`;
        const { code, msg } = expectEnvelope(where, await signedSend(endpoint, params));
        const named = breaks.map((b) => fieldName(b.field));
        expect([Code.ILLEGAL_PARAMETER, Code.REQUIRED_PARAMETER], `${where}: ${code} ${msg}`).toContain(code);
        const expected = named.map((f) => `${code === Code.REQUIRED_PARAMETER ? 'Required' : 'Illegal'} parameter:${f}`);
        expect(expected, `${where}: ${msg}`).toContain(msg);
        expect(await touchable(), `${where} changed something`).toEqual(touchableBefore);
      }),
      { numRuns: 120, ...replay },
    );
    // Nor anything else, after them all: histories, fills, leverage settings, the books.
    expect(await everything()).toEqual(before);
  });

  it('still takes valid requests afterwards: the same endpoints with their parameters whole', async () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (name.startsWith('cancel') || name.startsWith('batchCancel')) {
        // Each cancel gets an order of its own.
        const fresh = order();
        held.orderId = dataOf(await trader.post('/api/third/hot/order/create', fresh)).orderId;
        held.clientOrderId = fresh.clientOrderId;
      }
      const answer = await signedSend(endpoint, endpoint.valid());
      const { code, msg } = expectEnvelope(name, answer);
      expect([name, code, msg]).toEqual([name, Code.SUCCESS, 'SUCCESS']);
    }
  });
});
