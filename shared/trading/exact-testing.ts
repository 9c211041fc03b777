/**
 * For property tests of prices: decimals exact for every product they check, so the check itself never rounds, and
 * any market's position to check them on.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';

export const ExactDecimal = Decimal.clone({ precision: 100 });

/** `units` in the last of `places` decimals: (1234, 2) is 12.34. */
export const decimalOf = (units: number, places: number) => new ExactDecimal(units).div(new ExactDecimal(10).pow(places));

const position = {
  priceDecimal: fc.integer({ min: 0, max: 5 }),
  tradeDecimal: fc.integer({ min: 0, max: 4 }),
  entryUnits: fc.integer({ min: 1, max: 10_000_000 }),
  lots: fc.integer({ min: 1, max: 100_000 }),
  isLong: fc.boolean(),
};
type Position = { [K in keyof typeof position]: (typeof position)[K] extends fc.Arbitrary<infer V> ? V : never };

/**
 * Checks `check` on 2000 draws of any market's position (its tick and lot as price and quantity decimals, an entry
 * on the tick, a size on the lot, a side) with `more` drawn beside it; `exact` is its entry and size as decimals.
 */
export function forAnyPosition<T extends object>(
  more: { [K in keyof T]: fc.Arbitrary<T[K]> },
  check: (c: Position & T, exact: { entry: Decimal; quantity: Decimal }) => void,
): void {
  const draws = fc.record({ ...position, ...more } as { [K in keyof (Position & T)]: fc.Arbitrary<(Position & T)[K]> });
  fc.assert(
    fc.property(draws, (c) => check(c, { entry: decimalOf(c.entryUnits, c.priceDecimal), quantity: decimalOf(c.lots, c.tradeDecimal) })),
    { numRuns: 2000 },
  );
}
