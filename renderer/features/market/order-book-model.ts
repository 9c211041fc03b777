/**
 * The order book as rows to draw: levels grouped by a multiple of the tick, as many as fit, prices and sizes in
 * the pair's decimals, cumulative totals, the spread, and the trader's own orders marked at their levels.
 */
import Decimal from 'decimal.js';
import type { Depth, DepthLevel, Pair } from '../../../shared/exchange';

export type BookSide = 'ask' | 'bid';

export interface BookRow {
  side: BookSide;
  /** As shown, in the pair's price decimals; also what a click puts into the order form. */
  price: string;
  quantity: string;
  /** The sum of sizes from the best level to this one. */
  total: string;
  /** This row's total against the deeper side's total, 0..1: only the width of a bar, so a float is fine. */
  depthShare: number;
  /** How many of the trader's own open orders rest at this (grouped) level. */
  own: number;
}

export interface Book {
  /** Highest first, so the best (lowest) ask sits just above the spread. */
  asks: BookRow[];
  /** Best (highest) first, just below the spread. */
  bids: BookRow[];
  spread: { value: string; percent: string } | null;
}

export interface OwnOrder {
  price: string;
  isLong: boolean;
}

export interface BookOptions {
  /** The grouping step: the tick or a multiple of it, as a decimal string. The tick unless given. */
  step?: string;
  /** Rows per side at most; all unless given. */
  levels?: number;
  own?: readonly OwnOrder[];
}

type Decimals = Pick<Pair, 'priceDecimal' | 'tradeDecimal'>;

/** The tick: the smallest price step, from the price decimals. */
export const tickOf = (priceDecimal: number): string => new Decimal(1).div(new Decimal(10).pow(priceDecimal)).toFixed(priceDecimal);

/** Grouping steps offered: the tick times 1, 10, 100… (and 5, 50…) up to a step near a thousandth of the price. */
export function groupingSteps(priceDecimal: number, price: string | null): string[] {
  const tick = new Decimal(tickOf(priceDecimal));
  const ceiling = price ? new Decimal(price).div(200) : tick.times(1000);
  const steps: string[] = [];
  for (let m = new Decimal(1); steps.length < 6; m = m.times(10)) {
    for (const k of [1, 5]) {
      const step = tick.times(m).times(k);
      if (steps.length > 0 && step.greaterThan(ceiling)) return steps;
      steps.push(step.toFixed(Math.max(0, step.decimalPlaces())));
    }
  }
  return steps;
}

export function buildBook(depth: Depth, pair: Decimals, { step, levels, own = [] }: BookOptions = {}): Book {
  const g = new Decimal(step ?? tickOf(pair.priceDecimal));
  const asks = group(depth.asks, g, Decimal.ROUND_UP).slice(0, levels);
  const bids = group(depth.bids, g, Decimal.ROUND_DOWN).slice(0, levels);
  const ownAt = ownLevels(own, g, pair.priceDecimal);
  const askTotals = cumulative(asks);
  const bidTotals = cumulative(bids);
  const deepest = Decimal.max(askTotals.at(-1) ?? 0, bidTotals.at(-1) ?? 0);
  const rows = (side: BookSide, grouped: Grouped[], totals: Decimal[]): BookRow[] =>
    grouped.map((level, i) => {
      const total = totals[i] ?? new Decimal(0);
      const price = level.price.toFixed(pair.priceDecimal);
      return {
        side,
        price,
        quantity: level.quantity.toFixed(pair.tradeDecimal, Decimal.ROUND_HALF_UP),
        total: total.toFixed(pair.tradeDecimal, Decimal.ROUND_HALF_UP),
        depthShare: deepest.isZero() ? 0 : total.div(deepest).toNumber(),
        own: ownAt.get(`${side} ${price}`) ?? 0,
      };
    });
  return {
    asks: rows('ask', asks, askTotals).reverse(),
    bids: rows('bid', bids, bidTotals),
    spread: spreadOf(depth, pair.priceDecimal),
  };
}

interface Grouped {
  price: Decimal;
  quantity: Decimal;
}

/** Levels in book order merged into buckets of `step`: asks rounded up, bids down, so no level looks better than it is. */
function group(levels: DepthLevel[], step: Decimal, rounding: Decimal.Rounding): Grouped[] {
  const out: Grouped[] = [];
  for (const level of levels) {
    const price = new Decimal(level.price).div(step).toDecimalPlaces(0, rounding).times(step);
    const last = out.at(-1);
    if (last && last.price.equals(price)) last.quantity = last.quantity.plus(level.quantity);
    else out.push({ price, quantity: new Decimal(level.quantity) });
  }
  return out;
}

/** How many own orders fall in each grouped level, keyed "side price" in the shown decimals. */
function ownLevels(own: readonly OwnOrder[], step: Decimal, priceDecimal: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const order of own) {
    const side: BookSide = order.isLong ? 'bid' : 'ask';
    const bucket = new Decimal(order.price).div(step).toDecimalPlaces(0, order.isLong ? Decimal.ROUND_DOWN : Decimal.ROUND_UP).times(step);
    const key = `${side} ${bucket.toFixed(priceDecimal)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function cumulative(levels: Grouped[]): Decimal[] {
  let sum = new Decimal(0);
  return levels.map((level) => (sum = sum.plus(level.quantity)));
}

function spreadOf(depth: Depth, priceDecimal: number): Book['spread'] {
  const ask = depth.asks[0];
  const bid = depth.bids[0];
  if (!ask || !bid) return null;
  const value = new Decimal(ask.price).minus(bid.price);
  const mid = new Decimal(ask.price).plus(bid.price).div(2);
  return {
    value: value.toFixed(priceDecimal, Decimal.ROUND_HALF_UP),
    percent: mid.isZero() ? '0.0000' : value.div(mid).times(100).toFixed(4, Decimal.ROUND_HALF_UP),
  };
}

/** Rows per side that fit a body of `height` px: what is left after the head and the spread line, halved. */
export const levelsThatFit = (height: number, rowHeight: number, chrome: number): number =>
  Math.max(1, Math.floor((height - chrome) / rowHeight / 2));
