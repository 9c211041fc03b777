/**
 * The grouping the ladder opens with: the finest step at which the rows by the spread mostly carry size, so the
 * trader sees the book's depth rather than one sized row in ten. Pure.
 */
import type { Depth } from '../../../shared/exchange';
import { scaledOf } from '../market/order-book-model';
import { centredTop, fittingStep } from './ladder-centre';
import { insideOf, snap, stepTicksOf, type Ticks } from './ladder-grid';

/** A side's rows count as "mostly sized" from this share up (a book one level per two rows passes, one in six not). */
export const SIZED_SHARE = 0.4;

/**
 * Of one side's rows in view (`prices` best first), from the inside out to the window's edge or the side's deepest
 * level, whichever comes first, the share that carry size (0 when the inside is not in view).
 */
export function sizedShare(prices: readonly Ticks[], step: Ticks, up: boolean, top: Ticks, count: number): number {
  const bottom = top - BigInt(count - 1) * step;
  const rows = prices.map((p) => snap(p, step, up));
  const inView = (p: Ticks) => p <= top && p >= bottom;
  const inside = rows[0];
  if (inside === undefined || !inView(inside)) return 0;
  const deepest = rows.reduce((a, b) => (up ? (b > a ? b : a) : b < a ? b : a));
  const end = up ? (deepest < top ? deepest : top) : deepest > bottom ? deepest : bottom;
  const span = Number((up ? end - inside : inside - end) / step) + 1;
  return new Set(rows.filter(inView)).size / span;
}

/**
 * The finest offered step at which both sides' rows in view (centred on the spread, `count` rows) are at least
 * SIZED_SHARE sized; none reaching it, the finest with the most. A one-sided book, or one with no side in view at
 * any step, opens as fittingStep says.
 */
export function openingStep(steps: readonly string[], depth: Depth, count: number, pd: number): string | undefined {
  if (depth.bids.length === 0 || depth.asks.length === 0) {
    const bid = depth.bids[0]?.price ?? null;
    const ask = depth.asks[0]?.price ?? null;
    return fittingStep(steps, { bid, ask }, count, (s) => scaledOf(s, pd), (p) => scaledOf(p, pd));
  }
  const bids = depth.bids.map((l) => scaledOf(l.price, pd));
  const asks = depth.asks.map((l) => scaledOf(l.price, pd));
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
  return fittingStep(steps, { bid: depth.bids[0]!.price, ask: depth.asks[0]!.price }, count, (s) => scaledOf(s, pd), (p) => scaledOf(p, pd));
}
