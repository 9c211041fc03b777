/**
 * Chase: a post-only limit order at the best bid (a buy) or the best ask (a sell). When the best price moves away
 * the order is cancelled and, once the cancel is known, placed again at the new best for what is still unfilled.
 * At its time limit, or when the price has moved `maxDistance` against it from where it started, it stops or
 * crosses with a market order for the remainder. It never has two orders out at once: the next is sent only once
 * the last is known done. Pure: `decideChase(order, view)`.
 */
import Decimal from 'decimal.js';
import { cancelChild, ended, filledText, floorLot, freshBook, placeChild, reduceCap, remainder, stay, type Decision, type View } from './child';
import type { ChaseAlgo } from './model';

export function decideChase(order: ChaseAlgo, view: View): Decision<ChaseAlgo> {
  return order.child === null ? next(order, view) : watch(order, view);
}

const bestOf = (order: ChaseAlgo, view: View): string | null => {
  const book = freshBook(view);
  return book === null ? null : order.side === 'buy' ? book.bid : book.ask;
};

/** The limit reached now, in a trader's words; null: none. */
function limitReached(order: ChaseAlgo, view: View): string | null {
  if (view.at >= order.deadline) return 'Time limit reached';
  const best = bestOf(order, view);
  if (order.maxDistance === null || order.startPrice === null || best === null) return null;
  const moved = order.side === 'buy' ? new Decimal(best).minus(order.startPrice) : new Decimal(order.startPrice).minus(best);
  return moved.gt(order.maxDistance)
    ? `The price moved ${moved.toFixed(order.priceDecimals)} away from ${order.startPrice} (limit ${order.maxDistance})`
    : null;
}

const reaching = (order: ChaseAlgo, limit: string): ChaseAlgo => ({
  ...order,
  status: 'ending',
  ending: order.onLimit,
  note: `${limit}: ${order.onLimit === 'stop' ? 'stopping' : 'crossing at market for the rest'}`,
});

/** Its order is out: cancel it when the best moved away, a limit is reached, or reduce only caps it lower. */
function watch(order: ChaseAlgo, view: View): Decision<ChaseAlgo> {
  const child = order.child!;
  // Being sent, being cancelled, or the market order of a limit: its read-back settles it.
  if (child.phase !== 'open' || child.price === null) return stay(order);
  if (order.ending !== null) return cancelChild(order);
  const limit = limitReached(order, view);
  if (limit !== null) return cancelChild(reaching(order, limit));
  const best = bestOf(order, view);
  const away = best !== null && (order.side === 'buy' ? new Decimal(best).gt(child.price) : new Decimal(best).lt(child.price));
  if (away) return cancelChild(order, `The best price moved to ${best}: re-pegging`);
  const cap = reduceCap(order, view.position);
  const left = new Decimal(child.quantity).minus(child.filled);
  if (cap !== undefined && cap.lt(left)) return cancelChild(order, 'The position shrank: re-sizing to it (reduce only)');
  return stay(order);
}

/** No order out: done, ended, or the next order at the best price. */
function next(order: ChaseAlgo, view: View): Decision<ChaseAlgo> {
  const left = remainder(order);
  if (left.lte(0)) return ended(order, 'done', `Done${order.ending === 'crossed' ? ', crossed at market for the rest' : ''}: ${filledText(order)}`);
  switch (order.ending) {
    case 'cancel':
      return ended(order, 'cancelled', `Cancelled: ${filledText(order)}`);
    case 'stop':
      return ended(order, 'stopped', `${order.note ?? 'Stopped'}; ${filledText(order)}`);
    case 'crossed':
      return ended(order, 'stopped', `Crossed at market: ${filledText(order)}`);
    case 'market':
      return cross(order, left, view);
    case null:
      break;
  }
  const limit = limitReached(order, view);
  if (limit !== null) return next(reaching(order, limit), view);
  const best = bestOf(order, view);
  if (best === null) return stay(order);
  const started = order.startPrice === null ? { ...order, startPrice: best } : order;
  const cap = reduceCap(started, view.position);
  if (cap === undefined) return stay(started);
  const quantity = floorLot(Decimal.min(left, cap), order.lotDecimals);
  if (quantity.lte(0))
    return ended(started, 'stopped', `Reduce only: no ${order.side === 'buy' ? 'short' : 'long'} position left to reduce; ${filledText(order)}`);
  return placeChild({ ...started, note: `Resting at ${best}` }, { price: best, quantity, timeInForce: 'POST_ONLY' }, view.at);
}

/** A limit reached with "cross at market": one market order for the remainder (capped by reduce only). */
function cross(order: ChaseAlgo, left: Decimal, view: View): Decision<ChaseAlgo> {
  const cap = reduceCap(order, view.position);
  if (cap === undefined) return stay(order);
  const quantity = floorLot(Decimal.min(left, cap), order.lotDecimals);
  if (quantity.lte(0)) return ended(order, 'stopped', `Reduce only: nothing left to reduce; ${filledText(order)}`);
  return placeChild({ ...order, ending: 'crossed' }, { price: null, quantity, timeInForce: 'IOC' }, view.at);
}
