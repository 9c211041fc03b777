/**
 * What an order that takes from the book pays on average: the levels walked best first until its quantity is met;
 * what the levels given do not cover is priced at the last of them. Null for an empty side.
 */
import Decimal from 'decimal.js';

export interface BookLevel {
  price: string;
  quantity: string;
}

export function averageFill(levels: readonly BookLevel[], quantity: Decimal.Value): Decimal | null {
  const first = levels[0];
  if (!first) return null;
  const wanted = new Decimal(quantity);
  if (wanted.lte(0)) return new Decimal(first.price);
  let left = wanted;
  let amount = new Decimal(0);
  let last = first.price;
  for (const level of levels) {
    const take = Decimal.min(left, level.quantity);
    amount = amount.plus(take.times(level.price));
    left = left.minus(take);
    last = level.price;
    if (left.lte(0)) break;
  }
  return amount.plus(Decimal.max(left, 0).times(last)).div(wanted);
}
