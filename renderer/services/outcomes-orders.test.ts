import { describe, expect, it } from 'vitest';
import type { BridgeError } from '../../shared/bridge';
import type { Submission } from '../stores';
import type { PlacedOrder } from '../../shared/bridge';
import type { PlaceOrderRequest, ScaleSubmission } from '../stores';
import { describeCancel, describeScaleSubmission, describeSubmission, describeTraded } from './outcomes';

const request = { pair: 'BTC-USDT', side: 'buy' as const, price: '59995', quantity: '.123' };
const btc = { priceDecimal: 1, tradeDecimal: 3 };
const settled = (result: Extract<Submission, { status: 'settled' }>['result']): Submission => ({
  status: 'settled',
  request,
  result,
});
const failed = (error: BridgeError) => settled({ ok: false, error });

describe('describeSubmission', () => {
  it('says nothing before the first order', () => {
    expect(describeSubmission({ status: 'idle' }, btc)).toBeNull();
  });

  it('shows the order in the pair decimals while it is out and once placed', () => {
    expect(describeSubmission({ status: 'pending', request }, btc)).toEqual({
      tone: 'pending',
      headline: 'Sending: buy 0.123 BTC-USDT at 59995.0…',
    });
    expect(describeSubmission(settled({ ok: true, value: { pair: 'BTC-USDT', orderId: 42, clientOrderId: 'c', state: null } }), btc)).toEqual({
      tone: 'ok',
      headline: 'Order placed: buy 0.123 BTC-USDT at 59995.0 (#42)',
    });
  });

  it('gives a rejection in the exchange’s words with its code, never as success', () => {
    expect(describeSubmission(failed({ kind: 'rejected', code: 2102, message: 'insufficient balance' }), btc)).toEqual({
      tone: 'error',
      headline: 'Rejected: insufficient balance (code 2102)',
      detail: 'buy 0.123 BTC-USDT at 59995.0 was not placed',
    });
  });

  it('calls an unknown outcome (or a timed-out write) unknown, neither failed nor placed', () => {
    for (const kind of ['unknown-outcome', 'timeout'] as const) {
      const text = describeSubmission(failed({ kind, message: 'check Open orders' }), btc);
      expect(text).toEqual({ tone: 'unknown', headline: 'Outcome unknown: buy 0.123 BTC-USDT at 59995.0', detail: 'check Open orders' });
    }
  });

  it('reports other failures as not placed, in the host’s words', () => {
    expect(describeSubmission(failed({ kind: 'network', message: 'Lost the connection' }), undefined)).toEqual({
      tone: 'error',
      headline: 'Not placed: Lost the connection',
      detail: 'buy .123 BTC-USDT at 59995',
    });
  });
});

describe('describeSubmission of orders that do not rest (IOC, FOK, market)', () => {
  const market: PlaceOrderRequest = { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.5', timeInForce: 'IOC' };
  const ioc: PlaceOrderRequest = { pair: 'BTC-USDT', side: 'sell', type: 'limit', price: '61000', quantity: '0.5', timeInForce: 'IOC' };
  const placed = (request: PlaceOrderRequest, state: PlacedOrder['state']): Submission => ({
    status: 'settled',
    request,
    result: { ok: true, value: { pair: 'BTC-USDT', orderId: 9, clientOrderId: 'c9', state } },
  });

  const fok = { ...ioc, timeInForce: 'FOK' as const };
  const postOnly = { ...ioc, timeInForce: 'POST_ONLY' as const };

  it.each([
    ['filled when it filled', market, { status: 3, filledQuantity: '0.500' }, { tone: 'ok', headline: 'Filled: buy 0.500 BTC-USDT at market (#9)' }],
    [
      'not filled (expired) for one that filled nothing, in a warning tone, never as a rejection',
      ioc,
      { status: 5, filledQuantity: '0' },
      { tone: 'warn', headline: 'Not filled: sell 0.500 BTC-USDT at 61000.0 IOC expired (#9)', detail: 'Nothing in the book matched it at once' },
    ],
    [
      'why a FOK that filled nothing did not trade',
      fok,
      { status: 5, filledQuantity: '0.000' },
      {
        tone: 'warn',
        headline: 'Not filled: sell 0.500 BTC-USDT at 61000.0 FOK expired (#9)',
        detail: 'The book could not fill all of it at once, so none of it traded',
      },
    ],
    [
      'why a Post only that filled nothing did not trade',
      postOnly,
      { status: 5, filledQuantity: '0' },
      {
        tone: 'warn',
        headline: 'Not filled: sell 0.500 BTC-USDT at 61000.0 Post only expired (#9)',
        detail: 'A Post only order that would have traded at once expires instead',
      },
    ],
    [
      'how much of a partly filled one traded',
      market,
      { status: 5, filledQuantity: '0.2' },
      { tone: 'warn', headline: 'Partly filled: 0.200 of 0.500 (#9)', detail: 'buy 0.500 BTC-USDT at market: the rest expired' },
    ],
    [
      'the fill is unknown when it could not be read back',
      market,
      null,
      {
        tone: 'unknown',
        headline: 'Sent: buy 0.500 BTC-USDT at market (#9)',
        detail: 'How much it filled could not be read back: see Order history',
      },
    ],
  ] as const)('says %s', (_, request, state, text) => {
    expect(describeSubmission(placed(request, state), btc)).toEqual(text);
  });
});

describe('describeScaleSubmission', () => {
  const request = { pair: 'BTC-USDT', side: 'buy' as const, fromPrice: '59000', toPrice: '59400', count: 3, totalQuantity: '0.3' };
  const item = (price: string) => ({ pair: 'BTC-USDT', clientOrderId: `c${price}`, price, quantity: '0.100' });

  it('says what is being sent, then each order’s own outcome', () => {
    expect(describeScaleSubmission({ status: 'pending', request }, btc)).toEqual({
      tone: 'pending',
      headline: 'Sending: buy 0.300 BTC-USDT in 3 orders from 59000.0 to 59400.0…',
      items: [],
    });
    const settled: ScaleSubmission = {
      status: 'settled',
      request,
      result: {
        ok: true,
        value: {
          placed: 1,
          items: [
            { ...item('59000.0'), outcome: 'placed', orderId: 11 },
            { ...item('59200.0'), outcome: 'not-placed', error: { kind: 'rejected', code: 2102, message: 'Insufficient balance' } },
            { ...item('59400.0'), outcome: 'unknown', error: { kind: 'unknown-outcome', message: 'no answer' } },
          ],
        },
      },
    };
    expect(describeScaleSubmission(settled, btc)).toEqual({
      tone: 'unknown',
      headline: 'Scale partly placed: 1 of 3 orders',
      detail: 'buy 0.300 BTC-USDT in 3 orders from 59000.0 to 59400.0',
      items: [
        { price: '59000.0', quantity: '0.100', tone: 'ok', text: 'Placed #11' },
        { price: '59200.0', quantity: '0.100', tone: 'error', text: 'Rejected: Insufficient balance (code 2102)' },
        { price: '59400.0', quantity: '0.100', tone: 'unknown', text: 'Outcome unknown: no answer' },
      ],
    });
  });

  it('is ok when all are placed, an error when none is, and a failure of the whole in the host’s words', () => {
    const all: ScaleSubmission = {
      status: 'settled',
      request,
      result: { ok: true, value: { placed: 1, items: [{ ...item('59000.0'), outcome: 'placed', orderId: 11 }] } },
    };
    expect(describeScaleSubmission(all, btc)).toMatchObject({ tone: 'ok', headline: 'Scale placed: 1 of 1 orders' });
    const none: ScaleSubmission = {
      status: 'settled',
      request,
      result: {
        ok: true,
        value: {
          placed: 0,
          items: [{ ...item('59000.0'), outcome: 'not-placed', error: { kind: 'rejected', code: 2001, message: 'Illegal parameter:price' } }],
        },
      },
    };
    expect(describeScaleSubmission(none, btc)).toMatchObject({ tone: 'error', headline: 'Scale not placed: 0 of 1 orders' });
    const failed: ScaleSubmission = {
      status: 'settled',
      request,
      result: { ok: false, error: { kind: 'invalid-input', message: 'Orders must be 2 to 100' } },
    };
    expect(describeScaleSubmission(failed, btc)).toMatchObject({ tone: 'error', headline: 'Not placed: Orders must be 2 to 100', items: [] });
  });
});

describe('describeCancel', () => {
  it('covers pending, done, failed and unknown', () => {
    expect(describeCancel({ status: 'pending' }).headline).toBe('Cancelling…');
    expect(describeCancel({ status: 'done' }).headline).toBe('Cancelled');
    expect(describeCancel({ status: 'failed', error: { kind: 'rejected', code: 2126, message: 'order already filled' } })).toEqual({
      tone: 'error',
      headline: 'Cancel failed: order already filled (code 2126)',
    });
    expect(describeCancel({ status: 'failed', error: { kind: 'unknown-outcome', message: 'host went away' } }).tone).toBe('unknown');
  });
});

describe('an order as it traded', () => {
  const BTC = { priceDecimal: 1, tradeDecimal: 3 };
  const limit = { pair: 'BTC-USDT', side: 'buy' as const, type: 'limit' as const, price: '60040.0', quantity: '0.010', timeInForce: 'IOC' as const };
  it('says the average fill price first, with the limit or market it was sent as; as sent when nothing filled or at its limit', () => {
    expect(describeTraded(limit, { status: 2, filledQuantity: '0.010', averagePrice: '60012.25' }, BTC)).toBe(
      'buy 0.010 BTC-USDT at 60012.3 average (limit 60040.0 IOC)',
    );
    expect(describeTraded({ ...limit, type: 'market', price: undefined }, { status: 2, filledQuantity: '0.010', averagePrice: '60010' }, BTC)).toBe(
      'buy 0.010 BTC-USDT at 60010.0 average (market)',
    );
    expect(describeTraded(limit, { status: 2, filledQuantity: '0.010', averagePrice: '60040' }, BTC)).toBe('buy 0.010 BTC-USDT at 60040.0 IOC');
    expect(describeTraded(limit, { status: 4, filledQuantity: '0.000', averagePrice: null }, BTC)).toBe('buy 0.010 BTC-USDT at 60040.0 IOC');
    expect(describeTraded(limit, null, BTC)).toBe('buy 0.010 BTC-USDT at 60040.0 IOC');
  });
});
