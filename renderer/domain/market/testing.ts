/** Test support: order books written as [price, quantity] levels. */
import type { Depth } from '../../../shared/exchange';

/** A book from [price, quantity] levels, each side best first as the exchange lists them. */
export const bookOf = (asks: readonly [string, string][], bids: readonly [string, string][]): Depth => ({
  asks: asks.map(([price, quantity]) => ({ price, quantity })),
  bids: bids.map(([price, quantity]) => ({ price, quantity })),
});
