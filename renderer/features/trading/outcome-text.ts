/**
 * What the trader reads after sending or cancelling: the exchange's own words for a refusal, never a refusal
 * dressed as success, and "outcome unknown" when nobody can yet say whether the order landed.
 */
import type { BridgeError } from '../../../shared/bridge';
import { formatDecimal } from '../../../shared/decimal';
import type { Pair } from '../../../shared/exchange';
import type { CancelState, PlaceOrderRequest, Submission } from '../../stores';

export type Tone = 'pending' | 'ok' | 'error' | 'unknown';

export interface OutcomeText {
  tone: Tone;
  headline: string;
  detail?: string;
}

type Decimals = Pick<Pair, 'priceDecimal' | 'tradeDecimal'>;

/** "buy 0.123 BTC-USDT at 59995.0", in the pair's decimals when they are known. */
export function describeOrder(request: PlaceOrderRequest, decimals: Decimals | undefined): string {
  const quantity = decimals ? formatDecimal(request.quantity, decimals.tradeDecimal) : request.quantity;
  if (request.price === undefined) return `${request.side} ${quantity} ${request.pair} at market`;
  const price = decimals ? formatDecimal(request.price, decimals.priceDecimal) : request.price;
  return `${request.side} ${quantity} ${request.pair} at ${price}`;
}

/** The exchange's message, with its code when it gave one. */
export const errorText = (error: BridgeError): string =>
  error.code === undefined ? error.message : `${error.message} (code ${error.code})`;

/** A write that timed out may have landed as well as not: that is not a failure to report as one. */
const isOutcomeUnknown = (error: BridgeError): boolean => error.kind === 'unknown-outcome' || error.kind === 'timeout';

export function describeSubmission(submission: Submission, decimals: Decimals | undefined): OutcomeText | null {
  if (submission.status === 'idle') return null;
  const order = describeOrder(submission.request, decimals);
  if (submission.status === 'pending') return { tone: 'pending', headline: `Sending: ${order}…` };
  const { result } = submission;
  if (result.ok) return { tone: 'ok', headline: `Order placed: ${order} (#${result.value.orderId})` };
  if (isOutcomeUnknown(result.error)) {
    return { tone: 'unknown', headline: `Outcome unknown: ${order}`, detail: errorText(result.error) };
  }
  if (result.error.kind === 'rejected') {
    return { tone: 'error', headline: `Rejected: ${errorText(result.error)}`, detail: `${order} was not placed` };
  }
  return { tone: 'error', headline: `Not placed: ${errorText(result.error)}`, detail: order };
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
