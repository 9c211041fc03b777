import { describe, expect, it } from 'vitest';
import type { ScaleSubmission, Submission } from '../../stores';
import { FADE_AFTER_MS, scaleItemsNow, statusNow } from './entry-status-model';
import { formatClock } from '../../ui/format';

const AT = Date.UTC(2026, 10, 25, 14, 3, 27);
const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59000', quantity: '1' };
const placed = (status: number | null): Submission => ({
  status: 'settled',
  request,
  result: { ok: true, value: { pair: 'BTC-USDT', orderId: 21260, clientOrderId: 'c', state: status === null ? null : { status, filledQuantity: '0' } } },
});
const text = { tone: 'ok' as const, headline: 'Order placed: buy 1.000 BTC-USDT at 59000.0 (#21260)' };
const open = (ids: number[], readAt: number, pair = 'BTC-USDT') => ({ pair, orders: ids.map((id) => ({ id })), readAt });

describe('the Order entry’s result line', () => {
  it('says when it happened', () => {
    expect(statusNow(text, placed(1), AT, null, AT)).toEqual({ text: { ...text, headline: `${formatClock(AT)} ${text.headline}` }, faded: false });
  });

  it('never says "placed" once Open orders no longer hold the order (cancelled or filled since)', () => {
    const view = statusNow(text, placed(1), AT, open([7], AT + 2000), AT + 2000);
    expect(view?.text.headline).toBe(`${formatClock(AT)} Order #21260 is no longer open`);
    expect(view?.text.detail).toMatch(/see Order history/);
    // A read from before the answer, or of another market, says nothing about it.
    expect(statusNow(text, placed(1), AT, open([], AT - 1), AT)?.text.headline).toMatch(/Order placed/);
    expect(statusNow(text, placed(null), AT, open([], AT + 1, 'ETH-USDT'), AT)?.text.headline).toMatch(/Order placed/);
    expect(statusNow(text, placed(1), AT, open([21260], AT + 1), AT)?.text.headline).toMatch(/Order placed/);
  });

  it('a filled order’s line is not changed by Open orders, and fades once old', () => {
    const filled = { tone: 'ok' as const, headline: 'Filled: buy 1.000 BTC-USDT (#21260)' };
    expect(statusNow(filled, placed(3), AT, open([], AT + 1), AT + 1)).toMatchObject({ text: { headline: `${formatClock(AT)} ${filled.headline}` }, faded: false });
    expect(statusNow(filled, placed(3), AT, null, AT + FADE_AFTER_MS)?.faded).toBe(true);
  });

  it('a scale’s orders say "no longer open" after Cancel all', () => {
    const submission: ScaleSubmission = {
      status: 'settled',
      request: { pair: 'BTC-USDT', side: 'buy', fromPrice: '59000', toPrice: '59100', count: 2, totalQuantity: '1' },
      result: {
        ok: true,
        value: {
          placed: 2,
          items: [
            { pair: 'BTC-USDT', clientOrderId: 'a', price: '59000', quantity: '0.5', outcome: 'placed', orderId: 1 },
            { pair: 'BTC-USDT', clientOrderId: 'b', price: '59100', quantity: '0.5', outcome: 'placed', orderId: 2 },
          ],
        },
      },
    };
    const items = [
      { price: '59000.0', quantity: '0.500', tone: 'ok' as const, text: 'Placed #1' },
      { price: '59100.0', quantity: '0.500', tone: 'ok' as const, text: 'Placed #2' },
    ];
    expect(scaleItemsNow(items, submission, AT, open([2], AT + 1)).map((i) => i.text)).toEqual(['#1 no longer open', 'Placed #2']);
  });
});
