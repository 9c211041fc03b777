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
  const { priceDecimal: pd, tradeDecimal: qd } = pair;
  const g = step === undefined ? 1n : scaledOf(step, pd);
  const asks = group(depth.asks, pd, qd, g, true, levels);
  const bids = group(depth.bids, pd, qd, g, false, levels);
  const ownAt = ownLevels(own, g, pd);
  const askTotals = cumulative(asks);
  const bidTotals = cumulative(bids);
  const deepestTotal = Number(maxOf(askTotals.at(-1) ?? 0n, bidTotals.at(-1) ?? 0n));
  const rows = (side: BookSide, grouped: Grouped[], totals: bigint[]): BookRow[] =>
    grouped.map((level, i) => {
      const total = totals[i] ?? 0n;
      const price = textOf(level.price, pd);
      return {
        side,
        price,
        quantity: textOf(level.quantity, qd),
        total: textOf(total, qd),
        depthShare: deepestTotal === 0 ? 0 : Number(total) / deepestTotal,
        own: ownAt.get(`${side} ${price}`) ?? 0,
      };
    });
  return {
    asks: rows('ask', asks, askTotals).reverse(),
    bids: rows('bid', bids, bidTotals),
    spread: spreadOf(depth, pd),
  };
}

/** Prices in ticks and sizes in lots, as exact integers: a book update is hundreds of sums, too many for decimal.js. */
interface Grouped {
  price: bigint;
  quantity: bigint;
}

/** A decimal string as an integer count of 10^-decimals, rounded half up where it has more decimals than that. */
export function scaledOf(text: string, decimals: number): bigint {
  const dot = text.indexOf('.');
  const int = dot < 0 ? text : text.slice(0, dot);
  const frac = dot < 0 ? '' : text.slice(dot + 1);
  if (frac.length <= decimals) return BigInt(int + frac.padEnd(decimals, '0'));
  const cut = BigInt(int + frac.slice(0, decimals));
  return frac.charCodeAt(decimals) >= 53 /* '5' */ ? cut + 1n : cut;
}

/** An integer count of 10^-decimals as a decimal string with exactly `decimals` places. */
export function textOf(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

const maxOf = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** Rounds a price in ticks to its bucket: asks up, bids down, so no level looks better than it is. */
const bucketOf = (ticks: bigint, step: bigint, up: boolean): bigint => (up ? ((ticks + step - 1n) / step) * step : (ticks / step) * step);

/** Levels in book order merged into buckets of `step` ticks, the first `count` buckets (all unless given). */
function group(levels: DepthLevel[], pd: number, qd: number, step: bigint, up: boolean, count = Infinity): Grouped[] {
  const out: Grouped[] = [];
  for (const level of levels) {
    const price = bucketOf(scaledOf(level.price, pd), step, up);
    const quantity = scaledOf(level.quantity, qd);
    const last = out.at(-1);
    if (last && last.price === price) last.quantity += quantity;
    else if (out.length === count) break;
    else out.push({ price, quantity });
  }
  return out;
}

/** How many own orders fall in each grouped level, keyed "side price" in the shown decimals. */
function ownLevels(own: readonly OwnOrder[], step: bigint, pd: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const order of own) {
    const side: BookSide = order.isLong ? 'bid' : 'ask';
    const key = `${side} ${textOf(bucketOf(scaledOf(order.price, pd), step, !order.isLong), pd)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function cumulative(levels: Grouped[]): bigint[] {
  let sum = 0n;
  return levels.map((level) => (sum += level.quantity));
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
