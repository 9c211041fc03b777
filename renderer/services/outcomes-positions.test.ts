import { describe, expect, it } from 'vitest';
import type { Position } from '../../shared/exchange';
import { OrderStatus } from '../../shared/exchange';
import type { CloseRequest } from './trading';
import { describeClose, describeLeverageSet, describeMarginChange } from './outcomes';

const btc = { priceDecimal: 1, tradeDecimal: 3, settleDecimal: 4 };
const market: CloseRequest = { pair: 'BTC-USDT', positionId: 7, type: 'market', quantity: '0.1' };
const limit: CloseRequest = { pair: 'BTC-USDT', positionId: 7, type: 'limit', price: '61000', quantity: '0.1' };
const placed = (state: { status: number; filledQuantity: string } | null) => ({
  ok: true as const,
  value: { pair: 'BTC-USDT', orderId: 42, clientOrderId: 'c', state },
});

describe('a close', () => {
  it('that filled says so, in the pair’s decimals', () => {
    expect(describeClose(placed({ status: OrderStatus.FILLED, filledQuantity: '0.100' }), market, true, btc)).toEqual({
      tone: 'ok',
      headline: 'Closed: sell 0.100 BTC-USDT at market, 0.100 filled (#42)',
    });
  });

  it('that filled in part, or not at all, is not called a success', () => {
    expect(describeClose(placed({ status: OrderStatus.EXPIRED, filledQuantity: '0.040' }), market, true, btc)).toMatchObject({
      tone: 'unknown',
      headline: 'Partly closed: 0.040 of 0.100 filled (#42)',
    });
    expect(describeClose(placed({ status: OrderStatus.EXPIRED, filledQuantity: '0' }), market, false, btc)).toMatchObject({
      tone: 'error',
      headline: 'Not filled: buy 0.100 BTC-USDT at market (#42)',
    });
  });

  it('with a limit order rests', () => {
    expect(describeClose(placed(null), limit, true, btc)).toMatchObject({
      tone: 'ok',
      headline: 'Close order placed: sell 0.100 BTC-USDT at 61000.0 (#42)',
    });
  });

  it('at market whose fill could not be read back is not called closed', () => {
    expect(describeClose(placed(null), market, true, btc).tone).toBe('unknown');
  });

  it('refused shows the exchange’s words and code', () => {
    const result = { ok: false as const, error: { kind: 'rejected' as const, code: 2104, message: 'Position no longer exists' } };
    expect(describeClose(result, market, true, btc)).toEqual({
      tone: 'error',
      headline: 'Rejected: Position no longer exists (code 2104)',
      detail: 'Closing (sell 0.100 BTC-USDT at market) did not happen',
    });
  });

  it('whose answer was lost is an unknown outcome, not a failure', () => {
    for (const kind of ['unknown-outcome', 'timeout'] as const) {
      const result = { ok: false as const, error: { kind, message: 'The host went away before answering' } };
      expect(describeClose(result, market, true, btc)).toMatchObject({
        tone: 'unknown',
        headline: 'Outcome unknown: The host went away before answering',
      });
    }
  });
});

describe('a margin change', () => {
  const position = { marginAmount: '7000.0000', restrictPrice: '53266.3' } as Position;

  it('done shows the margin and liquidation price the exchange now reports', () => {
    expect(describeMarginChange({ ok: true, value: position }, 'add', '1000', 'USDT', btc)).toEqual({
      tone: 'ok',
      headline: 'Margin added: 1000.0000 USDT',
      detail: 'Margin now 7000.0000 USDT; liquidation price now 53266.3',
    });
  });

  it('refused says so with the code', () => {
    const result = { ok: false as const, error: { kind: 'rejected' as const, code: 2105, message: 'Insufficient position margin' } };
    expect(describeMarginChange(result, 'remove', '5', 'USDT', btc)).toMatchObject({
      tone: 'error',
      headline: 'Rejected: Insufficient position margin (code 2105)',
    });
  });
});

describe('a leverage change', () => {
  it('done shows the leverage the exchange reads back', () => {
    const value = { pair: 'BTC-USDT', marginMode: 'cross' as const, leverage: 7, minLeverage: 1, maxLeverage: 25 };
    expect(describeLeverageSet({ ok: true, value }, 'BTC-USDT', 'cross', 7).headline).toBe('Leverage set to 7× for BTC-USDT cross');
  });

  it('refused is not shown as set', () => {
    const result = { ok: false as const, error: { kind: 'invalid-input' as const, message: 'Leverage must be at most 25' } };
    expect(describeLeverageSet(result, 'BTC-USDT', 'cross', 30)).toMatchObject({ tone: 'error', headline: 'Failed: Leverage must be at most 25' });
  });
});
