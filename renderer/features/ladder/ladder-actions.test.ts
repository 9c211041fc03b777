/** The ladder's buttons against a real session (its stores and trading service) over a fake bridge; no DOM. */
import { describe, expect, it } from 'vitest';
import type { MarketSummary } from '../../../shared/bridge';
import { fakeInvoke, ok, order, PAIRS, position, type Handlers } from '../../stores/testing/fake-invoke';
import { heldOrder, tierRows } from '../../domain/protection/testing';
import { alertRecord } from '../../../shared/bridge/testing';
import { manualSession } from '../../composition/testing/manual-session';
import { createLadderActions, TRADING_OFF } from './ladder-actions';
import { ladderMarketOf, ladderStoreOf, setLadderMarket } from '../../stores/ladder-store';

const DEPTH = { bids: [{ price: '59990.0', quantity: '1.000' }], asks: [{ price: '60010.0', quantity: '1.000' }] };

function setup(handlers: Handlers = {}) {
  const clock = 1_000_000;
  const bridge = fakeInvoke({
    'trading.placeOrder': (p) => ok({ pair: p.pair, orderId: 7, clientOrderId: 'c', state: null }),
    'trading.cancelOrder': (p) => ok(p),
    'trading.moveOrder': (p) =>
      ok({ pair: p.pair, cancelledOrderId: p.orderId, placed: { pair: p.pair, orderId: 8, clientOrderId: 'moved-8', state: null } }),
    ...handlers,
  });
  const session = manualSession(bridge.invoke, () => clock);
  session.market.getState().actions.pairsSettled(ok(PAIRS), clock);
  session.feeds.getState().actions.settled('depth', 'BTC-USDT', ok(DEPTH), clock);
  session.feeds.getState().actions.settled('openOrders', 'BTC-USDT', ok([order(5, 'BTC-USDT', '59980.0')]), clock);
  session.settings.getState().actions.setConfirm('ladder', false);
  const store = ladderStoreOf(session);
  setLadderMarket(store, 'BTC-USDT', { quantity: '0.010' });
  const actions = createLadderActions(session, store, () => (o) => o.price);
  const said = () => store.getState().said?.text;
  return { bridge, session, store, actions, said };
}

describe('the ladder buttons', () => {
  it('send nothing while Ladder trading is off', async () => {
    const { bridge, actions, said } = setup();
    await actions.place('buy', '59980.0');
    await actions.cancelAt('59980.0');
    await actions.moveFrom('59980.0', '59970.0');
    expect(bridge.calls.filter((c) => c.method.startsWith('trading.'))).toEqual([]);
    expect(said()).toBe(TRADING_OFF);
  });

  it('place a limit at the row for the ladder quantity with the form’s margin mode and time in force', async () => {
    const { bridge, session, store, actions, said } = setup();
    store.setState({ tradingOn: true });
    session.orderEntry.getState().actions.setTimeInForce('POST_ONLY');
    await actions.place('sell', '60030.0');
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([
      expect.objectContaining({
        pair: 'BTC-USDT',
        side: 'sell',
        type: 'limit',
        price: '60030.0',
        quantity: '0.010',
        marginMode: 'isolated',
        timeInForce: 'POST_ONLY',
      }),
    ]);
    expect(said()).toBe('Placed: Sell 0.010 at 60030.0 (#7)');
  });

  it('take the quantity of the market shown: one typed on BTC is not carried to ETH (where its lot refuses it)', async () => {
    const { bridge, session, store, actions, said } = setup();
    store.setState({ tradingOn: true });
    setLadderMarket(store, 'BTC-USDT', { quantity: '0.005' });
    session.market.getState().actions.select('ETH-USDT');
    session.feeds
      .getState()
      .actions.settled(
        'depth',
        'ETH-USDT',
        ok({ bids: [{ price: '2999.00', quantity: '1.00' }], asks: [{ price: '3001.00', quantity: '1.00' }] }),
        1_000_000,
      );
    await actions.place('buy', '2990.00');
    expect(bridge.of('trading.placeOrder')).toEqual([]);
    expect(said()).toBe('Ladder quantity is required');
    setLadderMarket(store, 'ETH-USDT', { quantity: '0.50' });
    await actions.place('buy', '2990.00');
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([
      expect.objectContaining({ pair: 'ETH-USDT', price: '2990.00', quantity: '0.50' }),
    ]);
    session.market.getState().actions.select('BTC-USDT');
    expect(ladderMarketOf(store.getState(), 'BTC-USDT').quantity).toBe('0.005');
  });

  it('refuse in the form’s words, sending nothing', async () => {
    const { bridge, store, actions, said } = setup();
    store.setState({ tradingOn: true });
    setLadderMarket(store, 'BTC-USDT', { quantity: '0.0001' });
    await actions.place('buy', '59980.0');
    expect(bridge.of('trading.placeOrder')).toEqual([]);
    expect(said()).toMatch(/^Ladder quantity/);
  });

  it('ask for the confirmation when the ladder’s is on, and say the answer once it is sent', async () => {
    const { bridge, session, store, actions, said } = setup();
    session.settings.getState().actions.setConfirm('ladder', true);
    store.setState({ tradingOn: true });
    const placing = actions.place('buy', '59980.0');
    expect(bridge.of('trading.placeOrder')).toEqual([]);
    expect(session.orderEntry.getState().confirmation).toMatchObject({
      kind: 'order',
      request: { price: '59980.0', quantity: '0.010', side: 'buy' },
    });
    expect(said()).toBe('Buy 0.010 at 59980.0: confirm it in the dialog');
    session.entry.confirm(false);
    await placing;
    expect(bridge.of('trading.placeOrder')).toHaveLength(1);
    // Never "confirm it in the dialog" once it was sent: the answer takes its place.
    expect(said()).toBe('Placed: Buy 0.010 at 59980.0 (#7)');
  });

  it('clear "confirm it in the dialog" when the dialog is cancelled, sending nothing', async () => {
    const { bridge, session, store, actions, said } = setup();
    session.settings.getState().actions.setConfirm('ladder', true);
    store.setState({ tradingOn: true });
    const placing = actions.place('buy', '59980.0');
    session.entry.cancelConfirmation();
    await placing;
    expect(bridge.of('trading.placeOrder')).toEqual([]);
    expect(said()).toBeUndefined();
  });

  it('clear their line when the market changes: a line about BTC never shows on ETH', async () => {
    const { session, store, actions, said } = setup();
    store.setState({ tradingOn: true });
    await actions.place('buy', '59980.0');
    expect(said()).toMatch(/^Placed/);
    session.market.getState().actions.select('ETH-USDT');
    expect(said()).toBeUndefined();
  });

  it('cancel the orders at a row, and move them to another through trading.moveOrder', async () => {
    const { bridge, store, actions } = setup();
    store.setState({ tradingOn: true });
    await actions.cancelAt('59980.0');
    expect(bridge.of('trading.cancelOrder').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT', orderId: 5 }]);
    await actions.moveFrom('59980.0', '59970.0');
    expect(bridge.of('trading.moveOrder').map((c) => c.params)).toEqual([{ pair: 'BTC-USDT', orderId: 5, price: '59970.0' }]);
    expect(store.getState().moving).toBeNull();
  });

  it('Alt+click sets a stop loss below the mark (a take profit above it) on the market’s position, through protection.set', async () => {
    const { bridge, session, store, actions, said } = setup({ 'protection.set': () => ok(heldOrder()) });
    const settled = session.feeds.getState().actions.settled;
    settled('positions', '', ok([position({ id: 41, quantity: '0.100' })]), 1_000_000);
    settled('summary', 'BTC-USDT', ok({ pair: 'BTC-USDT', markPrice: '60000.0', ticker: { close: '60000.0' } } as MarketSummary), 1_000_000);
    store.setState({ tradingOn: true });
    expect(actions.protectSays('59500.0')).toBe('Stop loss at 59500.0 for the whole long 0.100, held by Perpdesk');
    await actions.protectAt('59500.0');
    await actions.protectAt('60500.0');
    expect(bridge.of('protection.set').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', positionId: 41, kind: 'stop-loss', value: '59500.0' },
      { pair: 'BTC-USDT', positionId: 41, kind: 'take-profit', value: '60500.0' },
    ]);
    expect(said()).toBe('Set: Take profit at 60500.0 for the whole long 0.100, held by Perpdesk');
  });

  it('Alt+click on the profit side of a position with tiers sets the next tier, sending the tiers again with it', async () => {
    const { bridge, session, store, actions, said } = setup({ 'protection.set': () => ok(heldOrder()) });
    const settled = session.feeds.getState().actions.settled;
    settled('positions', '', ok([position({ id: 41, quantity: '0.100' })]), 1_000_000);
    settled('summary', 'BTC-USDT', ok({ pair: 'BTC-USDT', markPrice: '60000.0', ticker: { close: '60000.0' } } as MarketSummary), 1_000_000);
    settled(
      'protectionOrders',
      '',
      ok([heldOrder({ id: 't1', kind: 'take-profit', trigger: '61000.0', tier: 1, share: '50', feed: 'last' })]),
      1_000_000,
    );
    store.setState({ tradingOn: true });
    expect(actions.protectSays('62000.0')).toBe('TP2 at 62000.0 for the 50 % of the long 0.100 the targets leave, held by Perpdesk');
    await actions.protectAt('62000.0');
    expect(bridge.of('protection.set').map((c) => c.params)).toEqual([
      {
        pair: 'BTC-USDT',
        positionId: 41,
        kind: 'take-profit',
        by: 'price',
        feed: 'last',
        tiers: tierRows(['61000.0', '50'], ['62000.0', '50']),
      },
    ]);
    expect(said()).toMatch(/^Set: TP2 at 62000.0/);
  });

  it('Alt+click with no position says so and sends nothing; with Ladder trading off, nothing either', async () => {
    const { bridge, session, store, actions, said } = setup();
    session.feeds.getState().actions.settled('positions', '', ok([]), 1_000_000);
    await actions.protectAt('59500.0');
    expect(said()).toBe(TRADING_OFF);
    store.setState({ tradingOn: true });
    await actions.protectAt('59500.0');
    expect(said()).toBe('No position to protect');
    expect(bridge.of('protection.set')).toEqual([]);
  });

  it('a refused move puts the orders back and says why', async () => {
    const { store, actions, said } = setup({
      'trading.moveOrder': () => ({ ok: false, error: { kind: 'rejected', code: 2102, message: 'Insufficient balance' } }),
    });
    store.setState({ tradingOn: true });
    await actions.moveFrom('59980.0', '59970.0');
    expect(store.getState().moving).toBeNull();
    expect(said()).toBe('Rejected: Insufficient balance (code 2102): The move from 59980.0 to 59970.0 did not happen');
  });
});

describe('Reduce only on the ladder', () => {
  it('caps a sell at what the long holds (less the sells resting), and refuses a buy', async () => {
    const { bridge, session, store, actions, said } = setup();
    session.feeds.getState().actions.settled('positions', '', ok([position({ quantity: '0.250' })]), 1_000_000);
    session.feeds
      .getState()
      .actions.settled('openOrders', 'BTC-USDT', ok([{ ...order(5, 'BTC-USDT', '60100.0'), isLong: false, quantity: '0.050' }]), 1_000_000);
    store.setState({ tradingOn: true, reduceOnly: true });
    setLadderMarket(store, 'BTC-USDT', { quantity: '1.000' });
    await actions.place('sell', '60030.0');
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([
      expect.objectContaining({ side: 'sell', price: '60030.0', quantity: '0.200' }),
    ]);
    await actions.place('buy', '59980.0');
    expect(bridge.of('trading.placeOrder')).toHaveLength(1);
    expect(said()).toBe('Reduce only: a buy would add to your long');
  });
});

describe('the ladder chase buttons', () => {
  it("start a chase of the ladder's quantity with the Order entry's Chase limits; off, they send nothing", async () => {
    const { bridge, session, store, actions, said } = setup({ 'algo.chase': (p) => ok({ id: 'a1', pair: p.pair } as never) });
    await actions.chase('buy');
    expect(bridge.of('algo.chase')).toHaveLength(0);
    expect(said()).toBe(TRADING_OFF);

    store.setState({ tradingOn: true, reduceOnly: false });
    session.orderEntry.getState().actions.setChaseField('onLimit', 'market');
    await actions.chase('sell');
    expect(bridge.of('algo.chase').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', side: 'sell', quantity: '0.010', maxSeconds: 60, onLimit: 'market', reduceOnly: false, marginMode: 'isolated' },
    ]);
    expect(said()).toBe('Chase sell 0.010 from 60010.0: held by Perpdesk (Working tab)');
  });

  it("say what is wrong with the ladder's quantity or the Chase limits, and send nothing", async () => {
    const { bridge, session, store, actions, said } = setup();
    store.setState({ tradingOn: true });
    setLadderMarket(store, 'BTC-USDT', { quantity: '' });
    await actions.chase('buy');
    expect(said()).toBe('Ladder quantity is required');
    setLadderMarket(store, 'BTC-USDT', { quantity: '0.010' });
    session.orderEntry.getState().actions.setChaseField('maxSeconds', 'x');
    await actions.chase('buy');
    expect(said()).toBe("Order entry's Chase: Max time is whole seconds, 1 to 86400");
    expect(bridge.of('algo.chase')).toHaveLength(0);
  });
});

describe("a chase's order on the ladder", () => {
  it('is not moved by hand: the chase moves it', async () => {
    const { bridge, session, store, actions, said } = setup();
    session.feeds
      .getState()
      .actions.settled('openOrders', 'BTC-USDT', ok([{ ...order(6, 'BTC-USDT', '59990.0'), clientOrderId: 'amwwo1c0' }]), 1_000_000);
    store.setState({ tradingOn: true });
    await actions.moveFrom('59990.0', '59980.0');
    expect(bridge.of('trading.moveOrder')).toHaveLength(0);
    expect(said()).toBe("The order at 59990.0 is a chase's: Perpdesk moves it (cancel the chase in the Working tab)");
  });

  it('set a price alert at a row on Shift+click, above the last price or below it, with Ladder trading off; a refusal in the core words', async () => {
    const { bridge, session, actions, said } = setup({
      'alerts.set': (p) =>
        p.condition === 'below' && p.price === '60000.0'
          ? {
              ok: false,
              error: { kind: 'invalid-input', message: 'BTC-USDT is already below 60000.0 (last 60000.0): an alert below it would fire at once' },
            }
          : ok(alertRecord({ condition: p.condition, price: p.condition === 'move' ? null : p.price })),
    });
    session.feeds
      .getState()
      .actions.settled('summary', 'BTC-USDT', ok({ pair: 'BTC-USDT', ticker: { close: '60000.0' } } as MarketSummary), 1_000_000);
    expect(actions.alertSays('60100.0')).toBe('alert above 60100.0');
    await actions.alertAt('60100.0');
    expect(said()).toBe('Alert set: BTC-USDT above 60100.0 (Alerts tab)');
    await actions.alertAt('59900.0');
    expect(bridge.of('alerts.set').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', condition: 'above', price: '60100.0' },
      { pair: 'BTC-USDT', condition: 'below', price: '59900.0' },
    ]);
    await actions.alertAt('60000.0');
    expect(said()).toBe('No alert set: BTC-USDT is already below 60000.0 (last 60000.0): an alert below it would fire at once');
    expect(bridge.calls.filter((c) => c.method.startsWith('trading.'))).toEqual([]);
  });
});
