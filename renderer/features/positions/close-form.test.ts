import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { closingPnl, evaluateCloseForm, shareOf, closeOutcomeNow, restingCloseId } from './close-form';

const position = { id: 7, symbol: 'BTC-USDT', quantity: '0.250' };
const btc = { priceDecimal: 1, tradeDecimal: 3 };

describe('the Close form', () => {
  it('closes part of the position at market', () => {
    expect(evaluateCloseForm({ type: 'market', price: '', quantity: '0.1' }, position, btc)).toEqual({
      request: { pair: 'BTC-USDT', positionId: 7, type: 'market', quantity: '0.1' },
      errors: {},
    });
  });

  it('closes with a limit order at a price', () => {
    expect(evaluateCloseForm({ type: 'limit', price: '61000.5', quantity: '0.250' }, position, btc).request).toEqual({
      pair: 'BTC-USDT',
      positionId: 7,
      type: 'limit',
      price: '61000.5',
      quantity: '0.250',
    });
  });

  it('refuses more than the position, too many decimals, nothing, and a limit without a price', () => {
    expect(evaluateCloseForm({ type: 'market', price: '', quantity: '0.251' }, position, btc).errors.quantity).toBe(
      "Quantity is more than the position's 0.250",
    );
    expect(evaluateCloseForm({ type: 'market', price: '', quantity: '0.0001' }, position, btc).errors.quantity).toBe(
      'Quantity allows at most 3 decimals',
    );
    expect(evaluateCloseForm({ type: 'market', price: '', quantity: '0' }, position, btc).errors.quantity).toBe('Quantity must be more than 0');
    expect(evaluateCloseForm({ type: 'market', price: '', quantity: '1e-1' }, position, btc).request).toBeNull();
    const limit = evaluateCloseForm({ type: 'limit', price: '', quantity: '0.1' }, position, btc);
    expect(limit).toEqual({ request: null, errors: { price: 'Price is required' } });
  });

  it('a market close ignores whatever is in the price field', () => {
    expect(evaluateCloseForm({ type: 'market', price: 'junk', quantity: '0.1' }, position, btc).request?.price).toBeUndefined();
  });
});

describe('parts of a position', () => {
  it('are rounded down to the pair’s quantity decimals', () => {
    expect(shareOf('0.250', 25, 3)).toBe('0.062');
    expect(shareOf('0.250', 50, 3)).toBe('0.125');
    expect(shareOf('0.250', 100, 3)).toBe('0.250');
  });
});

describe('what a close would realise before fees', () => {
  it('is (price − entry) × quantity for a long, the other way for a short', () => {
    expect(closingPnl({ isLong: true, openingPrice: '60000.0' }, new Decimal('61000'), new Decimal('0.5')).toString()).toBe('500');
    expect(closingPnl({ isLong: false, openingPrice: '60000.0' }, new Decimal('61000'), new Decimal('0.5')).toString()).toBe('-500');
  });
});

describe('the Close dialog’s message, as things stand now', () => {
  const rests = { tone: 'ok' as const, headline: 'Close order placed: sell 0.500 BTC-USDT at 61000.0 (#9)', detail: 'It rests in Open orders until it fills' };
  const placed = (status: number | null) => ({ ok: true as const, value: { pair: 'BTC-USDT', orderId: 9, clientOrderId: 'c', state: status === null ? null : { status, filledQuantity: '0' } } });

  it('a resting limit close is told as resting only while it is in Open orders', () => {
    expect(restingCloseId(placed(1), 'limit')).toBe(9);
    expect(restingCloseId(placed(null), 'limit')).toBe(9);
    expect(restingCloseId(placed(3), 'limit')).toBeNull();
    expect(restingCloseId(placed(null), 'market')).toBeNull();
    expect(closeOutcomeNow(rests, 9, { positionGone: false, openOrderIds: [9] })).toBe(rests);
    expect(closeOutcomeNow(rests, 9, { positionGone: false, openOrderIds: null })).toBe(rests);
    expect(closeOutcomeNow(rests, 9, { positionGone: false, openOrderIds: [] })?.headline).toBe('Close order #9 is no longer open');
  });

  it('once the position is gone it says so, never that the close rests', () => {
    const now = closeOutcomeNow(rests, 9, { positionGone: true, openOrderIds: [9] });
    expect(now?.headline).toBe('The exchange reports no position now');
    expect(now?.detail).not.toMatch(/rests/);
  });
});
