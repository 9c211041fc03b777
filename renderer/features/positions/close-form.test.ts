import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { bookOf } from '../../domain/market/testing';
import { closeEstimate, closingPnl, evaluateCloseForm, shareOf, closeOutcomeNow, restingCloseId } from './close-form';

const position = { id: 7, symbol: 'BTC-USDT', quantity: '0.250', isLong: true };
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
      "Quantity is more than the long position's 0.250",
    );
    expect(evaluateCloseForm({ type: 'market', price: '', quantity: '0.251' }, { ...position, isLong: false }, btc).errors.quantity).toBe(
      "Quantity is more than the short position's 0.250",
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
  const rests = {
    tone: 'ok' as const,
    headline: 'Close order placed: sell 0.500 BTC-USDT at 61000.0 (#9)',
    detail: 'It rests in Open orders until it fills',
  };
  const placed = (status: number | null) => ({
    ok: true as const,
    value: { pair: 'BTC-USDT', orderId: 9, clientOrderId: 'c', state: status === null ? null : { status, filledQuantity: '0' } },
  });

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

  it('once its record is read, a close that left the book says how it ended, never "no longer open"', () => {
    const gone = { positionGone: true, openOrderIds: [] };
    expect(closeOutcomeNow(rests, 9, { ...gone, fate: { kind: 'filled' } })?.headline).toBe('Close order #9 filled');
    expect(
      closeOutcomeNow(rests, 9, { ...gone, positionGone: false, fate: { kind: 'cancelled', filled: '0', quantity: '0.500', expired: false } })
        ?.headline,
    ).toBe('Close order #9 cancelled');
    const partly = closeOutcomeNow(rests, 9, {
      ...gone,
      positionGone: false,
      fate: { kind: 'cancelled', filled: '0.200', quantity: '0.500', expired: false },
    });
    expect(partly?.headline).toBe('Close order #9 partly filled, rest cancelled');
    expect(partly?.detail).toBe('0.200 of 0.500 filled');
  });
});

describe('the Close estimate', () => {
  const long = { isLong: true, openingPrice: '60000' };
  const book = bookOf(
    [['60110', '1']],
    [
      ['60100', '0.1'],
      ['60000', '0.1'],
    ],
  );
  const fees = { taker: '0.0006', maker: '0.0002' };

  it('walks the book for a market close and counts the taker fee', () => {
    const estimate = closeEstimate({ position: long, type: 'market', price: null, size: '0.2', book, mark: '60105', fees })!;
    // Half at 60100, half at 60000: 60050 on average; (60050 − 60000) × 0.2 = 10, less 60050 × 0.2 × 0.0006 = 7.206.
    expect(estimate.at.toString()).toBe('60050');
    expect(estimate.fee.toString()).toBe('7.206');
    expect(estimate.pnl.toString()).toBe('2.794');
  });

  it('prices a resting limit close at its limit with the maker fee, a crossing one with the taker fee', () => {
    const resting = closeEstimate({ position: long, type: 'limit', price: '60200', size: '0.1', book, mark: null, fees })!;
    expect(resting.fee.toString()).toBe('1.204');
    expect(resting.pnl.toString()).toBe('18.796');
    const crossing = closeEstimate({ position: long, type: 'limit', price: '60050', size: '0.1', book, mark: null, fees })!;
    expect(crossing.fee.toString()).toBe('3.603');
  });

  it('falls back to the mark with no book on screen, saying so; nothing without either', () => {
    const estimate = closeEstimate({ position: long, type: 'market', price: null, size: '0.1', book: null, mark: '60100', fees })!;
    expect(estimate.how).toMatch(/^At the mark/);
    expect(closeEstimate({ position: long, type: 'market', price: null, size: '0.1', book: null, mark: null, fees })).toBeNull();
  });
});
