/** The hotkeys' actions against a real session (its stores and trading actions) over a fake bridge; no DOM. */
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/exchange';
import { fakeInvoke, ok, order, PAIRS, position, type Handlers } from '../../stores/testing/fake-invoke';
import { manualSession } from '../../composition/testing/manual-session';
import { hotkeysOf } from './hotkeys-store';
import { ladderMarketOf, ladderStoreOf } from '../../stores/ladder-store';
import { runHotkey, sayTradingOff, type KeyboardPage } from './runner';

const DEPTH = { bids: [{ price: '59990.0', quantity: '1.000' }], asks: [{ price: '60010.0', quantity: '1.000' }] };
function setup(handlers: Handlers = {}) {
  let clock = 1_000_000;
  const bridge = fakeInvoke({
    'trading.placeOrder': (p) =>
      ok({
        pair: p.pair,
        orderId: 100 + bridge.of('trading.placeOrder').length,
        clientOrderId: 'c',
        state: p.timeInForce === 'GTC' ? null : { status: OrderStatus.FILLED, filledQuantity: p.quantity },
      }),
    'trading.cancelOrder': (p) => ok(p),
    ...handlers,
  });
  const session = manualSession(bridge.invoke, () => clock);
  session.market.getState().actions.pairsSettled(ok(PAIRS), clock);
  session.feeds.getState().actions.settled('depth', 'BTC-USDT', ok(DEPTH), clock);
  session.orderEntry.getState().actions.setQuantity('0.010');
  // No slippage allowance unless a test sets one: the limit is the best price itself.
  session.settings.getState().actions.setHotkeyPricing({ type: 'limit', slippage: '0', unit: 'ticks' });
  const hotkeys = hotkeysOf(session);
  const calls: string[] = [];
  const page: KeyboardPage = { leaveField: () => calls.push('leave') };
  // The Order entry is on screen, as it is in the app.
  session.orderEntry.getState().actions.setShown(true);
  const run = (action: Parameters<typeof runHotkey>[0]) => runHotkey(action, { session, hotkeys, page });
  const said = () => hotkeys.store.getState().messages.map((m) => m.text);
  return { bridge, session, hotkeys, page, calls, run, said, tick: (ms: number) => (clock += ms), clock: () => clock };
}

describe('buy and sell', () => {
  it('send a limit IOC at the best price through the trading store, and say the outcome', async () => {
    const { bridge, session, run, said } = setup();
    await run('buy');
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: '60010.0', quantity: '0.010', marginMode: 'isolated', timeInForce: 'IOC' },
    ]);
    // The Order entry's result line tells it too.
    expect(session.orderEntry.getState().submission).toMatchObject({ status: 'settled', result: { ok: true } });
    expect(said()).toEqual(['Filled: buy 0.010 BTC-USDT at 60010.0 IOC (#101)']);
    await run('sell');
    expect(bridge.of('trading.placeOrder')[1]!.params).toMatchObject({ side: 'sell', price: '59990.0' });
  });

  it('carry the leverage the form would: the trader’s choice for the pair and mode', async () => {
    const { bridge, session, run } = setup();
    session.orderEntry.getState().actions.setLeverage({ pair: 'BTC-USDT', marginMode: 'isolated', value: 7 });
    await run('buy');
    expect(bridge.of('trading.placeOrder')[0]!.params).toMatchObject({ leverage: 7 });
  });

  it('say the exchange’s words when it refuses', async () => {
    const { run, said } = setup({
      'trading.placeOrder': () => ({ ok: false, error: { kind: 'rejected', code: 2102, message: 'Insufficient balance' } }),
    });
    await run('buy');
    expect(said()).toEqual(['Rejected: Insufficient balance (code 2102): buy 0.010 BTC-USDT at 60010.0 IOC was not placed']);
  });

  it('send nothing without a quantity, or while an order is on its way', async () => {
    const { bridge, session, run, said } = setup();
    session.orderEntry.getState().actions.setQuantity('');
    await run('buy');
    expect(said()).toEqual(["No quantity: type one in the Order entry's Quantity"]);
    session.orderEntry.getState().actions.setQuantity('0.010');
    session.orderEntry.getState().actions.submitted({ pair: 'BTC-USDT', side: 'buy', quantity: '1', marginMode: 'isolated' });
    await run('sell');
    expect(said()).toEqual(["No quantity: type one in the Order entry's Quantity", 'An order is already on its way: wait for its answer']);
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
  });

  it('price from the book on screen while it is under 250 ms old, else from one asked now in the screen band', async () => {
    const moved = { bids: [{ price: '60090.0', quantity: '1.000' }], asks: [{ price: '60110.0', quantity: '1.000' }] };
    const { bridge, run, tick } = setup({ 'market.depth': () => ok(moved) });
    tick(200);
    await run('buy');
    expect(bridge.of('market.depth')).toHaveLength(0);
    expect(bridge.of('trading.placeOrder')[0]!.params).toMatchObject({ price: '60010.0' });
    tick(100);
    await run('buy');
    expect(bridge.of('market.depth').map((c) => [c.params, c.band])).toEqual([[{ pair: 'BTC-USDT', limit: 50 }, 'screen']]);
    expect(bridge.of('trading.placeOrder')[1]!.params).toMatchObject({ price: '60110.0' });
  });

  it('a second press while the fresh book is asked for sends nothing', async () => {
    const { bridge, run, said, tick } = setup({ 'market.depth': () => ok(DEPTH) });
    tick(1_000);
    await Promise.all([run('buy'), run('buy')]);
    expect(bridge.of('trading.placeOrder')).toHaveLength(1);
    expect(said()).toContain('An order is already on its way: wait for its answer');
  });

  it('send nothing when the fresh book cannot be read, and say why', async () => {
    const { bridge, run, said, tick } = setup({
      'market.depth': () => ({ ok: false, error: { kind: 'network', message: 'The exchange did not answer' } }),
    });
    tick(5_000);
    await run('sell');
    expect(said()).toEqual(['The BTC-USDT order book could not be read now: The exchange did not answer']);
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
  });

  it('add the trader’s slippage allowance in ticks or %, or send a market order, and say the price it filled at', async () => {
    const { bridge, session, run, said } = setup({
      'trading.placeOrder': (p) =>
        ok({
          pair: p.pair,
          orderId: 100 + bridge.of('trading.placeOrder').length,
          clientOrderId: 'c',
          state: { status: OrderStatus.FILLED, filledQuantity: p.quantity, averagePrice: '60012.25' },
        }),
    });
    const { setHotkeyPricing } = session.settings.getState().actions;
    expect(setHotkeyPricing({ type: 'limit', slippage: '15', unit: 'ticks' })).toBeNull();
    await run('buy');
    expect(setHotkeyPricing({ type: 'limit', slippage: '0.1', unit: 'percent' })).toBeNull();
    await run('sell');
    expect(setHotkeyPricing({ type: 'market', slippage: '0.1', unit: 'percent' })).toBeNull();
    await run('buy');
    expect(
      bridge.of('trading.placeOrder').map((c) => {
        const p = c.params as { type: string; price?: string; timeInForce: string };
        return [p.type, p.price, p.timeInForce];
      }),
    ).toEqual([
      ['limit', '60011.5', 'IOC'],
      // 59990.0 − 0.1 % = 59930.01: rounded up, never past the allowance.
      ['limit', '59930.1', 'IOC'],
      ['market', undefined, 'IOC'],
    ]);
    expect(said()).toEqual([
      'Filled: buy 0.010 BTC-USDT at 60012.3 average (limit 60011.5 IOC) (#101)',
      'Filled: sell 0.010 BTC-USDT at 60012.3 average (limit 59930.1 IOC) (#102)',
      'Filled: buy 0.010 BTC-USDT at 60012.3 average (market) (#103)',
    ]);
  });
});

describe('buy and sell are checked as the form checks a clicked order', () => {
  const CONFIG = {
    pairId: 9,
    takerFeeRate: '0.0006',
    makerFeeRate: '0.0002',
    quantityMin: '0.005',
    quantityMax: '0.500',
    amountMin: '1',
    amountMax: '100000',
  };

  it('refuse a quantity outside the trade config’s limits in the form’s own words, and send nothing', async () => {
    const { bridge, session, run, said } = setup();
    const btc = session.market.getState().pairs.data!.find((p) => p.symbol === 'BTC-USDT')!;
    session.orderEntry.getState().actions.tradeConfigsSettled(ok([{ ...CONFIG, pairId: btc.id }]), 0);
    session.orderEntry.getState().actions.setQuantity('0.001');
    await run('buy');
    session.orderEntry.getState().actions.setQuantity('0.600');
    await run('sell');
    expect(said()).toEqual([
      "Order entry: Quantity is below the exchange's minimum of 0.005 BTC",
      "Order entry: Quantity is above the exchange's maximum of 0.500 BTC per order",
    ]);
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
    expect(session.orderEntry.getState().submission).toEqual({ status: 'idle' });
  });

  it('refuse an order the balance cannot pay for, bad decimals, or an amount worth less than the smallest quantity', async () => {
    const { bridge, session, run, said, clock } = setup();
    session.feeds
      .getState()
      .actions.settled(
        'balance',
        '',
        ok({ symbol: 'USDT', availableAmount: '100', frozenAmount: '0', equity: '100', unrealizedPnl: '0' } as never),
        clock(),
      );
    session.orderEntry.getState().actions.setLeverage({ pair: 'BTC-USDT', marginMode: 'isolated', value: 1 });
    await run('buy');
    session.orderEntry.getState().actions.setQuantity('0.0101');
    await run('buy');
    session.orderEntry.getState().actions.setQuantity('1e3');
    await run('buy');
    session.orderEntry.getState().actions.setUnit('quote');
    session.orderEntry.getState().actions.setQuantity('10');
    await run('buy');
    expect(said()).toEqual([
      'Order entry: Costs 600.47 USDT with fee; 100.00 USDT available',
      'Order entry: Quantity allows at most 3 decimals',
      expect.stringMatching(/^Order entry: Quantity must be a plain number/),
      "Order entry: 10 USDT is 0.000 BTC at 60010.0: below the exchange's minimum of 0.001 BTC",
    ]);
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
  });

  it('turn an amount of the quote coin into a quantity at the best price, rounded down', async () => {
    const { bridge, session, run } = setup();
    session.orderEntry.getState().actions.setUnit('quote');
    session.orderEntry.getState().actions.setQuantity('1000');
    await run('buy');
    expect(bridge.of('trading.placeOrder')[0]!.params).toMatchObject({ price: '60010.0', quantity: '0.016' });
  });
});

describe('cancel the last order', () => {
  /** A good-till-cancelled limit order, isolated, as the form sends it. */
  const limitOrder = (pair: string, side: 'buy' | 'sell', price: string, quantity: string) =>
    ({ pair, side, type: 'limit', price, quantity, marginMode: 'isolated', timeInForce: 'GTC' }) as const;

  it('cancels the newest order placed in this session that is still open, then the one before', async () => {
    const { bridge, session, run, said } = setup();
    await session.trading.placeOrder(limitOrder('BTC-USDT', 'buy', '59000.0', '0.010'));
    await session.trading.placeOrder(limitOrder('ETH-USDT', 'sell', '3100.00', '1.00'));
    // A buy that filled at once is no order to cancel.
    await run('buy');
    await run('cancelLast');
    await run('cancelLast');
    await run('cancelLast');
    expect(bridge.of('trading.cancelOrder').map((c) => c.params)).toEqual([
      { pair: 'ETH-USDT', orderId: 102 },
      { pair: 'BTC-USDT', orderId: 101 },
    ]);
    expect(said().slice(-3)).toEqual([
      'Cancelled order #102 on ETH-USDT',
      'Cancelled order #101 on BTC-USDT',
      'Nothing to cancel: no order placed in this session is still open',
    ]);
  });

  it('skips an order the open orders no longer list, and drops one the exchange will not cancel', async () => {
    const { bridge, session, run, said, tick, clock } = setup({
      'trading.cancelOrder': () => ({ ok: false, error: { kind: 'rejected', code: 2126, message: 'Order already filled' } }),
    });
    await session.trading.placeOrder(limitOrder('BTC-USDT', 'buy', '59000.0', '0.010'));
    tick(100);
    await session.trading.placeOrder(limitOrder('BTC-USDT', 'buy', '58000.0', '0.010'));
    tick(5000);
    session.feeds.getState().actions.settled('openOrders', 'BTC-USDT', ok([order(101, 'BTC-USDT', '59000.0')]), clock());
    await run('cancelLast');
    await run('cancelLast');
    expect(bridge.of('trading.cancelOrder').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT', orderId: 101 }]);
    expect(said().slice(-2)).toEqual([
      'Not cancelled: order #101 on BTC-USDT: Order already filled (code 2126)',
      'Nothing to cancel: no order placed in this session is still open',
    ]);
  });
});

describe('cancel all, close, flip', () => {
  it('cancel all asks the exchange for this market and says how many went', async () => {
    const { bridge, run, said } = setup({
      'trading.cancelAll': () =>
        ok({
          cancelled: 2,
          items: [
            { orderId: 1, outcome: 'cancelled' as const },
            { orderId: 2, outcome: 'cancelled' as const },
          ],
        }),
    });
    await run('cancelAll');
    expect(bridge.of('trading.cancelAll').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT' }]);
    expect(said()).toEqual(['Cancelled 2 orders on BTC-USDT']);
  });

  it('close closes the whole position at market; with none it says so', async () => {
    const { bridge, session, run, said } = setup({
      'trading.closePosition': (p) =>
        ok({ pair: p.pair, orderId: 9, clientOrderId: 'c', state: { status: OrderStatus.FILLED, filledQuantity: '0.250' } }),
    });
    await run('closePosition');
    expect(said()).toEqual(['Positions have not arrived yet']);
    session.feeds.getState().actions.settled('positions', '', ok([]), 0);
    await run('closePosition');
    session.feeds.getState().actions.settled('positions', '', ok([position()]), 0);
    await run('closePosition');
    expect(bridge.of('trading.closePosition').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT', positionId: 41, type: 'market' }]);
    expect(said().slice(-2)).toEqual(['No BTC-USDT position to close', 'Filled: close long 0.250 BTC-USDT at market (#9)']);
  });

  it('flip is the Positions row’s Flip: the long closed on the Close road, then, once flat, the same size sold at market', async () => {
    let flat = false;
    const { bridge, session, run, said } = setup({
      'trading.closePosition': (p) => {
        flat = true;
        return ok({ pair: p.pair, orderId: 9, clientOrderId: 'c', state: { status: OrderStatus.FILLED, filledQuantity: '0.250' } });
      },
      'positions.list': () => ok(flat ? [] : [position()]),
    });
    session.feeds.getState().actions.settled('positions', '', ok([position()]), 0);
    await run('flipPosition');
    expect(bridge.calls.map((c) => c.method).filter((m) => m.startsWith('trading.'))).toEqual(['trading.closePosition', 'trading.placeOrder']);
    expect(bridge.of('trading.closePosition')[0]!.params).toEqual({ pair: 'BTC-USDT', positionId: 41, type: 'market' });
    // Never twice the size: a flip that finds the long still open sends nothing more.
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', side: 'sell', type: 'market', quantity: '0.250', leverage: 5, marginMode: 'isolated', timeInForce: 'IOC' },
    ]);
    expect(said()).toEqual(['Flipped BTC-USDT: long 0.250 closed, short 0.250 opened (order #101)']);
    expect(session.actionLog.getState().entries.at(-1)?.text).toBe('Flipped BTC-USDT: long 0.250 closed, short 0.250 opened (order #101)');
  });

  it('flip says why when the other side is refused, and that the trader is flat', async () => {
    const { session, run, said } = setup({
      'trading.closePosition': (p) =>
        ok({ pair: p.pair, orderId: 9, clientOrderId: 'c', state: { status: OrderStatus.FILLED, filledQuantity: '0.250' } }),
      'positions.list': () => ok([]),
      'trading.placeOrder': () => ({ ok: false, error: { kind: 'guard-refused', message: 'Refused by guard ‘Largest order value’.' } }),
    });
    session.feeds.getState().actions.settled('positions', '', ok([position()]), 0);
    await run('flipPosition');
    expect(said()).toEqual(['Closed the long; the short was refused: Refused by guard ‘Largest order value’. You are flat on BTC-USDT']);
  });
});

describe('the other hotkeys', () => {
  it('step the market and choose the chart period', async () => {
    const { session, run, said } = setup();
    await run('nextMarket');
    expect(session.market.getState().selected).toBe('ETH-USDT');
    await run('nextMarket');
    expect(session.market.getState().selected).toBe('BTC-USDT');
    await run('previousMarket');
    expect(session.market.getState().selected).toBe('ETH-USDT');
    await run('period4h');
    expect(session.market.getState().period).toBe('4HOUR');
    expect(said()).toEqual(['Market: ETH-USDT', 'Chart period: 4h']);
  });

  it('1 to 5 set the ladder’s and the Order entry’s quantity and unit to the market’s preset, and say so', async () => {
    const { session, run, said } = setup();
    session.settings.getState().actions.setSizePresets('BTC-USDT', [
      { quantity: '0.250', unit: 'base' },
      { quantity: '500', unit: 'quote' },
    ]);
    await run('size2');
    expect(said()).toEqual(['Size preset 2: 500 USDT (ladder and Order entry quantity)']);
    expect(ladderMarketOf(ladderStoreOf(session).getState(), 'BTC-USDT')).toMatchObject({ quantity: '500', unit: 'quote' });
    expect(session.orderEntry.getState()).toMatchObject({ quantity: '500', unit: 'quote' });
    await run('size1');
    expect(session.orderEntry.getState()).toMatchObject({ quantity: '0.250', unit: 'base' });
    await run('size3');
    expect(session.orderEntry.getState()).toMatchObject({ quantity: '0.250', unit: 'base' });
    // One status line: each pick takes the place of the one before.
    expect(said()).toEqual([
      'Size preset 1: 0.250 BTC (ladder and Order entry quantity)',
      'BTC-USDT has no size preset 3: set its presets in Settings › Hotkeys',
    ]);
  });

  it('a market with no presets saved has five from its smallest order', async () => {
    const { session, run } = setup();
    await run('size5');
    expect(session.orderEntry.getState()).toMatchObject({ quantity: '0.100', unit: 'base' });
    expect(ladderMarketOf(ladderStoreOf(session).getState(), 'ETH-USDT')).toMatchObject({ quantity: '' });
  });

  it('go to the form’s fields, or say why there is none', async () => {
    const { session, run, said } = setup();
    await run('focusQuantity');
    expect(session.orderEntry.getState().focusRequest).toMatchObject({ field: 'quantity', select: true });
    session.orderEntry.getState().actions.setKind('market');
    await run('focusPrice');
    expect(session.orderEntry.getState().focusRequest).toMatchObject({ field: 'quantity' });
    expect(said()).toEqual(['The Order entry is on Market: a market order has no Price']);
  });

  it('send the form as its own buttons do, and say when it cannot be sent', async () => {
    const { bridge, session, run, said } = setup();
    session.settings.getState().actions.setConfirm('form', false);
    session.orderEntry.getState().actions.setPrice('59000.0');
    await run('submitBuy');
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: '59000.0', quantity: '0.010', marginMode: 'isolated', timeInForce: 'GTC' },
    ]);
    session.orderEntry.getState().actions.submitted({ pair: 'BTC-USDT', side: 'buy', quantity: '1', marginMode: 'isolated' });
    await run('submitSell');
    expect(said()).toEqual(['Sell / Short cannot be pressed now: an order is on its way, or the market is still loading']);
  });

  it('send the form without the confirmation even when confirmations are on, as every trading key does', async () => {
    const { bridge, session, run } = setup();
    expect(session.settings.getState().confirm.form).toBe(true);
    session.orderEntry.getState().actions.setPrice('59000.0');
    await run('submitBuy');
    expect(session.orderEntry.getState().confirmation).toBeNull();
    expect(bridge.of('trading.placeOrder')).toHaveLength(1);
  });

  it('a send refused by the form shows its errors and takes the keyboard there, sending nothing', async () => {
    const { bridge, session, run, said } = setup();
    await run('submitBuy');
    expect(session.orderEntry.getState()).toMatchObject({ attemptedSide: 'buy', focusRequest: { field: 'price', select: false } });
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
    expect(said()).toEqual([]);
  });

  it('open the help sheet, and tell a trading hotkey pressed while they are off', async () => {
    const { hotkeys, run, said } = setup();
    await run('help');
    expect(hotkeys.store.getState().helpOpen).toBe(true);
    sayTradingOff({ hotkeys }, 'buy');
    sayTradingOff({ hotkeys }, 'buy');
    expect(said()).toEqual(['"Buy at the best ask" did nothing: trading hotkeys are off (Settings › Hotkeys)']);
  });
});

describe('chase hotkeys', () => {
  it("Shift+B / Shift+S start a chase of the Order entry's Quantity with its Chase limits, whatever its order type", async () => {
    const { bridge, session, run, said } = setup({
      'algo.chase': (p) => ok({ id: 'a1', pair: p.pair, side: p.side, quantity: p.quantity } as never),
    });
    session.orderEntry.getState().actions.setChaseField('maxSeconds', '30');
    await run('chaseBuy');
    expect(bridge.of('algo.chase').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', side: 'buy', quantity: '0.010', maxSeconds: 30, onLimit: 'stop', reduceOnly: false, marginMode: 'isolated' },
    ]);
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
    expect(session.orderEntry.getState().kind).toBe('limit');
    expect(said()).toEqual(["Chase buy of the Order entry's Quantity: starting"]);
  });

  it('say why not when the form cannot start one', async () => {
    const { bridge, session, run, said } = setup();
    session.orderEntry.getState().actions.setQuantity('');
    await run('chaseSell');
    expect(bridge.of('algo.chase')).toHaveLength(0);
    expect(said()).toEqual(['Quantity is required']);
    expect(session.orderEntry.getState().algoSubmission.status).toBe('idle');
  });
});
