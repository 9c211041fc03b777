/**
 * What a click on a row's bid or ask cell would do, and what an Alt+click on a row would hold there, said before
 * it is done (the cell's hover and its label).
 */
import type { HeldOrderView } from '../../../shared/bridge';
import type { Position } from '../../../shared/exchange';
import { heldKindAt, type PointedKind } from '../../domain/protection/held-at-price';
import { nextTierAt } from '../../domain/protection/next-tier';
import { KIND } from '../../domain/protection/protection-model';
import type { Side } from '../../domain/trading/entry-context';
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

export const NO_POSITION = 'No position to protect';

export type ProtectPlan =
  /** `tiers`: the position's take profit tiers with the new one, sent together (they replace the old). */
  { ok: true; kind: PointedKind; says: string; tiers?: { value: string; share: string }[] } | { ok: false; message: string };

/**
 * Alt+click on a row: on the market's position, a stop loss at the row's price, or a take profit where the row is
 * on the profit side of the mark (above it for a long, below it for a short). Held by Perpdesk, for the whole
 * position; on a position whose take profit is in tiers, the next free tier, with what the others leave of 100 %.
 * With no position, nothing. `held`: the position's held orders.
 */
export function protectAt(
  position: Pick<Position, 'isLong' | 'quantity'> | null,
  price: string,
  mark: string | null,
  held: readonly HeldOrderView[] = [],
): ProtectPlan {
  if (!position) return { ok: false, message: NO_POSITION };
  const at = heldKindAt(position.isLong, price, mark);
  if (!at.ok) return at;
  const side = position.isLong ? 'long' : 'short';
  const next = at.kind === 'take-profit' ? nextTierAt(held, price) : ({ kind: 'single' } as const);
  if (next.kind === 'refused') return { ok: false, message: next.message };
  if (next.kind === 'tier') {
    return {
      ok: true,
      kind: at.kind,
      says: `TP${next.tier} at ${price} for the ${next.share} % of the ${side} ${position.quantity} the targets leave, held by Perpdesk`,
      tiers: next.tiers,
    };
  }
  return { ok: true, kind: at.kind, says: `${KIND[at.kind]} at ${price} for the whole ${side} ${position.quantity}, held by Perpdesk` };
}
