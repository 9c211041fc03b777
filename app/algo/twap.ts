/**
 * TWAP: a quantity over a duration in N slices, each an IOC limit at the best price plus (a buy) or less (a sell)
 * the slippage allowance. The slices' times are spread at random around an even schedule (seeded, so a test knows
 * them); with a price limit, a due slice waits while the price is beyond it. Each slice is sized to what is left
 * over the slices left, so a slice the book did not fill is made up by the next. Pause holds the slices not sent
 * yet; resume moves them later by the pause's length. Pure: `twapSchedule`, `decideTwap(order, view)`.
 */
import Decimal from 'decimal.js';
import { exitLimitPrice } from '../trading/exit-price';
import { Random } from '../../shared/random';
import { ended, filledText, floorLot, freshBook, placeChild, reduceCap, remainder, stay, type Decision, type View } from './child';
import type { TwapAlgo } from './model';

/**
 * When each of `slices` slices is due: evenly `durationMs / slices` apart from `start`, each moved at random by up
 * to ± `spread` % of half that gap (so they never swap), never before `start`.
 */
export function twapSchedule(start: number, durationMs: number, slices: number, spread: number, seed: number): number[] {
  const gap = durationMs / slices;
  const random = Random.forStream(seed, 0);
  return Array.from({ length: slices }, (_, i) => {
    const jitter = (random.next() * 2 - 1) * (spread / 100) * (gap / 2);
    return Math.max(start, Math.round(start + i * gap + jitter));
  });
}

/** The slice's IOC limit: the best price worse by the slippage, and never beyond the price limit. */
function slicePrice(order: TwapAlgo, best: string): string {
  const price = new Decimal(exitLimitPrice(order.side, best, order.slippage)).toFixed(order.priceDecimals);
  if (order.priceLimit === null) return price;
  const limit = new Decimal(order.priceLimit);
  return (order.side === 'buy' ? Decimal.min(price, limit) : Decimal.max(price, limit)).toFixed(order.priceDecimals);
}

export function decideTwap(order: TwapAlgo, view: View): Decision<TwapAlgo> {
  // A slice out: its read-back settles it (an IOC ends at once).
  if (order.child !== null) return stay(order);
  const progress = `${order.next} of ${order.slices} slices; ${filledText(order)}`;
  if (order.ending === 'cancel') return ended(order, 'cancelled', `Cancelled after ${progress}`);
  const left = remainder(order);
  if (left.lte(0) || order.next >= order.slices) return ended(order, 'done', `Done: ${progress}`);
  if (order.status !== 'working' || view.at < order.schedule[order.next]!) return stay(order);
  const book = freshBook(view);
  const best = book === null ? null : order.side === 'buy' ? book.ask : book.bid;
  if (best === null) return stay(order);
  if (order.priceLimit !== null && (order.side === 'buy' ? new Decimal(best).gt(order.priceLimit) : new Decimal(best).lt(order.priceLimit))) {
    if (order.waiting) return stay(order);
    const where = order.side === 'buy' ? 'above' : 'below';
    return stay({ ...order, waiting: true, note: `Slice ${order.next + 1} waits: the price ${best} is ${where} the limit ${order.priceLimit}` });
  }
  const cap = reduceCap(order, view.position);
  if (cap === undefined) return stay(order);
  const slicesLeft = order.slices - order.next;
  const share = slicesLeft === 1 ? left : floorLot(left.div(slicesLeft), order.lotDecimals);
  const quantity = floorLot(Decimal.min(share, cap), order.lotDecimals);
  const sliced = { ...order, next: order.next + 1, waiting: false };
  if (quantity.lte(0)) {
    if (order.reduceOnly && cap.lte(0)) return ended(order, 'stopped', `Reduce only: no position left to reduce; ${filledText(order)}`);
    return stay({ ...sliced, note: `Slice ${order.next + 1} skipped: under one lot` });
  }
  const price = slicePrice(order, best);
  return placeChild(
    { ...sliced, note: `Slice ${order.next + 1} of ${order.slices}: ${quantity.toFixed(order.lotDecimals)} at up to ${price}` },
    { price, quantity, timeInForce: 'IOC' },
    view.at,
  );
}

/** Pauses a working TWAP: no slice is sent until it is resumed. */
export const pauseTwap = (order: TwapAlgo, at: number): TwapAlgo =>
  order.status === 'working' ? { ...order, status: 'paused', pausedAt: at, note: `Paused after ${order.next} of ${order.slices} slices` } : order;

/** Resumes a paused TWAP: the slices not sent yet move later by the pause's length. */
export function resumeTwap(order: TwapAlgo, at: number): TwapAlgo {
  if (order.status !== 'paused' || order.pausedAt === null) return order;
  const shift = Math.max(0, at - order.pausedAt);
  const schedule = order.schedule.map((due, i) => (i >= order.next ? due + shift : due));
  return { ...order, status: 'working', pausedAt: null, schedule, note: 'Resumed' };
}
