/**
 * A stop or a target placed by pointing at a price (dragged from the chart's position line, Alt+click on a ladder
 * row): which it is follows from where the price sits against the mark, the price held orders watch by default.
 * No React here.
 */
import { wordsOf } from '../../../shared/trading/held-kinds';
import Decimal from 'decimal.js';
import type { HeldOrderView } from '../../../shared/bridge';

export type PointedKind = Extract<HeldOrderView['kind'], 'stop-loss' | 'take-profit'>;

/** Short names for a line's or a row's tag: "SL", "TP", "Trail" (the registry's). */
export const KIND_TAGS = wordsOf('tag');

export type PointedAt = { ok: true; kind: PointedKind } | { ok: false; message: string };

/**
 * A long's stop is below the mark and its target above it; a short's the other way round. At the mark itself, or
 * with no mark known, nothing is chosen: either would fire at once, or could.
 */
export function heldKindAt(isLong: boolean, price: string, mark: string | null): PointedAt {
  if (mark === null) return { ok: false, message: 'No mark price yet: a stop or a target is placed against it' };
  const side = new Decimal(price).comparedTo(mark);
  if (side === 0) return { ok: false, message: `${price} is the mark price: a stop or a target there would fire at once` };
  const below = side < 0;
  return { ok: true, kind: below === isLong ? 'stop-loss' : 'take-profit' };
}

/** The PnL of `quantity` from `entry` if closed at `price`: what the stop or target would realise (before fees). */
export function pnlAt(isLong: boolean, entry: string, price: string, quantity: string): string {
  const move = new Decimal(price).minus(entry);
  return (isLong ? move : move.neg()).times(quantity).toString();
}
