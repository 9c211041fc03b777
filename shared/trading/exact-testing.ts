/**
 * For property tests of prices: decimals exact for every product they check, so the check itself never rounds, and
 * any market's position to check them on.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';

export const ExactDecimal = Decimal.clone({ precision: 100 });

/** `units` in the last of `places` decimals: (1234, 2) is 12.34. */
export const decimalOf = (units: number, places: number) => new ExactDecimal(units).div(new ExactDecimal(10).pow(places));

/** Any market's tick and lot (its price and quantity decimals), an entry on the tick and a size on the lot: fields for fc.record. */
export const anyPosition = {
  priceDecimal: fc.integer({ min: 0, max: 5 }),
  tradeDecimal: fc.integer({ min: 0, max: 4 }),
  entryUnits: fc.integer({ min: 1, max: 10_000_000 }),
  lots: fc.integer({ min: 1, max: 100_000 }),
};

/** The entry price and the size that `anyPosition` drew. */
export const entryAndQuantityOf = (c: { priceDecimal: number; tradeDecimal: number; entryUnits: number; lots: number }) => ({
  entry: decimalOf(c.entryUnits, c.priceDecimal),
  quantity: decimalOf(c.lots, c.tradeDecimal),
});
