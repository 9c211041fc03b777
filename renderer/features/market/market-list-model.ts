/**
 * The Market combobox's list: which pairs it offers, in what order for what the trader typed (favourites pinned on
 * top), what each line says (last price, 24-hour change), which prices to ask for (only the rows in view and the
 * favourites, each at most every so often: a venue lists hundreds of markets and a ticker is one request each), and
 * how the arrow keys move through it. No React here.
 */
import type { PairTicker } from '../../../shared/bridge';
import { LIST_PRICES_PER_RUN } from '../../stores/feed-table';
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

/** A price the list has: the 24-hour ticker and when it came. */
export interface CachedTicker {
  ticker: Candle;
  at: number;
}
export type TickerCache = ReadonlyMap<string, CachedTicker>;

export interface MarketOption {
  symbol: string;
  /** Pinned to the top of the list, remembered. */
  favourite: boolean;
  /** Null while the tickers have not come (or this pair has none): the line shows the symbol only. */
  line: TickerLine | null;
  /** The option's accessible name, starting with the symbol: "ETH-USDT 3012.55 +1.20 %". */
  label: string;
  /** The pair being traded now. */
  current: boolean;
}

export const optionLabel = (symbol: string, line: TickerLine | null): string =>
  line ? [symbol, line.price, line.change.percent].filter((part) => part !== null).join(' ') : symbol;

/** The shown lines: each choice with its price where the list has one. */
export function marketOptions(
  choices: readonly MarketChoice[],
  prices: TickerCache,
  selected: string,
  favourites: readonly string[] = [],
): MarketOption[] {
  return choices.map(({ symbol, pair }) => {
    const ticker = prices.get(symbol)?.ticker;
    const line = ticker ? tickerLine(ticker, pair) : null;
    return { symbol, favourite: favourites.includes(symbol), line, label: optionLabel(symbol, line), current: symbol === selected };
  });
}

/** The favourites first (in list order), then the rest: a star pins a market to the top. */
export function pinFavourites(choices: readonly MarketChoice[], favourites: readonly string[]): MarketChoice[] {
  if (favourites.length === 0) return [...choices];
  const pinned = new Set(favourites);
  return [...choices.filter((c) => pinned.has(c.symbol)), ...choices.filter((c) => !pinned.has(c.symbol))];
}

/** Adds the market to the favourites, or takes it off. */
export const toggleFavourite = (favourites: readonly string[], symbol: string): string[] =>
  favourites.includes(symbol) ? favourites.filter((s) => s !== symbol) : [...favourites, symbol];

/** The rows of a scrolled list that are (even partly) in view: indices from `first` to `last`, both included. */
export function rowsInView(scrollTop: number, viewHeight: number, rowHeight: number, count: number): { first: number; last: number } {
  if (count === 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const last = Math.min(count - 1, Math.max(first, Math.ceil((scrollTop + viewHeight) / rowHeight) - 1));
  return { first, last };
}

/** A price in the list is asked again after this long, while its row is in view. */
export const LIST_PRICE_MAX_AGE_MS = 15_000;

/**
 * Which prices to ask now: the rows in view, then the favourites, that the list has not got or got more than
 * `maxAgeMs` ago; those never asked first, at most `max`.
 */
export function pricesDue(
  inView: readonly string[],
  favourites: readonly string[],
  prices: TickerCache,
  now: number,
  maxAgeMs = LIST_PRICE_MAX_AGE_MS,
  max = LIST_PRICES_PER_RUN,
): string[] {
  const wanted = [...new Set([...inView, ...favourites])];
  const missing = wanted.filter((symbol) => !prices.has(symbol));
  const old = wanted.filter((symbol) => prices.has(symbol) && now - prices.get(symbol)!.at >= maxAgeMs);
  return [...missing, ...old].slice(0, max);
}

/** The cache with an answer's prices in it. */
export function withPrices(prices: TickerCache, answer: readonly PairTicker[], at: number): Map<string, CachedTicker> {
  const next = new Map(prices);
  for (const { pair, ticker } of answer) next.set(pair, { ticker, at });
  return next;
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
  return Math.max(
    0,
    choices.findIndex((c) => c.symbol === selected),
  );
}
