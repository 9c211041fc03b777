/**
 * What chase and TWAP share: their one order on the exchange (placed under a client order id written first,
 * cancelled and read back), what is left to trade, and the cap reduce only puts on it. Pure.
 */
import Decimal from 'decimal.js';
import { algoChildId } from '../../shared/trading';
import type { AlgoAction, AlgoOrder, BookTop, AlgoPosition } from './model';

/** Orders refused this many times in a row stop the algorithm (it says why) rather than hammer the exchange. */
export const MAX_REFUSALS = 3;
/** A book older than this is not traded on. */
export const BOOK_FRESH_MS = 3000;

/** What a kind of algorithm sees when it decides: the pair's best prices and position, and the time. */
export interface View {
  book: BookTop | undefined;
  /** Null: no position; undefined: not read yet. */
  position: AlgoPosition | null | undefined;
  at: number;
}

export interface Decision<O extends AlgoOrder = AlgoOrder> {
  order: O;
  actions: AlgoAction[];
}

export const stay = <O extends AlgoOrder>(order: O): Decision<O> => ({ order, actions: [] });

export const isLive = (order: AlgoOrder): boolean =>
  order.status === 'working' || order.status === 'paused' || order.status === 'ending' || order.child !== null;

export const freshBook = (view: View): BookTop | null => (view.book !== undefined && view.at - view.book.at <= BOOK_FRESH_MS ? view.book : null);

/** What is still to trade: the quantity less what filled, the order out included. */
export const remainder = (order: AlgoOrder): Decimal => new Decimal(order.quantity).minus(order.filled).minus(order.child?.filled ?? 0);

/** The most a reduce-only order may trade: the position against it (0 with none, or on its own side); undefined until read. */
export function reduceCap(order: AlgoOrder, position: AlgoPosition | null | undefined): Decimal | undefined {
  if (!order.reduceOnly) return new Decimal(Infinity);
  if (position === undefined) return undefined;
  const against = order.side === 'buy' ? 'short' : 'long';
  const cap = position === null || position.side !== against ? new Decimal(0) : new Decimal(position.quantity);
  // Nothing left by the fills counted since the last read: the next read says whether that is so.
  if (cap.lte(0) && position?.provisional) return undefined;
  return cap;
}

export const floorLot = (quantity: Decimal, decimals: number): Decimal => quantity.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);

export const averagePrice = (order: AlgoOrder): string | null => {
  const filled = new Decimal(order.filled).plus(order.child?.filled ?? 0);
  if (filled.isZero()) return null;
  return new Decimal(order.amount)
    .plus(order.child?.amount ?? 0)
    .div(filled)
    .toFixed(order.priceDecimals);
};

export const filledText = (order: AlgoOrder): string => {
  const filled = new Decimal(order.filled).toFixed(order.lotDecimals);
  const average = averagePrice(order);
  return `filled ${filled} of ${order.quantity}${average === null ? '' : ` at ${average} on average`}`;
};

export const ended = <O extends AlgoOrder>(order: O, status: 'done' | 'stopped' | 'cancelled', note: string): Decision<O> =>
  stay({ ...order, status, note });

/** Sends the algorithm's next order: its client order id is written (with the state) before the action is carried out. */
export function placeChild<O extends AlgoOrder>(
  order: O,
  { price, quantity, timeInForce }: { price: string | null; quantity: Decimal; timeInForce: 'POST_ONLY' | 'IOC' },
  at: number,
): Decision<O> {
  const clientOrderId = algoChildId(order.id, order.sent);
  const size = quantity.toFixed(order.lotDecimals);
  const child = { clientOrderId, orderId: null, price, quantity: size, phase: 'sending' as const, sentAt: at, filled: '0', amount: '0' };
  return {
    order: { ...order, child, sent: order.sent + 1 },
    actions: [{ type: 'place', id: order.id, pair: order.pair, side: order.side, price, quantity: size, timeInForce, clientOrderId }],
  };
}

/** Asks the exchange to cancel the open order; the next is placed only once it is known cancelled (or done). */
export function cancelChild<O extends AlgoOrder>(order: O, note: string | null = order.note): Decision<O> {
  const child = order.child;
  if (child === null || child.orderId === null || child.phase === 'sending') return stay(order);
  return {
    order: { ...order, note, child: { ...child, phase: 'cancelling' } },
    actions: [{ type: 'cancel-child', id: order.id, pair: order.pair, orderId: child.orderId, clientOrderId: child.clientOrderId }],
  };
}
