/**
 * What the trader reads after closing, moving margin or setting leverage: the exchange's own words (and code) for
 * a refusal, never a refusal dressed as success, and "outcome unknown" when nobody can yet say whether it landed.
 */
import Decimal from 'decimal.js';
import type { BridgeError, BridgeResult, LeverageSetting, PlacedOrder } from '../../../shared/bridge';
import { OrderStatus, type Position } from '../../../shared/exchange';
import type { CloseRequest } from './close-form';
import { fixed, NONE } from './position-view';

export type Tone = 'pending' | 'ok' | 'error' | 'unknown';

export interface OutcomeText {
  tone: Tone;
  headline: string;
  detail?: string;
}

interface Decimals {
  priceDecimal: number;
  tradeDecimal: number;
  settleDecimal: number;
}

/** The exchange's message, with its code when it gave one. */
export const errorText = (error: BridgeError): string =>
  error.code === undefined ? error.message : `${error.message} (code ${error.code})`;

/** A write that timed out, or whose answer was lost, may have landed as well as not. */
export const isOutcomeUnknown = (error: BridgeError): boolean => error.kind === 'unknown-outcome' || error.kind === 'timeout';

/** A failed write: refused by the exchange, not sent, or of unknown outcome (say what to check). */
export function describeFailure(error: BridgeError, what: string, check: string): OutcomeText {
  if (isOutcomeUnknown(error)) {
    return { tone: 'unknown', headline: `Outcome unknown: ${errorText(error)}`, detail: `${what} may or may not have happened: check ${check} before trying again` };
  }
  if (error.kind === 'rejected') return { tone: 'error', headline: `Rejected: ${errorText(error)}`, detail: `${what} did not happen` };
  return { tone: 'error', headline: `Failed: ${errorText(error)}`, detail: `${what} did not happen` };
}

/** "sell 0.100 BTC-USDT at market" / "… at 61000.0". */
export function describeCloseOrder(request: CloseRequest, isLong: boolean, pair: Decimals | undefined): string {
  const side = isLong ? 'sell' : 'buy';
  const quantity = fixed(request.quantity, pair?.tradeDecimal);
  const at = request.type === 'limit' && request.price !== undefined ? fixed(request.price, pair?.priceDecimal) : 'market';
  return `${side} ${quantity} ${request.pair} at ${at}`;
}

export function describeClose(
  result: BridgeResult<PlacedOrder>,
  request: CloseRequest,
  isLong: boolean,
  pair: Decimals | undefined,
): OutcomeText {
  const order = describeCloseOrder(request, isLong, pair);
  if (!result.ok) return describeFailure(result.error, `Closing (${order})`, 'Positions and Open orders');
  const { orderId, state } = result.value;
  if (state === null) {
    return request.type === 'limit'
      ? { tone: 'ok', headline: `Close order placed: ${order} (#${orderId})`, detail: 'It rests in Open orders until it fills' }
      : { tone: 'unknown', headline: `Close order sent: ${order} (#${orderId})`, detail: 'Whether it filled could not be read back: check Positions' };
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
  if (filled.isZero()) return { tone: 'error', headline: `Not filled: ${order} (#${orderId})`, detail: 'The book had nothing to match it; the position is as it was' };
  return { tone: 'unknown', headline: `Partly closed: ${filledText} of ${fixed(request.quantity, pair?.tradeDecimal)} filled (#${orderId})`, detail: 'The rest did not fill' };
}

export function describeMarginChange(
  result: BridgeResult<Position>,
  direction: 'add' | 'remove',
  amount: string,
  settleCoin: string,
  pair: Decimals | undefined,
): OutcomeText {
  const what = `${direction === 'add' ? 'Adding' : 'Removing'} ${fixed(amount, pair?.settleDecimal)} ${settleCoin} of margin`;
  if (!result.ok) return describeFailure(result.error, what, 'the position’s margin');
  const p = result.value;
  const liquidation = new Decimal(p.restrictPrice).isZero() ? NONE : fixed(p.restrictPrice, pair?.priceDecimal);
  return {
    tone: 'ok',
    headline: `Margin ${direction === 'add' ? 'added' : 'removed'}: ${fixed(amount, pair?.settleDecimal)} ${settleCoin}`,
    detail: `Margin now ${fixed(p.marginAmount, pair?.settleDecimal)} ${settleCoin}; liquidation price now ${liquidation}`,
  };
}

export function describeLeverageSet(result: BridgeResult<LeverageSetting>, pair: string, marginMode: string, leverage: number): OutcomeText {
  if (!result.ok) return describeFailure(result.error, `Setting ${leverage}× on ${pair} ${marginMode}`, 'the leverage');
  const s = result.value;
  return { tone: 'ok', headline: `Leverage set to ${s.leverage}× for ${s.pair} ${s.marginMode}` };
}
