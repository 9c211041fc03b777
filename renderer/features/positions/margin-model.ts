/**
 * The paper exchange's margin rules, ported for the screen (app/paper/engine/risk.ts, adjustments.ts,
 * positions.ts, rates.ts), so that a dialog can say before sending what the exchange will do. The exchange stays
 * the authority: what it answers is what the screen shows afterwards; this only previews.
 *
 * The engine works in integers (price ticks, quantity lots, settle units of 10^-settleDecimal); here the same
 * arithmetic is done on decimal.js values in the same units, rounding where the engine rounds:
 *   notional at a price   N = quantity × price (exact: price × quantity is a whole number of settle units)
 *   unrealised PnL        long N − E, short E − N, where E is the opening amount (`amount`)
 *   maintenance margin    M = N × 0.5 %, rounded DOWN to settle units (rateOf)
 *   at risk               cushion + PnL ≤ M, the cushion being an isolated position's margin, or for a cross
 *                         position its margin + the account's cross cushion without it (below)
 *   cross cushion         available + Σ over the other cross positions (margin + PnL − M), each at its own mark
 *   liquidation price     long: the highest tick at which it is at risk; short: the lowest; 0 when none
 *   initial margin        N / lever, rounded UP to settle units (ceilDiv)
 *   most removable        max(0, margin + min(0, PnL) − initial margin at the mark)   (isolated only)
 *   re-levering           initial = E / lever rounded up; isolated: tops up to it (from Available) and keeps any
 *                         excess; cross: set to it.
 * Left out: the engine's price cap (a short whose liquidation price would be above the pair's maximum price has
 * none); that cap is billions of times any real price.
 *
 * The mark: a position record's PnL is valued at the exchange's mark when it was read, so the notional at the mark
 * is E + PnL (long) or E − PnL (short), exactly, and the mark is that over the quantity. Every figure of one
 * record thus comes from one moment, with no extra request.
 */
import Decimal from 'decimal.js';
import { liquidationPrice, MAINTENANCE_MARGIN_RATE } from '../../../shared/trading';
import { PositionType } from '../../../shared/exchange';
import type { Position } from '../../../shared/exchange';

/** A position is liquidated when its margin ratio is at or below this (the paper exchange's MAINTENANCE_RATE). */
export const MAINTENANCE_RATE = new Decimal(MAINTENANCE_MARGIN_RATE);

/** What the rules read of a position record. */
export type PositionFigures = Pick<
  Position,
  'symbol' | 'isLong' | 'positionType' | 'lever' | 'quantity' | 'amount' | 'marginAmount' | 'unrealizedPnl'
>;

export interface Decimals {
  priceDecimal: number;
  settleDecimal: number;
}

const ZERO = new Decimal(0);

export const isCross = (p: Pick<Position, 'positionType'>): boolean => p.positionType === PositionType.CROSS;

const floorTo = (value: Decimal, places: number): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_FLOOR);
const ceilTo = (value: Decimal, places: number): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_CEIL);

/** The position's value at the mark it was read at: E + PnL for a long, E − PnL for a short. */
export function notionalAtMark(p: PositionFigures): Decimal {
  const entry = new Decimal(p.amount);
  const pnl = new Decimal(p.unrealizedPnl);
  return p.isLong ? entry.plus(pnl) : entry.minus(pnl);
}

/** The mark the record was valued at; null for an empty position. */
export function markPriceOf(p: PositionFigures): Decimal | null {
  const quantity = new Decimal(p.quantity);
  return quantity.isZero() ? null : notionalAtMark(p).div(quantity);
}

/** Maintenance margin of a notional: 0.5 %, rounded down to settle units. */
export const maintenanceOf = (notional: Decimal, settleDecimal: number): Decimal => floorTo(notional.times(MAINTENANCE_RATE), settleDecimal);

/** Initial margin of a notional at a leverage: notional / lever, rounded up to settle units. */
export const initialMarginOf = (notional: Decimal, lever: number, settleDecimal: number): Decimal => ceilTo(notional.div(lever), settleDecimal);

/** Return on equity: unrealised PnL over the position's margin; null when it has none. */
export function roeOf(p: Pick<Position, 'unrealizedPnl' | 'marginAmount'>): Decimal | null {
  const margin = new Decimal(p.marginAmount);
  return margin.isZero() ? null : new Decimal(p.unrealizedPnl).div(margin);
}

/** The exchange's test at `price`: cushion + PnL at or below the maintenance margin. */
export function isAtRisk(p: PositionFigures, cushion: Decimal, price: Decimal, settleDecimal: number): boolean {
  const notional = new Decimal(p.quantity).times(price);
  const entry = new Decimal(p.amount);
  const pnl = p.isLong ? notional.minus(entry) : entry.minus(notional);
  return cushion.plus(pnl).lte(maintenanceOf(notional, settleDecimal));
}

/**
 * The price at which the position would be liquidated with this cushion, the rest staying as it is (the
 * exchange's `restrictPrice`); 0 when no price would. The arithmetic is the order form's, shared:
 * shared/trading/liquidation.ts, checked tick for tick against the paper exchange's engine.
 */
export function liquidationPriceWith(p: PositionFigures, cushion: Decimal, { priceDecimal, settleDecimal }: Decimals): Decimal {
  const position = { isLong: p.isLong, quantity: p.quantity, amount: p.amount, margin: p.marginAmount };
  const price = liquidationPrice(position, cushion.toFixed(), { priceDecimal, tradeDecimal: 0, settleDecimal });
  return price === null ? ZERO : new Decimal(price);
}

/**
 * The account's cross cushion without `except`: the available balance plus, for every other cross position,
 * margin + PnL − maintenance margin, each at the mark its record was read at.
 */
export function crossCushion(
  positions: readonly PositionFigures[],
  available: string,
  except: PositionFigures | null,
  settleDecimal: number,
): Decimal {
  let cushion = new Decimal(available);
  for (const q of positions) {
    if (q === except || !isCross(q)) continue;
    cushion = cushion
      .plus(q.marginAmount)
      .plus(q.unrealizedPnl)
      .minus(maintenanceOf(notionalAtMark(q), settleDecimal));
  }
  return cushion;
}

/**
 * The liquidation price of a position as the exchange computes it: on its own margin when isolated; on its margin
 * and the account's cross cushion (the available balance and the other cross positions) when cross.
 */
export function liquidationPriceOf(
  p: PositionFigures,
  decimals: Decimals,
  account?: { positions: readonly PositionFigures[]; available: string },
): Decimal {
  const margin = new Decimal(p.marginAmount);
  const cushion = isCross(p) && account ? margin.plus(crossCushion(account.positions, account.available, p, decimals.settleDecimal)) : margin;
  return liquidationPriceWith(p, cushion, decimals);
}

/**
 * The most margin that may be taken off an isolated position at the mark its record was read at: what keeps its
 * margin, less any unrealised loss (a profit does not count), at the initial margin of its value at the mark.
 */
export function maxRemovableMargin(p: PositionFigures, settleDecimal: number): Decimal {
  if (isCross(p)) return ZERO;
  const pnl = new Decimal(p.unrealizedPnl);
  const initial = initialMarginOf(notionalAtMark(p), p.lever, settleDecimal);
  return Decimal.max(ZERO, new Decimal(p.marginAmount).plus(Decimal.min(ZERO, pnl)).minus(initial));
}

export type MarginDirection = 'add' | 'remove';

export interface MarginPreview {
  /** The position's margin after the change. */
  margin: Decimal;
  /** The liquidation price after the change (0: none). */
  liquidationPrice: Decimal;
  /** Why the exchange would refuse it, in the screen's words; null when it should accept it. */
  problem: string | null;
}

/**
 * What adding or removing `amount` (settle coin) would do to an isolated position: its new margin and liquidation
 * price, and whether the exchange would accept it (adding needs the available balance, 2102; removing at most
 * maxRemovableMargin, 2105; a cross position has no margin of its own to move, 2001).
 */
export function previewMarginChange(
  p: PositionFigures,
  direction: MarginDirection,
  amount: Decimal,
  available: string | null,
  decimals: Decimals & { settleCoin: string },
): MarginPreview {
  const margin = new Decimal(p.marginAmount);
  const next = direction === 'add' ? margin.plus(amount) : margin.minus(amount);
  const money = (value: Decimal) => `${value.toFixed(decimals.settleDecimal, Decimal.ROUND_DOWN)} ${decimals.settleCoin}`;
  let problem: string | null = null;
  if (isCross(p)) problem = 'A cross position has no margin of its own: it is backed by the whole available balance';
  else if (direction === 'add' && available !== null && amount.gt(available)) problem = `More than the available ${money(new Decimal(available))}`;
  else if (direction === 'remove' && amount.gt(maxRemovableMargin(p, decimals.settleDecimal))) {
    problem = `At most ${money(maxRemovableMargin(p, decimals.settleDecimal))} may be removed`;
  }
  return { margin: next, liquidationPrice: liquidationPriceWith(p, next, decimals), problem };
}

export interface ReleverPreview {
  /** The position's margin at the new leverage. */
  margin: Decimal;
  /** Taken from (positive) or, for a cross position, returned to (negative) the available balance. */
  fromAvailable: Decimal;
}

/**
 * What setting `lever` on the pair and type of an open position does to it: its initial margin becomes its
 * opening amount / lever (rounded up); an isolated position is topped up to that from the available balance and
 * keeps any excess; a cross position's margin is set to it.
 */
export function releverPreview(p: PositionFigures, lever: number, settleDecimal: number): ReleverPreview {
  const initial = initialMarginOf(new Decimal(p.amount), lever, settleDecimal);
  const margin = new Decimal(p.marginAmount);
  const topUp = isCross(p) ? initial.minus(margin) : Decimal.max(ZERO, initial.minus(margin));
  return { margin: margin.plus(topUp), fromAvailable: topUp };
}

/**
 * The liquidation price before and after setting `lever` on an open position, as the Leverage dialog shows it.
 * An isolated position's is the estimate on its margin after the top-up (a higher leverage leaves the margin, and so
 * the price, as they are). A cross position's does not move: what leaves its margin goes to the available balance,
 * which backs it as much, and the other way round. `now` is the price the exchange reported.
 */
export function releverLiquidation(
  p: PositionFigures & Pick<Position, 'restrictPrice'>,
  lever: number,
  decimals: Decimals,
): { now: Decimal; after: Decimal } {
  const now = new Decimal(p.restrictPrice);
  if (isCross(p) || lever === p.lever) return { now, after: now };
  return { now, after: liquidationPriceWith(p, releverPreview(p, lever, decimals.settleDecimal).margin, decimals) };
}
