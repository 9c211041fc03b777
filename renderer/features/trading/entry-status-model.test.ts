import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/exchange';
import type { ScaleSubmission, Submission } from '../../stores';
import { FADE_AFTER_MS, ordersToLookUp, scaleItemsNow, scaleStatusNow, statusNow, type LineContext } from './entry-status-model';
import { NO_FATE_SOURCES, type FateSources } from '../../services/order-fate';
import { formatClock } from '../../ui/format';

const AT = Date.UTC(2026, 10, 25, 14, 3, 27);
const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59000', quantity: '1' };
const placed = (status: number | null): Submission => ({
  status: 'settled',
  request,
  result: {
    ok: true,
    value: { pair: 'BTC-USDT', orderId: 21260, clientOrderId: 'c', state: status === null ? null : { status, filledQuantity: '0' } },
  },
});
const text = { tone: 'ok' as const, headline: 'Order placed: buy 1.000 BTC-USDT at 59000.0 (#21260)' };
const open = (ids: number[], readAt: number, pair = 'BTC-USDT') => ({ pair, orders: ids.map((id) => ({ id })), readAt });
const record = (status: number, dealQuantity = '0'): Pick<Order, 'status' | 'quantity' | 'dealQuantity'> => ({ status, quantity: '1', dealQuantity });
const ctx = (sources: Partial<FateSources> = {}, now = AT, selected = 'BTC-USDT'): LineContext => ({
  settledAt: AT,
  sources: { ...NO_FATE_SOURCES, ...sources },
  now,
  selected,
});
/** Open orders read after the answer no longer hold #21260. */
const gone = { open: open([7], AT + 2000) };
const headline = (view: ReturnType<typeof statusNow>) => view?.text.headline.replace(`${formatClock(AT)} `, '');

describe('the Order entry’s result line', () => {
  it('says when it happened', () => {
    expect(statusNow(text, placed(1), ctx())).toEqual({ text: { ...text, headline: `${formatClock(AT)} ${text.headline}` }, faded: false });
  });

  it('is about the market on screen only: a line about BTC never shows on ETH', () => {
    expect(statusNow(text, placed(1), ctx({}, AT, 'ETH-USDT'))).toBeNull();
    const sending: Submission = { status: 'pending', request };
    expect(statusNow({ tone: 'pending', headline: 'Sending: buy 1 BTC-USDT…' }, sending, ctx({}, AT, 'ETH-USDT'))).toBeNull();
  });

  it('never says "placed" once Open orders no longer hold the order: "no longer open" while how it ended is not read', () => {
    const view = statusNow(text, placed(1), ctx(gone, AT + 2000));
    expect(headline(view)).toBe('Order #21260 is no longer open');
    expect(view?.text.detail).toMatch(/see Order history/);
    // A read from before the answer, or of another market, says nothing about it.
    expect(headline(statusNow(text, placed(1), ctx({ open: open([], AT - 1) })))).toMatch(/Order placed/);
    expect(headline(statusNow(text, placed(null), ctx({ open: open([], AT + 1, 'ETH-USDT') })))).toMatch(/Order placed/);
    expect(headline(statusNow(text, placed(1), ctx({ open: open([21260], AT + 1) })))).toMatch(/Order placed/);
  });

  it('says "Order #N filled" once the fill is known, never "filled or was cancelled"', () => {
    const view = statusNow(text, placed(1), ctx({ ...gone, record: () => record(3, '1') }));
    expect(headline(view)).toBe('Order #21260 filled');
    expect(view?.text.detail).toBeUndefined();
  });

  it('says "Order #N cancelled" for an order since cancelled, as soon as this screen cancelled it or its record says so', () => {
    expect(headline(statusNow(text, placed(1), ctx({ cancelled: (id) => id === 21260 })))).toBe('Order #21260 cancelled');
    expect(headline(statusNow(text, placed(null), ctx({ ...gone, record: () => record(4) })))).toBe('Order #21260 cancelled');
  });

  it('says "partly filled, rest cancelled" when its record says some filled before the cancel', () => {
    const view = statusNow(text, placed(1), ctx({ ...gone, record: () => record(4, '0.4') }));
    expect(headline(view)).toBe('Order #21260 partly filled, rest cancelled');
    expect(view?.text.detail).toBe('0.4 of 1 filled');
  });

  it('keeps "placed" while the record read back still says open, and asks for the record only once the order is gone', () => {
    expect(headline(statusNow(text, placed(1), ctx({ record: () => record(1) })))).toMatch(/Order placed/);
    expect(ordersToLookUp(placed(1), ctx())).toEqual([]);
    expect(ordersToLookUp(placed(1), ctx(gone))).toEqual([21260]);
    expect(ordersToLookUp(placed(1), ctx({ ...gone, record: () => record(3, '1') }))).toEqual([]);
  });

  it('a filled order’s line is not changed by Open orders, and fades once old', () => {
    const filled = { tone: 'ok' as const, headline: 'Filled: buy 1.000 BTC-USDT (#21260)' };
    expect(statusNow(filled, placed(3), ctx({ open: open([], AT + 1) }, AT + 1))).toMatchObject({
      text: { headline: `${formatClock(AT)} ${filled.headline}` },
      faded: false,
    });
    expect(statusNow(filled, placed(3), ctx({}, AT + FADE_AFTER_MS))?.faded).toBe(true);
  });

  describe('a scale’s orders', () => {
    const submission: ScaleSubmission = {
      status: 'settled',
      request: { pair: 'BTC-USDT', side: 'buy', fromPrice: '59000', toPrice: '59100', count: 3, totalQuantity: '1.5' },
      result: {
        ok: true,
        value: {
          placed: 3,
          items: [
            { pair: 'BTC-USDT', clientOrderId: 'a', price: '59000', quantity: '0.5', outcome: 'placed', orderId: 1 },
            { pair: 'BTC-USDT', clientOrderId: 'b', price: '59050', quantity: '0.5', outcome: 'placed', orderId: 2 },
            { pair: 'BTC-USDT', clientOrderId: 'c', price: '59100', quantity: '0.5', outcome: 'placed', orderId: 3 },
          ],
        },
      },
    };
    const items = [1, 2, 3].map((id) => ({ price: '59000.0', quantity: '0.500', tone: 'ok' as const, text: `Placed #${id}` }));

    it('say "no longer open" after Cancel all, then what became of each once read', () => {
      const after = { open: open([3], AT + 1) };
      expect(scaleItemsNow(items, submission, ctx(after)).map((i) => i.text)).toEqual(['#1 no longer open', '#2 no longer open', 'Placed #3']);
      expect(ordersToLookUp(submission, ctx(after))).toEqual([1, 2]);
      const records: FateSources['record'] = (id) => (id === 1 ? record(3, '0.5') : id === 2 ? record(4) : undefined);
      expect(scaleItemsNow(items, submission, ctx({ ...after, record: records })).map((i) => i.text)).toEqual([
        '#1 filled',
        '#2 cancelled',
        'Placed #3',
      ]);
    });

    it('show nothing about another market', () => {
      expect(scaleItemsNow(items, submission, ctx({}, AT, 'ETH-USDT'))).toEqual([]);
      expect(scaleStatusNow({ tone: 'ok', headline: 'Scale placed: 3 of 3 orders' }, submission, ctx({}, AT, 'ETH-USDT'))).toBeNull();
    });
  });
});
