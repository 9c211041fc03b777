/** The order book as rows to draw: prices and sizes in the pair's decimals, cumulative totals, the spread. */
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
}

export interface Book {
  /** Highest first, so the best (lowest) ask sits just above the spread. */
  asks: BookRow[];
  /** Best (highest) first, just below the spread. */
  bids: BookRow[];
  spread: { value: string; percent: string } | null;
}

type Decimals = Pick<Pair, 'priceDecimal' | 'tradeDecimal'>;

export function buildBook(depth: Depth, pair: Decimals): Book {
  const askTotals = cumulative(depth.asks);
  const bidTotals = cumulative(depth.bids);
  const deepest = Decimal.max(askTotals.at(-1) ?? 0, bidTotals.at(-1) ?? 0);
  const rows = (side: BookSide, levels: DepthLevel[], totals: Decimal[]): BookRow[] =>
    levels.map((level, i) => {
      const total = totals[i] ?? new Decimal(0);
      return {
        side,
        price: new Decimal(level.price).toFixed(pair.priceDecimal, Decimal.ROUND_HALF_UP),
        quantity: new Decimal(level.quantity).toFixed(pair.tradeDecimal, Decimal.ROUND_HALF_UP),
        total: total.toFixed(pair.tradeDecimal, Decimal.ROUND_HALF_UP),
        depthShare: deepest.isZero() ? 0 : total.div(deepest).toNumber(),
      };
    });
  return {
    asks: rows('ask', depth.asks, askTotals).reverse(),
    bids: rows('bid', depth.bids, bidTotals),
    spread: spreadOf(depth, pair.priceDecimal),
  };
}

function cumulative(levels: DepthLevel[]): Decimal[] {
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
    percent: mid.isZero() ? '0.000' : value.div(mid).times(100).toFixed(3, Decimal.ROUND_HALF_UP),
  };
}
