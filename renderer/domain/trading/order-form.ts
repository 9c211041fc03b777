/**
 * The order form's engine, with no React in it: what the trader typed, and what the form knows of the market and
 * the account (entry-context.ts), in; for one side, the errors at each field, the preview (notional, margin, fee,
 * the position after the order and its liquidation price) and, when nothing is wrong, the request to send out.
 *
 * Limits: the quantity and order value are checked against the exchange's own trade config (the pair's limits
 * until it arrives), in the exchange's figures ("below the exchange's minimum of 0.001 BTC"), and nothing is sent
 * while one fails: the trader reads the exchange's rule at the field instead of a bare "Illegal parameter:quantity"
 * after a round trip. Whatever the exchange still refuses comes back as its own words (services/outcomes.ts).
 */
import Decimal from 'decimal.js';
import type { PlaceOrderRequest } from '../../../shared/bridge';
import { decimalsOf, parseUserDecimal } from '../../../shared/decimal';
import { averageFill } from '../../../shared/trading';
import {
  amountLimitError,
  balanceError,
  checkOrderOnPair,
  bestAsk,
  bestBid,
  crossesBook,
  estimate,
  isBuy,
  quantityLimitProblem,
  feeRates,
  limits,
} from './entry-context';
import type { EntryContext, Estimate, FieldErrors, MarginMode, Side } from './entry-context';
import { reduceOnlyQuantity } from './reduce-only';

export type { Side } from './entry-context';
export type OrderType = 'limit' | 'market';
/** The Quantity field in the base coin (BTC), or as an amount in the quote coin (USDT) to be turned into one. */
export type QuantityUnit = 'base' | 'quote';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
export type { PlaceOrderRequest };

export interface OrderFormFields {
  type: OrderType;
  price: string;
  quantity: string;
  unit: QuantityUnit;
  /** Null while the trader's setting for the pair and mode is not known: the request then leaves it to the setting. */
  leverage: number | null;
  marginMode: MarginMode;
  timeInForce: TimeInForce;
  /** Only reduce the position: capped at it, refused on the side that would add (reduce-only.ts). */
  reduceOnly?: boolean;
}

export interface OrderPreview {
  /** The price the estimate assumes: the limit price, or what the book offers a market order. */
  price: string;
  quantity: string;
  notional: string;
  /** Who the order is on the book: a maker (rests) or a taker (trades at once). */
  role: 'maker' | 'taker';
  /** Margin, fee, the position after and its liquidation price; null until the leverage is known. */
  estimate: Estimate | null;
  /** Something the trader should know before sending (it would not rest, or not fill). */
  note?: string;
}

export interface OrderForm {
  errors: FieldErrors;
  /** Null until price and quantity are known. */
  preview: OrderPreview | null;
  /** Params for `trading.placeOrder`, or null while anything is wrong. */
  request: PlaceOrderRequest | null;
  timeInForce: TimeInForce;
}

/** A market order takes what the book offers at once: IOC unless FOK was chosen (never GTC or Post only). */
export const effectiveTimeInForce = (type: OrderType, tif: TimeInForce): TimeInForce => (type === 'market' ? (tif === 'FOK' ? 'FOK' : 'IOC') : tif);

/** What a market order of `quantity` would pay on average, walking the book's levels; null for an empty side. */
export function marketPrice(ctx: EntryContext, side: Side, quantity: Decimal | null): string | null {
  const levels = (isBuy(side) ? ctx.book?.asks : ctx.book?.bids) ?? [];
  const average = averageFill(levels, quantity ?? 0);
  if (average === null) return null;
  return average.toDecimalPlaces(ctx.pair.priceDecimal, isBuy(side) ? Decimal.ROUND_UP : Decimal.ROUND_DOWN).toFixed(ctx.pair.priceDecimal);
}

/** The quantity text as typed, in base units, checked against the trade config and the pair's decimals. */
function parseQuantity(text: string, ctx: EntryContext, field: string): { ok: true; value: string } | { ok: false; message: string } {
  // Parsed with any number of decimals first: 0.0004 BTC is best told it is below the minimum.
  const parsed = parseUserDecimal(text, { field, maxDecimals: 40 });
  if (!parsed.ok) return parsed;
  const limit = quantityLimitProblem(ctx, new Decimal(parsed.value));
  if (limit) return { ok: false, message: `${field} is ${limit}` };
  const { tradeDecimal } = ctx.pair;
  if (decimalsOf(parsed.value) > tradeDecimal) {
    return { ok: false, message: tradeDecimal === 0 ? `${field} must be a whole number` : `${field} allows at most ${tradeDecimal} decimals` };
  }
  return parsed;
}

export function evaluateOrderForm(fields: OrderFormFields, ctx: EntryContext, side: Side): OrderForm {
  const { pair } = ctx;
  const errors: FieldErrors = {};
  const timeInForce = effectiveTimeInForce(fields.type, fields.timeInForce);
  const isMarket = fields.type === 'market';

  let limitPrice: string | null = null;
  if (!isMarket) {
    const price = parseUserDecimal(fields.price, { field: 'Price', maxDecimals: pair.priceDecimal });
    if (price.ok) limitPrice = price.value;
    else errors.price = price.message;
  }

  // The quantity, typed in the base coin or turned from an amount of the quote coin at the order's price.
  let quantity: string | null = null;
  if (fields.unit === 'base') {
    const parsed = parseQuantity(fields.quantity, ctx, 'Quantity');
    if (parsed.ok) quantity = parsed.value;
    else errors.quantity = parsed.message;
  } else {
    const amount = parseUserDecimal(fields.quantity, { field: 'Amount', maxDecimals: pair.settleDecimal });
    const at = isMarket ? marketPrice(ctx, side, null) : limitPrice;
    if (!amount.ok) errors.quantity = amount.message;
    else if (at === null && isMarket)
      errors.quantity = `No ${isBuy(side) ? 'asks' : 'bids'} in the book to price ${amount.value} ${pair.settleCoinName} at`;
    else if (at !== null) {
      const base = new Decimal(amount.value).dividedBy(at).toDecimalPlaces(pair.tradeDecimal, Decimal.ROUND_DOWN);
      const shown = `${amount.value} ${pair.settleCoinName} is ${base.toFixed(pair.tradeDecimal)} ${pair.tradeCoinName} at ${new Decimal(at).toFixed(pair.priceDecimal)}`;
      const limit = quantityLimitProblem(ctx, base);
      if (limit) errors.quantity = `${shown}: ${limit}`;
      else quantity = base.toFixed(pair.tradeDecimal);
    }
  }

  checkOrderOnPair(ctx, fields, side, errors);

  let reduceNote: string | undefined;
  if (fields.reduceOnly && quantity !== null) {
    const reduced = reduceOnlyQuantity(ctx, side, !isMarket && (timeInForce === 'GTC' || timeInForce === 'POST_ONLY'), quantity);
    if (!reduced.ok) errors.form ??= reduced.message;
    else {
      quantity = reduced.quantity;
      reduceNote = reduced.note;
    }
  }

  let preview: OrderPreview | null = null;
  if (quantity !== null) {
    const price = isMarket ? marketPrice(ctx, side, new Decimal(quantity)) : limitPrice;
    if (price !== null) {
      const role = isMarket || (timeInForce !== 'POST_ONLY' && crossesBook(ctx, side, price)) ? 'taker' : 'maker';
      const value = estimate(ctx, side, [{ quantity, price, role }], fields.leverage, fields.marginMode);
      const notional = new Decimal(quantity).times(price).toFixed(pair.settleDecimal);
      const note = [reduceNote, noteFor(ctx, side, fields.type, timeInForce, price)].filter(Boolean).join('. ');
      preview = { price, quantity, notional, role, estimate: value, ...(note ? { note } : {}) };
      const problem = amountLimitError(ctx, new Decimal(notional)) ?? (value && balanceError(ctx, value.cost));
      if (problem && !errors.quantity) errors.quantity = problem;
    }
  }

  const request: PlaceOrderRequest | null =
    Object.keys(errors).length === 0 && quantity !== null && (isMarket || limitPrice !== null)
      ? {
          pair: pair.symbol,
          side,
          type: fields.type,
          ...(isMarket ? {} : { price: limitPrice! }),
          quantity,
          ...(fields.leverage === null ? {} : { leverage: fields.leverage }),
          marginMode: fields.marginMode,
          timeInForce,
        }
      : null;
  return { errors, preview, request, timeInForce };
}

/** What a limit order at this price would do that the trader may not expect. */
function noteFor(ctx: EntryContext, side: Side, type: OrderType, tif: TimeInForce, price: string): string | undefined {
  if (type === 'market') return undefined;
  const crosses = crossesBook(ctx, side, price);
  if (tif === 'POST_ONLY' && crosses) return 'Crosses the book: a Post only order expires instead of trading';
  if ((tif === 'IOC' || tif === 'FOK') && !crosses && ctx.book) return `Nothing in the book at this price: an ${tif} order expires unfilled`;
  return undefined;
}

/**
 * The most the available balance can open at this price and leverage (margin and taker fee included), within the
 * exchange's maximum; the base for the 25/50/75/100 % buttons and the slider. Null while anything is unknown.
 */
export function maxQuantity(ctx: EntryContext, price: string | null, leverage: number | null): string | null {
  if (price === null || leverage === null || ctx.available === null) return null;
  const p = new Decimal(price);
  if (p.lte(0)) return null;
  const { tradeDecimal, settleDecimal } = ctx.pair;
  const rate = new Decimal(feeRates(ctx).taker);
  const available = new Decimal(ctx.available);
  const cost = (q: Decimal) => {
    const notional = q.times(p);
    return notional
      .dividedBy(leverage)
      .toDecimalPlaces(settleDecimal, Decimal.ROUND_UP)
      .plus(notional.times(rate).toDecimalPlaces(settleDecimal, Decimal.ROUND_UP));
  };
  const lot = new Decimal(1).dividedBy(new Decimal(10).pow(tradeDecimal));
  let q = available.dividedBy(p.times(new Decimal(1).dividedBy(leverage).plus(rate))).toDecimalPlaces(tradeDecimal, Decimal.ROUND_DOWN);
  for (let i = 0; i < 10 && q.gt(0) && cost(q).gt(available); i++) q = q.minus(lot);
  q = Decimal.max(0, Decimal.min(q, limits(ctx).quantityMax));
  return q.toFixed(tradeDecimal);
}

/** The price the max is worked out at: the limit price, or for a market order the dearer side of the book. */
export function priceForMax(ctx: EntryContext, fields: OrderFormFields): string | null {
  if (fields.type === 'market') return bestAsk(ctx) ?? bestBid(ctx);
  const price = parseUserDecimal(fields.price, { field: 'Price', maxDecimals: ctx.pair.priceDecimal });
  return price.ok ? price.value : null;
}

/** `percent` of the max, as the Quantity field's text in its unit (rounded down: never more than the max). */
export function quantityTextAt(ctx: EntryContext, max: string, percent: number, unit: QuantityUnit, price: string): string {
  const q = new Decimal(max).times(percent).dividedBy(100).toDecimalPlaces(ctx.pair.tradeDecimal, Decimal.ROUND_DOWN);
  if (unit === 'base') return q.toFixed(ctx.pair.tradeDecimal);
  return q.times(price).toDecimalPlaces(Math.min(2, ctx.pair.settleDecimal), Decimal.ROUND_DOWN).toFixed(Math.min(2, ctx.pair.settleDecimal));
}

/** How much of the max the quantity is, in whole percent from 0 to 100 (for the slider). */
export function percentOfMax(quantity: string | null, max: string | null): number {
  if (quantity === null || max === null || new Decimal(max).lte(0)) return 0;
  const pct = new Decimal(quantity).dividedBy(max).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return Math.max(0, Math.min(100, pct));
}
