/**
 * The Close dialog's form: market, or limit at a price, for all or part of the position. Typed numbers are parsed
 * strictly in the pair's decimals; the exchange checks the rest (the pair's minimum size among them) and says so.
 */
import Decimal from 'decimal.js';
import type { BridgeResult, PlacedOrder } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import { OrderStatus, type Pair, type Position } from '../../../shared/exchange';
import { averageFill, type BookLevel } from '../../../shared/trading';
import { fateText, type Fate } from '../../services/order-fate';
import type { OutcomeText } from '../../services/outcomes';
import type { CloseRequest } from '../../services/trading';

export type CloseType = 'market' | 'limit';

export interface CloseFormInput {
  type: CloseType;
  /** Only for a limit close. */
  price: string;
  quantity: string;
}

export type { CloseRequest };

export interface CloseFormResult {
  request: CloseRequest | null;
  errors: { price?: string; quantity?: string };
}

export function evaluateCloseForm(
  input: CloseFormInput,
  position: Pick<Position, 'id' | 'symbol' | 'quantity' | 'isLong'>,
  pair: Pick<Pair, 'priceDecimal' | 'tradeDecimal'>,
): CloseFormResult {
  const errors: CloseFormResult['errors'] = {};
  const quantity = parseUserDecimal(input.quantity, { field: 'Quantity', maxDecimals: pair.tradeDecimal });
  if (!quantity.ok) errors.quantity = quantity.message;
  else if (new Decimal(quantity.value).gt(position.quantity)) {
    errors.quantity = `Quantity is more than the ${position.isLong ? 'long' : 'short'} position's ${new Decimal(position.quantity).toFixed(pair.tradeDecimal)}`;
  }
  let price: string | undefined;
  if (input.type === 'limit') {
    const parsed = parseUserDecimal(input.price, { field: 'Price', maxDecimals: pair.priceDecimal });
    if (parsed.ok) price = parsed.value;
    else errors.price = parsed.message;
  }
  if (!quantity.ok || errors.quantity || errors.price) return { request: null, errors };
  const base = { pair: position.symbol, positionId: position.id, quantity: quantity.value };
  return { request: input.type === 'limit' ? { ...base, type: 'limit', price } : { ...base, type: 'market' }, errors };
}

/** `percent` of the position's size, rounded down to the pair's quantity decimals (100: all of it). */
export function shareOf(quantity: string, percent: number, tradeDecimal: number): string {
  return new Decimal(quantity).times(percent).div(100).toFixed(tradeDecimal, Decimal.ROUND_DOWN);
}

/**
 * What closing `quantity` at `price` would realise, before fees: (price − entry) × quantity for a long, the other
 * way for a short.
 */
export function closingPnl(p: Pick<Position, 'isLong' | 'openingPrice'>, price: Decimal, quantity: Decimal): Decimal {
  const diff = price.minus(p.openingPrice).times(quantity);
  return p.isLong ? diff : diff.neg();
}

/** The id of a close order the answer says rests on the book (a limit close not yet or only partly filled), or null. */
export function restingCloseId(result: BridgeResult<PlacedOrder>, type: CloseType | undefined): number | null {
  if (!result.ok) return null;
  const { orderId, state } = result.value;
  if (state === null) return type === 'limit' ? orderId : null;
  return state.status === OrderStatus.OPEN || state.status === OrderStatus.PARTIALLY_FILLED ? orderId : null;
}

/**
 * The Close dialog's message as the exchange reports things now: a close order that rested and has since left Open
 * orders is no longer said to rest (filled, cancelled, partly filled once its record is read); once the position is
 * gone, that it closed.
 */
export function closeOutcomeNow(
  text: OutcomeText | null,
  restingId: number | null,
  now: { positionGone: boolean; openOrderIds: readonly number[] | null; fate?: Fate | null },
): OutcomeText | null {
  if (text === null || restingId === null) return text;
  if (now.fate && now.fate.kind !== 'gone') {
    const told = fateText(restingId, now.fate);
    return { ...told, headline: `Close ${told.headline.replace(/^Order/, 'order')}` };
  }
  if (now.positionGone)
    return {
      tone: 'ok',
      headline: 'The exchange reports no position now',
      detail: `Close order #${restingId} is no longer needed: see Order history`,
    };
  if (now.openOrderIds !== null && !now.openOrderIds.includes(restingId)) {
    return {
      tone: 'info',
      headline: `Close order #${restingId} is no longer open`,
      detail: 'It filled or was cancelled: see Positions and Order history',
    };
  }
  return text;
}

export interface CloseEstimate {
  /** What it realises after the fee. */
  pnl: Decimal;
  fee: Decimal;
  /** The price it is reckoned at: the book walked for its size (market), the limit, or the mark with no book. */
  at: Decimal;
  /** How, in a trader's words, for the estimate's tooltip. */
  how: string;
}

/**
 * What a close would realise after its fee, as the order form reckons an order: a market close walks the book's
 * side it takes (the bids for a long) for its size and pays the taker fee; a limit close is at its price, paying the
 * taker fee if it crosses the book and the maker fee if it rests. With no book of that market on screen, at the mark.
 */
export function closeEstimate({
  position,
  type,
  price,
  size,
  book,
  mark,
  fees,
}: {
  position: Pick<Position, 'isLong' | 'openingPrice'>;
  type: CloseType;
  price: string | null;
  size: string;
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] } | null;
  mark: string | null;
  /** Fractions: "0.0006" is 0.06 %. */
  fees: { taker: string; maker: string };
}): CloseEstimate | null {
  const side = position.isLong ? (book?.bids ?? []) : (book?.asks ?? []);
  const quantity = new Decimal(size);
  let at: Decimal | null;
  let taker = true;
  let how: string;
  if (type === 'limit') {
    if (price === null) return null;
    at = new Decimal(price);
    const best = side[0] ? new Decimal(side[0].price) : null;
    taker = best !== null && (position.isLong ? at.lte(best) : at.gte(best));
    how = `At the limit, with the ${taker ? 'taker' : 'maker'} fee (it ${taker ? 'crosses the book' : 'rests'})`;
  } else {
    at = averageFill(side, quantity);
    how = `Walking the book for ${size}, with the taker fee`;
    if (at === null && mark !== null) {
      at = new Decimal(mark);
      how = 'At the mark (no book of this market on screen), with the taker fee; the book may pay less';
    }
  }
  if (at === null) return null;
  const fee = at.times(quantity).times(taker ? fees.taker : fees.maker);
  return { pnl: closingPnl(position, at, quantity).minus(fee), fee, at, how };
}
