/** Every bridge method behind the screen, through the core's dispatch, against the real paper exchange. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { MethodName } from '../../shared/bridge';
import { OrderStatus } from '../../shared/exchange';
import type { Core } from './core';
import { callerOf, coreForTests } from './testing';

let dir: string;
let core: Core;
coreForTests('pd-services-', (started) => ({ dir, core } = started));

const call = callerOf(() => core);
const failure = async (method: MethodName, params: unknown) => {
  const result = await core.dispatch(method, params);
  if (result.ok) throw new Error(`${method} succeeded`);
  return result.error;
};

describe('market data', () => {
  it('gives the 24h tickers of the markets asked for, and refuses an unknown one', async () => {
    const tickers = await call('market.tickers', { pairs: ['SOL-USDT', 'BTC-USDT'] });
    expect(tickers.map((t) => t.pair)).toEqual(['SOL-USDT', 'BTC-USDT']);
    expect(tickers[0]!.ticker).toMatchObject({ close: expect.any(String), high: expect.any(String) });
    expect(await failure('market.tickers', { pairs: ['BTC-USDT', 'NOPE-USDT'] })).toMatchObject({
      kind: 'invalid-input',
      message: 'Unknown market NOPE-USDT',
    });
    expect(await failure('market.tickers', { pairs: [] })).toMatchObject({ kind: 'invalid-input' });
  });

  it('gives the summary: prices, funding with its next settlement on the hour, open interest', async () => {
    const summary = await call('market.summary', { pair: 'BTC-USDT' });
    expect(summary).toMatchObject({ pair: 'BTC-USDT', openInterest: expect.objectContaining({ symbol: 'BTC-USDT' }) });
    expect(new Decimal(summary.markPrice).isPositive()).toBe(true);
    expect(new Decimal(summary.indexPrice).isPositive()).toBe(true);
    expect(summary.nextFundingTime % 3_600_000).toBe(0);
    expect(summary.nextFundingTime - summary.serverTime).toBeGreaterThan(0);
    expect(summary.nextFundingTime - summary.serverTime).toBeLessThanOrEqual(3_600_000);
  });

  it('names an unknown market and a bad period as bad input', async () => {
    expect(await failure('market.summary', { pair: 'DOGE-USDT' })).toMatchObject({ kind: 'invalid-input', message: 'Unknown market DOGE-USDT' });
    expect(await failure('market.candles', { pair: 'BTC-USDT', period: '2MIN' })).toMatchObject({ kind: 'invalid-input' });
  });
});

describe('market history (a living market, with its seeded week)', () => {
  let livingCore: Core;
  coreForTests('pd-living-', (started) => ({ core: livingCore } = started), { living: true });
  const living = { call: callerOf(() => livingCore) };

  it('gives candles for a period, and older ones before an end time', async () => {
    const latest = await living.call('market.candles', { pair: 'ETH-USDT', period: '1HOUR', limit: 10 });
    expect(latest).toHaveLength(10);
    const oldest = Math.min(...latest.map((c) => c.time));
    const older = await living.call('market.candles', { pair: 'ETH-USDT', period: '1HOUR', limit: 5, endTime: oldest - 1 });
    expect(older.length).toBe(5);
    expect(Math.max(...older.map((c) => c.time))).toBeLessThan(oldest);
  });

  it('gives recent trades, funding history and open interest for all pairs', async () => {
    // The living market's takers trade within seconds of the start; the tape gives at most the number asked for.
    await expect
      .poll(async () => (await living.call('market.trades', { pair: 'BTC-USDT', limit: 5 })).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const trades = await living.call('market.trades', { pair: 'BTC-USDT', limit: 5 });
    expect(trades.length).toBeLessThanOrEqual(5);
    expect(trades[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d$/), isLong: expect.any(Boolean) });
    const history = await living.call('market.fundingHistory', { pair: 'BTC-USDT', limit: 3 });
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toMatchObject({ symbol: 'BTC-USDT', fundingRate: expect.any(String) });
    expect((await living.call('market.openInterest', {})).map((oi) => oi.symbol).sort()).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']);
  });
});

describe('trading, positions and the account', () => {
  it('opens a position with a market order, reports it filled, and shows it everywhere', async () => {
    const before = await call('account.balance', {});
    const placed = await call('trading.placeOrder', { pair: 'ETH-USDT', side: 'buy', type: 'market', quantity: '1.00', leverage: 5 });
    expect(placed.state).toEqual({ status: OrderStatus.FILLED, filledQuantity: '1.00', averagePrice: expect.stringMatching(/^\d+(\.\d+)?$/) });

    const [position] = await call('positions.list', { pair: 'ETH-USDT' });
    expect(position).toMatchObject({ symbol: 'ETH-USDT', isLong: true, quantity: '1.00', lever: 5 });
    const after = await call('account.balance', {});
    expect(new Decimal(after.availableAmount).lessThan(before.availableAmount)).toBe(true);

    const order = await call('account.order', { pair: 'ETH-USDT', orderId: placed.orderId });
    expect(order).toMatchObject({ id: placed.orderId, status: OrderStatus.FILLED });
    const fills = await call('account.fills', { pair: 'ETH-USDT', orderId: placed.orderId });
    expect(fills.length).toBeGreaterThan(0);
    expect((await call('account.matches', { pair: 'ETH-USDT' })).records.length).toBeGreaterThan(0);
    expect((await call('account.orderHistory', { pair: 'ETH-USDT' })).map((o) => o.id)).toContain(placed.orderId);
  });

  it("adds margin, which lowers a long position's liquidation price; removing too much is refused", async () => {
    const [position] = await call('positions.list', { pair: 'ETH-USDT' });
    const added = await call('positions.adjustMargin', { pair: 'ETH-USDT', positionId: position!.id, direction: 'add', amount: '100' });
    expect(new Decimal(added.marginAmount).minus(position!.marginAmount).toFixed(2)).toBe('100.00');
    expect(new Decimal(added.restrictPrice).lessThan(position!.restrictPrice)).toBe(true);
    const refused = await failure('positions.adjustMargin', {
      pair: 'ETH-USDT',
      positionId: position!.id,
      direction: 'remove',
      amount: '100000',
    });
    expect(refused.kind).toBe('rejected');
    expect(await failure('positions.adjustMargin', { pair: 'ETH-USDT', positionId: 999999, direction: 'add', amount: '1' })).toMatchObject({
      kind: 'invalid-input',
      message: 'There is no open position #999999 on ETH-USDT',
    });
  });

  it('closes the position with a market order of its size', async () => {
    const [position] = await call('positions.list', { pair: 'ETH-USDT' });
    const closed = await call('trading.closePosition', { pair: 'ETH-USDT', positionId: position!.id });
    expect(closed.state?.status).toBe(OrderStatus.FILLED);
    expect(await call('positions.list', { pair: 'ETH-USDT' })).toEqual([]);
  });

  it("gets and sets leverage within the pair's limits", async () => {
    const set = await call('positions.setLeverage', { pair: 'BTC-USDT', marginMode: 'cross', leverage: 7 });
    expect(set).toMatchObject({ pair: 'BTC-USDT', marginMode: 'cross', leverage: 7, minLeverage: 1 });
    expect((await call('positions.leverage', { pair: 'BTC-USDT', marginMode: 'cross' })).leverage).toBe(7);
    expect(await failure('positions.setLeverage', { pair: 'BTC-USDT', marginMode: 'cross', leverage: 500 })).toMatchObject({
      kind: 'invalid-input',
      message: expect.stringMatching(/Leverage on BTC-USDT is from 1 to \d+/),
    });
    expect((await call('positions.leverage', { pair: 'BTC-USDT', marginMode: 'cross' })).leverage).toBe(7);
  });

  it('reports an IOC that found nothing to fill as expired, not as a refusal', async () => {
    const placed = await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '1000.0', quantity: '0.010', timeInForce: 'IOC' });
    expect(placed.state).toEqual({ status: OrderStatus.EXPIRED, filledQuantity: '0.000', averagePrice: null });
  });

  it('places a scale of 5 orders, each with its result, and cancels them all', async () => {
    const scale = await call('trading.placeScale', {
      pair: 'BTC-USDT',
      side: 'buy',
      fromPrice: '50000',
      toPrice: '50400',
      count: 5,
      totalQuantity: '0.500',
      distribution: 'increasing',
    });
    expect(scale.placed).toBe(5);
    expect(scale.items.map((i) => [i.price, i.quantity])).toEqual([
      ['50000.0', '0.033'],
      ['50100.0', '0.066'],
      ['50200.0', '0.100'],
      ['50300.0', '0.133'],
      ['50400.0', '0.168'],
    ]);
    expect(await call('account.openOrders', { pair: 'BTC-USDT' })).toHaveLength(5);
    const cancelled = await call('trading.cancelAll', { pair: 'BTC-USDT' });
    expect(cancelled).toMatchObject({ cancelled: 5 });
    expect(await call('account.openOrders', {})).toEqual([]);
  });

  it('answers a batch item by item: one refused by the exchange, the other placed', async () => {
    const batch = await call('trading.placeBatch', {
      orders: [
        { pair: 'SOL-USDT', side: 'sell', price: '999.0', quantity: '1.0' },
        { pair: 'SOL-USDT', side: 'sell', price: '999.0', quantity: '999999.0' },
      ],
    });
    expect(batch.placed).toBe(1);
    expect(batch.items[0]).toMatchObject({ outcome: 'placed', orderId: expect.any(Number) });
    expect(batch.items[1]).toMatchObject({ outcome: 'not-placed', error: { kind: 'rejected', code: expect.any(Number) } });

    const placedId = (batch.items[0] as { orderId: number }).orderId;
    const results = await call('trading.cancelOrders', { orderIds: [placedId, 123456789] });
    expect(results.cancelled).toBe(1);
    expect(results.items[0]).toEqual({ orderId: placedId, outcome: 'cancelled' });
    expect(results.items[1]).toMatchObject({ orderId: 123456789, outcome: 'not-cancelled' });
  });

  it('moves a resting order to a new price: the old one cancelled, the same size placed again', async () => {
    const placed = await call('trading.placeOrder', { pair: 'SOL-USDT', side: 'buy', price: '90.0', quantity: '2.5' });
    const moved = await call('trading.moveOrder', { pair: 'SOL-USDT', orderId: placed.orderId, price: '91.5' });
    expect(moved).toMatchObject({ pair: 'SOL-USDT', cancelledOrderId: placed.orderId });
    expect(moved.placed.clientOrderId).not.toBe(placed.clientOrderId);
    const open = await call('account.openOrders', { pair: 'SOL-USDT' });
    expect(open.map((o) => [o.id, o.price, o.quantity])).toEqual([[moved.placed.orderId, '91.500', '2.5']]);
    await call('trading.cancelAll', { pair: 'SOL-USDT' });
  });

  it('puts an order back where it was when its move is refused, and says so', async () => {
    const placed = await call('trading.placeOrder', { pair: 'SOL-USDT', side: 'buy', price: '90.0', quantity: '2.5' });
    const refused = await failure('trading.moveOrder', { pair: 'SOL-USDT', orderId: placed.orderId, price: '99999999.0' });
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toMatch(/^The order was not moved: the new order at 99999999.0 was not placed \(.+\); it is back at 90.000 as #\d+$/);
    const open = await call('account.openOrders', { pair: 'SOL-USDT' });
    expect(open.map((o) => [o.price, o.quantity])).toEqual([['90.000', '2.5']]);
    expect(await failure('trading.moveOrder', { pair: 'SOL-USDT', orderId: placed.orderId, price: '91.0' })).toMatchObject({
      kind: 'invalid-input',
      message: `Order #${placed.orderId} is not resting in the book: it cannot be moved`,
    });
    await call('trading.cancelAll', { pair: 'SOL-USDT' });
  });

  it('cancels by client order id', async () => {
    const placed = await call('trading.placeOrder', { pair: 'SOL-USDT', side: 'buy', price: '1.0', quantity: '1.0' });
    expect(await call('trading.cancelByClientId', { pair: 'SOL-USDT', clientOrderId: placed.clientOrderId })).toEqual({
      pair: 'SOL-USDT',
      clientOrderId: placed.clientOrderId,
    });
    expect(await call('account.openOrders', { pair: 'SOL-USDT' })).toEqual([]);
  });

  it("reads the account's histories and trade config", async () => {
    const configs = await call('account.tradeConfigs', {});
    expect(configs).toHaveLength(3);
    expect(configs[0]).toMatchObject({ quantityMin: expect.any(String), takerFeeRate: expect.any(String) });
    expect(await call('account.tariffs', {})).toMatchObject({ records: expect.any(Array) });
    expect(Array.isArray(await call('account.makerEarnings', { pair: 'BTC-USDT' }))).toBe(true);
    expect(Array.isArray(await call('account.makerEarningDays', { pair: 'BTC-USDT' }))).toBe(true);
  });

  it('refuses bad orders at the door, naming the field', async () => {
    expect(await failure('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'limit', quantity: '1' })).toMatchObject({
      message: 'price: Price is required for a limit order',
    });
    expect(await failure('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', price: '1', quantity: '1' })).toMatchObject({
      message: 'price: A market order takes no price',
    });
    expect(
      await failure('trading.placeScale', { pair: 'BTC-USDT', side: 'buy', fromPrice: '1', toPrice: '2', count: 1, totalQuantity: '1' }),
    ).toMatchObject({
      kind: 'invalid-input',
    });
    expect(await failure('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '1', quantity: '1', leverage: 26 })).toMatchObject({
      kind: 'invalid-input',
      message: expect.stringMatching(/Leverage on BTC-USDT is from/),
    });
  });

  it('journals each write with its outcome', () => {
    const entries = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { action: string; phase: string });
    const actions = new Set(entries.filter((e) => e.phase === 'outcome').map((e) => e.action));
    for (const action of [
      'moveOrder',
      'moveOrderRestore',
      'placeOrder',
      'adjustMargin',
      'closePosition',
      'setLeverage',
      'placeScale',
      'cancelAll',
      'placeBatch',
      'cancelOrders',
      'cancelByClientId',
    ]) {
      expect(actions).toContain(action);
    }
  });
});

describe('status', () => {
  it('tells the connection: latency, clock offset and the request budget', async () => {
    const status = await call('status.get', {});
    expect(status.readOnly).toBe(false);
    expect(status.connection).toMatchObject({ budget: { capacity: 10 }, throttledUntil: null });
    expect(status.connection.latencyMs).toEqual(expect.any(Number));
    expect(status.connection.clockOffsetMs).toEqual(expect.any(Number));
  });
});
