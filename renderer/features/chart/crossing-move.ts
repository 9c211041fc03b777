/**
 * Whether an order's line dragged to `price` would trade at once (a buy at or above the best ask, a sell at or
 * below the best bid), and at about what average price the book would fill it: what the chart asks or refuses
 * before such a move (Settings › Trading). Pure: the book comes as it is.
 */
import Decimal from 'decimal.js';
import type { Depth } from '../../../shared/exchange';

export type CrossingMove = { crosses: false } | { crosses: true; average: string; filled: string };

export function crossingMove(side: 'buy' | 'sell', price: string, quantity: string, depth: Depth | null, priceDecimal: number): CrossingMove {
  const levels = side === 'buy' ? depth?.asks : depth?.bids;
  const limit = new Decimal(price);
  const within = (levelPrice: string) => (side === 'buy' ? new Decimal(levelPrice).lte(limit) : new Decimal(levelPrice).gte(limit));
  let left = new Decimal(quantity);
  let filled = new Decimal(0);
  let amount = new Decimal(0);
  for (const level of levels ?? []) {
    if (left.lte(0) || !within(level.price)) break;
    const take = Decimal.min(left, level.quantity);
    filled = filled.plus(take);
    amount = amount.plus(take.mul(level.price));
    left = left.minus(take);
  }
  if (filled.isZero()) return { crosses: false };
  return { crosses: true, average: amount.div(filled).toFixed(priceDecimal, Decimal.ROUND_HALF_UP), filled: filled.toString() };
}
