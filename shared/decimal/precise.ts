/**
 * Decimals for a price reckoned by division (a distance over the leverage, a PnL over the size, a fee's ratio)
 * that is then rounded to the tick in the trader's favour: with 80 digits, no quotient's own rounding can move it
 * across a tick, so the rounding direction alone decides.
 */
import Decimal from 'decimal.js';

export const PreciseDecimal = Decimal.clone({ precision: 80 });
