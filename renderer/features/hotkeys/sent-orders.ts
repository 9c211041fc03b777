/**
 * The orders placed in this session (by the Order entry, a hotkey, anything that goes through the trading
 * store), newest last, and which of them "cancel the last order" means. No React here.
 *
 * The last order is the newest that may still be open: not one known to be done (filled or expired on placing,
 * cancelled by a hotkey), nor one an open-orders answer that came well after it no longer lists. An answer that
 * came within ORDER_SETTLE_MS of the order may have been asked before it landed, so it does not count.
 */
import type { BatchPlaced, BridgeResult, PlacedOrder } from '../../../shared/bridge';
import { OrderStatus } from '../../../shared/exchange';
import type { PlaceOrderRequest } from '../../stores';

export interface SentOrder {
  pair: string;
  orderId: number;
  /** When its answer came (ms). */
  at: number;
  /** Known to be done: not worth a cancel. */
  done: boolean;
}

/** Kept at most; older ones are forgotten. */
export const MAX_SENT = 50;
export const ORDER_SETTLE_MS = 2000;

/** The order a placement answer tells of, or null (refused, unknown). */
export function sentOrderOf(request: PlaceOrderRequest, result: BridgeResult<PlacedOrder>, at: number): SentOrder | null {
  if (!result.ok) return null;
  const { orderId, state } = result.value;
  const rests = request.type !== 'market' && (state === null || state.status === OrderStatus.OPEN || state.status === OrderStatus.PARTIALLY_FILLED);
  return { pair: request.pair, orderId, at, done: !rests };
}

/** The orders of a scale that were placed, in the scale's order. */
export function sentOrdersOfBatch(result: BridgeResult<BatchPlaced>, at: number): SentOrder[] {
  if (!result.ok) return [];
  return result.value.items.flatMap((item) => (item.outcome === 'placed' ? [{ pair: item.pair, orderId: item.orderId, at, done: false }] : []));
}

export function remember(list: readonly SentOrder[], orders: readonly SentOrder[]): SentOrder[] {
  if (orders.length === 0) return [...list];
  const ids = new Set(orders.map((o) => o.orderId));
  return [...list.filter((o) => !ids.has(o.orderId)), ...orders].slice(-MAX_SENT);
}

/** Marks an order done (cancelled, or the exchange says it is no longer open). */
export const markDone = (list: readonly SentOrder[], orderId: number): SentOrder[] =>
  list.map((o) => (o.orderId === orderId && !o.done ? { ...o, done: true } : o));

/** An open-orders answer: of one market, or (pair null) of every market. */
export interface OpenOrdersView {
  pair: string | null;
  orderIds: readonly number[];
  /** When it came (ms); null: none yet. */
  at: number | null;
}

export function lastOpenOrder(list: readonly SentOrder[], views: readonly OpenOrdersView[]): SentOrder | null {
  for (let i = list.length - 1; i >= 0; i--) {
    const order = list[i] as SentOrder;
    if (order.done) continue;
    const gone = views.some(
      (v) => (v.pair === null || v.pair === order.pair) && v.at !== null && v.at >= order.at + ORDER_SETTLE_MS && !v.orderIds.includes(order.orderId),
    );
    if (!gone) return order;
  }
  return null;
}
