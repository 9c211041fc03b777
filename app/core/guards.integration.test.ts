/**
 * The guards on the real core against the paper exchange: every bridge write method has a guard decision, every
 * road that sends orders is refused the same way and sends nothing, exits always go, and loosening needs a
 * confirmation and is journaled.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUARDS_OFF, isWriteMethod, methodNames, type GuardName, type GuardSettings, type ParamsOf } from '../../shared/bridge';
import { tempDirForTests } from '../fs/testing';
import { push, startTwoAccountExchange, trader, until } from '../protection/testing';
import { startCore, type Core } from './core';
import { GUARD_DECISIONS } from '../trading/guards';
import { callerOf, coreForTests } from './testing';

let dir: string;
let core: Core;
coreForTests('pd-guards-', (started) => ({ dir, core } = started));
const call = callerOf(() => core);

const setGuards = (guards: Partial<GuardSettings>) => call('guards.set', { guards: { ...GUARDS_OFF, ...guards }, confirmLoosen: true });
const pair = 'BTC-USDT';
/** 0.010 BTC at 30000: 300 USDT, resting well under the still market's price. */
const order = {
  pair,
  side: 'buy',
  type: 'limit',
  price: '30000.0',
  quantity: '0.010',
  leverage: 5,
  marginMode: 'isolated',
  timeInForce: 'GTC',
} as const;
let resting: number;

/** The methods that send orders, each with parameters every tight guard below refuses. */
type OrderRoad =
  'trading.placeOrder' | 'trading.placeBatch' | 'trading.placeScale' | 'trading.moveOrder' | 'protection.bracket' | 'algo.chase' | 'algo.twap';
const roads = (): { [M in OrderRoad]: ParamsOf<M> } => ({
  'trading.placeOrder': order,
  'trading.placeBatch': { orders: [order, { ...order, price: '30001.0' }] },
  'trading.placeScale': {
    pair,
    side: 'buy',
    fromPrice: '30000.0',
    toPrice: '30100.0',
    count: 2,
    totalQuantity: '0.010',
    distribution: 'flat',
    leverage: 5,
  },
  // The resting order (0.003 at 30000, 90 USDT) moved to 40000: 120 USDT.
  'trading.moveOrder': { pair, orderId: resting, price: '40000.0' },
  'protection.bracket': { order, stopLoss: '29000.0' },
  // 0.010 BTC at the book's best (about 60000): 600 USDT.
  'algo.chase': { pair, side: 'buy', quantity: '0.010', maxSeconds: 60, onLimit: 'stop', reduceOnly: false, leverage: 5, marginMode: 'isolated' },
  'algo.twap': {
    pair,
    side: 'buy',
    quantity: '0.010',
    slices: 2,
    durationSeconds: 60,
    spread: 0,
    slippage: '0.5',
    reduceOnly: false,
    leverage: 5,
    marginMode: 'isolated',
  },
});
const TIGHT: Record<Exclude<GuardName, 'dailyLossLimit'>, Partial<GuardSettings>> = {
  maxOrderValue: { maxOrderValue: '100' },
  maxPositionValue: { maxPositionValue: '100' },
  maxLeverage: { maxLeverage: 3 },
  maxOrdersPerMinute: { maxOrdersPerMinute: 1 },
};
const LABEL: Record<GuardName, string> = {
  maxOrderValue: 'Largest order value',
  maxPositionValue: 'Largest position value per market',
  maxLeverage: 'Highest leverage',
  maxOrdersPerMinute: 'Most orders per minute',
  dailyLossLimit: 'Daily loss limit',
};

/** What the exchange holds for the trader on BTC: open orders and order history. */
const exchangeState = async () => ({
  open: (await call('account.openOrders', { pair })).map((o) => o.id).sort(),
  history: (await call('account.orderHistory', { pair, limit: 50 })).map((o) => o.id),
});

async function expectEveryRoadRefused(guard: GuardName): Promise<void> {
  const before = await exchangeState();
  const working = (await call('protection.list', {})).length;
  for (const [method, params] of Object.entries(roads())) {
    const result = await core.dispatch(method, params);
    expect(result, `${method} under ${guard}`).toMatchObject({ ok: false, error: { kind: 'guard-refused' } });
    const { message } = (result as { error: { message: string } }).error;
    expect(message, method).toMatch(new RegExp(`^Refused by guard ‘${LABEL[guard]}’: .+\\. Change it in Settings → Guards\\.$`));
  }
  expect(await exchangeState(), `nothing reached the exchange under ${guard}`).toEqual(before);
  expect((await call('protection.list', {})).length, 'a refused bracket leaves no held order').toBe(working);
}

beforeAll(async () => {
  resting = (await call('trading.placeOrder', { ...order, quantity: '0.003' })).orderId;
});

describe('guards on every bridge write method', () => {
  it('has a guard decision for every write method of the contract, and none for a read', () => {
    const writes = methodNames.filter(isWriteMethod).sort();
    expect(Object.keys(GUARD_DECISIONS).sort()).toEqual(writes);
    const orderRoads = Object.entries(GUARD_DECISIONS)
      .filter(([, d]) => d === 'orders')
      .map(([m]) => m)
      .sort();
    expect(orderRoads).toEqual(Object.keys(roads()).sort());
  });

  it('are all off at first, and the paper profile has them too', async () => {
    expect(await call('guards.get', {})).toEqual(GUARDS_OFF);
    expect(existsSync(path.join(dir, 'guards', 'paper.json'))).toBe(false);
  });

  for (const [guard, limits] of Object.entries(TIGHT) as [GuardName, Partial<GuardSettings>][]) {
    it(`refuses every road the same way under '${LABEL[guard]}', and nothing reaches the exchange`, async () => {
      await setGuards({});
      // The window of "Most orders per minute" holds at least one order sent now.
      if (guard === 'maxOrdersPerMinute') await call('trading.cancelOrder', { pair, orderId: (await call('trading.placeOrder', order)).orderId });
      await setGuards(limits);
      await expectEveryRoadRefused(guard);
    });
  }

  it('refuses a leverage above the highest, and lowering it goes', async () => {
    await setGuards({ maxLeverage: 3 });
    expect(await core.dispatch('positions.setLeverage', { pair, marginMode: 'isolated', leverage: 10 })).toMatchObject({
      ok: false,
      error: { kind: 'guard-refused', message: 'Refused by guard ‘Highest leverage’: leverage 10× is over 3×. Change it in Settings → Guards.' },
    });
    expect(await call('positions.setLeverage', { pair, marginMode: 'isolated', leverage: 2 })).toMatchObject({ leverage: 2 });
  });

  it('after a realised loss, the daily loss limit refuses every opening road; closing and reducing still go', async () => {
    await setGuards({});
    // A round trip at market pays the taker fee twice: a realised loss.
    await call('trading.placeOrder', { pair: 'ETH-USDT', side: 'buy', type: 'market', quantity: '1.00', leverage: 5 });
    const [eth] = await call('positions.list', { pair: 'ETH-USDT' });
    await call('trading.closePosition', { pair: 'ETH-USDT', positionId: eth!.id, type: 'market' });
    await setGuards({ dailyLossLimit: '0.01' });
    await expectEveryRoadRefused('dailyLossLimit');
  });

  it('never refuses an exit or a reducing order, whatever the guards', async () => {
    await setGuards({});
    await call('trading.placeOrder', { pair: 'ETH-USDT', side: 'sell', type: 'market', quantity: '2.00', leverage: 5 });
    const [short] = await call('positions.list', { pair: 'ETH-USDT' });
    await setGuards({ maxOrderValue: '1', maxPositionValue: '1', maxLeverage: 1, maxOrdersPerMinute: 1, dailyLossLimit: '0.01' });
    // A reducing order from the form (a buy against the short), then a close of what is left.
    await call('trading.placeOrder', { pair: 'ETH-USDT', side: 'buy', type: 'market', quantity: '0.50', leverage: 5 });
    await call('trading.closePosition', { pair: 'ETH-USDT', positionId: short!.id, type: 'market', quantity: '0.50' });
    expect(await call('protection.set', { pair: 'ETH-USDT', positionId: short!.id, kind: 'stop-loss', by: 'percent', value: '50' })).toMatchObject({
      status: 'armed',
    });
    await call('trading.closePosition', { pair: 'ETH-USDT', positionId: short!.id, type: 'market' });
    expect(await call('positions.list', { pair: 'ETH-USDT' })).toEqual([]);
    // Cancels send no order: no guard stands in their way.
    expect(await call('trading.cancelOrder', { pair, orderId: resting })).toEqual({ pair, orderId: resting });
  });
});

describe('loosening a guard', () => {
  it('is refused without a confirmation, changing nothing; with one it is saved and journaled', async () => {
    await setGuards({ maxOrderValue: '10000' });
    const refused = await core.dispatch('guards.set', { guards: { maxOrderValue: '50000' } });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('Loosen ‘Largest order value’ from 10,000 to 50,000 USDT?') },
    });
    expect((await call('guards.get', {})).maxOrderValue).toBe('10000');

    // Tightening needs no confirmation; a guard not named keeps its setting.
    expect(await call('guards.set', { guards: { maxLeverage: 20 } })).toMatchObject({ maxOrderValue: '10000', maxLeverage: 20 });
    expect(await call('guards.set', { guards: { maxOrderValue: '5000' } })).toMatchObject({ maxOrderValue: '5000' });
    await call('guards.set', { guards: { maxOrderValue: '50000' }, confirmLoosen: true });
    expect(await call('guards.get', {})).toMatchObject({ maxOrderValue: '50000', maxLeverage: 20 });
    expect(JSON.parse(readFileSync(path.join(dir, 'guards', 'paper.json'), 'utf8'))).toMatchObject({ maxOrderValue: '50000' });

    const journal = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const loosened = journal.filter((e) => e['action'] === 'guardLoosened');
    expect(loosened.at(-1)).toMatchObject({ time: expect.any(Number), params: { guard: 'maxOrderValue', from: '5,000', to: '50,000 USDT' } });
  });

  it('refuses a bad figure with its message and keeps the guards', async () => {
    const result = await core.dispatch('guards.set', { guards: { maxOrderValue: '1e4' } });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('Largest order value must be a plain number') },
    });
    expect((await call('guards.get', {})).maxOrderValue).toBe('50000');
  });
});

describe('a held order under the guards', () => {
  const heldDir = tempDirForTests('pd-guards-held-');

  it("fires its exit whatever the guards, the loss limit and the minute's count included", async () => {
    const exchange = await startTwoAccountExchange();
    const held = await startCore({ dataDir: heldDir, exchange: { url: exchange.url, ...trader } });
    try {
      const heldCall = callerOf(() => held);
      await heldCall('trading.placeOrder', { pair, side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
      const [position] = await heldCall('positions.list', { pair });
      await heldCall('protection.set', { pair, positionId: position!.id, kind: 'stop-loss', value: '59985.0', feed: 'last' });
      await heldCall('guards.set', {
        guards: { ...GUARDS_OFF, maxOrderValue: '1', maxPositionValue: '1', maxLeverage: 1, maxOrdersPerMinute: 1, dailyLossLimit: '0.01' },
      });
      expect(await held.dispatch('trading.placeOrder', order)).toMatchObject({ ok: false, error: { kind: 'guard-refused' } });

      await push(exchange.url, 'sell', '4.000', 'guards-mover-1');
      await until('the stop closed the position', async () => (await heldCall('positions.list', { pair })).length === 0);
      await until('the stop fired', async () => (await heldCall('protection.list', {}))[0]?.status === 'fired');
    } finally {
      await held.close();
      await exchange.close();
    }
  });
});
