/**
 * Fuzzing the bridge: random parameters (anything JSON-ish, and valid parameters broken one way or another) on
 * every method of the contract, through the dispatch of a real core on the real paper exchange. Dispatch never
 * throws; every answer is `{ ok: true, value }` or `{ ok: false, error }` with a known kind and a message (and a
 * handler never fails with `internal`); a write the bridge refuses changes nothing — not the open orders, the
 * positions, the balance, nor the journal; and no refusal repeats a profile's secret.
 *
 * Most generated parameters are refused at the door (no request is sent); the few valid reads cost real requests
 * against the client's budget of 10 a second, which is what bounds the run counts here.
 *
 * Reproduce a failure with the seed (and path) fast-check prints: FC_SEED=… FC_PATH=… npx vitest run <this file>.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, errorKinds, GUARDS_OFF, isWriteMethod, methodNames, type BridgeResult, type MethodName, type ParamsOf } from '../../shared/bridge';
import { builtInWorkspace } from '../../shared/workspace/built-in';
import type { Core } from './core';
import { callerOf, coreForTests } from './testing';

const replay = {
  ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']) } : {}),
  ...(process.env['FC_PATH'] ? { path: process.env['FC_PATH'] } : {}),
};

let dir: string;
let core: Core;
/** A resting order and a position, so that "nothing changed" means something; its round trip; an armed price alert. */
const held = { orderId: 0, clientOrderId: '', positionId: 0, tripId: '', alertId: '' };
const farAlert = { pair: 'BTC-USDT', condition: 'above', price: '1000000.0' } as const;

coreForTests('pd-dispatch-fuzz-', (started) => ({ dir, core } = started));
const call = callerOf(() => core);
beforeAll(async () => {
  const resting = await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '1000.0', quantity: '0.010', leverage: 5 });
  Object.assign(held, { orderId: resting.orderId, clientOrderId: resting.clientOrderId });
  await call('trading.placeOrder', { pair: 'ETH-USDT', side: 'buy', type: 'market', quantity: '0.50', leverage: 5 });
  const [position] = await call('positions.list', { pair: 'ETH-USDT' });
  held.positionId = position!.id;
  held.alertId = (await call('alerts.set', farAlert)).id;
  const [trip] = await call('history.roundTrips', { period: 'all', pair: 'ETH-USDT' });
  held.tripId = trip!.id;
});

/** Valid parameters for every method of the contract (the type makes a new method fail here until added). */
function validParams(): { [M in MethodName]: ParamsOf<M> } {
  const pair = 'BTC-USDT';
  const order = {
    pair,
    side: 'buy',
    type: 'limit',
    price: '1000.0',
    quantity: '0.001',
    leverage: 5,
    marginMode: 'isolated',
    timeInForce: 'GTC',
  } as const;
  // A key the paper exchange does not know: a profile test is refused at once, and nothing is saved.
  const profile = { name: 'Fuzz', baseUrl: core.venue.baseUrl, apiKey: 'fuzz-nobody', apiSecret: 'fuzz-secret-0123456789' };
  return {
    'status.get': {},
    'market.pairs': {},
    'market.tickers': { pairs: [pair, 'ETH-USDT'] },
    'market.summary': { pair },
    'market.ticker': { pair },
    'market.depth': { pair, limit: 5 },
    'market.candles': { pair, period: '1MIN', limit: 5 },
    'market.trades': { pair, limit: 5 },
    'market.fundingHistory': { pair, limit: 5 },
    'market.openInterest': { pair },
    'trading.placeOrder': order,
    'trading.placeBatch': { orders: [order, { ...order, price: '1001.0' }] },
    'trading.placeScale': {
      pair,
      side: 'buy',
      fromPrice: '1000.0',
      toPrice: '1010.0',
      count: 3,
      totalQuantity: '0.003',
      distribution: 'flat',
      leverage: 5,
      marginMode: 'isolated',
      timeInForce: 'GTC',
    },
    'trading.cancelOrder': { pair, orderId: held.orderId },
    'trading.cancelByClientId': { pair, clientOrderId: held.clientOrderId },
    'trading.cancelOrders': { orderIds: [held.orderId] },
    'trading.cancelAll': { pair },
    // No position there: the held one stays for the other methods.
    'trading.closeAll': { pair: 'SOL-USDT' },
    'trading.closePosition': { pair: 'ETH-USDT', positionId: held.positionId, type: 'market', quantity: '0.10' },
    'trading.moveOrder': { pair, orderId: held.orderId, price: '1001.0' },
    'trading.outcome': { clientOrderId: 'pd-unknown-1' },
    'positions.list': { pair: 'ETH-USDT' },
    'positions.adjustMargin': { pair: 'ETH-USDT', positionId: held.positionId, direction: 'add', amount: '1' },
    'positions.leverage': { pair, marginMode: 'isolated' },
    'positions.setLeverage': { pair, marginMode: 'cross', leverage: 3 },
    'account.balance': {},
    'account.sweepOpenOrders': {},
    'account.sweepProgress': {},
    'account.recentFills': { focus: pair, limit: 5 },
    'account.openOrders': { pair },
    'account.order': { pair, orderId: held.orderId },
    'account.matches': { pair: 'ETH-USDT', page: 1, pageSize: 10 },
    'account.fills': { pair: 'ETH-USDT', limit: 5 },
    'account.orderHistory': { pair, limit: 5 },
    'account.tariffs': { pageSize: 10 },
    'account.makerEarnings': { pair, limit: 5 },
    'account.makerEarningDays': { pair, limit: 5 },
    'account.tradeConfigs': {},
    'protection.list': {},
    'protection.set': { pair: 'ETH-USDT', positionId: held.positionId, kind: 'take-profit', by: 'percent', value: '5' },
    'protection.trailing': { pair: 'ETH-USDT', positionId: held.positionId, distance: '10.0' },
    'protection.bracket': { order, stopLoss: '900.0', takeProfit: '1100.0' },
    'protection.cancel': { id: 'hnosuch' },
    'protection.move': { id: 'hnosuch', trigger: '1000.0' },
    'protection.breakeven': { pair: 'ETH-USDT', positionId: held.positionId },
    'protection.status': {},
    'protection.notices': { after: 0 },
    'alerts.list': {},
    'alerts.set': { ...farAlert, feed: 'last', note: 'fuzz' },
    'alerts.edit': { id: held.alertId, note: 'fuzzed' },
    'alerts.remove': { id: held.alertId },
    'alerts.markSeen': { ids: [held.alertId] },
    'guards.get': {},
    'guards.set': { guards: GUARDS_OFF },
    'protection.markRead': { upTo: 0 },
    'protection.keepAwake': { on: false },
    'algo.list': {},
    'algo.chase': { pair, side: 'buy', quantity: '0.001', maxSeconds: 60, onLimit: 'stop', reduceOnly: false, marginMode: 'isolated' },
    'algo.twap': {
      pair,
      side: 'buy',
      quantity: '0.004',
      slices: 2,
      durationSeconds: 60,
      spread: 0,
      slippage: '0.5',
      reduceOnly: false,
      marginMode: 'isolated',
    },
    'algo.pause': { id: 'anosuch' },
    'algo.resume': { id: 'anosuch' },
    'algo.cancel': { id: 'anosuch' },
    'history.summary': { period: '7d' },
    'history.roundTrips': { period: { from: 0 }, pair },
    'history.tripFills': { tripId: held.tripId },
    'history.daily': { period: 'today' },
    'history.equity': { period: 'all' },
    'history.setNote': { target: 'trip:BTC-USDT:1', note: 'fuzz', tags: ['fuzz'] },
    'history.note': { target: 'trip:BTC-USDT:1' },
    'history.search': { text: 'fuzz' },
    'history.csv': { period: '30d' },
    'history.refresh': {},
    'profiles.list': {},
    'profiles.test': profile,
    'profiles.add': profile,
    'profiles.setSecret': { id: 'no-such-profile', apiSecret: 'fuzz-secret-0123456789' },
    'profiles.update': { id: 'no-such-profile', name: 'Fuzz', readOnly: true },
    'profiles.files': { id: 'paper' },
    'profiles.select': { id: 'no-such-profile' },
    'profiles.remove': { id: 'no-such-profile' },
    'workspaces.list': {},
    'workspaces.save': { workspace: builtInWorkspace('watch') },
    'workspaces.create': { name: 'Fuzz', from: 'trade' },
    'workspaces.rename': { id: 'scalp', name: 'Fast' },
    'workspaces.reset': { id: 'scalp' },
    'workspaces.remove': { id: 'no-such-workspace' },
    'workspaces.select': { id: 'trade' },
  };
}

// ---- parameters -----------------------------------------------------------------------------------------------

/** Values that are wrong almost everywhere a field is typed: bad numbers, wrong types, odd strings. */
const nasty = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    '-1',
    '0',
    '0.0',
    '1e3',
    '0x10',
    '1,5',
    'NaN',
    'Infinity',
    '٣',
    'btc-usdt',
    ' BTC-USDT',
    'BTC-USDT ',
    'BTC/USDT',
    'buy ',
    'BUY',
    'limit\u0000',
    '1000.00000000001',
    '9'.repeat(400),
    'x'.repeat(3000),
    '__proto__',
    0,
    -1,
    1.5,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    null,
    [],
    {},
    [1],
    { pair: 'BTC-USDT' },
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
);

/** JSON-ish values, with keys that like to break objects. */
const keys = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'pair', 'orders', 'price'));
const jsonish = fc.anything({ key: keys, maxDepth: 3, maxKeys: 6, withNullPrototype: true });

type Mutation = (params: Record<string, unknown>) => unknown;

/** One way to break parameters: drop a field, change one, add one unknown, nest the break, or replace them. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((i): Mutation => (p) => {
    const names = Object.keys(p);
    if (names.length === 0) return { unexpected: 1 };
    const { [names[i % names.length]!]: _, ...rest } = p;
    return rest;
  }),
  fc.tuple(fc.nat(), fc.oneof(nasty, jsonish)).map(([i, value]): Mutation => (p) => {
    const names = Object.keys(p);
    return names.length === 0 ? { [String(i)]: value } : { ...p, [names[i % names.length]!]: value };
  }),
  fc.tuple(keys, nasty).map(([key, value]): Mutation => (p) => ({ ...p, [`${key}_extra`]: value })),
  fc.tuple(fc.nat(), nasty).map(([i, value]): Mutation => (p) => {
    // Inside a batch: break one order.
    const orders = p['orders'];
    if (!Array.isArray(orders) || orders.length === 0) return { ...p, orders: value };
    const copy = orders.map((o: Record<string, unknown>) => ({ ...o }));
    const target = copy[i % copy.length]!;
    const names = Object.keys(target);
    target[names[i % names.length]!] = value;
    return { ...p, orders: copy };
  }),
  fc.constantFrom<Mutation>(
    () => [],
    () => 'params',
    () => 42,
    () => true,
    (p) => [p],
    (p) => JSON.stringify(p),
    (p) => ({ ...p, orders: Array.from({ length: 101 }, () => (p['orders'] as unknown[] | undefined)?.[0] ?? {}) }),
    (p) => ({ ...p, orderIds: [] }),
  ),
);

/** Params for a method: broken valid ones mostly, sometimes anything at all. */
const paramsFor = (method: MethodName): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => ms.reduce<unknown>((p, m) => m(asObject(p)), validParams()[method])),
      weight: 4,
    },
    { arbitrary: jsonish, weight: 1 },
  );
const asObject = (p: unknown): Record<string, unknown> =>
  typeof p === 'object' && p !== null && !Array.isArray(p) ? (p as Record<string, unknown>) : {};

const accepted = (method: MethodName, params: unknown): boolean => contract[method].params.safeParse(params ?? {}).success;

const writeMethods = methodNames.filter(isWriteMethod);
const readMethods = methodNames.filter((m) => !isWriteMethod(m));

/** A write with parameters the contract refuses. */
const refusedWrite = fc
  .constantFrom(...writeMethods)
  .chain((method) => paramsFor(method).map((params) => ({ method, params })))
  .filter(({ method, params }) => !accepted(method, params));

// ---- answers ---------------------------------------------------------------------------------------------------

/** Settles within `ms`, or says which call hung. */
async function answerOf(method: unknown, params: unknown, ms = 10_000): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms to ${String(method)}`)), ms);
  });
  try {
    return await Promise.race([core.dispatch(method, params), hung]);
  } finally {
    clearTimeout(timer);
  }
}

function expectBridgeResult(where: string, result: unknown): asserts result is BridgeResult<unknown> {
  const r = result as Record<string, unknown>;
  if (r?.['ok'] === true) {
    expect(Object.keys(r).sort(), where).toEqual(['ok', 'value']);
    return;
  }
  expect(r?.['ok'], `${where}: ${JSON.stringify(result)}`).toBe(false);
  expect(Object.keys(r).sort(), where).toEqual(['error', 'ok']);
  const error = r['error'] as Record<string, unknown>;
  expect(errorKinds, `${where}: kind of ${JSON.stringify(error)}`).toContain(error['kind']);
  expect(typeof error['message'] === 'string' && error['message'].trim().length > 0, `${where}: message of ${JSON.stringify(error)}`).toBe(true);
  if ('code' in error) expect(Number.isInteger(error['code']), `${where}: code`).toBe(true);
  // An internal failure is a handler that threw what it should not: a bug, whatever the input.
  expect(error['kind'], `${where}: ${JSON.stringify(error)}`).not.toBe('internal');
}

const describeCall = (method: unknown, params: unknown): string => {
  try {
    return `${String(method)}(${JSON.stringify(params)?.slice(0, 300)})`;
  } catch {
    return `${typeof method}(${typeof params})`;
  }
};

async function state(): Promise<unknown> {
  return {
    openOrders: await call('account.openOrders', {}),
    positions: await call('positions.list', {}),
    balance: await call('account.balance', {}),
    journal: readFileSync(path.join(dir, 'journal.ndjson'), 'utf8'),
  };
}

describe('the bridge, fuzzed: refused writes', () => {
  it('refuses invalid parameters on every write as invalid input, and changes nothing at all', async () => {
    const before = await state();
    const journal = () => readFileSync(path.join(dir, 'journal.ndjson'), 'utf8');
    const journalBefore = journal();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(refusedWrite, { minLength: 1, maxLength: 8 }), async (batch) => {
        for (const { method, params } of batch) {
          seen.add(method);
          const where = describeCall(method, params);
          const result = await answerOf(method, params);
          expectBridgeResult(where, result);
          expect(result.ok, where).toBe(false);
          if (!result.ok) expect(result.error.kind, where).toBe('invalid-input');
        }
        // Not a line in the journal for a write that never went out.
        expect(journal()).toBe(journalBefore);
      }),
      { numRuns: 150, ...replay },
    );
    expect([...seen].sort()).toEqual([...writeMethods].sort());
    expect(await state()).toEqual(before);
  });

  it('never repeats a profile’s secret in a refusal', async () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/).map((s) => `sk-${s}`);
    const profileCall = fc.record({
      method: fc.constantFrom('profiles.test', 'profiles.add', 'profiles.setSecret'),
      secret,
      mutations: fc.array(mutation, { maxLength: 2 }),
      // The secret pasted into another field, which the vault refuses without saying what it saw.
      pastedInto: fc.constantFrom(null, 'name', 'apiKey', 'baseUrl'),
    });
    await fc.assert(
      fc.asyncProperty(profileCall, async ({ method, secret: s, mutations, pastedInto }) => {
        let params: unknown = { ...validParams()[method], apiSecret: s };
        if (pastedInto && method !== 'profiles.setSecret') params = { ...asObject(params), [pastedInto]: `x ${s} y` };
        params = mutations.reduce<unknown>((p, m) => m(asObject(p)), params);
        if (asObject(params)['apiSecret'] !== s) params = { ...asObject(params), apiSecret: s };
        const where = describeCall(method, params);
        const result = await answerOf(method, params);
        expectBridgeResult(where, result);
        expect(result.ok, `${where}: an unknown key or profile cannot pass`).toBe(false);
        if (!result.ok) expect(result.error.message.includes(s), `${where}: ${result.error.message}`).toBe(false);
      }),
      { numRuns: 60, ...replay },
    );
  });
});

describe('the bridge, fuzzed: any method, any parameters', () => {
  it('answers every method with a result or a clear error, whatever the parameters', async () => {
    const outcomes = new Map<string, number>();
    const anyCall = fc.constantFrom(...methodNames).chain((method) => paramsFor(method).map((params) => ({ method, params })));
    await fc.assert(
      fc.asyncProperty(anyCall, async ({ method, params }) => {
        const where = describeCall(method, params);
        const result = await answerOf(method, params);
        expectBridgeResult(where, result);
        const label = result.ok ? 'ok' : result.error.kind;
        outcomes.set(label, (outcomes.get(label) ?? 0) + 1);
        // Whatever the contract refuses is invalid input; what it accepts is never refused for its shape.
        if (!accepted(method, params)) expect(result.ok ? 'ok' : result.error.kind, where).toBe('invalid-input');
      }),
      { numRuns: 250, ...replay },
    );
    // The runs reached past the door as well as stopping at it.
    expect(outcomes.get('invalid-input')).toBeGreaterThan(0);
    expect([...outcomes.keys()].some((k) => k !== 'invalid-input')).toBe(true);
  });

  it('answers every read given valid parameters (the unknown key of profiles.test is refused, not crashed on)', async () => {
    // The fuzzing above may have removed it: edited, then removed here.
    held.alertId = (await call('alerts.set', farAlert)).id;
    const params = validParams();
    for (const method of readMethods) {
      const result = await answerOf(method, params[method]);
      expectBridgeResult(method, result);
      if (method !== 'profiles.test') expect(result.ok ? 'ok' : result.error, method).toBe('ok');
    }
  });

  it('answers a method that does not exist as invalid input, whatever it is called', async () => {
    const notAMethod = fc
      .oneof(
        fc.string(),
        fc.constantFrom('', 'status', 'market.Pairs', 'trading.placeOrder ', '__proto__', 'constructor', 'toString', 'hasOwnProperty'),
        jsonish,
      )
      .filter((m) => !(typeof m === 'string' && (methodNames as string[]).includes(m)));
    await fc.assert(
      fc.asyncProperty(notAMethod, jsonish, async (method, params) => {
        const result = await answerOf(method, params);
        expectBridgeResult(describeCall(method, params), result);
        expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringMatching(/^No such method/) } });
      }),
      { numRuns: 300, ...replay },
    );
  });

  // Found by this fuzzing: a method whose String() throws (the WebSocket frame {"id":1,"method":{"toString":1}})
  // once made dispatch reject, and the browser host exit.
  it('answers a method whose name cannot even be made a string as invalid input', async () => {
    const unprintable = fc.constantFrom<unknown>({ toString: 1 }, { toString: null, valueOf: null }, Object.create(null) as unknown);
    await fc.assert(
      fc.asyncProperty(unprintable, async (method) => {
        const result = await answerOf(method, {});
        expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
      }),
      { numRuns: 3, ...replay },
    );
  });
});
