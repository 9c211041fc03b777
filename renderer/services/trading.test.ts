import { describe, expect, it } from 'vitest';
import { createCancelsStore } from '../stores/cancels-store';
import { createOrderEntryStore, leverageKey } from '../stores/order-entry-store';
import { fakeInvoke, ok } from '../stores/testing/fake-invoke';
import { context } from '../domain/trading/testing';
import { createTrading, type TradingDeps } from './trading';

function setup(clock: Pick<TradingDeps, 'now' | 'wait'> = { now: () => 1_000 }) {
  const bridge = fakeInvoke();
  const orderEntry = createOrderEntryStore();
  let refreshed = 0;
  const trading = createTrading({
    invoke: bridge.invoke,
    orderEntry,
    cancels: createCancelsStore(),
    context: () => context(),
    afterTrade: () => refreshed++,
    ...clock,
  });
  return { bridge, orderEntry, trading, refreshed: () => refreshed };
}

const scale = { pair: 'BTC-USDT', side: 'buy' as const, fromPrice: '59000', toPrice: '59400', count: 5, totalQuantity: '0.5' };

describe('placing a scale', () => {
  it('is pending, then settled with each order’s outcome, then refreshes; a second click sends nothing more', async () => {
    const { bridge, orderEntry, trading, refreshed } = setup();
    const placing = trading.placeScale(scale);
    void trading.placeScale(scale);
    expect(bridge.of('trading.placeScale')).toHaveLength(1);
    expect(orderEntry.getState().scaleSubmission).toEqual({ status: 'pending', request: scale });
    const result = ok({ placed: 0, items: [] });
    bridge.open('trading.placeScale')[0]?.answer(result);
    await placing;
    expect(orderEntry.getState().scaleSubmission).toEqual({ status: 'settled', request: scale, result });
    expect(refreshed()).toBe(1);
    // A single order can go meanwhile: they are separate.
    expect(orderEntry.getState().submission).toEqual({ status: 'idle' });
  });
});

describe('what the form reads', () => {
  it('reads the trade configs once per session, again only after a failure', async () => {
    const { bridge, orderEntry, trading } = setup();
    const first = trading.loadTradeConfigs();
    void trading.loadTradeConfigs();
    expect(bridge.of('account.tradeConfigs')).toHaveLength(1);
    bridge.open('account.tradeConfigs')[0]?.answer({ ok: false, error: { kind: 'network', message: 'down' } });
    await first;
    expect(orderEntry.getState().tradeConfigs.status).toBe('error');
    const second = trading.loadTradeConfigs();
    const configs = [
      { pairId: 1, takerFeeRate: '0.0006', makerFeeRate: '0.0002', quantityMin: '0.001', quantityMax: '100', amountMin: '0', amountMax: '1' },
    ];
    bridge.open('account.tradeConfigs')[0]?.answer(ok(configs));
    await second;
    expect(orderEntry.getState().tradeConfigs).toMatchObject({ status: 'ok', data: configs, updatedAt: 1_000 });
    await trading.loadTradeConfigs();
    expect(bridge.of('account.tradeConfigs')).toHaveLength(2);
  });

  it('reads the leverage setting per pair and mode', async () => {
    const { bridge, orderEntry, trading } = setup();
    const loading = trading.loadLeverage('BTC-USDT', 'cross');
    expect(bridge.of('positions.leverage').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT', marginMode: 'cross' }]);
    const setting = { pair: 'BTC-USDT', marginMode: 'cross' as const, leverage: 20, minLeverage: 1, maxLeverage: 25 };
    bridge.open('positions.leverage')[0]?.answer(ok(setting));
    await loading;
    expect(orderEntry.getState().leverageSettings[leverageKey('BTC-USDT', 'cross')]?.data).toEqual(setting);
    expect(orderEntry.getState().leverageSettings[leverageKey('BTC-USDT', 'isolated')]).toBeUndefined();
  });
});

describe('the order entry store', () => {
  it('clears what was typed on a pair switch, keeping the kind of order, unit, mode and time in force', () => {
    const { orderEntry } = setup();
    const a = orderEntry.getState().actions;
    a.setKind('scale');
    a.setMarginMode('cross');
    a.setTimeInForce('POST_ONLY');
    a.setPrice('60000');
    a.setScaleField('fromPrice', '59000');
    a.setScaleField('count', '7');
    a.touchAll();
    a.attempted('buy');
    a.clearFields();
    expect(orderEntry.getState()).toMatchObject({
      kind: 'scale',
      marginMode: 'cross',
      timeInForce: 'POST_ONLY',
      price: '',
      scale: { fromPrice: '', count: '7' },
      touched: { price: false, fromPrice: false },
      attemptedSide: null,
    });
  });

  it('empties the quantity when its unit changes: 100 USDT is not 100 BTC', () => {
    const { orderEntry } = setup();
    orderEntry.getState().actions.setQuantity('100');
    orderEntry.getState().actions.setUnit('quote');
    expect(orderEntry.getState()).toMatchObject({ unit: 'quote', quantity: '' });
  });
});

describe('an order whose outcome is unknown', () => {
  it('is followed up until the core knows, and then shown as it really ended', async () => {
    let clock = 0;
    const { bridge, orderEntry, trading } = setup({
      now: () => clock,
      wait: async (ms) => {
        clock += ms;
      },
    });
    const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59000.0', quantity: '0.010' };
    bridge.handlers['trading.placeOrder'] = () => ({
      ok: false,
      error: { kind: 'unknown-outcome', message: 'The answer was lost; looking it up failed too', clientOrderId: 'pd1' },
    });
    let asked = 0;
    bridge.handlers['trading.outcome'] = () =>
      ++asked < 3
        ? ok({ status: 'unknown', message: 'still looking' })
        : ok({ status: 'placed', pair: 'BTC-USDT', orderId: 77, clientOrderId: 'pd1' });
    await trading.placeOrder(request);
    await expect
      .poll(() => orderEntry.getState().submission)
      .toEqual({
        status: 'settled',
        request,
        result: { ok: true, value: { pair: 'BTC-USDT', orderId: 77, clientOrderId: 'pd1', state: null } },
      });
    expect(asked).toBe(3);
  });
});

describe('an order with a take profit or stop loss', () => {
  it('is sent as a bracket Perpdesk holds, and the form shows its entry as placed', async () => {
    const { bridge, orderEntry, trading } = setup();
    const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59000.0', quantity: '0.010' };
    const entry = { pair: 'BTC-USDT', orderId: 5, clientOrderId: 'pdh1', state: null };
    let sent: unknown = null;
    bridge.handlers['protection.bracket'] = (params: unknown) => {
      sent = params;
      return ok({ entry, held: [] });
    };
    await trading.placeOrder(request, { stopLoss: '58000.0' });
    expect(sent).toEqual({ order: request, stopLoss: '58000.0' });
    expect(orderEntry.getState().submission).toEqual({ status: 'settled', request, result: { ok: true, value: entry } });
  });
});

describe('reduce only on the one road', () => {
  const long = { isLong: true, quantity: '0.050', amount: '3000.0000', margin: '300.0000', leverage: 10, mode: 'isolated' as const };
  function withPosition() {
    const bridge = fakeInvoke();
    const trading = createTrading({
      invoke: bridge.invoke,
      orderEntry: createOrderEntryStore(),
      cancels: createCancelsStore(),
      context: () => context({ position: long }),
      afterTrade: () => {},
      now: () => 1_000,
    });
    return { bridge, trading };
  }
  const order = {
    pair: 'BTC-USDT',
    side: 'sell' as const,
    type: 'market' as const,
    quantity: '0.200',
    leverage: 10,
    marginMode: 'isolated' as const,
    timeInForce: 'IOC' as const,
  };

  it('sends an order larger than the position capped at it, whoever asks', () => {
    const { bridge, trading } = withPosition();
    void trading.placeOrder(order, undefined, { reduceOnly: true });
    // The core is told it is reduce only: it sizes it again against the exits already on their way.
    expect(bridge.of('trading.placeOrder')[0]?.params).toMatchObject({ quantity: '0.050', side: 'sell', reduceOnly: true });
  });

  it('refuses the side that adds, sending nothing', async () => {
    const { bridge, trading } = withPosition();
    const outcome = await trading.placeOrder({ ...order, side: 'buy' }, undefined, { reduceOnly: true });
    expect(outcome).toEqual({ status: 'refused', message: 'Reduce only: a buy would add to your long' });
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
  });
});

describe('a bracket sent', () => {
  const LIMIT_BUY = {
    pair: 'BTC-USDT',
    side: 'buy' as const,
    type: 'limit' as const,
    price: '60000.0',
    quantity: '0.010',
    leverage: 10,
    marginMode: 'isolated' as const,
    timeInForce: 'GTC' as const,
  };

  it('clears its take profit and stop loss from the form: the next order is never a bracket unasked', async () => {
    const { bridge, orderEntry, trading } = setup();
    orderEntry.getState().actions.setBracketField('takeProfit', '61000.0');
    orderEntry.getState().actions.setBracketField('stopLoss', '59000.0');
    const placing = trading.placeOrder(LIMIT_BUY, { takeProfit: '61000.0', stopLoss: '59000.0' });
    bridge.open('protection.bracket')[0]?.answer(ok({ entry: { pair: 'BTC-USDT', orderId: 1, clientOrderId: 'c1', state: null }, held: [] }));
    await placing;
    expect(orderEntry.getState().bracket).toMatchObject({ takeProfit: '', stopLoss: '' });
  });

  it('keeps them when the bracket was refused, to correct and send again', async () => {
    const { bridge, orderEntry, trading } = setup();
    orderEntry.getState().actions.setBracketField('stopLoss', '59000.0');
    const placing = trading.placeOrder(LIMIT_BUY, { stopLoss: '59000.0' });
    bridge.open('protection.bracket')[0]?.answer({ ok: false, error: { kind: 'rejected', message: 'no' } });
    await placing;
    expect(orderEntry.getState().bracket).toMatchObject({ stopLoss: '59000.0' });
  });
});
