/**
 * What the trader reads after sending or cancelling: the exchange's own words for a refusal, never a refusal
 * dressed as success, "outcome unknown" when nobody can yet say whether the order landed, and an IOC, FOK or
 * market order that filled nothing told as not filled (it expired), which is not a refusal.
 */
import Decimal from 'decimal.js';
import type { BatchItem, BridgeError, PlacedOrder } from '../../../shared/bridge';
import { formatDecimal } from '../../../shared/decimal';
import { OrderStatus, type Pair } from '../../../shared/exchange';
import type { CancelState, PlaceOrderRequest, PlaceScaleRequest, ScaleSubmission, Submission } from '../../stores';

/** `warn`: it went through, but not as asked (expired unfilled, partly filled, some of a scale refused). */
export type Tone = 'pending' | 'ok' | 'warn' | 'error' | 'unknown';

export interface OutcomeText {
  tone: Tone;
  headline: string;
  detail?: string;
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

/** The exchange's message, with its code when it gave one. */
export const errorText = (error: Pick<BridgeError, 'code' | 'message'>): string =>
  error.code === undefined ? error.message : `${error.message} (code ${error.code})`;

/** A write that timed out may have landed as well as not: that is not a failure to report as one. */
const isOutcomeUnknown = (error: BridgeError): boolean => error.kind === 'unknown-outcome' || error.kind === 'timeout';

function describeFailure(error: BridgeError, order: string): OutcomeText {
  if (isOutcomeUnknown(error)) return { tone: 'unknown', headline: `Outcome unknown: ${order}`, detail: errorText(error) };
  if (error.kind === 'rejected') return { tone: 'error', headline: `Rejected: ${errorText(error)}`, detail: `${order} was not placed` };
  return { tone: 'error', headline: `Not placed: ${errorText(error)}`, detail: order };
}

/** Whether the order trades at once and is done (IOC, FOK, market): its fill is read back. */
const doesNotRest = (request: PlaceOrderRequest): boolean =>
  request.type === 'market' || request.timeInForce === 'IOC' || request.timeInForce === 'FOK';

function describePlaced(request: PlaceOrderRequest, placed: PlacedOrder, decimals: Decimals | undefined): OutcomeText {
  const order = describeOrder(request, decimals);
  const id = `#${placed.orderId}`;
  const { state } = placed;
  if (state === null) {
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

export function describeScaleSubmission(submission: ScaleSubmission, decimals: Decimals | undefined): (OutcomeText & { items: ScaleItemText[] }) | null {
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
  const headline = placed === total ? `Scale placed: ${placed} of ${total} orders` : placed === 0 ? `Scale not placed: 0 of ${total} orders` : `Scale partly placed: ${placed} of ${total} orders`;
  return { tone, headline, detail: scale, items };
}

export function describeCancel(state: CancelState): OutcomeText {
  switch (state.status) {
    case 'pending':
      return { tone: 'pending', headline: 'Cancelling…' };
    case 'done':
      return { tone: 'ok', headline: 'Cancelled' };
    case 'failed':
      return isOutcomeUnknown(state.error)
        ? { tone: 'unknown', headline: `Outcome unknown: ${errorText(state.error)}` }
        : { tone: 'error', headline: `Cancel failed: ${errorText(state.error)}` };
  }
}
