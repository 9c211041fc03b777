/** What a click on a row's bid or ask cell would do, said before it is done (the cell's hover and its label). */
import type { Side } from '../trading/entry-context';
import type { EntryTimeInForce } from '../../stores';
import type { Ticks } from './ladder-grid';

export interface ClickInput {
  side: Side;
  price: Ticks;
  /** As shown: the row's price and the ladder's quantity in its unit. */
  priceText: string;
  quantityText: string;
  inside: { bid: Ticks | null; ask: Ticks | null };
  timeInForce: EntryTimeInForce;
}

const TIF_NAMES: Record<EntryTimeInForce, string> = { GTC: 'GTC', IOC: 'IOC', FOK: 'FOK', POST_ONLY: 'Post only' };

/** E.g. "Buy 0.010 at 60010.0: crosses the ask, fills now". */
export function clickSays({ side, price, priceText, quantityText, inside, timeInForce }: ClickInput): string {
  const verb = side === 'buy' ? 'Buy' : 'Sell';
  const head = `${verb} ${quantityText} at ${priceText}`;
  const other = side === 'buy' ? inside.ask : inside.bid;
  const otherName = side === 'buy' ? 'the ask' : 'the bid';
  const crosses = other !== null && (side === 'buy' ? price >= other : price <= other);
  if (crosses) {
    if (timeInForce === 'POST_ONLY') return `${head}: crosses ${otherName}; Post only refuses it`;
    return `${head}: crosses ${otherName}, fills now`;
  }
  if (timeInForce === 'IOC' || timeInForce === 'FOK') return `${head}: does not reach ${otherName}; ${TIF_NAMES[timeInForce]} cancels it`;
  return `${head}: rests as ${side === 'buy' ? 'a bid' : 'an ask'}`;
}
