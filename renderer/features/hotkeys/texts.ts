/**
 * What a hotkey tells the trader after it acted: what happened, in the exchange's words when it said no, never a
 * refusal dressed as success, and "outcome unknown" when nobody can tell yet. No React here.
 */
import Decimal from 'decimal.js';
import type { BridgeError, BridgeResult, CancelResults, PlacedOrder } from '../../../shared/bridge';
import { OrderStatus } from '../../../shared/exchange';

export type Tone = 'info' | 'pending' | 'ok' | 'warn' | 'error' | 'unknown';

export interface Said {
  tone: Tone;
  text: string;
}

/** The exchange's message, with its code when it gave one. */
export const errorText = (error: Pick<BridgeError, 'code' | 'message'>): string =>
  error.code === undefined ? error.message : `${error.message} (code ${error.code})`;

const isOutcomeUnknown = (error: Pick<BridgeError, 'kind'>): boolean => error.kind === 'unknown-outcome' || error.kind === 'timeout';

/**
 * The answer to an order a hotkey sent (`what`: "buy 0.010 BTC-USDT at 60010.0 IOC"); `quantity` is what was
 * asked, to tell a part fill; `rests`: a GTC or Post only order, which stays on the book.
 */
export function placedSaid(what: string, quantity: string, rests: boolean, result: BridgeResult<PlacedOrder>): Said {
  if (!result.ok) {
    if (isOutcomeUnknown(result.error)) return { tone: 'unknown', text: `Outcome unknown: ${what}: ${errorText(result.error)}` };
    if (result.error.kind === 'rejected') return { tone: 'error', text: `Rejected: ${errorText(result.error)}: ${what} was not placed` };
    return { tone: 'error', text: `Not placed: ${errorText(result.error)}: ${what}` };
  }
  const { orderId, state } = result.value;
  const id = `#${orderId}`;
  if (state === null) {
    return rests
      ? { tone: 'ok', text: `Placed: ${what} (${id})` }
      : { tone: 'unknown', text: `Sent: ${what} (${id}); how much filled could not be read back: see Order history` };
  }
  const filled = new Decimal(state.filledQuantity);
  switch (state.status) {
    case OrderStatus.FILLED:
      return { tone: 'ok', text: `Filled: ${what} (${id})` };
    case OrderStatus.EXPIRED:
    case OrderStatus.CANCELED:
      return filled.isZero()
        ? { tone: 'warn', text: `Not filled: ${what} expired: nothing in the book matched it at once (${id})` }
        : { tone: 'warn', text: `Partly filled: ${state.filledQuantity} of ${quantity}: ${what}; the rest expired (${id})` };
    case OrderStatus.PARTIALLY_FILLED:
      return { tone: 'ok', text: `Partly filled: ${state.filledQuantity} of ${quantity}: ${what}; the rest rests on the book (${id})` };
    default:
      return { tone: 'ok', text: `Placed: ${what} (${id})` };
  }
}

/** The answer to a cancel of one order. */
export function cancelSaid(orderId: number, pair: string, result: BridgeResult<unknown>): Said {
  const order = `order #${orderId} on ${pair}`;
  if (result.ok) return { tone: 'ok', text: `Cancelled ${order}` };
  if (isOutcomeUnknown(result.error)) return { tone: 'unknown', text: `Outcome unknown: cancel of ${order}: ${errorText(result.error)}` };
  return { tone: 'error', text: `Not cancelled: ${order}: ${errorText(result.error)}` };
}

const orders = (n: number): string => (n === 1 ? '1 order' : `${n} orders`);

/** The answer to cancelling every order of a market. */
export function cancelAllSaid(pair: string, result: BridgeResult<CancelResults>): Said {
  if (!result.ok) {
    if (isOutcomeUnknown(result.error)) return { tone: 'unknown', text: `Outcome unknown: cancel all on ${pair}: ${errorText(result.error)}` };
    return { tone: 'error', text: `Cancel all on ${pair} failed: ${errorText(result.error)}` };
  }
  const { items, cancelled } = result.value;
  if (items.length === 0) return { tone: 'info', text: `Nothing to cancel on ${pair}` };
  if (cancelled === items.length) return { tone: 'ok', text: `Cancelled ${orders(cancelled)} on ${pair}` };
  const failed = items.flatMap((i) => (i.outcome === 'cancelled' ? [] : [`#${i.orderId}: ${i.outcome === 'unknown' ? 'outcome unknown: ' : ''}${errorText(i.error)}`]));
  const unknown = items.some((i) => i.outcome === 'unknown');
  return { tone: unknown ? 'unknown' : 'warn', text: `Cancelled ${cancelled} of ${orders(items.length)} on ${pair}; ${failed.join('; ')}` };
}

/** "Sending: buy 0.010 BTC-USDT at 60010.0 IOC…". */
export const pendingSaid = (what: string): Said => ({ tone: 'pending', text: `Sending: ${what}…` });
