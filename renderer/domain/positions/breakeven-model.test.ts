import { describe, expect, it } from 'vitest';
import { positionRecord } from '../../../shared/exchange/testing';
import { breakevenBlocked, breakevenPrice, breakevenQuestion, breakevenTitle } from './breakeven-model';

const BTC = { takerTradeFeeRate: '0.06', priceDecimal: 1 };
const long = positionRecord({ isLong: true, openingPrice: '60000.0' });

describe('breakeven on a position', () => {
  it('is the entry plus both taker fees, rounded away from the entry on the tick', () => {
    expect(breakevenPrice(long, BTC)).toBe('60072.1');
    expect(breakevenPrice({ ...long, isLong: false }, BTC)).toBe('59928.0');
    expect(breakevenPrice(long, undefined)).toBeNull();
  });

  it('shows the price it would use in its tooltip, and says what it does', () => {
    expect(breakevenTitle('60072.1', null)).toBe(
      'Move the stop loss to breakeven 60072.1 (the entry plus both taker fees), so the position never realises a loss after fees',
    );
  });

  it('is off, saying why, when the profile is read only or there is no position', () => {
    const readOnly = 'This profile is read only: trading is off';
    expect(breakevenBlocked(readOnly, long)).toBe(readOnly);
    expect(breakevenBlocked(null, null)).toBe('No position to protect');
    expect(breakevenBlocked(null, { quantity: '0' })).toBe('No position to protect');
    expect(breakevenBlocked(null, long)).toBeNull();
    expect(breakevenTitle('60072.1', readOnly)).toBe(`Breakeven is off: ${readOnly}`);
  });

  it('asks before a stop that would close the position at once', () => {
    expect(breakevenQuestion('60072.1')).toBe('The price is already past breakeven 60072.1: set it and close now?');
  });
});
