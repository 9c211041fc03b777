/**
 * The breakeven stop never realises a loss after both legs' taker fees, for any entry, tick, lot, fee and side;
 * and it is the nearest such tick: one tick nearer the entry would lose.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakevenPriceOf } from './breakeven';
import { decimalOf, ExactDecimal as Decimal, forAnyPosition } from './exact-testing';

/** What closing `quantity` at `price` nets after paying `fee` on the entry and on the exit. */
type Exact = InstanceType<typeof Decimal>;
const netOf = (isLong: boolean, entry: Exact, price: Exact, quantity: Exact, fee: Exact) =>
  price
    .minus(entry)
    .times(quantity)
    .times(isLong ? 1 : -1)
    .minus(entry.times(quantity).times(fee))
    .minus(price.times(quantity).times(fee));

describe('the breakeven price', () => {
  it('is entry plus both fees, rounded away from the entry to the tick', () => {
    // 60000 × 1.0006 / 0.9994 = 60072.04…: up to 60072.1 for a long.
    expect(breakevenPriceOf({ isLong: true, entry: '60000.0', feeRate: '0.0006', priceDecimal: 1 })).toBe('60072.1');
    // 60000 × 0.9994 / 1.0006 = 59928.04…: down to 59928.0 for a short.
    expect(breakevenPriceOf({ isLong: false, entry: '60000.0', feeRate: '0.0006', priceDecimal: 1 })).toBe('59928.0');
    expect(breakevenPriceOf({ isLong: true, entry: '2500.00', feeRate: '0', priceDecimal: 2 })).toBe('2500.00');
    expect(breakevenPriceOf({ isLong: true, entry: '0.5', feeRate: '0.001', priceDecimal: 4 })).toBe('0.5011');
  });

  it('never realises a loss after both fees, and one tick nearer the entry would', () => {
    forAnyPosition(
      // 0 to 1 % a leg, in millionths.
      { feeMillionths: fc.integer({ min: 0, max: 10_000 }) },
      (c, { entry, quantity }) => {
        const fee = decimalOf(c.feeMillionths, 6);
        const price = new Decimal(
          breakevenPriceOf({ isLong: c.isLong, entry: entry.toFixed(c.priceDecimal), feeRate: fee.toString(), priceDecimal: c.priceDecimal }),
        );
        expect(price.decimalPlaces()).toBeLessThanOrEqual(c.priceDecimal);
        expect(netOf(c.isLong, entry, price, quantity, fee).gte(0), `a loss at ${price}`).toBe(true);
        const tick = decimalOf(1, c.priceDecimal);
        const nearer = c.isLong ? price.minus(tick) : price.plus(tick);
        if (fee.gt(0)) expect(netOf(c.isLong, entry, nearer, quantity, fee).lt(0), `${nearer} breaks even too`).toBe(true);
      },
    );
  });
});
