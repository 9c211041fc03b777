import { describe, expect, it } from 'vitest';
import type { BridgeError } from '../../../shared/bridge';
import type { Submission } from '../../stores';
import { describeCancel, describeSubmission } from './outcome-text';

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
