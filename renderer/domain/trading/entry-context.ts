/**
 * What the order form knows besides what the trader typed: the pair's rules and the exchange's trade config, the
 * book, the available balance and the positions. Pure: the component gathers it from the feeds, the engines here
 * and in order-form.ts / scale-form.ts read it. Also the checks and estimates both kinds of order share.
 */
import Decimal from 'decimal.js';
import type { MarginMode } from '../../../shared/bridge';
import type { DepthLevel, Pair, TradeConfig } from '../../../shared/exchange';
import { applyFill, crossCushionOf, liquidationPrice, type CrossHolding, type MarginRules, type PositionState } from '../../../shared/trading';
import { visibleError } from './visible-error';

export type Side = 'buy' | 'sell';
export type { MarginMode };

export type EntryPair = Pick<
  Pair,
  | 'symbol'
  | 'tradable'
  | 'priceDecimal'
  | 'tradeDecimal'
  | 'settleDecimal'
  | 'minCount'
  | 'maxCount'
  | 'minLever'
  | 'maxLever'
  | 'makerTradeFeeRate'
  | 'takerTradeFeeRate'
  | 'tradeCoinName'
  | 'settleCoinName'
>;

export type EntryTradeConfig = Pick<TradeConfig, 'takerFeeRate' | 'makerFeeRate' | 'quantityMin' | 'quantityMax' | 'amountMin' | 'amountMax'>;

/** The account's position on the pair, as the order entry reckons with it (leverage and margin mode read). */
export interface EntryPosition extends PositionState {
  leverage: number;
  mode: MarginMode;
}

export interface EntryContext {
  pair: EntryPair;
  /** The exchange's trade config for the pair; null until it arrives (the pair's own limits stand in). */
  config: EntryTradeConfig | null;
  /** Best first on both sides; null until the book arrives. */
  book: { bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | null;
  /** The available balance; null until it arrives (no balance check, no cross estimate). */
  available: string | null;
  position: EntryPosition | null;
  /** The account's cross positions on other pairs. */
  otherCross: readonly CrossHolding[];
  /** Margin modes of the account's open orders on the pair. */
  openOrderModes: readonly MarginMode[];
  /** The leverage the trader may choose (the pair's limits within the account's). */
  leverageRange: { min: number; max: number };
  /** A maker fill's rebate as a fraction (the paper exchange pays one; 0 elsewhere). */
  rebateRate: string;
  /** What the account's open orders on the pair have left to fill, per side (for Reduce only); none when absent. */
  restingBySide?: { buy: string; sell: string };
}

/** Errors at the form's fields; `form` is about the order as a whole. */
export interface FieldErrors {
  price?: string;
  quantity?: string;
  fromPrice?: string;
  toPrice?: string;
  count?: string;
  totalQuantity?: string;
  leverage?: string;
  marginMode?: string;
  form?: string;
}

export const isBuy = (side: Side): boolean => side === 'buy';

/** Fee rates as fractions: the trade config's, else the pair list's (given in percent). */
export function feeRates(ctx: EntryContext): { maker: string; taker: string } {
  if (ctx.config) return { maker: ctx.config.makerFeeRate, taker: ctx.config.takerFeeRate };
  return {
    maker: new Decimal(ctx.pair.makerTradeFeeRate).dividedBy(100).toString(),
    taker: new Decimal(ctx.pair.takerTradeFeeRate).dividedBy(100).toString(),
  };
}

/** Order limits: the trade config's, else the pair's quantity limits (and no amount limits). */
export function limits(ctx: EntryContext): { quantityMin: string; quantityMax: string; amountMin: string | null; amountMax: string | null } {
  if (ctx.config) return ctx.config;
  return { quantityMin: ctx.pair.minCount, quantityMax: ctx.pair.maxCount, amountMin: null, amountMax: null };
}

export function marginRules(ctx: EntryContext): MarginRules {
  const { priceDecimal, tradeDecimal, settleDecimal } = ctx.pair;
  // The exchange's price cap: its largest order's amount limit at its largest quantity.
  const maxPrice =
    ctx.config && new Decimal(ctx.config.quantityMax).gt(0)
      ? new Decimal(ctx.config.amountMax).dividedBy(ctx.config.quantityMax).toDecimalPlaces(priceDecimal, Decimal.ROUND_FLOOR).toFixed(priceDecimal)
      : null;
  return { priceDecimal, tradeDecimal, settleDecimal, maxPrice };
}

export const bestBid = (ctx: EntryContext): string | null => ctx.book?.bids[0]?.price ?? null;
export const bestAsk = (ctx: EntryContext): string | null => ctx.book?.asks[0]?.price ?? null;

/** Whether a limit order at `price` would trade at once against the book (and so pay the taker fee). */
export function crossesBook(ctx: EntryContext, side: Side, price: string): boolean {
  const opposite = isBuy(side) ? bestAsk(ctx) : bestBid(ctx);
  if (opposite === null) return false;
  return isBuy(side) ? new Decimal(price).gte(opposite) : new Decimal(price).lte(opposite);
}

/** "0.001 BTC", in the figures the exchange wrote. */
const amountText = (value: string, unit: string): string => `${value} ${unit}`;

/**
 * The quantity checks of the trade config (or the pair), in their own words ("below the exchange's minimum of
 * 0.001 BTC"); null when it passes.
 */
export function quantityLimitProblem(ctx: EntryContext, quantity: Decimal): string | null {
  const { quantityMin, quantityMax } = limits(ctx);
  const base = ctx.pair.tradeCoinName;
  if (quantity.lt(quantityMin)) return `below the exchange's minimum of ${amountText(quantityMin, base)}`;
  if (quantity.gt(quantityMax)) return `above the exchange's maximum of ${amountText(quantityMax, base)} per order`;
  return null;
}

/** The order value checks of the trade config; null when it passes or there is no config yet. */
export function amountLimitError(ctx: EntryContext, notional: Decimal): string | null {
  const { amountMin, amountMax } = limits(ctx);
  const quote = ctx.pair.settleCoinName;
  const shown = notional.toFixed(ctx.pair.settleDecimal);
  if (amountMin !== null && notional.lt(amountMin)) {
    return `Order value ${shown} ${quote} is below the exchange's minimum of ${amountText(amountMin, quote)}`;
  }
  if (amountMax !== null && notional.gt(amountMax)) {
    return `Order value ${shown} ${quote} is above the exchange's maximum of ${amountText(amountMax, quote)}`;
  }
  return null;
}

const modeName = (mode: MarginMode): string => (mode === 'cross' ? 'Cross' : 'Isolated');

/**
 * One margin mode per pair at a time (one-way positions): with a position or open orders of the other mode, the
 * exchange refuses the order.
 */
function marginModeError(ctx: EntryContext, mode: MarginMode): string | null {
  const { position } = ctx;
  if (position && position.mode !== mode) {
    return `Your ${ctx.pair.symbol} position is ${modeName(position.mode)}: orders on it must be ${modeName(position.mode)} too`;
  }
  const other = ctx.openOrderModes.find((m) => m !== mode);
  if (!position && other) return `You have ${modeName(other)} orders open on ${ctx.pair.symbol}: close them or use ${modeName(other)}`;
  return null;
}

/** The leverage must be within range, and an order adding to a position must carry the position's leverage. */
function leverageError(ctx: EntryContext, leverage: number | null, side: Side): string | null {
  if (leverage === null) return null;
  const { min, max } = ctx.leverageRange;
  if (!Number.isInteger(leverage) || leverage < min || leverage > max) return `Leverage on ${ctx.pair.symbol} is from ${min}× to ${max}×`;
  const { position } = ctx;
  if (position && position.isLong === isBuy(side) && position.leverage !== leverage) {
    const held = position.isLong ? 'long' : 'short';
    return `Your ${held} is at ${position.leverage}×: an order adding to it must be ${position.leverage}× too`;
  }
  return null;
}

/** What holds for every order on the pair, single or scale: its margin mode, its leverage, the market open for trading. */
export function checkOrderOnPair(
  ctx: EntryContext,
  fields: { marginMode: MarginMode; leverage: number | null },
  side: Side,
  errors: FieldErrors,
): void {
  const modeProblem = marginModeError(ctx, fields.marginMode);
  if (modeProblem) errors.marginMode = modeProblem;
  const leverageProblem = leverageError(ctx, fields.leverage, side);
  if (leverageProblem) errors.leverage = leverageProblem;
  if (!ctx.pair.tradable) errors.form = `${ctx.pair.symbol} is not open for trading`;
}

/** One leg of an estimate: an order that fills in full at `price`. */
export interface EstimateLeg {
  quantity: string;
  price: string;
  role: 'maker' | 'taker';
}

export interface Estimate {
  notional: string;
  /** Margin the opening lots take. */
  margin: string;
  fee: string;
  /** Margin + fee: what the available balance must hold. */
  cost: string;
  /** The position after the orders fill; null when they leave none. */
  position: PositionState | null;
  /** The liquidation price of that position; null when it has none ("N/A"), undefined when it cannot be told yet. */
  liquidation: string | null | undefined;
}

/**
 * The orders' cost and the position they leave, filled in turn at their prices, with its liquidation price as the
 * exchange would compute it (shared/trading/liquidation.ts). Null without a leverage to margin them at.
 */
export function estimate(ctx: EntryContext, side: Side, legs: readonly EstimateLeg[], leverage: number | null, mode: MarginMode): Estimate | null {
  if (leverage === null || legs.length === 0) return null;
  const rules = marginRules(ctx);
  const rates = feeRates(ctx);
  const sd = ctx.pair.settleDecimal;
  let position: PositionState | null = ctx.position;
  let notional = new Decimal(0);
  let margin = new Decimal(0);
  let fee = new Decimal(0);
  let cash = new Decimal(0);
  for (const leg of legs) {
    const effect = applyFill(
      position,
      {
        isLong: isBuy(side),
        quantity: leg.quantity,
        price: leg.price,
        leverage,
        feeRate: leg.role === 'taker' ? rates.taker : rates.maker,
        rebateRate: leg.role === 'maker' ? ctx.rebateRate : '0',
        isolated: mode === 'isolated',
      },
      rules,
    );
    position = effect.position;
    notional = notional.plus(effect.notional);
    margin = margin.plus(effect.margin);
    fee = fee.plus(effect.fee);
    cash = cash.plus(effect.cash);
  }
  let liquidation: string | null | undefined;
  if (position === null) liquidation = null;
  else if (mode === 'isolated') liquidation = liquidationPrice(position, position.margin, rules);
  else if (ctx.available === null) liquidation = undefined;
  else {
    const cushion = new Decimal(ctx.available).plus(cash).plus(position.margin).plus(crossCushionOf(ctx.otherCross, rules));
    liquidation = liquidationPrice(position, cushion.toFixed(), rules);
  }
  return {
    notional: notional.toFixed(sd),
    margin: margin.toFixed(sd),
    fee: fee.toFixed(sd),
    cost: margin.plus(fee).toFixed(sd),
    position,
    liquidation,
  };
}

/** The balance check: what the order costs against what is available; null when it passes or is not known. */
export function balanceError(ctx: EntryContext, cost: string): string | null {
  if (ctx.available === null || new Decimal(cost).lte(ctx.available)) return null;
  const quote = ctx.pair.settleCoinName;
  const shown = (value: string) => new Decimal(value).toFixed(2, Decimal.ROUND_UP);
  return `Costs ${shown(cost)} ${quote} with fee; ${new Decimal(ctx.available).toFixed(2, Decimal.ROUND_DOWN)} ${quote} available`;
}

const FIELD_KEYS = ['price', 'quantity', 'fromPrice', 'toPrice', 'count', 'totalQuantity'] as const;
type TypedField = (typeof FIELD_KEYS)[number];

/**
 * The errors to show, of those the engine found for a buy and for a sell. Until the trader has tried a side, only
 * what is wrong either way (a bad price, a quantity below the minimum); from then on that side's own as well (its
 * cost against the balance, its leverage against the position). A typed field's error waits until it was touched.
 */
export function visibleErrors(
  buy: FieldErrors,
  sell: FieldErrors,
  attempted: Side | null,
  touched: Partial<Record<TypedField, boolean>>,
): FieldErrors {
  const source: FieldErrors = attempted === 'buy' ? buy : attempted === 'sell' ? sell : {};
  if (attempted === null) {
    for (const key of Object.keys(buy) as (keyof FieldErrors)[]) if (buy[key] === sell[key]) source[key] = buy[key];
  }
  const shown: FieldErrors = {};
  for (const key of Object.keys(source) as (keyof FieldErrors)[]) {
    // A send tried touches the typed fields (the store's touchAll): a field emptied since (a new unit) waits again.
    const typed = (FIELD_KEYS as readonly string[]).includes(key);
    const error = typed ? visibleError(source[key], touched[key as TypedField] === true, false) : source[key];
    if (error !== undefined) shown[key] = error;
  }
  return shown;
}
