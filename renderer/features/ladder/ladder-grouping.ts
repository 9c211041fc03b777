/**
 * The grouping the ladder opens with: the finest step at which each side shows at least `SIZED_LEVELS` rows with size
 * (or every row of its side, in a short ladder), so the trader sees the book's depth rather than one sized row in
 * ten. Pure.
 */
import type { Depth } from '../../../shared/exchange';
import { scaledOf } from '../../domain/market/order-book-model';
import { centredTop, fittingStep } from './ladder-centre';
import { insideOf, snap, stepTicksOf, type Ticks } from './ladder-grid';

/** Sized rows a side the opening grouping shows, when the ladder has that many rows a side. */
export const SIZED_LEVELS = 10;

/** A thin book that shows SIZED_LEVELS at no step: the finest step whose rows are at least this share sized. */
export const SIZED_SHARE = 0.4;

/** One side's prices snapped to rows of `step`, the rows in view (`count` from `top` down), and its inside row. */
function sideInView(prices: readonly Ticks[], step: Ticks, up: boolean, top: Ticks, count: number) {
  const bottom = top - BigInt(count - 1) * step;
  const rows = prices.map((p) => snap(p, step, up));
  const inView = (p: Ticks) => p <= top && p >= bottom;
  const inside = rows[0];
  return { rows, bottom, inside: inside !== undefined && inView(inside) ? inside : undefined, sized: new Set(rows.filter(inView)).size };
}

/** Of one side's rows in view (`prices` best first): how many carry size, and how many rows the side has in view. */
export function sizedRows(prices: readonly Ticks[], step: Ticks, up: boolean, top: Ticks, count: number): { sized: number; rows: number } {
  const { inside, bottom, sized } = sideInView(prices, step, up, top, count);
  if (inside === undefined) return { sized: 0, rows: 0 };
  const edge = up ? top : bottom;
  return { sized, rows: Number((up ? edge - inside : inside - edge) / step) + 1 };
}

/** Whether both sides show SIZED_LEVELS sized rows, or every row of theirs when fewer are in view. */
function showsDepth(bids: readonly Ticks[], asks: readonly Ticks[], step: Ticks, top: Ticks, count: number): boolean {
  return [sizedRows(bids, step, false, top, count), sizedRows(asks, step, true, top, count)].every(
    (side) => side.rows > 0 && side.sized >= Math.min(SIZED_LEVELS, side.rows),
  );
}

/**
 * Of one side's rows in view (`prices` best first), from the inside out to the window's edge or the side's deepest
 * level, whichever comes first, the share that carry size (0 when the inside is not in view).
 */
export function sizedShare(prices: readonly Ticks[], step: Ticks, up: boolean, top: Ticks, count: number): number {
  const { rows, inside, bottom, sized } = sideInView(prices, step, up, top, count);
  if (inside === undefined) return 0;
  const deepest = rows.reduce((a, b) => (up ? (b > a ? b : a) : b < a ? b : a));
  const end = up ? (deepest < top ? deepest : top) : deepest > bottom ? deepest : bottom;
  return sized / (Number((up ? end - inside : inside - end) / step) + 1);
}

/**
 * The finest offered step at which both sides' rows in view (centred on the spread, `count` rows) show depth (see
 * showsDepth); none doing so, the finest at which both are at least SIZED_SHARE sized, or else the finest with the
 * most. A one-sided book, or one with no side in view at any step, opens as fittingStep says.
 */
export function openingStep(steps: readonly string[], depth: Depth, count: number, pd: number): string | undefined {
  if (depth.bids.length === 0 || depth.asks.length === 0) {
    const bid = depth.bids[0]?.price ?? null;
    const ask = depth.asks[0]?.price ?? null;
    return fittingStep(
      steps,
      { bid, ask },
      count,
      (s) => scaledOf(s, pd),
      (p) => scaledOf(p, pd),
    );
  }
  const bids = depth.bids.map((l) => scaledOf(l.price, pd));
  const asks = depth.asks.map((l) => scaledOf(l.price, pd));
  for (const s of steps) {
    const step = stepTicksOf(s, pd);
    const top = centredTop(insideOf(depth, pd, step), step, count);
    if (top !== null && showsDepth(bids, asks, step, top, count)) return s;
  }
  let best: { step: string; score: number } | undefined;
  for (const s of steps) {
    const step = stepTicksOf(s, pd);
    const top = centredTop(insideOf(depth, pd, step), step, count);
    if (top === null) continue;
    const score = Math.min(SIZED_SHARE, sizedShare(bids, step, false, top, count), sizedShare(asks, step, true, top, count));
    if (!best || score > best.score) best = { step: s, score };
    if (score >= SIZED_SHARE) break;
  }
  if (best && best.score > 0) return best.step;
  return fittingStep(
    steps,
    { bid: depth.bids[0]!.price, ask: depth.asks[0]!.price },
    count,
    (s) => scaledOf(s, pd),
    (p) => scaledOf(p, pd),
  );
}
