/**
 * The Market summary's figures from one `market.summary` answer: prices in the pair's decimals, the 24-hour change,
 * range and volume, funding and open interest. No React here.
 */
import Decimal from 'decimal.js';
import type { MarketSummary } from '../../../shared/bridge';
import type { Pair } from '../../../shared/exchange';
import { inDecimals, MINUS, type Change } from './change-model';
import { fundingRateText, type RateText } from './funding-model';
import { tickerLine } from './market-list-model';

export interface SummaryView {
  lastPrice: string;
  markPrice: string;
  indexPrice: string;
  change: Change;
  high: string;
  low: string;
  volume: {
    /** "406.68K ETH · 1.23B USDT": short enough for the top bar. */
    text: string;
    /** Every digit, for the tooltip: "406684.98 ETH · 1233396445.6699 USDT". */
    exact: string;
  };
  funding: RateText;
  /** "12.34 ETH" in the pair's quantity decimals; null when the exchange did not say. */
  openInterest: string | null;
}

/** The base and quote coin of a pair, from the pair when known, else from its symbol ("ETH-USDT"). */
export function coinsOf(symbol: string, pair: Pair | undefined): { base: string; quote: string } {
  const [base = symbol, quote = ''] = symbol.split('-');
  return { base: pair?.tradeCoinName ?? base, quote: pair?.settleCoinName ?? quote };
}

const UNITS: readonly [suffix: string, size: number][] = [
  ['K', 1e3],
  ['M', 1e6],
  ['B', 1e9],
  ['T', 1e12],
];

/**
 * An amount short enough for a glance: exact in `decimals` below 10 000, else two decimals of thousands,
 * millions, billions or trillions ("12.35K", "1.23B"). Exact decimal arithmetic; half up.
 */
export function compactAmount(value: string, decimals: number): string {
  const amount = new Decimal(value);
  const abs = amount.abs();
  if (abs.lt(10_000)) return inDecimals(value, decimals);
  let unit = UNITS.findLastIndex(([, size]) => abs.gte(size));
  let scaled = abs.div(UNITS[unit]![1]).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  // 999.996K rounds to 1000.00K: that is 1.00M.
  if (scaled.gte(1000) && unit < UNITS.length - 1) {
    unit += 1;
    scaled = abs.div(UNITS[unit]![1]).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  }
  return `${amount.isNegative() ? MINUS : ''}${scaled.toFixed(2)}${UNITS[unit]![0]}`;
}

export function describeSummary(summary: MarketSummary, pair: Pair | undefined): SummaryView {
  const { ticker } = summary;
  const line = tickerLine(ticker, pair);
  const priceDecimals = pair?.priceDecimal;
  const price = (value: string) => inDecimals(value, priceDecimals);
  const { base, quote } = coinsOf(summary.pair, pair);
  const baseDecimals = pair?.tradeDecimal ?? 3;
  const quoteDecimals = pair?.settleDecimal ?? 2;
  return {
    lastPrice: line.price,
    markPrice: price(summary.markPrice),
    indexPrice: price(summary.indexPrice),
    change: line.change,
    high: price(ticker.high),
    low: price(ticker.low),
    volume: {
      text: `${compactAmount(ticker.quantity, baseDecimals)} ${base} · ${compactAmount(ticker.amount, 2)} ${quote}`,
      exact: `${inDecimals(ticker.quantity, baseDecimals)} ${base} · ${inDecimals(ticker.amount, quoteDecimals)} ${quote}`,
    },
    funding: fundingRateText(summary.fundingRate),
    openInterest: summary.openInterest ? `${inDecimals(summary.openInterest.amount, pair?.tradeDecimal)} ${base}` : null,
  };
}
