/** The Order entry as a service, against a real session over a fake bridge: no React, no DOM. */
import { describe, expect, it } from 'vitest';
import { createSession } from '../stores';
import { memoryStorage } from '../stores/storage';
import { fakeInvoke, ok, PAIRS } from '../stores/testing/fake-invoke';

function setup() {
  const bridge = fakeInvoke({
    'trading.placeOrder': (p) => ok({ pair: p.pair, orderId: 5, clientOrderId: 'c', state: null }),
  });
  const session = createSession({
    invoke: bridge.invoke,
    storage: memoryStorage(),
    env: { timers: { setTimeout: () => 0, clearTimeout: () => {} }, random: () => 0.5, visibility: { isHidden: () => false, onChange: () => () => {} } },
    now: () => 1_000,
  });
  session.market.getState().actions.pairsSettled(ok(PAIRS), 0);
  const actions = session.orderEntry.getState().actions;
  actions.setShown(true);
  actions.setPrice('59000.0');
  actions.setQuantity('0.010');
  return { bridge, session, entry: () => session.orderEntry.getState() };
}

const ORDER = { pair: 'BTC-USDT', side: 'sell', type: 'limit', price: '59000.0', quantity: '0.010', marginMode: 'isolated', timeInForce: 'GTC' };

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
    expect(session.settings.getState().confirmOrders).toBe(false);
    expect(bridge.of('trading.placeOrder').map((c) => c.params)).toEqual([ORDER]);
    await expect.poll(() => entry().submission.status).toBe('settled');

    // Not asked again.
    expect(session.entry.submit('sell')).toEqual({ status: 'sent' });
    expect(bridge.of('trading.placeOrder')).toHaveLength(2);
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
