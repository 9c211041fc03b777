/** Breakeven on a position, as its buttons show it: the price it would use, its tooltip, why it is off, the question when the price is past it. */
import type { Pair, Position } from '../../../shared/exchange';
import { breakevenPriceOf } from '../../../shared/trading';
import Decimal from 'decimal.js';

type FeePair = Pick<Pair, 'takerTradeFeeRate' | 'priceDecimal'>;

/** Entry plus both legs' taker fees, on the pair's tick: the core's own formula. Null until the pair is known. */
export function breakevenPrice(position: Pick<Position, 'isLong' | 'openingPrice'>, pair: FeePair | undefined): string | null {
  if (!pair) return null;
  // The pair list gives the fee in percent.
  const feeRate = new Decimal(pair.takerTradeFeeRate).div(100).toString();
  return breakevenPriceOf({ isLong: position.isLong, entry: position.openingPrice, feeRate, priceDecimal: pair.priceDecimal });
}

/** Why Breakeven is off (read only, no position), or null when it may be pressed. */
export function breakevenBlocked(readOnly: string | null, position: Pick<Position, 'quantity'> | null | undefined): string | null {
  if (readOnly !== null) return readOnly;
  if (!position || !new Decimal(position.quantity).gt(0)) return 'No position to protect';
  return null;
}

/** The button's tooltip: the price it would use and what it does, or why it is off. */
export function breakevenTitle(price: string | null, blocked: string | null): string {
  if (blocked !== null) return `Breakeven is off: ${blocked}`;
  const at = price === null ? 'the entry plus both taker fees' : `breakeven ${price} (the entry plus both taker fees)`;
  return `Move the stop loss to ${at}, so the position never realises a loss after fees`;
}

/** Asked when the price is already past breakeven: the stop would close the position at once. */
export const breakevenQuestion = (price: string | null): string =>
  `The price is already past breakeven${price === null ? '' : ` ${price}`}: set it and close now?`;
