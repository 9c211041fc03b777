/** Market data: the pair list (fetched once, shared), tickers, the book, candles, trades, prices and funding. */
import type { MarketSummary, PairTicker, ValidParamsOf } from '../../shared/bridge';
import type { Candle, Depth, FundingRecord, LastTrade, OpenInterest, Pair } from '../../shared/exchange';
import { currentBand, ExchangeError, inBand, type ExchangeClient } from '../exchange';

/** Funding settles every hour on the hour. */
const FUNDING_INTERVAL_MS = 3_600_000;
/**
 * How long a market's funding rate and open interest are reused by the summary. They move slowly, and asking them
 * on every summary costs two of its five requests: what is saved keeps the book and trades fresh.
 */
export const SLOW_SUMMARY_MS = 10_000;

interface SlowSummary {
  at: number;
  parts: Promise<[{ fundingRate: string }, OpenInterest[]]>;
}

export interface MarketService {
  pairs(): Promise<Pair[]>;
  /** The pair named `symbol`, or an invalid-input error a trader can read. */
  pair(symbol: string): Promise<Pair>;
  /** The 24-hour tickers of these markets (one request each: ask only what is in view). */
  tickers(symbols: readonly string[]): Promise<PairTicker[]>;
  ticker(symbol: string): Promise<Candle>;
  summary(symbol: string): Promise<MarketSummary>;
  depth(symbol: string, limit?: number): Promise<Depth>;
  candles(params: ValidParamsOf<'market.candles'>): Promise<Candle[]>;
  trades(symbol: string, limit?: number): Promise<LastTrade[]>;
  fundingHistory(params: ValidParamsOf<'market.fundingHistory'>): Promise<FundingRecord[]>;
  openInterest(symbol?: string): Promise<OpenInterest[]>;
}

export function createMarketService(client: ExchangeClient, now: () => number = Date.now): MarketService {
  let pairs: Promise<Pair[]> | undefined;
  const slowSummaries = new Map<string, SlowSummary>();

  /** The funding rate and open interest of `pairName`, asked again once `SLOW_SUMMARY_MS` old; a failure is not kept. */
  const slowSummary = (pairName: string): SlowSummary['parts'] => {
    const kept = slowSummaries.get(pairName);
    if (kept && now() - kept.at < SLOW_SUMMARY_MS) return kept.parts;
    const parts = Promise.all([client.call('fundingRate', { pairName }), client.call('openInterest', { pairName })]);
    const entry = { at: now(), parts };
    slowSummaries.set(pairName, entry);
    parts.catch(() => {
      if (slowSummaries.get(pairName) === entry) slowSummaries.delete(pairName);
    });
    return parts;
  };

  /** Every on-screen read waits for the pair list, so it is never loaded in the background band. */
  const loadPairs = (): Promise<Pair[]> => {
    const band = currentBand() === 'background' ? 'screen' : currentBand();
    pairs ??= inBand(band, () => client.call('pairs', {})).catch((err: unknown) => {
      pairs = undefined; // a failed load is not cached: the next caller tries again
      throw err;
    });
    return pairs;
  };

  const pair = async (symbol: string): Promise<Pair> => {
    const found = (await loadPairs()).find((p) => p.symbol === symbol);
    if (!found) throw new ExchangeError('invalid-input', `Unknown market ${symbol}`);
    return found;
  };

  /** Calls `read` once the pair is known to exist, so a typo is named as such rather than as the server's 2001. */
  const forPair = async <T>(symbol: string, read: (pairName: string) => Promise<T>): Promise<T> => {
    await pair(symbol);
    return read(symbol);
  };

  return {
    pairs: loadPairs,
    pair,
    async tickers(symbols) {
      for (const symbol of symbols) await pair(symbol);
      return Promise.all([...new Set(symbols)].map(async (pairName) => ({ pair: pairName, ticker: await client.call('ticker', { pairName }) })));
    },
    ticker: (symbol) => forPair(symbol, (pairName) => client.call('ticker', { pairName })),
    summary: (symbol) =>
      forPair(symbol, async (pairName) => {
        const [ticker, markPrice, indexPrice, [funding, openInterest]] = await Promise.all([
          client.call('ticker', { pairName }),
          client.call('markPrice', { pairName }),
          client.call('indexPrice', { pairName }),
          slowSummary(pairName),
        ]);
        const serverTime = client.clock.serverNow();
        return {
          pair: pairName,
          ticker,
          markPrice,
          indexPrice,
          fundingRate: funding.fundingRate,
          nextFundingTime: (Math.floor(serverTime / FUNDING_INTERVAL_MS) + 1) * FUNDING_INTERVAL_MS,
          openInterest: openInterest.find((oi) => oi.symbol === pairName) ?? null,
          serverTime,
        };
      }),
    depth: (symbol, limit = 20) => forPair(symbol, (pairName) => client.call('depth', { pairName, limit })),
    candles: ({ pair: symbol, period, limit, endTime }) => forPair(symbol, (pairName) => client.call('kline', { pairName, period, limit, endTime })),
    trades: (symbol, limit) => forPair(symbol, (pairName) => client.call('trades', { pairName, limit })),
    fundingHistory: ({ pair: symbol, ...range }) => forPair(symbol, (pairName) => client.call('fundingHistory', { pairName, ...range })),
    async openInterest(symbol) {
      if (symbol === undefined) return client.call('openInterest', {});
      return forPair(symbol, async (pairName) => (await client.call('openInterest', { pairName })).filter((oi) => oi.symbol === pairName));
    },
  };
}
