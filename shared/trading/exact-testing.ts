/** For property tests of prices: decimals exact for every product they check, so the check itself never rounds. */
import Decimal from 'decimal.js';

export const ExactDecimal = Decimal.clone({ precision: 100 });

/** `units` in the last of `places` decimals: (1234, 2) is 12.34. */
export const decimalOf = (units: number, places: number) => new ExactDecimal(units).div(new ExactDecimal(10).pow(places));
