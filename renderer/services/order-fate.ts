/**
 * What became of an order a status line said was placed (resting on the book), from what the screen has read since:
 * still open, cancelled by this screen, gone from Open orders, or its exchange record read after it left (filled,
 * cancelled, partly filled and the rest cancelled, expired). Pure.
 */
import Decimal from 'decimal.js';
import { OrderStatus, type Order } from '../../shared/exchange';
import type { OutcomeText } from './outcomes';

/** The open orders of a market, as read at `readAt`. */
export interface OpenNow {
  pair: string;
  orders: readonly Pick<Order, 'id'>[];
  readAt: number;
}

/** What the screen knows beside the line: the open orders, the orders this screen cancelled, the records read back. */
export interface FateSources {
  open: OpenNow | null;
  /** Order ids this screen has cancelled (the exchange said so). */
  cancelled: (orderId: number) => boolean;
  /** The exchange's record of the order, read after it left Open orders; undefined until read. */
  record: (orderId: number) => Pick<Order, 'status' | 'quantity' | 'dealQuantity'> | undefined;
}

export const NO_FATE_SOURCES: FateSources = { open: null, cancelled: () => false, record: () => undefined };

export type Fate =
  | { kind: 'filled' }
  | { kind: 'cancelled'; filled: string; quantity: string; expired: boolean }
  /** No longer open, how it ended not read yet. */
  | { kind: 'gone' };

const FINAL: readonly number[] = [OrderStatus.FILLED, OrderStatus.CANCELED, OrderStatus.EXPIRED];

/** The fate of `orderId` on `pair`, said placed at `placedAt`; null while nothing says it left the book. */
export function fateOf(orderId: number, pair: string, placedAt: number, sources: FateSources): Fate | null {
  const record = sources.record(orderId);
  if (record && FINAL.includes(record.status)) {
    if (record.status === OrderStatus.FILLED) return { kind: 'filled' };
    return { kind: 'cancelled', filled: record.dealQuantity, quantity: record.quantity, expired: record.status === OrderStatus.EXPIRED };
  }
  if (sources.cancelled(orderId)) return { kind: 'cancelled', filled: '0', quantity: '', expired: false };
  const { open } = sources;
  const gone = open !== null && open.pair === pair && open.readAt > placedAt && !open.orders.some((o) => o.id === orderId);
  return gone ? { kind: 'gone' } : null;
}

/** Whether the fate needs the exchange's record read to be told. */
export const needsRecord = (fate: Fate | null): boolean => fate?.kind === 'gone';

/** The line for an order whose fate is known (or only that it is gone). */
export function fateText(orderId: number, fate: Fate): OutcomeText {
  const id = `Order #${orderId}`;
  switch (fate.kind) {
    case 'filled':
      return { tone: 'ok', headline: `${id} filled` };
    case 'cancelled': {
      const ended = fate.expired ? 'expired' : 'cancelled';
      if (new Decimal(fate.filled || '0').isZero()) return { tone: 'info', headline: `${id} ${ended}` };
      return { tone: 'warn', headline: `${id} partly filled, rest ${ended}`, detail: `${fate.filled} of ${fate.quantity} filled` };
    }
    case 'gone':
      return { tone: 'info', headline: `${id} is no longer open`, detail: 'It filled or was cancelled since it was placed: see Order history' };
  }
}

/** A scale's order as one short item text. */
export function fateItemText(orderId: number, fate: Fate): { tone: OutcomeText['tone']; text: string } {
  if (fate.kind === 'gone') return { tone: 'info', text: `#${orderId} no longer open` };
  const { tone, headline } = fateText(orderId, fate);
  return { tone, text: headline.replace(/^Order /, '') };
}
