/** Matching a taker against one side of the book: best price first, oldest first within a price. */
import type { BookSide, Resting } from './book';

/** The worst price a taker accepts; a market order accepts any. */
export const takerLimit = (isLong: boolean, isMarket: boolean, price: number): number =>
  isMarket ? (isLong ? Infinity : 0) : price;

/**
 * Fills up to `quantity` against `side` at the resting orders' prices while they are within `limit`. Each fill is
 * taken off the book before `onFill` hears of it. Returns the quantity filled.
 */
export function match<T extends Resting<T>>(
  side: BookSide<T>,
  limit: number,
  quantity: number,
  onFill: (maker: T, quantity: number) => void,
): number {
  let left = quantity;
  while (left > 0) {
    const level = side.best();
    if (level === undefined || !side.within(level.price, limit)) break;
    const maker = level.head!;
    const filled = Math.min(maker.remaining, left);
    side.reduce(maker, filled);
    left -= filled;
    onFill(maker, filled);
  }
  return quantity - left;
}
