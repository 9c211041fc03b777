/** Close all and Flip as the Positions panel sends them, over the bridge's test double. */
import { describe, expect, it } from 'vitest';
import type { BridgeResult, ClosedPosition, PlacedOrder } from '../../shared/bridge';
import { positionRecord } from '../../shared/exchange/testing';
import { createActionLogStore } from '../stores/action-log-store';
import { createCancelsStore } from '../stores/cancels-store';
import { createOrderEntryStore } from '../stores/order-entry-store';
import { fakeInvoke, ok, type Handlers } from '../stores/testing/fake-invoke';
import { context } from '../domain/trading/testing';
import { createPositionActions } from './position-actions';
import { createTrading } from './trading';

const AT = Date.UTC(2026, 10, 25, 14, 3, 27);
const long = positionRecord({ id: 41, isLong: true, quantity: '0.250', lever: 5, positionType: 3 });
const placed = (orderId: number, filledQuantity = '0.250'): BridgeResult<PlacedOrder> =>
  ok({ pair: 'BTC-USDT', orderId, clientOrderId: `c${orderId}`, state: { status: 2, filledQuantity } });
const GUARD = 'Refused by guard ‘Largest order value’: this order is 15,000 USDT, over 10,000 USDT. Change it in Settings → Guards';

function setup(handlers: Handlers, positionReads: (typeof long)[][] = [[long], []]) {
  let reads = 0;
  const bridge = fakeInvoke({
    'trading.closePosition': () => placed(21),
    'positions.list': () => ok(positionReads[Math.min(reads++, positionReads.length - 1)]!),
    ...handlers,
  });
  const actionLog = createActionLogStore();
  const afterTrade = () => {};
  const trading = createTrading({
    invoke: bridge.invoke,
    orderEntry: createOrderEntryStore(),
    cancels: createCancelsStore(),
    context: () => context(),
    afterTrade,
    actionLog,
    positionOf: () => long,
    now: () => AT,
  });
  const actions = createPositionActions({ invoke: bridge.invoke, trading, actionLog, afterTrade, now: () => AT, wait: async () => {} });
  return { bridge, actions, log: () => actionLog.getState().entries.map((e) => [e.tone, e.text]) };
}

describe('Flip', () => {
  it('closes the long, waits until it reads flat, then sells the same size at market at its leverage and margin mode', async () => {
    const { bridge, actions, log } = setup({ 'trading.placeOrder': () => placed(22) });
    const steps: string[] = [];
    const said = await actions.flip(long, (step) => steps.push(step));
    expect(said).toEqual({ tone: 'ok', text: 'Flipped BTC-USDT: long 0.250 closed, short 0.250 opened (order #22)' });
    expect(steps).toEqual(['closing', 'opening']);
    expect(bridge.calls.map((c) => c.method)).toEqual(['trading.closePosition', 'positions.list', 'positions.list', 'trading.placeOrder']);
    expect(bridge.of('trading.placeOrder')[0]!.params).toEqual({
      pair: 'BTC-USDT',
      side: 'sell',
      type: 'market',
      quantity: '0.250',
      leverage: 5,
      marginMode: 'isolated',
      timeInForce: 'IOC',
    });
    expect(log()).toHaveLength(2);
    expect(log()[1]).toEqual(['ok', 'Flipped BTC-USDT: long 0.250 closed, short 0.250 opened (order #22)']);
  });

  it('says plainly that the trader is flat when the other side is refused by a guard', async () => {
    const { actions, log } = setup({ 'trading.placeOrder': () => ({ ok: false, error: { kind: 'guard-refused', message: `${GUARD}.` } }) });
    const said = await actions.flip(long);
    expect(said).toEqual({ tone: 'error', text: `Closed the long; the short was refused: ${GUARD}. You are flat on BTC-USDT` });
    expect(log().at(-1)).toEqual(['error', `Closed the long; the short was refused: ${GUARD}. You are flat on BTC-USDT`]);
  });

  it('sends nothing more when the close is refused', async () => {
    const { bridge, actions } = setup({
      'trading.closePosition': () => ({ ok: false, error: { kind: 'invalid-input', message: 'There is no open position #41 on BTC-USDT' } }),
    });
    expect(await actions.flip(long)).toEqual({
      tone: 'error',
      text: 'Not flipped: the long was not closed (There is no open position #41 on BTC-USDT)',
    });
    expect(bridge.of('trading.placeOrder')).toEqual([]);
  });

  it('does not open the other side while part of the position is still open', async () => {
    const { bridge, actions } = setup({}, [[{ ...long, quantity: '0.100' }]]);
    const said = await actions.flip(long);
    expect(said).toEqual({ tone: 'warn', text: 'Not flipped: the long BTC-USDT is not flat yet (0.1 still open), so the short was not sent' });
    expect(bridge.of('trading.placeOrder')).toEqual([]);
  });

  it('buys to flip a short in cross margin', async () => {
    const short = { ...long, isLong: false, positionType: 4 };
    const { bridge, actions } = setup({ 'trading.placeOrder': () => placed(23) }, [[]]);
    expect((await actions.flip(short)).text).toBe('Flipped BTC-USDT: short 0.250 closed, long 0.250 opened (order #23)');
    expect(bridge.of('trading.placeOrder')[0]!.params).toMatchObject({ side: 'buy', marginMode: 'cross' });
  });
});

describe('Close all', () => {
  const item = (fields: Partial<ClosedPosition>): ClosedPosition => ({
    pair: 'BTC-USDT',
    positionId: 41,
    side: 'long',
    quantity: '0.250',
    ok: true,
    orderId: 30,
    ...fields,
  });

  it('asks the core for one market or every market, and says each close and each refusal in one line', async () => {
    const refused = item({
      pair: 'SOL-USDT',
      positionId: 9,
      quantity: '10000.1',
      ok: false,
      orderId: undefined,
      message: 'The long 10000.1 SOL-USDT was not closed: Illegal parameter:quantity',
    });
    const { bridge, actions, log } = setup({ 'trading.closeAll': () => ok([item({}), refused]) });
    await actions.closeAll();
    await actions.closeAll('BTC-USDT');
    expect(bridge.of('trading.closeAll').map((c) => c.params)).toEqual([{}, { pair: 'BTC-USDT' }]);
    expect(log()[0]).toEqual([
      'error',
      'Close all on every market: closed 1 of 2: BTC-USDT long 0.250 (order #30). The long 10000.1 SOL-USDT was not closed: Illegal parameter:quantity',
    ]);
  });

  it('says when there was nothing to close', async () => {
    const { actions, log } = setup({ 'trading.closeAll': () => ok([]) });
    await actions.closeAll('ETH-USDT');
    expect(log()).toEqual([['info', 'No positions to close on ETH-USDT']]);
  });
});
