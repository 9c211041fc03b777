/**
 * What the trader reads after any write (an order, a scale, a cancel, a close, a margin or leverage change), from
 * whichever part of the screen sent it: the exchange's own words for a refusal, never a refusal dressed as success,
 * "outcome unknown" when nobody can yet say whether it landed, and an IOC, FOK or market order that filled nothing
 * told as not filled (it expired), which is not a refusal. The panels show `OutcomeText` (a headline and a detail);
 * the hotkeys' short messages are `Said` (one line). No React here.
 */
import Decimal from 'decimal.js';
import {
  isUnknownOutcome,
  type BatchItem,
  type BridgeError,
  type BridgeResult,
  type CancelResults,
  type LeverageSetting,
  type MovedOrder,
  type PlacedOrder,
  type PlacedOrderState,
} from '../../shared/bridge';
import { formatDecimal } from '../../shared/decimal';
import { OrderStatus, type Pair, type Position } from '../../shared/exchange';
import type { CancelState } from '../stores/cancels-store';
import type { PlaceOrderRequest, PlaceScaleRequest } from '../../shared/bridge';
import type { ScaleSubmission, Submission } from '../stores/order-entry-store';
import type { OutcomeText, Said, Tone } from '../domain/outcome-text';
import { fixed, NONE } from '../ui/format';

export type { OutcomeText, Said, Tone } from '../domain/outcome-text';

/** The exchange's message, with its code when it gave one. */
export const errorText = (error: Pick<BridgeError, 'code' | 'message'>): string =>
  error.code === undefined ? error.message : `${error.message} (code ${error.code})`;

interface MoneyDecimals {
  priceDecimal: number;
  tradeDecimal: number;
  settleDecimal: number;
}

/** A close as sent: the position's pair, market or limit at a price, and how much. */
export interface CloseOrder {
  pair: string;
  type?: 'market' | 'limit' | undefined;
  price?: string | undefined;
  quantity: string;
}

type Decimals = Pick<Pair, 'priceDecimal' | 'tradeDecimal'>;

const TIF_TEXT: Record<string, string> = { GTC: 'GTC', IOC: 'IOC', FOK: 'FOK', POST_ONLY: 'Post only' };

const size = (value: string, decimals: Decimals | undefined) => (decimals ? formatDecimal(value, decimals.tradeDecimal) : value);
const price = (value: string, decimals: Decimals | undefined) => (decimals ? formatDecimal(value, decimals.priceDecimal) : value);

/** "buy 0.123 BTC-USDT at 59995.0", in the pair's decimals when they are known; with its time in force unless GTC. */
export function describeOrder(request: PlaceOrderRequest, decimals: Decimals | undefined): string {
  const quantity = size(request.quantity, decimals);
  const isMarket = request.type === 'market' || request.price === undefined;
  const at = isMarket ? 'at market' : `at ${price(request.price!, decimals)}`;
  const tif = !isMarket && request.timeInForce && request.timeInForce !== 'GTC' ? ` ${TIF_TEXT[request.timeInForce]}` : '';
  return `${request.side} ${quantity} ${request.pair} ${at}${tif}`;
}

/**
 * The order as it traded: "buy 0.010 BTC-USDT at 60012.5 average (limit 60040.0 IOC)", the price it filled at first
 * (so every message about it agrees with the fills); as sent when nothing filled, or it filled at its limit.
 */
export function describeTraded(request: PlaceOrderRequest, state: PlacedOrderState | null, decimals: Decimals | undefined): string {
  const order = describeOrder(request, decimals);
  const average = state?.averagePrice;
  if (!average) return order;
  const isMarket = request.type === 'market' || request.price === undefined;
  const averageText = price(average, decimals);
  if (!isMarket && averageText === price(request.price!, decimals)) return order;
  const tif = !isMarket && request.timeInForce && request.timeInForce !== 'GTC' ? ` ${TIF_TEXT[request.timeInForce]}` : '';
  const sent = isMarket ? 'market' : `limit ${price(request.price!, decimals)}${tif}`;
  return `${request.side} ${size(request.quantity, decimals)} ${request.pair} at ${averageText} average (${sent})`;
}

function describeFailure(error: BridgeError, order: string): OutcomeText {
  if (isUnknownOutcome(error)) return { tone: 'unknown', headline: `Outcome unknown: ${order}`, detail: errorText(error) };
  if (error.kind === 'rejected') return { tone: 'error', headline: `Rejected: ${errorText(error)}`, detail: `${order} was not placed` };
  return { tone: 'error', headline: `Not placed: ${errorText(error)}`, detail: order };
}

/** Whether the order trades at once and is done (IOC, FOK, market): its fill is read back. */
const doesNotRest = (request: PlaceOrderRequest): boolean =>
  request.type === 'market' || request.timeInForce === 'IOC' || request.timeInForce === 'FOK';

function describePlaced(request: PlaceOrderRequest, placed: PlacedOrder, decimals: Decimals | undefined): OutcomeText {
  const order = describeTraded(request, placed.state, decimals);
  const id = `#${placed.orderId}`;
  const { state } = placed;
  if (!state) {
    if (doesNotRest(request)) {
      return { tone: 'unknown', headline: `Sent: ${order} (${id})`, detail: 'How much it filled could not be read back: see Order history' };
    }
    return { tone: 'ok', headline: `Order placed: ${order} (${id})` };
  }
  const filled = new Decimal(state.filledQuantity);
  const filledText = size(state.filledQuantity, decimals);
  const ordered = size(request.quantity, decimals);
  switch (state.status) {
    case OrderStatus.FILLED:
      return { tone: 'ok', headline: `Filled: ${order} (${id})` };
    case OrderStatus.EXPIRED:
    case OrderStatus.CANCELED:
      if (filled.isZero()) {
        const why =
          request.timeInForce === 'POST_ONLY'
            ? 'A Post only order that would have traded at once expires instead'
            : request.timeInForce === 'FOK'
              ? 'The book could not fill all of it at once, so none of it traded'
              : 'Nothing in the book matched it at once';
        return { tone: 'warn', headline: `Not filled: ${order} expired (${id})`, detail: why };
      }
      return { tone: 'warn', headline: `Partly filled: ${filledText} of ${ordered} (${id})`, detail: `${order}: the rest expired` };
    case OrderStatus.PARTIALLY_FILLED:
      return { tone: 'ok', headline: `Partly filled: ${filledText} of ${ordered} (${id})`, detail: `${order}: the rest rests on the book` };
    default:
      return { tone: 'ok', headline: `Order placed: ${order} (${id})` };
  }
}

export function describeSubmission(submission: Submission, decimals: Decimals | undefined): OutcomeText | null {
  if (submission.status === 'idle') return null;
  const order = describeOrder(submission.request, decimals);
  if (submission.status === 'pending') return { tone: 'pending', headline: `Sending: ${order}…` };
  const { result } = submission;
  return result.ok ? describePlaced(submission.request, result.value, decimals) : describeFailure(result.error, order);
}

/** "buy 1.000 BTC-USDT in 5 orders from 59000.0 to 59400.0". */
export function describeScale(request: PlaceScaleRequest, decimals: Decimals | undefined): string {
  return `${request.side} ${size(request.totalQuantity, decimals)} ${request.pair} in ${request.count} orders from ${price(request.fromPrice, decimals)} to ${price(request.toPrice, decimals)}`;
}

/** One order of a scale and what became of it. */
export interface ScaleItemText {
  price: string;
  quantity: string;
  tone: Tone;
  text: string;
}

export function describeScaleItem(item: BatchItem, decimals: Decimals | undefined): ScaleItemText {
  const base = { price: item.price === null ? 'market' : price(item.price, decimals), quantity: size(item.quantity, decimals) };
  if (item.outcome === 'placed') return { ...base, tone: 'ok', text: `Placed #${item.orderId}` };
  if (item.outcome === 'unknown') return { ...base, tone: 'unknown', text: `Outcome unknown: ${errorText(item.error)}` };
  return { ...base, tone: 'error', text: `Rejected: ${errorText(item.error)}` };
}

export function describeScaleSubmission(
  submission: ScaleSubmission,
  decimals: Decimals | undefined,
): (OutcomeText & { items: ScaleItemText[] }) | null {
  if (submission.status === 'idle') return null;
  const scale = describeScale(submission.request, decimals);
  if (submission.status === 'pending') return { tone: 'pending', headline: `Sending: ${scale}…`, items: [] };
  const { result } = submission;
  if (!result.ok) return { ...describeFailure(result.error, scale), items: [] };
  const items = result.value.items.map((item) => describeScaleItem(item, decimals));
  const total = items.length;
  const { placed } = result.value;
  const unknown = items.filter((i) => i.tone === 'unknown').length;
  const tone: Tone = placed === total ? 'ok' : placed === 0 && unknown === 0 ? 'error' : unknown > 0 ? 'unknown' : 'warn';
  const headline =
    placed === total
      ? `Scale placed: ${placed} of ${total} orders`
      : placed === 0
        ? `Scale not placed: 0 of ${total} orders`
        : `Scale partly placed: ${placed} of ${total} orders`;
  return { tone, headline, detail: scale, items };
}

export function describeCancel(state: CancelState): OutcomeText {
  switch (state.status) {
    case 'pending':
      return { tone: 'pending', headline: 'Cancelling…' };
    case 'done':
      return { tone: 'ok', headline: 'Cancelled' };
    case 'failed':
      return isUnknownOutcome(state.error)
        ? { tone: 'unknown', headline: `Outcome unknown: ${errorText(state.error)}` }
        : { tone: 'error', headline: `Cancel failed: ${errorText(state.error)}` };
  }
}

// Positions: a close, a margin change, a leverage setting.

/** A failed write: refused by the exchange, not sent, or of unknown outcome (say what to check). */
export function describeWriteFailure(error: BridgeError, what: string, check: string): OutcomeText {
  if (isUnknownOutcome(error)) {
    return {
      tone: 'unknown',
      headline: `Outcome unknown: ${errorText(error)}`,
      detail: `${what} may or may not have happened: check ${check} before trying again`,
    };
  }
  if (error.kind === 'rejected') return { tone: 'error', headline: `Rejected: ${errorText(error)}`, detail: `${what} did not happen` };
  return { tone: 'error', headline: `Failed: ${errorText(error)}`, detail: `${what} did not happen` };
}

/** "sell 0.100 BTC-USDT at market" / "… at 61000.0"; "close …" when the position's side is not known. */
export function describeCloseOrder(request: CloseOrder, isLong: boolean | null, pair: MoneyDecimals | undefined): string {
  const side = isLong === null ? 'close' : isLong ? 'sell' : 'buy';
  const quantity = fixed(request.quantity, pair?.tradeDecimal);
  const at = request.type === 'limit' && request.price !== undefined ? fixed(request.price, pair?.priceDecimal) : 'market';
  return `${side} ${quantity} ${request.pair} at ${at}`;
}

export function describeClose(
  result: BridgeResult<PlacedOrder>,
  request: CloseOrder,
  isLong: boolean | null,
  pair: MoneyDecimals | undefined,
): OutcomeText {
  const order = describeCloseOrder(request, isLong, pair);
  if (!result.ok) return describeWriteFailure(result.error, `Closing (${order})`, 'Positions and Open orders');
  const { orderId, state } = result.value;
  if (!state) {
    return request.type === 'limit'
      ? { tone: 'ok', headline: `Close order placed: ${order} (#${orderId})`, detail: 'It rests in Open orders until it fills' }
      : {
          tone: 'unknown',
          headline: `Close order sent: ${order} (#${orderId})`,
          detail: 'Whether it filled could not be read back: check Positions',
        };
  }
  const filled = new Decimal(state.filledQuantity);
  const filledText = fixed(filled, pair?.tradeDecimal);
  if (state.status === OrderStatus.FILLED) return { tone: 'ok', headline: `Closed: ${order}, ${filledText} filled (#${orderId})` };
  if (state.status === OrderStatus.OPEN || state.status === OrderStatus.PARTIALLY_FILLED) {
    return {
      tone: 'ok',
      headline: `Close order placed: ${order} (#${orderId})`,
      detail: filled.isZero() ? 'It rests in Open orders until it fills' : `${filledText} filled so far; the rest rests in Open orders`,
    };
  }
  // Expired or cancelled: a market close takes what the book has, and the rest ends.
  if (filled.isZero())
    return { tone: 'error', headline: `Not filled: ${order} (#${orderId})`, detail: 'The book had nothing to match it; the position is as it was' };
  return {
    tone: 'unknown',
    headline: `Partly closed: ${filledText} of ${fixed(request.quantity, pair?.tradeDecimal)} filled (#${orderId})`,
    detail: 'The rest did not fill',
  };
}

export function describeMarginChange(
  result: BridgeResult<Position>,
  direction: 'add' | 'remove',
  amount: string,
  settleCoin: string,
  pair: MoneyDecimals | undefined,
): OutcomeText {
  const what = `${direction === 'add' ? 'Adding' : 'Removing'} ${fixed(amount, pair?.settleDecimal)} ${settleCoin} of margin`;
  if (!result.ok) return describeWriteFailure(result.error, what, 'the position’s margin');
  const p = result.value;
  const liquidation = new Decimal(p.restrictPrice).isZero() ? NONE : fixed(p.restrictPrice, pair?.priceDecimal);
  return {
    tone: 'ok',
    headline: `Margin ${direction === 'add' ? 'added' : 'removed'}: ${fixed(amount, pair?.settleDecimal)} ${settleCoin}`,
    detail: `Margin now ${fixed(p.marginAmount, pair?.settleDecimal)} ${settleCoin}; liquidation price now ${liquidation}`,
  };
}

export function describeLeverageSet(result: BridgeResult<LeverageSetting>, pair: string, marginMode: string, leverage: number): OutcomeText {
  if (!result.ok) return describeWriteFailure(result.error, `Setting ${leverage}× on ${pair} ${marginMode}`, 'the leverage');
  const s = result.value;
  return { tone: 'ok', headline: `Leverage set to ${s.leverage}× for ${s.pair} ${s.marginMode}` };
}

// The hotkeys' one-line messages.

/**
 * The answer to an order a hotkey sent (`what`: "buy 0.010 BTC-USDT at 60010.0 IOC"); `quantity` is what was
 * asked, to tell a part fill; `rests`: a GTC or Post only order, which stays on the book.
 */
export function placedSaid(what: string, quantity: string, rests: boolean, result: BridgeResult<PlacedOrder>): Said {
  if (!result.ok) {
    if (isUnknownOutcome(result.error)) return { tone: 'unknown', text: `Outcome unknown: ${what}: ${errorText(result.error)}` };
    if (result.error.kind === 'rejected') return { tone: 'error', text: `Rejected: ${errorText(result.error)}: ${what} was not placed` };
    return { tone: 'error', text: `Not placed: ${errorText(result.error)}: ${what}` };
  }
  const { orderId, state } = result.value;
  const id = `#${orderId}`;
  if (!state) {
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
  if (isUnknownOutcome(result.error)) return { tone: 'unknown', text: `Outcome unknown: cancel of ${order}: ${errorText(result.error)}` };
  return { tone: 'error', text: `Not cancelled: ${order}: ${errorText(result.error)}` };
}

const ordersText = (n: number): string => (n === 1 ? '1 order' : `${n} orders`);

/** The answer to cancelling every order of a market. */
export function cancelAllSaid(pair: string, result: BridgeResult<CancelResults>): Said {
  if (!result.ok) {
    if (isUnknownOutcome(result.error)) return { tone: 'unknown', text: `Outcome unknown: cancel all on ${pair}: ${errorText(result.error)}` };
    return { tone: 'error', text: `Cancel all on ${pair} failed: ${errorText(result.error)}` };
  }
  const { items, cancelled } = result.value;
  if (items.length === 0) return { tone: 'info', text: `Nothing to cancel on ${pair}` };
  if (cancelled === items.length) return { tone: 'ok', text: `Cancelled ${ordersText(cancelled)} on ${pair}` };
  const failed = items.flatMap((i) =>
    i.outcome === 'cancelled' ? [] : [`#${i.orderId}: ${i.outcome === 'unknown' ? 'outcome unknown: ' : ''}${errorText(i.error)}`],
  );
  const unknown = items.some((i) => i.outcome === 'unknown');
  return { tone: unknown ? 'unknown' : 'warn', text: `Cancelled ${cancelled} of ${ordersText(items.length)} on ${pair}; ${failed.join('; ')}` };
}

/** "Sending: buy 0.010 BTC-USDT at 60010.0 IOC…". */
export const pendingSaid = (what: string): Said => ({ tone: 'pending', text: `Sending: ${what}…` });

// The action log's lines (every write, whoever sent it).

/** A panel's message as one line. */
export const saidOf = (text: OutcomeText): Said => ({ tone: text.tone, text: text.detail ? `${text.headline}. ${text.detail}` : text.headline });

/** The answer to moving an order to a new price (a drag on the chart). */
export function movedSaid(pair: string, orderId: number, to: string, result: BridgeResult<MovedOrder>, decimals: Decimals | undefined): Said {
  const what = `order #${orderId} on ${pair} to ${price(to, decimals)}`;
  if (result.ok) return { tone: 'ok', text: `Moved ${what}: now #${result.value.placed.orderId}` };
  if (isUnknownOutcome(result.error)) return { tone: 'unknown', text: `Outcome unknown: move of ${what}: ${errorText(result.error)}` };
  return { tone: 'error', text: `Not moved: ${what}: ${errorText(result.error)}` };
}

/** The answer to cancelling a list of orders in batches (Cancel all of a table). */
export function cancelManySaid(progress: { total: number; cancelled: number }): Said {
  if (progress.total === 0) return { tone: 'info', text: 'Nothing to cancel' };
  if (progress.cancelled === progress.total) return { tone: 'ok', text: `Cancelled ${ordersText(progress.total)}` };
  return { tone: 'warn', text: `Cancelled ${progress.cancelled} of ${ordersText(progress.total)}: see Open orders for the rest` };
}
