/** The Order entry as a service, against a real session over a fake bridge: no React, no DOM. */
import { describe, expect, it } from 'vitest';
import { fakeInvoke, ok, PAIRS } from '../stores/testing/fake-invoke';
import { manualSession } from '../composition/testing/manual-session';
import { orderEntrySession } from '../composition/testing/order-entry-session';

function setup() {
  return orderEntrySession(
    { 'trading.placeOrder': (p) => ok({ pair: p.pair, orderId: 5, clientOrderId: 'c', state: null }) },
    { price: '59000.0', quantity: '0.010' },
  );
}

const ORDER = { pair: 'BTC-USDT', side: 'sell', type: 'limit', price: '59000.0', quantity: '0.010', marginMode: 'isolated', timeInForce: 'GTC' };
/** The ladder's question: the same order, bought. */
const LADDER_BUY = { ...ORDER, side: 'buy' as const, type: 'limit' as const, marginMode: 'isolated' as const, timeInForce: 'GTC' as const };

describe('sending the form', () => {
  it('asks first when confirmations are on: the question is in the store, nothing sent until yes', async () => {
    const { bridge, session, entry } = setup();
    expect(session.entry.submit('sell')).toEqual({ status: 'confirming' });
    expect(entry().confirmation).toEqual({ kind: 'order', request: ORDER });
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
    session.entry.cancelConfirmation();
    expect(entry().confirmation).toBeNull();

    session.entry.submit('sell');
    session.entry.confirm(true);
    expect(entry().confirmation).toBeNull();
    expect(session.settings.getState().confirm).toEqual({ form: false, ladder: true, chart: true, positions: true });
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([ORDER]);
    await expect.poll(() => entry().submission.status).toBe('settled');

    // Not asked again.
    expect(session.entry.submit('sell')).toEqual({ status: 'sent' });
    expect(bridge.of('trading.placeOrder')).toHaveLength(2);
  });

  it('"Don’t ask again" ticked for the ladder’s order leaves the form asking', async () => {
    const { bridge, session, entry } = setup();
    const answer = session.entry.ask('ladder', { kind: 'order', request: LADDER_BUY });
    expect(entry().confirmation).toEqual({ kind: 'order', request: LADDER_BUY });
    session.entry.confirm(true);
    await expect(answer).resolves.toMatchObject({ status: 'sent', outcome: { status: 'settled', result: { ok: true, value: { orderId: 5 } } } });
    expect(session.settings.getState().confirm).toEqual({ form: true, ladder: false, chart: true, positions: true });
    expect(session.entry.submit('sell')).toEqual({ status: 'confirming' });
    expect(bridge.of('trading.placeOrder')).toHaveLength(1);
  });

  it('tells the ladder its question was cancelled, sending nothing', async () => {
    const { bridge, session, entry } = setup();
    const answer = session.entry.ask('ladder', { kind: 'order', request: LADDER_BUY });
    session.entry.cancelConfirmation();
    await expect(answer).resolves.toEqual({ status: 'cancelled' });
    expect(entry().confirmation).toBeNull();
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
    expect(session.settings.getState().confirm.ladder).toBe(true);
  });

  it('forgets its result line when the market changes: it does not come back on returning', async () => {
    const { session, entry } = setup();
    session.settings.getState().actions.setConfirm('form', false);
    session.start();
    session.entry.submit('sell');
    await expect.poll(() => entry().submission.status).toBe('settled');
    session.market.getState().actions.select('ETH-USDT');
    session.market.getState().actions.select('BTC-USDT');
    expect(entry().submission).toEqual({ status: 'idle' });
    session.stop();
  });

  it('a form with something wrong sends nothing, shows its errors and asks for the field', () => {
    const { bridge, session, entry } = setup();
    entry().actions.setPrice('59000.05');
    expect(session.entry.submit('buy')).toEqual({ status: 'invalid', message: 'Price allows at most 1 decimals' });
    expect(entry()).toMatchObject({ attemptedSide: 'buy', focusRequest: { field: 'price' }, confirmation: null });
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
  });

  it('cannot send, nor go to a field, while the form is not on screen', () => {
    const { session, entry } = setup();
    entry().actions.setShown(false);
    expect(session.entry.submit('buy')).toEqual({ status: 'blocked', message: 'The Order entry is not on screen' });
    expect(session.entry.focusField('price')).toBe('The Order entry is not on screen');
  });
});

describe('the Bid / Mid / Ask buttons', () => {
  const SCREEN = { bids: [{ price: '59990.0', quantity: '1' }], asks: [{ price: '60010.0', quantity: '1' }] };
  const NOW = { bids: [{ price: '60090.0', quantity: '1' }], asks: [{ price: '60110.0', quantity: '1' }] };

  function withClock(depth: () => ReturnType<typeof ok> | { ok: false; error: { kind: 'network'; message: string } }) {
    let clock = 10_000;
    const bridge = fakeInvoke({ 'market.depth': depth as never });
    const session = manualSession(bridge.invoke, () => clock);
    session.market.getState().actions.pairsSettled(ok(PAIRS), 0);
    session.feeds.getState().actions.settled('depth', 'BTC-USDT', ok(SCREEN), clock);
    return { bridge, session, tick: (ms: number) => (clock += ms) };
  }

  it('use the book on screen while it is fresh, and a book asked now when it is not', async () => {
    const { bridge, session, tick } = withClock(() => ok(NOW));
    tick(100);
    expect(await session.entry.pickPrice('bid')).toEqual({ ok: true, price: '59990.0', note: null });
    expect(bridge.of('market.depth')).toHaveLength(0);
    tick(900);
    expect(await session.entry.pickPrice('ask')).toEqual({ ok: true, price: '60110.0', note: null });
    expect(session.orderEntry.getState().price).toBe('60110.0');
    expect(await session.entry.pickPrice('mid')).toEqual({ ok: true, price: '60100.0', note: null });
    expect(bridge.of('market.depth').every((c) => c.band === 'screen')).toBe(true);
  });

  it('say the age of the book they used when a fresh one could not be read and it is over a second old', async () => {
    const { session, tick } = withClock(() => ({ ok: false, error: { kind: 'network', message: 'No answer' } }));
    tick(3_200);
    expect(await session.entry.pickPrice('ask')).toEqual({
      ok: true,
      price: '60010.0',
      note: 'From the book of 3 s ago: a fresh one could not be read',
    });
  });
});

describe('sizing by risk in the form', () => {
  /** A bracket of a stop and a target as prices, and nothing else changed. */
  const PRICES_ONLY = {
    stopLossBy: 'price',
    takeProfitBy: 'price',
    exit: 'market',
    slippage: '0.5',
    scaleOut: false,
    tiers: [],
    breakevenAfterTp1: false,
  };

  it("fills Quantity from the risk and the bracket's stop loss", () => {
    const { session, entry } = setup();
    entry().actions.setPrice('60000.0');
    entry().actions.setBracketField('stopLoss', '59400.0');
    entry().actions.setBracketField('takeProfit', '61200.0');
    entry().actions.setRisk({ on: true, amount: '50' });
    const sized = session.entry.applyRisk();
    expect(sized?.ok && sized.size.side).toBe('buy');
    expect(entry().quantity).toBe(sized?.ok ? sized.size.quantity : 'none');
    expect(entry().bracket).toEqual({ ...PRICES_ONLY, stopLoss: '59400.0', takeProfit: '61200.0' });
  });

  it('sizes from a stop in % from the limit price as from the price it means; a stop in PnL cannot size', () => {
    const { session, entry } = setup();
    entry().actions.setPrice('60000.0');
    entry().actions.setBracketField('stopLoss', '59400.0');
    entry().actions.setRisk({ on: true, amount: '50' });
    const byPrice = session.entry.applyRisk();
    entry().actions.setBracketField('stopLoss', '1');
    entry().actions.setBracketField('stopLossBy', 'percent');
    const byPercent = session.entry.applyRisk();
    expect(byPrice?.ok).toBe(true);
    expect(byPercent?.ok && byPercent.size.quantity).toBe(byPrice?.ok && byPrice.size.quantity);
    entry().actions.setBracketField('stopLossBy', 'pnl');
    expect(session.entry.riskSizing()).toEqual({
      ok: false,
      field: 'stop',
      message: 'Size by risk sizes from the stop: give the Stop loss as a price, % from entry or ROE %',
    });
  });

  it('a risk too small for one lot empties Quantity and sends nothing, saying why', () => {
    const { bridge, session, entry } = setup();
    entry().actions.setPrice('60000.0');
    entry().actions.setBracketField('stopLoss', '59400.0');
    entry().actions.setRisk({ on: true, amount: '0.1' });
    const outcome = session.entry.submit('buy');
    expect(outcome).toMatchObject({ status: 'invalid', message: expect.stringMatching(/^A risk of 0.10 USDT is too small for one lot/) });
    expect(entry().quantity).toBe('');
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
  });

  it('refuses the side the stop does not fit', () => {
    const { session, entry } = setup();
    entry().actions.setPrice('60000.0');
    entry().actions.setBracketField('stopLoss', '59400.0');
    entry().actions.setRisk({ on: true, amount: '50' });
    expect(session.entry.submit('sell')).toEqual({
      status: 'invalid',
      message: 'Sized by risk as a long (the stop is below the entry): press Buy / Long',
    });
  });

  it('a trade planned on the chart fills the form: a limit at its entry, sized at 1 % of equity while Risk is empty', () => {
    const { session, entry } = setup();
    entry().actions.setKind('market');
    session.feeds.setState(
      (s) => ({ feeds: { ...s.feeds, balance: { ...s.feeds.balance, data: { availableAmount: '10000', frozenAmount: '0' } } } }) as never,
    );
    const sized = session.entry.fillPlanned({ entry: '60000.0', stop: '60600.0', target: '58800.0' });
    expect(entry()).toMatchObject({ kind: 'limit', price: '60000.0', risk: { on: true, amount: '1', unit: 'percent' } });
    expect(sized?.ok && sized.size).toMatchObject({ side: 'sell', risk: '100.00' });
    expect(entry().bracket).toEqual({ ...PRICES_ONLY, stopLoss: '60600.0', takeProfit: '58800.0' });
  });
});

describe('a chase from the form', () => {
  const SCREEN = { bids: [{ price: '59990.0', quantity: '1' }], asks: [{ price: '60010.0', quantity: '1' }] };

  function chaseSetup() {
    const { bridge, session, entry } = orderEntrySession({
      'algo.chase': (p) => ok({ id: 'a1', kind: 'chase', pair: p.pair, side: p.side, quantity: p.quantity, status: 'working' } as never),
      'algo.twap': (p) => ok({ id: 't1', kind: 'twap', pair: p.pair } as never),
    });
    session.feeds.getState().actions.settled('depth', 'BTC-USDT', ok(SCREEN), 1_000);
    entry().actions.setKind('chase');
    entry().actions.setQuantity('0.010');
    return { bridge, session, entry };
  }
  /** What every chase and TWAP of this form sends beside its own fields. */
  const FROM_FORM = { pair: 'BTC-USDT', quantity: '0.010', reduceOnly: false, marginMode: 'isolated' };

  it('starts one with its limits, checked as a post-only order at the best bid, without a confirmation', async () => {
    const { bridge, session, entry } = chaseSetup();
    entry().actions.setChaseField('maxDistance', '25.0');
    entry().actions.setChaseField('onLimit', 'market');
    expect(session.entry.submit('buy')).toEqual({ status: 'sent' });
    expect(bridge.of('algo.chase').map((c) => c.params)).toEqual([
      { ...FROM_FORM, side: 'buy', maxSeconds: 60, maxDistance: '25.0', onLimit: 'market' },
    ]);
    expect(bridge.of('trading.placeOrder')).toHaveLength(0);
    await expect.poll(() => entry().algoSubmission.status).toBe('settled');
    expect(session.entry.pending()).toBe(false);
  });

  it("starts a TWAP of the form's quantity with its slices, duration, spread and slippage", async () => {
    const { bridge, session, entry } = chaseSetup();
    entry().actions.setKind('twap');
    entry().actions.setTwapField('slices', '2');
    entry().actions.setTwapField('minutes', '1');
    expect(session.entry.submit('sell')).toEqual({ status: 'sent' });
    expect(bridge.of('algo.twap').map((c) => c.params)).toEqual([
      { ...FROM_FORM, side: 'sell', slices: 2, durationSeconds: 60, spread: 20, slippage: '0.5' },
    ]);
    entry().actions.setTwapField('slices', '1');
    await expect.poll(() => entry().algoSubmission.status).toBe('settled');
    expect(session.entry.submit('sell')).toEqual({ status: 'invalid', message: 'Slices is a whole number, 2 to 100' });
    expect(bridge.of('algo.twap')).toHaveLength(1);
  });

  it('refuses a bad limit and sends nothing', () => {
    const { bridge, session, entry } = chaseSetup();
    entry().actions.setChaseField('maxSeconds', '0');
    expect(session.entry.submit('sell')).toEqual({ status: 'invalid', message: 'Max time is whole seconds, 1 to 86400' });
    expect(bridge.of('algo.chase')).toHaveLength(0);
  });
});
