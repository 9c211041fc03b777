/**
 * The Market combobox's list: which pairs it offers, in what order for what the trader typed, what each line says
 * (last price, 24-hour change) and how the arrow keys move through it. No React here.
 */
import type { PairTicker } from '../../../shared/bridge';
import { decimalsOf } from '../../../shared/decimal';
import type { Candle, Pair } from '../../../shared/exchange';
import { changeOf, inDecimals, type Change } from './change-model';

export interface MarketChoice {
  symbol: string;
  /** Unknown for a remembered pair before the list arrives (or one no longer listed). */
  pair: Pair | undefined;
}

/** Every listed pair in the exchange's order; the selected pair is offered first when it is not (yet) listed. */
export function marketChoices(pairs: readonly Pair[] | null, selected: string): MarketChoice[] {
  const listed = (pairs ?? []).map((pair) => ({ symbol: pair.symbol, pair }));
  return listed.some((c) => c.symbol === selected) ? listed : [{ symbol: selected, pair: undefined }, ...listed];
}

/** What a search compares: letters and digits only, any case, so "eth", "ETH/USDT" and "ethusdt" all find ETH-USDT. */
export const searchKey = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The choices that match `query`: those whose symbol (or base coin) starts with it first, then those that merely
 * contain it, each group in list order. An empty query keeps them all.
 */
export function filterChoices(choices: readonly MarketChoice[], query: string): MarketChoice[] {
  const q = searchKey(query);
  if (q === '') return [...choices];
  const starts: MarketChoice[] = [];
  const contains: MarketChoice[] = [];
  for (const choice of choices) {
    const keys = [searchKey(choice.symbol), searchKey(choice.pair?.tradeCoinName ?? '')];
    if (keys.some((k) => k.startsWith(q))) starts.push(choice);
    else if (keys.some((k) => k.includes(q))) contains.push(choice);
  }
  return [...starts, ...contains];
}

export interface TickerLine {
  /** The last price in the pair's decimals. */
  price: string;
  change: Change;
}

/** A pair's line from its 24-hour ticker: last price and change since the open, in the pair's price decimals. */
export function tickerLine(ticker: Candle, pair: Pair | undefined): TickerLine {
  const decimals = pair?.priceDecimal ?? decimalsOf(ticker.close);
  return { price: inDecimals(ticker.close, decimals), change: changeOf(ticker.open, ticker.close, decimals) };
}

export interface MarketOption {
  symbol: string;
  /** Null while the tickers have not come (or this pair has none): the line shows the symbol only. */
  line: TickerLine | null;
  /** The option's accessible name, starting with the symbol: "ETH-USDT 3012.55 +1.20 %". */
  label: string;
  /** The pair being traded now. */
  current: boolean;
}

export const optionLabel = (symbol: string, line: TickerLine | null): string =>
  line ? [symbol, line.price, line.change.percent].filter((part) => part !== null).join(' ') : symbol;

/** The shown lines: each choice with its ticker where the tickers have it. */
export function marketOptions(
  choices: readonly MarketChoice[],
  tickers: readonly PairTicker[] | null,
  selected: string,
): MarketOption[] {
  const bySymbol = new Map((tickers ?? []).map((t) => [t.pair, t.ticker]));
  return choices.map(({ symbol, pair }) => {
    const ticker = bySymbol.get(symbol);
    const line = ticker ? tickerLine(ticker, pair) : null;
    return { symbol, line, label: optionLabel(symbol, line), current: symbol === selected };
  });
}

/** The next active index after `step` (±1), wrapping at both ends; -1 when there is nothing to move to. */
export function moveActive(index: number, count: number, step: number): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return step < 0 ? count - 1 : 0;
  return (((index + step) % count) + count) % count;
}

/** Where the highlight starts when the list opens: on the pair being traded, else the first. */
export function initialActive(choices: readonly MarketChoice[], selected: string): number {
  if (choices.length === 0) return -1;
  return Math.max(0, choices.findIndex((c) => c.symbol === selected));
}
