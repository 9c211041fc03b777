/**
 * The client against an exchange behind a proxy that misbehaves (testing/faulty-proxy.ts): dropped connections,
 * 500, invalid JSON, answers after the timeout, a clock 30 s off, 401, 2008. For each: the error kind a caller
 * sees, no duplicate order on the exchange (asked directly, not through the proxy), and recovery when the fault
 * ends. Timeouts and pauses are short so the whole file runs in a few seconds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../shared/exchange';
import type { PaperExchange } from '../paper';
import { ExchangeClient, type ClientOptions } from './client';
import { ClockOffset } from './clock';
import type { LookupOptions } from './order-lookup';
import type { OrderInput } from './params';
import { batchCancelSafely, cancelOrderSafely } from './safe-cancel';
import { batchCreateSafely, checkCreates, createOrderSafely } from './safe-create';
import { startFaultyProxy, type FaultRule, type FaultyProxy } from './testing/faulty-proxy';
import { startPaperBehindProxy } from './testing/paper-behind-proxy';
import { ethLimitBuy, failure } from './testing/orders';

const KEY = { apiKey: 'faults-trader', apiSecret: 'faults-secret' };
const ETH = 'ETH-USDT';
const CREATE = '/hot/order/create';
const OPEN_ORDERS = '/selectContractCurrentEntrustList';
const DEPTH = '/info/depth';

const FAST: Omit<ClientOptions, 'baseUrl'> = {
  credentials: KEY,
  timeoutMs: 300,
  clockRefreshMs: 0,
  requestsPerSecond: 1_000,
  readAttempts: 3,
  retryBackoff: { baseMs: 10, maxMs: 40 },
  throttleBackoff: { baseMs: 200, maxMs: 400 },
};
const LOOKUP: LookupOptions = { landingWindowMs: 400, pollMs: 50, attempts: 4, backoff: { baseMs: 20, maxMs: 80 } };

let paper: PaperExchange;
let proxy: FaultyProxy;
/** Trades through the proxy. */
let trader: ExchangeClient;
/** Asks the exchange directly what is really there. */
let truth: ExchangeClient;

beforeAll(async () => {
  ({ paper, proxy } = await startPaperBehindProxy([KEY]));
  trader = new ExchangeClient({ baseUrl: proxy.url, ...FAST });
  truth = new ExchangeClient({ baseUrl: paper.url, credentials: KEY, clockRefreshMs: 0, requestsPerSecond: 1_000 });
  await trader.syncClock();
});
afterEach(() => proxy.heal());
afterAll(async () => {
  trader.close();
  truth.close();
  await proxy.close();
  await paper.close();
});

let orderCount = 0;
/** A resting buy far below the market, with a client order id of its own. */
const order = (name: string, fields: Partial<OrderInput> = {}): OrderInput => ethLimitBuy(`${name}-${++orderCount}`, '2500.00', '0.10', fields);

/** How many orders with this client order id the exchange really has, open or done. */
async function copiesOnExchange(clientOrderId: string): Promise<number> {
  const open = await truth.call('openOrders', { pairName: ETH, pageSize: 100 });
  const done = await truth.call('orderHistory', { symbol: ETH, limit: 100 });
  return [...open.records, ...done].filter((o) => o.clientOrderId === clientOrderId).length;
}

/** Creates an order safely while `faults` last: what it reports, and how many copies the exchange then has. */
async function createThrough(faults: FaultRule[], name: string) {
  faults.forEach((rule) => proxy.inject(rule));
  const o = order(name);
  const outcome = await createOrderSafely(trader, o, LOOKUP);
  return { o, outcome, copies: await copiesOnExchange(o.clientOrderId) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the requests a step sends through the proxy to paths ending with `path`. */
async function sent(path: string, step: () => Promise<unknown>): Promise<number> {
  const before = proxy.seen(path);
  await step();
  return proxy.seen(path) - before;
}

describe('the connection dropped after a create was received', () => {
  it('the bare call cannot know: unknown-outcome, not a failure', async () => {
    proxy.inject({ fault: 'drop-after', path: CREATE, times: 1 });
    const o = order('raw-drop');
    expect((await failure(trader.call('createOrder', o))).kind).toBe('unknown-outcome');
    expect(await copiesOnExchange(o.clientOrderId)).toBe(1);
  });

  it('is looked up and reported placed, with its id and status, never sent twice', async () => {
    proxy.inject({ fault: 'drop-after', path: CREATE, times: 1 });
    const o = order('drop-after');
    let outcome;
    expect(await sent(CREATE, async () => (outcome = await createOrderSafely(trader, o, LOOKUP)))).toBe(1);
    expect(outcome).toMatchObject({
      outcome: 'placed',
      ref: { pairName: ETH, corderId: o.clientOrderId },
      order: { clientOrderId: o.clientOrderId, status: OrderStatus.OPEN, price: '2500.00' },
    });
    expect(await copiesOnExchange(o.clientOrderId)).toBe(1);
    // The fault has passed: the next create is answered directly.
    const next = await createOrderSafely(trader, order('drop-after-next'), LOOKUP);
    expect(next).toMatchObject({ outcome: 'placed', order: null });
  });

  it('dropped before it reached the exchange: not placed, so it may be sent again with a new id', async () => {
    const { outcome, copies } = await createThrough([{ fault: 'drop-before', path: CREATE, times: 1 }], 'drop-before');
    expect(outcome).toMatchObject({ outcome: 'not-placed', reason: { kind: 'network' } });
    expect(outcome.outcome === 'not-placed' && outcome.reason.message).toMatch(/not placed/);
    expect(copies).toBe(0);
    const again = order('drop-before-again');
    expect(await createOrderSafely(trader, again, LOOKUP)).toMatchObject({ outcome: 'placed' });
    expect(await copiesOnExchange(again.clientOrderId)).toBe(1);
  });

  it('the look-up rides out an exchange that is briefly unreachable', async () => {
    const { o, outcome, copies } = await createThrough(
      [
        { fault: 'drop-after', path: CREATE, times: 1 },
        { fault: '500', path: OPEN_ORDERS, times: 4 },
      ],
      'lookup-retried',
    );
    expect(outcome).toMatchObject({ outcome: 'placed', ref: { corderId: o.clientOrderId } });
    expect(copies).toBe(1);
  });

  it('while the exchange stays unreachable the outcome stays unknown (and nothing is resent)', async () => {
    proxy.inject({ fault: 'drop-after', path: CREATE, times: 1 });
    proxy.inject({ fault: 'drop-before', path: OPEN_ORDERS });
    const o = order('lookup-fails');
    const sentAt = trader.clock.serverNow();
    let outcome;
    expect(await sent(CREATE, async () => (outcome = await createOrderSafely(trader, o, LOOKUP)))).toBe(1);
    expect(outcome).toMatchObject({ outcome: 'unknown', error: { kind: 'unknown-outcome' } });
    expect(await copiesOnExchange(o.clientOrderId)).toBe(1);
    // The exchange is back: checking again (e.g. from the journal) tells how it ended.
    proxy.heal();
    const never = order('never-sent');
    expect(await checkCreates(trader, [o, never], sentAt, LOOKUP)).toMatchObject([
      { outcome: 'placed', ref: { corderId: o.clientOrderId }, order: { status: OrderStatus.OPEN } },
      { outcome: 'not-placed' },
    ]);
  });

  it('a batch is settled order by order', async () => {
    proxy.inject({ fault: 'drop-after', path: '/batchCreateWithRes', times: 1 });
    const orders = [order('batch-a'), order('batch-b'), order('batch-refused', { lever: 26 })];
    const outcomes = await batchCreateSafely(trader, { orders }, LOOKUP);
    expect(outcomes.map((o) => o.outcome)).toEqual(['placed', 'placed', 'not-placed']);
    expect(await Promise.all(orders.map((o) => copiesOnExchange(o.clientOrderId)))).toEqual([1, 1, 0]);
  });

  it('a batchCreate refused part way names what it placed before the refusal', async () => {
    const orders = [order('partial-a'), order('partial-too-big', { quantity: '900.00', lever: 1 })];
    const outcomes = await batchCreateSafely(trader, { orders }, { ...LOOKUP, via: 'batchCreate' });
    expect(outcomes[0]).toMatchObject({ outcome: 'placed', order: { clientOrderId: orders[0]!.clientOrderId } });
    expect(outcomes[1]).toMatchObject({ outcome: 'not-placed', reason: { kind: 'rejected', code: 2102 } });
  });
});

describe('500', () => {
  it('a read is retried with backoff and recovers when the fault ends', async () => {
    proxy.inject({ fault: '500', path: DEPTH, times: 2 });
    let depth;
    expect(await sent(DEPTH, async () => (depth = await trader.call('depth', { pairName: ETH, limit: 1 })))).toBe(3);
    expect(depth).toMatchObject({ bids: [{ price: '2999.00' }] });
  });

  it('a read that keeps failing ends as a network error after a bounded number of tries', async () => {
    proxy.inject({ fault: '500', path: DEPTH });
    let err;
    expect(await sent(DEPTH, async () => (err = await failure(trader.call('depth', { pairName: ETH }))))).toBe(3);
    expect(err).toMatchObject({ kind: 'network', code: 1001 });
  });

  it('a create the exchange placed before failing is found and reported placed', async () => {
    const { outcome, copies } = await createThrough([{ fault: '500-after', path: CREATE, times: 1 }], '500-after');
    expect(outcome).toMatchObject({ outcome: 'placed', order: { status: OrderStatus.OPEN } });
    expect(copies).toBe(1);
  });

  it('a create the exchange never placed is reported not placed', async () => {
    const { outcome, copies } = await createThrough([{ fault: '500', path: CREATE, times: 1 }], '500-before');
    expect(outcome).toMatchObject({ outcome: 'not-placed' });
    expect(copies).toBe(0);
  });
});

describe('invalid JSON', () => {
  it('a read is retried and recovers; one that stays unreadable is a network error', async () => {
    proxy.inject({ fault: 'garbage', path: DEPTH, times: 1 });
    expect(await trader.call('depth', { pairName: ETH, limit: 1 })).toMatchObject({ asks: [{ price: '3001.00' }] });
    proxy.inject({ fault: 'garbage', path: DEPTH });
    const err = await failure(trader.call('depth', { pairName: ETH }));
    expect(err.kind).toBe('network');
    expect(err.message).toMatch(/not JSON/);
  });

  it('a create answered with garbage is looked up and reported as it ended', async () => {
    proxy.inject({ fault: 'garbage-after', path: CREATE, times: 1 });
    const o = order('garbage-after');
    expect((await createOrderSafely(trader, o, LOOKUP)).outcome).toBe('placed');
    expect(await copiesOnExchange(o.clientOrderId)).toBe(1);
  });
});

describe('an answer after the timeout', () => {
  it('a read times out, is retried, and recovers; one that stays late is a timeout', async () => {
    proxy.inject({ fault: 'late', path: DEPTH, times: 1, lateMs: 600 });
    expect(await trader.call('depth', { pairName: ETH, limit: 1 })).toMatchObject({ bids: [{ price: '2999.00' }] });
    proxy.inject({ fault: 'late', path: DEPTH, lateMs: 600 });
    expect((await failure(trader.call('depth', { pairName: ETH }))).kind).toBe('timeout');
  });

  it('a create answered too late is looked up, reported placed, and not sent again', async () => {
    proxy.inject({ fault: 'late', path: CREATE, times: 1, lateMs: 600 });
    const o = order('late');
    let outcome;
    expect(await sent(CREATE, async () => (outcome = await createOrderSafely(trader, o, LOOKUP)))).toBe(1);
    expect(outcome).toMatchObject({ outcome: 'placed', ref: { corderId: o.clientOrderId } });
    expect(await copiesOnExchange(o.clientOrderId)).toBe(1);
  });
});

describe('a clock 30 s off', () => {
  let skew = 0;
  let drifting: ExchangeClient;
  beforeAll(async () => {
    drifting = new ExchangeClient({ ...FAST, baseUrl: proxy.url, clock: new ClockOffset(() => Date.now() + skew) });
    await drifting.syncClock();
  });
  afterAll(() => drifting.close());

  it('a read is refused once, the offset measured again, and the read retried', async () => {
    skew = -30_000;
    const before = { reads: proxy.seen(OPEN_ORDERS), times: proxy.seen('/info/time') };
    await expect(drifting.call('openOrders', { pairName: ETH })).resolves.toMatchObject({ pageNo: 1 });
    expect(proxy.seen(OPEN_ORDERS) - before.reads).toBe(2);
    expect(proxy.seen('/info/time') - before.times).toBe(1);
    expect(Math.abs(drifting.status().clockOffsetMs! - 30_000)).toBeLessThan(1_000);
  });

  it('a create is refused, not resent: not placed; with the offset measured again a new one goes through', async () => {
    skew = 0; // our clock jumps back: the offset measured is now 30 s wrong
    const o = order('clock');
    let outcome;
    expect(await sent(CREATE, async () => (outcome = await createOrderSafely(drifting, o, LOOKUP)))).toBe(1);
    expect(outcome).toMatchObject({ outcome: 'not-placed', reason: { kind: 'auth', message: expect.stringMatching(/timestamp/) } });
    expect(await copiesOnExchange(o.clientOrderId)).toBe(0);
    expect(Math.abs(drifting.status().clockOffsetMs!)).toBeLessThan(1_000);
    const again = order('clock-again');
    expect(await createOrderSafely(drifting, again, LOOKUP)).toMatchObject({ outcome: 'placed' });
  });
});

describe('the clock offset', () => {
  it('is measured again every clockRefreshMs, until the client is closed', async () => {
    let skew = 0;
    const clock = new ClockOffset(() => Date.now() + skew);
    const refreshing = new ExchangeClient({ ...FAST, baseUrl: proxy.url, clock, clockRefreshMs: 40 });
    skew = -30_000;
    for (const deadline = Date.now() + 2_000; Math.abs((clock.measured ?? 0) - 30_000) > 1_000;) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(10);
    }
    refreshing.close();
    const measured = proxy.seen('/info/time');
    await sleep(150);
    expect(proxy.seen('/info/time')).toBe(measured);
  });
});

describe('401', () => {
  it('is an auth error, not retried; the next call works once the fault ends', async () => {
    proxy.inject({ fault: '401', path: OPEN_ORDERS, times: 1 });
    let err;
    expect(await sent(OPEN_ORDERS, async () => (err = await failure(trader.call('openOrders', { pairName: ETH }))))).toBe(1);
    expect(err).toMatchObject({ kind: 'auth', code: 401 });
    await expect(trader.call('openOrders', { pairName: ETH })).resolves.toMatchObject({ pageNo: 1 });
  });

  it('a create refused with 401 is not placed', async () => {
    proxy.inject({ fault: '401', path: CREATE, times: 1 });
    const o = order('401');
    expect(await createOrderSafely(trader, o, LOOKUP)).toMatchObject({ outcome: 'not-placed', reason: { kind: 'auth' } });
    expect(await copiesOnExchange(o.clientOrderId)).toBe(0);
  });
});

describe('2008 Frequent requests', () => {
  it('a read waits out the pause and is retried', async () => {
    proxy.inject({ fault: '2008', path: DEPTH, times: 2 });
    const started = Date.now();
    let depth;
    expect(await sent(DEPTH, async () => (depth = await trader.call('depth', { pairName: ETH, limit: 1 })))).toBe(3);
    expect(depth).toMatchObject({ bids: [{ price: '2999.00' }] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100 + 100); // half of each pause, at least
    expect(trader.status().throttledUntil).toBeNull();
  });

  it('requests refused together are one refusal: the pause does not double for each of them', async () => {
    // A screen's feeds ask at once; the exchange refuses them all in the same moment. That is 2008 once, not a
    // dozen times in a row: the pause is the first one (200 ms here), not the longest (5 s here; 30 s live).
    const together = new ExchangeClient({ ...FAST, baseUrl: proxy.url, throttleBackoff: { baseMs: 200, maxMs: 5_000 } });
    proxy.inject({ fault: '2008', path: DEPTH, times: 8 });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, () => together.call('depth', { pairName: ETH, limit: 1 })));
    expect(answers).toHaveLength(8);
    expect(Date.now() - started).toBeLessThan(1_000);
    // Asked again after the pause and still refused: that is 2008 going on, and the pause doubles.
    proxy.inject({ fault: '2008', path: DEPTH, times: 2 });
    const again = Date.now();
    await together.call('depth', { pairName: ETH, limit: 1 });
    expect(Date.now() - again).toBeGreaterThanOrEqual(100 + 200);
    together.close();
  });

  it('a create refused with 2008 is not placed; the client shows the pause and the next create waits it out', async () => {
    proxy.inject({ fault: '2008', path: CREATE, times: 1 });
    const o = order('2008');
    expect(await createOrderSafely(trader, o, LOOKUP)).toMatchObject({
      outcome: 'not-placed',
      reason: { kind: 'rejected', code: 2008 },
    });
    const pausedUntil = trader.status().throttledUntil;
    expect(pausedUntil).toBeGreaterThan(Date.now());
    expect(await copiesOnExchange(o.clientOrderId)).toBe(0);
    const again = order('2008-again');
    expect(await createOrderSafely(trader, again, LOOKUP)).toMatchObject({ outcome: 'placed' });
    expect(Date.now()).toBeGreaterThanOrEqual(pausedUntil!);
  });
});

describe('cancels whose outcome is unknown', () => {
  it('are checked with queryOrder: cancelled when it landed, still open when it did not', async () => {
    const { orderId } = await trader.call('createOrder', order('cancel-drop'));
    proxy.inject({ fault: 'drop-before', path: '/cancelEntrust', times: 1 });
    expect(await cancelOrderSafely(trader, { entrustId: orderId }, LOOKUP)).toMatchObject({
      outcome: 'not-cancelled',
      order: { status: OrderStatus.OPEN },
    });
    proxy.inject({ fault: 'drop-after', path: '/cancelEntrust', times: 1 });
    expect(await cancelOrderSafely(trader, { entrustId: orderId }, LOOKUP)).toMatchObject({
      outcome: 'cancelled',
      order: { status: OrderStatus.CANCELED },
    });
    expect(await cancelOrderSafely(trader, { entrustId: orderId }, LOOKUP)).toMatchObject({
      outcome: 'not-cancelled',
      reason: { kind: 'rejected', code: 2125 },
    });
  });

  it('a batch cancel whose answer is lost is checked id by id', async () => {
    const a = await trader.call('createOrder', order('bc-a'));
    const b = await trader.call('createOrder', order('bc-b'));
    proxy.inject({ fault: 'drop-after', path: '/batchCancelWithRes', times: 1 });
    const outcomes = await batchCancelSafely(trader, { entrustIds: [a.orderId, b.orderId] }, LOOKUP);
    expect(outcomes.map((o) => o.outcome)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('the request budget', () => {
  it('is shared by every call through the client: beyond it, calls wait rather than fail', async () => {
    const budgeted = new ExchangeClient({ ...FAST, baseUrl: paper.url, requestsPerSecond: 20 });
    const started = Date.now();
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? budgeted.call('depth', { pairName: ETH, limit: 1 }) : budgeted.call('indexPrice', { pairName: ETH }),
    );
    expect(await Promise.all(calls)).toHaveLength(30);
    // 19 at once (the 20th is background work's), then one every 50 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(budgeted.status().budget).toMatchObject({ capacity: 20, available: 0 });
    budgeted.close();
  });
});

describe('what never leaves', () => {
  it('a call to an address that is not one is bad input', async () => {
    const nowhere = new ExchangeClient({ ...FAST, baseUrl: 'not an address' });
    expect((await failure(nowhere.call('pairs'))).kind).toBe('invalid-input');
  });

  it('bad input is refused before anything is sent', async () => {
    let outcome;
    expect(await sent('', async () => (outcome = await createOrderSafely(trader, order('bad', { price: '-1' }), LOOKUP)))).toBe(0);
    expect(outcome).toMatchObject({ outcome: 'not-placed', reason: { kind: 'invalid-input' } });
  });

  it('a refused connection is a network error; a create there was never sent, so it is not placed', async () => {
    const closed = await startFaultyProxy(paper.url);
    await closed.close();
    const gone = new ExchangeClient({ ...FAST, baseUrl: closed.url });
    gone.clock.record(Date.now(), Date.now(), Date.now());
    expect((await failure(gone.call('depth', { pairName: ETH }))).kind).toBe('network');
    expect(await createOrderSafely(gone, order('refused'), LOOKUP)).toMatchObject({
      outcome: 'not-placed',
      reason: { kind: 'network' },
    });
  });
});
