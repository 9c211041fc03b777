/** Every write the trading service makes is said once in the action log, with its time, whoever asked for it. */
import { describe, expect, it } from 'vitest';
import { createActionLogStore } from '../stores/action-log-store';
import { createCancelsStore } from '../stores/cancels-store';
import { createOrderEntryStore } from '../stores/order-entry-store';
import { fakeInvoke, ok } from '../stores/testing/fake-invoke';
import { context } from '../domain/trading/testing';
import { createTrading } from './trading';
import type { Position } from '../../shared/exchange';

const AT = Date.UTC(2026, 10, 25, 14, 3, 27);

function setup() {
  const placed = { pair: 'BTC-USDT', orderId: 21, clientOrderId: 'c21', state: { status: 2, filledQuantity: '0.010' } };
  const bridge = fakeInvoke({
    'trading.cancelOrder': ({ pair, orderId }) => ok({ pair, orderId }),
    'trading.moveOrder': ({ pair, orderId }) => ok({ pair, cancelledOrderId: orderId, placed: { ...placed, orderId: 30, state: null } }),
    'trading.closePosition': () => ({ ok: false, error: { kind: 'rejected', code: 4001, message: 'Position not found' } }),
    'positions.setLeverage': ({ pair, marginMode, leverage }) => ok({ pair, marginMode, leverage, minLeverage: 1, maxLeverage: 25 }),
    'trading.cancelAll': () => ok({ cancelled: 0, items: [] }),
  });
  const actionLog = createActionLogStore();
  const position = { id: 7, symbol: 'BTC-USDT', isLong: false, quantity: '0.500' } as Position;
  const trading = createTrading({
    invoke: bridge.invoke,
    orderEntry: createOrderEntryStore(),
    cancels: createCancelsStore(),
    context: () => context(),
    afterTrade: () => {},
    actionLog,
    positionOf: (id) => (id === 7 ? position : undefined),
    now: () => AT,
  });
  return { trading, log: () => actionLog.getState() };
}

describe('the action log', () => {
  it('says what a cancel from the chart did, and when', async () => {
    const { trading, log } = setup();
    await trading.cancelOrder('BTC-USDT', 12);
    expect(log().entries).toEqual([{ id: 1, at: AT, tone: 'ok', text: 'Cancelled order #12 on BTC-USDT' }]);
    expect(log().writes).toBe(1);
  });

  it('says what a move, a close, a leverage setting and a cancel all did, in order', async () => {
    const { trading, log } = setup();
    await trading.moveOrder('BTC-USDT', 12, '60100');
    await trading.closePosition({ pair: 'BTC-USDT', positionId: 7, type: 'market' });
    await trading.setLeverage({ pair: 'BTC-USDT', marginMode: 'cross', leverage: 10 });
    await trading.cancelAll('BTC-USDT');
    expect(log().entries.map((e) => [e.tone, e.text])).toEqual([
      ['ok', 'Moved order #12 on BTC-USDT to 60100.0: now #30'],
      ['error', 'Rejected: Position not found (code 4001). Closing (buy 0.500 BTC-USDT at market) did not happen'],
      ['ok', 'Leverage set to 10× for BTC-USDT cross'],
      ['info', 'Nothing to cancel on BTC-USDT'],
    ]);
    expect(log().writes).toBe(4);
  });

  it('does not guess the side of a close whose position it no longer sees', async () => {
    const { trading, log } = setup();
    await trading.closePosition({ pair: 'BTC-USDT', positionId: 8, type: 'market', quantity: '0.200' });
    expect(log().entries.map((e) => e.text)).toEqual([
      'Rejected: Position not found (code 4001). Closing (close 0.200 BTC-USDT at market) did not happen',
    ]);
  });

  it('keeps the newest lines only', () => {
    const store = createActionLogStore();
    for (let i = 0; i < 60; i++) store.getState().actions.logged({ tone: 'ok', text: `line ${i}` }, i);
    expect(store.getState().entries).toHaveLength(50);
    expect(store.getState().entries.at(-1)?.text).toBe('line 59');
    expect(store.getState().writes).toBe(60);
  });
});
