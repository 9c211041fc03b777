import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AppStatus } from '../../shared/bridge';
import type { FeedName } from '../stores/feed-table';
import { freshnessOf } from '../stores/loadable';
import { SELECTED_PAIR_KEY } from '../stores/market-store';
import { HOLD_MS } from '../stores/feeds';
import { createSession } from './session';
import { memoryStorage } from '../stores/storage';
import { fakeClockForEachTest, timerEnv } from '../stores/testing/fake-clock';
import { appStatus, perBand } from '../stores/testing/app-status';
import { PAIRS, depthOf, fakeInvoke, ok, order, type Handlers } from '../stores/testing/fake-invoke';

// A budget with nothing to spare: the feeds keep their intervals (the pace with room to spare is tested below).
const STATUS = appStatus({ budget: { available: 1, used: perBand({ screen: 9.6 }) } });
const budgetUsed = (screen: number, waitingWrites = 0): AppStatus =>
  appStatus({ budget: { available: 1, used: perBand({ screen }), waiting: perBand({ write: waitingWrites }) } });

const env = timerEnv();

/** A bridge that answers everything at once, except the methods a test takes over by deleting their handler. */
const answering = (): Handlers => ({
  'status.get': () => ok(STATUS),
  'market.pairs': () => ok(PAIRS),
  'alerts.list': () => ok([]),
  'market.depth': ({ pair }) => ok(depthOf(pair === 'BTC-USDT' ? '60000.0' : '3000.00')),
  'account.openOrders': ({ pair }) => ok(pair === 'BTC-USDT' ? [order(1, pair, '59000.0')] : []),
  'trading.placeOrder': ({ pair }) => ok({ pair, orderId: 7, clientOrderId: 'c7', state: null }),
  'trading.cancelOrder': ({ pair, orderId }) => ok({ pair, orderId }),
});

/** A session as the first screen has it (the order book and the open orders on screen), stopped when the test ends. */
function setup(handlers = answering(), stored: Record<string, string> = {}) {
  const bridge = fakeInvoke(handlers);
  const storage = memoryStorage(stored);
  const session = createSession({ invoke: bridge.invoke, storage, env, now: () => Date.now() });
  session.poller.use('depth');
  session.poller.use('openOrders');
  onTestFinished(() => session.stop());
  return { bridge, storage, session };
}

/** A session started `ms` ago, with `onScreen` shown too. */
async function startedFor(ms: number, handlers = answering(), onScreen: FeedName[] = []) {
  const running = setup(handlers);
  for (const feed of onScreen) running.session.poller.use(feed);
  running.session.start();
  await vi.advanceTimersByTimeAsync(ms);
  return running;
}

fakeClockForEachTest(1_000_000);

describe('the feeds', () => {
  it('ask for everything at once on start, with the selected pair and a depth of 50', async () => {
    const { bridge, session } = await startedFor(0);
    expect(bridge.calls.map((c) => [c.method, c.params])).toEqual([
      ['market.pairs', {}],
      ['status.get', {}],
      ['market.depth', { pair: 'BTC-USDT', limit: 50 }],
      ['account.openOrders', { pair: 'BTC-USDT' }],
      ['alerts.list', {}],
      // The workspaces, from the core's file (no exchange request).
      ['workspaces.list', {}],
    ]);
    const feeds = session.feeds.getState().feeds;
    expect(feeds.depth).toMatchObject({ status: 'ok', key: 'BTC-USDT', data: depthOf('60000.0'), updatedAt: 1_000_000 });
    expect(feeds.openOrders.data).toEqual([order(1, 'BTC-USDT', '59000.0')]);
    expect(feeds.status.data).toEqual(STATUS);
  });

  it('poll depth every second, open orders every 2 s, status every 5 s', async () => {
    const { bridge } = await startedFor(10_000);
    expect(bridge.of('market.depth')).toHaveLength(11);
    expect(bridge.of('account.openOrders')).toHaveLength(6);
    expect(bridge.of('status.get')).toHaveLength(3);
    expect(bridge.of('market.pairs')).toHaveLength(1);
  });

  it('with the budget idle, asks the book 4 times a second, the extra runs as spare polls; back to every second while writes wait', async () => {
    const handlers = answering();
    let status = budgetUsed(4.7);
    handlers['status.get'] = () => ok(status);
    handlers['market.trades'] = () => ok([]);
    const { bridge, session } = setup(handlers);
    session.poller.use('trades');
    session.start();
    await vi.advanceTimersByTimeAsync(4_000);
    const depth = bridge.of('market.depth');
    expect(depth.length).toBeGreaterThanOrEqual(15);
    // About one a second on screen (on time whatever the spare polls get), the rest spare.
    expect(depth.filter((c) => c.band === 'screen').length).toBeLessThanOrEqual(5);
    expect(depth.filter((c) => c.band === 'spare').length).toBeGreaterThanOrEqual(11);
    expect(bridge.of('market.trades').length).toBeGreaterThanOrEqual(8);
    // The next status (every 5 s) says writes wait: the book goes back to its interval.
    status = budgetUsed(4.7, 3);
    await vi.advanceTimersByTimeAsync(1_100);
    const before = bridge.of('market.depth').length;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(bridge.of('market.depth').length - before).toBeLessThanOrEqual(5);
    session.stop();
  });

  it('never has two depth requests out, however slow the answer', async () => {
    const handlers = answering();
    delete handlers['market.depth'];
    const { bridge } = await startedFor(30_000, handlers);
    expect(bridge.of('market.depth')).toHaveLength(1);
  });

  it('on a pair switch: drop the old data at once, discard the old answer, ask for the new pair right away', async () => {
    const handlers = answering();
    delete handlers['market.depth'];
    const { bridge, session } = await startedFor(0, handlers);
    bridge.open('market.depth')[0]?.answer(ok(depthOf('60000.0')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bridge.open('market.depth')).toHaveLength(1); // the second BTC request is out

    session.market.getState().actions.select('ETH-USDT');
    let feeds = session.feeds.getState().feeds;
    expect(feeds.depth).toMatchObject({ key: 'ETH-USDT', status: 'loading', data: null });
    expect(feeds.openOrders).toMatchObject({ key: 'ETH-USDT', status: 'loading', data: null });
    expect(bridge.open('market.depth')).toHaveLength(1); // still one out: the BTC one

    bridge.open('market.depth')[0]?.answer(ok(depthOf('60000.0')));
    await vi.advanceTimersByTimeAsync(0);
    feeds = session.feeds.getState().feeds;
    expect(feeds.depth).toMatchObject({ key: 'ETH-USDT', status: 'loading', data: null });
    const next = bridge.open('market.depth');
    expect(next.map((c) => c.params)).toEqual([{ pair: 'ETH-USDT', limit: 50 }]);
    expect(next[0]?.at).toBe(1_001_000); // at once, not a second later

    next[0]?.answer(ok(depthOf('3000.00')));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.feeds.getState().feeds.depth).toMatchObject({ key: 'ETH-USDT', status: 'ok', data: depthOf('3000.00') });
    expect(session.feeds.getState().feeds.openOrders).toMatchObject({ key: 'ETH-USDT', status: 'ok', data: [] });
  });

  it('keep the last data through a failure, and call the feed stale', async () => {
    const { bridge, session } = await startedFor(0);
    bridge.handlers['market.depth'] = () => ({ ok: false, error: { kind: 'network', message: 'Lost the connection' } });
    await vi.advanceTimersByTimeAsync(1000);
    const depth = session.feeds.getState().feeds.depth;
    expect(depth).toMatchObject({ status: 'error', data: depthOf('60000.0'), updatedAt: 1_000_000 });
    expect(depth.error?.message).toBe('Lost the connection');
    expect(freshnessOf(depth, 1000, Date.now())).toEqual({ kind: 'stale', ageMs: 1000, error: depth.error });
  });

  it('back off on failures, up to 10 s between tries', async () => {
    const handlers = answering();
    handlers['market.depth'] = () => ({ ok: false, error: { kind: 'network', message: 'down' } });
    const { bridge } = await startedFor(120_000, handlers);
    const times = bridge.of('market.depth').map((c) => c.at);
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(10_000);
    expect(gaps.slice(-3)).toEqual([7500, 7500, 7500]);
  });
});

describe('feeds on screen, periods and intervals', () => {
  it('polls only what is on screen: trades from when their table shows until it goes', async () => {
    const handlers = answering();
    handlers['market.trades'] = () => ok([]);
    const { bridge, session } = await startedFor(5000, handlers);
    expect(bridge.of('market.trades')).toHaveLength(0);
    expect(bridge.of('positions.list')).toHaveLength(0);
    const release = session.poller.use('trades');
    await vi.advanceTimersByTimeAsync(4000);
    expect(bridge.of('market.trades').map((c) => c.at)).toEqual([1_005_000, 1_007_000, 1_009_000]);
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bridge.of('market.trades')).toHaveLength(3);
  });

  it('asks for the chart again at once when the period changes, and for nothing else', async () => {
    const handlers = answering();
    handlers['market.candles'] = () => ok([]);
    const { bridge, session } = await startedFor(100, handlers, ['candles']);
    const depthCalls = bridge.of('market.depth').length;
    session.market.getState().actions.selectPeriod('1HOUR');
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('market.candles').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', period: '15MIN', limit: 2 },
      { pair: 'BTC-USDT', period: '1HOUR', limit: 2 },
    ]);
    expect(bridge.of('market.depth')).toHaveLength(depthCalls);
    expect(session.feeds.getState().feeds.candles.key).toBe('BTC-USDT 1HOUR');
  });

  it('follows the intervals the trader sets, and refuses intervals beyond the request budget', async () => {
    const { bridge, session, storage } = await startedFor(100);
    expect(session.settings.getState().actions.setIntervals({ depth: 5000 })).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bridge.of('market.depth')).toHaveLength(3);
    expect(JSON.parse(storage.get('perpdesk.settings') ?? '{}').intervals.depth).toBe(5000);
    expect(session.settings.getState().actions.setIntervals({ summary: 1000, depth: 250 })).toMatch(/at most 8/);
    expect(session.settings.getState().intervals.depth).toBe(5000);
  });

  it("shows an acknowledged limit order in Open orders from the create's answer, before open orders answer again", async () => {
    const { bridge, session } = setup();
    session.start();
    await vi.advanceTimersByTimeAsync(100);
    delete bridge.handlers['account.openOrders'];
    const ids = () => session.feeds.getState().feeds.openOrders.data?.map((o) => o.id);
    await session.trading.placeOrder({ pair: 'BTC-USDT', side: 'buy', price: '59000.0', quantity: '0.010' });
    expect(ids()).toEqual([7, 1]);
    expect(session.feeds.getState().feeds.openOrders.data?.[0]).toMatchObject({
      symbol: 'BTC-USDT',
      isLong: true,
      price: '59000.0',
      quantity: '0.010',
      status: 1,
    });
    // The open orders asked after the create say what it is (here: gone, say filled): their answer stands.
    for (const call of bridge.open('account.openOrders')) call.answer(ok([order(1, 'BTC-USDT', '59000.0')]));
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([1]);
    // An order that crosses the book as the screen knows it may have filled: it waits for the exchange's record.
    await session.trading.placeOrder({ pair: 'BTC-USDT', side: 'buy', price: '61000.0', quantity: '0.010' });
    expect(ids()).toEqual([1]);
    session.stop();
  });

  it('after a trade, refreshes the positions and the balance too when they are on screen', async () => {
    const handlers = answering();
    handlers['positions.list'] = () => ok([]);
    const { bridge, session } = await startedFor(100, handlers, ['positions']);
    await session.trading.placeOrder({ pair: 'BTC-USDT', side: 'buy', price: '1', quantity: '1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('positions.list').map((c) => c.at)).toEqual([1_000_000, 1_000_100]);
    expect(bridge.of('account.balance')).toHaveLength(0); // not on screen: not asked
  });
});

/** A started session showing the book and open orders, its writes held for the frames the test runs by hand. */
function framedSession(handlers: Handlers) {
  const frames: (() => void)[] = [];
  const bridge = fakeInvoke(handlers);
  const session = createSession({
    invoke: bridge.invoke,
    storage: memoryStorage(),
    env: { ...env, nextFrame: (run) => frames.push(run) },
    now: () => Date.now(),
  });
  session.poller.use('depth');
  session.poller.use('openOrders');
  let updates = 0;
  session.feeds.subscribe(() => updates++);
  session.start();
  return { frames, bridge, session, updates: () => updates };
}

describe('answers within one frame', () => {
  it("are written in that frame's callback, none before it, so the screen redraws once for them", async () => {
    const { frames, session, updates } = framedSession(answering());
    await vi.advanceTimersByTimeAsync(0);
    const before = updates();
    expect(session.feeds.getState().feeds.depth.data).toBeNull();
    expect(session.feeds.getState().feeds.openOrders.data).toBeNull();
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    // One write per answer (a panel drawn from the store draws each at once), all in this callback.
    expect(updates() - before).toBeGreaterThanOrEqual(2);
    expect(session.feeds.getState().feeds.depth.data).toEqual(depthOf('60000.0'));
    expect(session.feeds.getState().feeds.openOrders.data).toHaveLength(1);
  });
});

describe('a poll’s answers', () => {
  const manual = () => {
    const { frames, bridge, session, updates } = framedSession({
      'status.get': () => ok(STATUS),
      'market.pairs': () => ok(PAIRS),
      'alerts.list': () => ok([]),
    });
    const answer = (method: 'market.depth' | 'account.openOrders', value: unknown) =>
      bridge.calls.find((c) => c.method === method && !c.settled)!.answer(ok(value));
    return { frames, session, answer, updates };
  };

  it('wait for the other requests of the poll still out, then are written in one frame', async () => {
    const { frames, session, answer, updates } = manual();
    await vi.advanceTimersByTimeAsync(0);
    frames.splice(0).forEach((run) => run()); // the status and pairs answered at once
    const before = updates();
    answer('market.depth', depthOf('60000.0'));
    await vi.advanceTimersByTimeAsync(10);
    expect(frames).toHaveLength(0);
    answer('account.openOrders', [order(1, 'BTC-USDT', '59000.0')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    expect(updates()).toBe(before);
    frames.shift()?.();
    expect(updates() - before).toBeGreaterThanOrEqual(2);
    expect(session.feeds.getState().feeds.depth.data).toEqual(depthOf('60000.0'));
    expect(session.feeds.getState().feeds.openOrders.data).toHaveLength(1);
    session.stop();
  });

  it(`wait at most ${HOLD_MS} ms for a slow one`, async () => {
    const { frames, session, answer } = manual();
    await vi.advanceTimersByTimeAsync(0);
    frames.splice(0).forEach((run) => run());
    answer('market.depth', depthOf('60000.0'));
    await vi.advanceTimersByTimeAsync(HOLD_MS - 1);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(session.feeds.getState().feeds.depth.data).toEqual(depthOf('60000.0'));
    expect(session.feeds.getState().feeds.openOrders.data).toBeNull();
    session.stop();
  });
});

describe('the market', () => {
  it('starts on BTC-USDT and remembers the pair chosen', async () => {
    const { session, storage } = setup();
    expect(session.market.getState().selected).toBe('BTC-USDT');
    session.market.getState().actions.select('ETH-USDT');
    expect(storage.get(SELECTED_PAIR_KEY)).toBe('ETH-USDT');
    expect(setup(answering(), { [SELECTED_PAIR_KEY]: 'ETH-USDT' }).session.market.getState().selected).toBe('ETH-USDT');
  });

  it('falls back to BTC-USDT when the remembered pair is no longer listed', async () => {
    const { session, bridge } = setup(answering(), { [SELECTED_PAIR_KEY]: 'DOGE-USDT' });
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.market.getState().selected).toBe('BTC-USDT');
    expect(bridge.of('market.depth').at(-1)?.params).toEqual({ pair: 'BTC-USDT', limit: 50 });
    expect(session.feeds.getState().feeds.depth).toMatchObject({ key: 'BTC-USDT', status: 'ok' });
  });

  it('clears the order form on a pair switch: a price for one pair is nonsense for another', () => {
    const { session } = setup();
    session.start();
    session.orderEntry.getState().actions.setPrice('60000');
    session.orderEntry.getState().actions.setQuantity('1');
    session.market.getState().actions.select('ETH-USDT');
    expect(session.orderEntry.getState()).toMatchObject({ price: '', quantity: '' });
  });
});

describe('trading', () => {
  const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59995.0', quantity: '0.123' };

  it('places an order: pending, then the result, then depth and open orders at once', async () => {
    const handlers = answering();
    delete handlers['trading.placeOrder'];
    const { bridge, session } = await startedFor(500, handlers);
    const before = { depth: bridge.of('market.depth').length, orders: bridge.of('account.openOrders').length };

    void session.trading.placeOrder(request);
    expect(session.orderEntry.getState().submission).toEqual({ status: 'pending', request });
    void session.trading.placeOrder(request); // a double click sends nothing more
    expect(bridge.of('trading.placeOrder')).toHaveLength(1);

    bridge.open('trading.placeOrder')[0]?.answer(ok({ pair: 'BTC-USDT', orderId: 7, clientOrderId: 'c7' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.orderEntry.getState().submission).toEqual({
      status: 'settled',
      request,
      result: ok({ pair: 'BTC-USDT', orderId: 7, clientOrderId: 'c7' }),
    });
    expect(bridge.of('market.depth')).toHaveLength(before.depth + 1);
    expect(bridge.of('account.openOrders')).toHaveLength(before.orders + 1);
  });

  it('keeps a rejection as the exchange said it', async () => {
    const handlers = answering();
    const rejection = { kind: 'rejected' as const, code: 2102, message: 'insufficient balance' };
    handlers['trading.placeOrder'] = () => ({ ok: false, error: rejection });
    const { session } = setup(handlers);
    session.market.getState().actions.pairsSettled(ok(PAIRS), 0); // every order is checked against its pair's rules
    await session.trading.placeOrder(request);
    expect(session.orderEntry.getState().submission).toEqual({ status: 'settled', request, result: { ok: false, error: rejection } });
  });

  it('cancels: pending, then done; a failure keeps the exchange’s words; then refreshes', async () => {
    const handlers = answering();
    delete handlers['trading.cancelOrder'];
    const { bridge, session } = await startedFor(500, handlers);
    const ordersBefore = bridge.of('account.openOrders').length;

    void session.trading.cancelOrder('BTC-USDT', 1);
    void session.trading.cancelOrder('BTC-USDT', 1);
    expect(bridge.of('trading.cancelOrder').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT', orderId: 1 }]);
    expect(session.cancels.getState().byOrderId[1]).toEqual({ status: 'pending' });

    const error = { kind: 'rejected' as const, code: 2126, message: 'order already filled' };
    bridge.open('trading.cancelOrder')[0]?.answer({ ok: false, error });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.cancels.getState().byOrderId[1]).toEqual({ status: 'failed', error });
    expect(bridge.of('account.openOrders')).toHaveLength(ordersBefore + 1);

    void session.trading.cancelOrder('BTC-USDT', 1);
    bridge.open('trading.cancelOrder')[0]?.answer(ok({ pair: 'BTC-USDT', orderId: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.cancels.getState().byOrderId[1]).toEqual({ status: 'done' });
  });

  it('forgets the cancel state of an order once it is no longer open', async () => {
    const { bridge, session } = await startedFor(0);
    await session.trading.cancelOrder('BTC-USDT', 1);
    expect(session.cancels.getState().byOrderId[1]).toEqual({ status: 'done' });
    bridge.handlers['account.openOrders'] = () => ok([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.cancels.getState().byOrderId).toEqual({});
  });
});

describe('the order entry store', () => {
  it('forgets a settled outcome on request, but never a pending one', async () => {
    const { session } = setup();
    session.market.getState().actions.pairsSettled(ok(PAIRS), 0); // every order is checked against its pair's rules
    const entry = () => session.orderEntry.getState();
    entry().actions.dismissOutcome();
    expect(entry().submission).toEqual({ status: 'idle' });
    const placing = session.trading.placeOrder({ pair: 'BTC-USDT', side: 'sell', price: '1', quantity: '1' });
    entry().actions.dismissOutcome();
    expect(entry().submission.status).toBe('pending');
    await placing;
    expect(entry().submission.status).toBe('settled');
    entry().actions.dismissOutcome();
    expect(entry().submission).toEqual({ status: 'idle' });
  });
});

describe('the Market list and notifications at a venue of many markets', () => {
  it('asks prices only for what the open list wants, a few a run, and none when nothing is due', async () => {
    const handlers = answering();
    handlers['market.tickers'] = ({ pairs }) => ok(pairs.map((pair) => ({ pair, ticker: { close: '1' } })) as never);
    const { bridge, session } = setup(handlers);
    session.start();
    const release = session.poller.use('tickers');
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('market.tickers')).toHaveLength(0);
    session.market.getState().actions.setListDue(['M001-USDT', 'M002-USDT', 'M003-USDT', 'M004-USDT']);
    session.poller.refresh('tickers');
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('market.tickers').map((c) => c.params)).toEqual([{ pairs: ['M001-USDT', 'M002-USDT', 'M003-USDT'] }]);
    release();
  });

  it('watch fills through the core’s watched markets, with the market on screen as focus, and at once after an order', async () => {
    const handlers = answering();
    handlers['account.recentFills'] = () => ok([]);
    const { bridge, session } = setup(handlers);
    session.start();
    const release = session.poller.use('recentFills');
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('account.recentFills').map((c) => c.params)).toEqual([{ focus: 'BTC-USDT', limit: 20 }]);
    expect(bridge.of('account.fills')).toHaveLength(0);
    // After an order is placed they are asked at once, not at the next 3 s run: its fill toast comes sooner.
    await vi.advanceTimersByTimeAsync(500);
    await session.trading.placeOrder({ pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.010' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('account.recentFills')).toHaveLength(2);
    release();
  });

  it('remember the starred favourites', () => {
    const { storage, session } = setup();
    session.market.getState().actions.setFavourites(['M150-USDT', 'ETH-USDT']);
    const again = createSession({ invoke: fakeInvoke(answering()).invoke, storage, env, now: () => Date.now() });
    expect(again.market.getState().favourites).toEqual(['M150-USDT', 'ETH-USDT']);
    const damaged = setup(answering(), { 'perpdesk.favouriteMarkets': '{not json' }).session;
    expect(damaged.market.getState().favourites).toEqual([]);
  });
});
