/** What a taker would take from one side of the book: best price first, level by level. */
import type { BookSide, Resting } from './book';

/** The worst price a taker accepts; a market order accepts any. */
export const takerLimit = (isLong: boolean, isMarket: boolean, price: number): number => (isMarket ? (isLong ? Infinity : 0) : price);

/** The result of a sweep, reused from call to call. */
export class Sweep {
  /** Lots the book would fill. */
  lots = 0;
  /** Their amount at the makers' prices, in settle units. */
  amount = 0;
  /** The amount of the lots past the first `closeLots`: those that would open a position. */
  openAmount = 0;
}

/**
 * Walks `side` as a taker of `quantity` lots limited to `limit` would take it, without taking anything. The
 * first `closeLots` lots would close a position; `scale` turns ticks × lots into settle units.
 */
export function sweep<T extends Resting<T>>(
  side: BookSide<T>,
  limit: number,
  quantity: number,
  closeLots: number,
  scale: number,
  into: Sweep,
): Sweep {
  let lots = 0;
  let amount = 0;
  let openAmount = 0;
  for (let i = 0; lots < quantity; i++) {
    const level = side.fromBest(i);
    if (level === undefined || !side.within(level.price, limit)) break;
    const take = Math.min(level.total, quantity - lots);
    const closing = Math.max(0, Math.min(take, closeLots - lots));
    amount += level.price * take * scale;
    openAmount += level.price * (take - closing) * scale;
    lots += take;
  }
  into.lots = lots;
  into.amount = amount;
  into.openAmount = openAmount;
  return into;
}
