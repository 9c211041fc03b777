import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/exchange';
import { ok } from '../../stores/testing/fake-invoke';
import { addMessage, currentMessages, MAX_MESSAGES, MESSAGE_MS, nextExpiry, PENDING_MS, updateMessage } from './messages';
import { cancelAllSaid, cancelSaid, pendingSaid, placedSaid } from '../../services/outcomes';

const what = 'buy 0.010 BTC-USDT at 60010.0 IOC';
const placed = (state: { status: number; filledQuantity: string } | null) => ok({ pair: 'BTC-USDT', orderId: 12, clientOrderId: 'c', state });

describe('what a hotkey order says', () => {
  it('tells a fill, a part fill, an expiry and a resting order apart', () => {
    expect(placedSaid(what, '0.010', false, placed({ status: OrderStatus.FILLED, filledQuantity: '0.010' }))).toEqual({
      tone: 'ok',
      text: `Filled: ${what} (#12)`,
    });
    expect(placedSaid(what, '0.010', false, placed({ status: OrderStatus.EXPIRED, filledQuantity: '0' }))).toEqual({
      tone: 'warn',
      text: `Not filled: ${what} expired: nothing in the book matched it at once (#12)`,
    });
    expect(placedSaid(what, '0.010', false, placed({ status: OrderStatus.EXPIRED, filledQuantity: '0.004' }))).toEqual({
      tone: 'warn',
      text: `Partly filled: 0.004 of 0.010: ${what}; the rest expired (#12)`,
    });
    expect(placedSaid(what, '0.010', true, placed(null))).toEqual({ tone: 'ok', text: `Placed: ${what} (#12)` });
    expect(placedSaid(what, '0.010', false, placed(null)).tone).toBe('unknown');
  });

  it('gives the exchange’s own words for a refusal, and never calls an unknown outcome a failure', () => {
    expect(placedSaid(what, '0.010', false, { ok: false, error: { kind: 'rejected', code: 2102, message: 'Insufficient balance' } })).toEqual({
      tone: 'error',
      text: `Rejected: Insufficient balance (code 2102): ${what} was not placed`,
    });
    expect(placedSaid(what, '0.010', false, { ok: false, error: { kind: 'unknown-outcome', message: 'The answer was lost' } })).toEqual({
      tone: 'unknown',
      text: `Outcome unknown: ${what}: The answer was lost`,
    });
    expect(pendingSaid(what)).toEqual({ tone: 'pending', text: `Sending: ${what}…` });
  });
});

describe('what a hotkey cancel says', () => {
  it('for one order', () => {
    expect(cancelSaid(5, 'BTC-USDT', ok(null))).toEqual({ tone: 'ok', text: 'Cancelled order #5 on BTC-USDT' });
    expect(cancelSaid(5, 'BTC-USDT', { ok: false, error: { kind: 'rejected', code: 2126, message: 'Order already filled' } })).toEqual({
      tone: 'error',
      text: 'Not cancelled: order #5 on BTC-USDT: Order already filled (code 2126)',
    });
  });

  it('for every order of a market: how many, nothing to cancel, and each refusal', () => {
    expect(cancelAllSaid('BTC-USDT', ok({ items: [], cancelled: 0 }))).toEqual({ tone: 'info', text: 'Nothing to cancel on BTC-USDT' });
    expect(cancelAllSaid('BTC-USDT', ok({ items: [{ orderId: 1, outcome: 'cancelled' as const }], cancelled: 1 }))).toEqual({
      tone: 'ok',
      text: 'Cancelled 1 order on BTC-USDT',
    });
    const mixed = ok({
      cancelled: 1,
      items: [
        { orderId: 1, outcome: 'cancelled' as const },
        { orderId: 2, outcome: 'not-cancelled' as const, error: { kind: 'rejected', code: 2126, message: 'Order already filled' } },
      ],
    });
    expect(cancelAllSaid('BTC-USDT', mixed)).toEqual({
      tone: 'warn',
      text: 'Cancelled 1 of 2 orders on BTC-USDT; #2: Order already filled (code 2126)',
    });
    expect(cancelAllSaid('BTC-USDT', { ok: false, error: { kind: 'network', message: 'No connection' } })).toEqual({
      tone: 'error',
      text: 'Cancel all on BTC-USDT failed: No connection',
    });
  });
});

describe('the messages', () => {
  it('replace one of the same tag, keep a few, and go after a while (a pending one waits longer)', () => {
    let list = addMessage([], { tone: 'info', text: 'Market: ETH-USDT' }, 1, 0, 'market');
    list = addMessage(list, { tone: 'pending', text: 'Sending…' }, 2, 0);
    list = addMessage(list, { tone: 'info', text: 'Market: SOL-USDT' }, 3, 10, 'market');
    expect(list.map((m) => m.id)).toEqual([2, 3]);
    for (let id = 4; id < 10; id++) list = addMessage(list, { tone: 'info', text: `${id}` }, id, 20);
    expect(list).toHaveLength(MAX_MESSAGES);

    let two = addMessage(addMessage([], { tone: 'pending', text: 'Sending…' }, 1, 0), { tone: 'ok', text: 'Done' }, 2, 0);
    expect(currentMessages(two, MESSAGE_MS).map((m) => m.id)).toEqual([1]);
    expect(nextExpiry(two)).toBe(MESSAGE_MS);
    two = updateMessage(two, 1, { tone: 'ok', text: 'Filled' }, 1000);
    expect(two[0]).toMatchObject({ id: 1, tone: 'ok', text: 'Filled', at: 1000 });
    expect(currentMessages(two, PENDING_MS)).toEqual([]);
  });
});
