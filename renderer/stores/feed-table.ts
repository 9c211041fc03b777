/**
 * Every polled feed of the screen: what it asks the bridge for, how often by default, how many exchange requests
 * one run costs (the polling budget is counted in those), and what its data is for (its key: the pair, or the pair
 * and the chart's period). A feed's answer is kept only while its key is still the screen's.
 */
import type { AppStatus, BandHint, BridgeResult, MarketSummary, PairTicker } from '../../shared/bridge';
import type { Balance, Candle, Depth, Fill, KlinePeriod, LastTrade, Order, Position } from '../../shared/exchange';
import type { Invoke } from './invoke';

export interface FeedContext {
  pair: string;
  period: KlinePeriod;
}

export interface FeedData {
  status: AppStatus;
  tickers: PairTicker[];
  summary: MarketSummary;
  depth: Depth;
  trades: LastTrade[];
  /** The newest candles only: the chart keeps the history and updates its last candle from these. */
  candles: Candle[];
  openOrders: Order[];
  balance: Balance;
  positions: Position[];
  /** Every market's open orders (the Open orders table with "Current market only" off). */
  allOpenOrders: Order[];
  /** The newest fills of every market, newest first: what fill and liquidation notifications watch. */
  recentFills: Fill[];
}
export type FeedName = keyof FeedData;

export interface FeedSpec<N extends FeedName> {
  /** How the Connection status names it. */
  label: string;
  intervalMs: number;
  /** The fastest a trader may set it. */
  minIntervalMs: number;
  /** Exchange requests one run makes. */
  requestsPerRun: number;
  /** Runs whatever is on screen. */
  always?: boolean;
  /**
   * The band of the request budget its requests spend from: `screen` for what the screen shows of the current
   * market, `background` for what may wait (the Market list's prices, notifications, every market's orders).
   */
  band: BandHint;
  key: (ctx: FeedContext) => string;
  fetch: (invoke: Invoke, ctx: FeedContext) => Promise<BridgeResult<FeedData[N]>>;
}

/** Levels asked for per side; the book shows as many as fit. */
export const DEPTH_LIMIT = 50;
export const TRADES_LIMIT = 50;
/** The live candle and the one before it (a minute may have closed since the last poll). */
export const LIVE_CANDLES = 2;

const global = () => '';
const byPair = ({ pair }: FeedContext) => pair;

export const FEEDS: { [N in FeedName]: FeedSpec<N> } = {
  status: { label: 'host', intervalMs: 5000, minIntervalMs: 1000, requestsPerRun: 0, always: true, band: 'screen', key: global, fetch: (invoke) => invoke('status.get', {}) },
  tickers: { label: 'market list', intervalMs: 15_000, minIntervalMs: 5000, requestsPerRun: 3, band: 'background', key: global, fetch: (invoke) => invoke('market.tickers', {}) },
  summary: { label: 'market summary', intervalMs: 3000, minIntervalMs: 1000, requestsPerRun: 5, band: 'screen', key: byPair, fetch: (invoke, { pair }) => invoke('market.summary', { pair }) },
  depth: { label: 'order book', intervalMs: 1000, minIntervalMs: 250, requestsPerRun: 1, band: 'screen', key: byPair, fetch: (invoke, { pair }) => invoke('market.depth', { pair, limit: DEPTH_LIMIT }) },
  trades: { label: 'recent trades', intervalMs: 2000, minIntervalMs: 500, requestsPerRun: 1, band: 'screen', key: byPair, fetch: (invoke, { pair }) => invoke('market.trades', { pair, limit: TRADES_LIMIT }) },
  candles: {
    label: 'chart',
    intervalMs: 2000,
    minIntervalMs: 500,
    requestsPerRun: 1,
    band: 'screen',
    key: ({ pair, period }) => `${pair} ${period}`,
    fetch: (invoke, { pair, period }) => invoke('market.candles', { pair, period, limit: LIVE_CANDLES }),
  },
  openOrders: { label: 'open orders', intervalMs: 2000, minIntervalMs: 500, requestsPerRun: 1, band: 'screen', key: byPair, fetch: (invoke, { pair }) => invoke('account.openOrders', { pair }) },
  balance: { label: 'balance', intervalMs: 5000, minIntervalMs: 1000, requestsPerRun: 1, band: 'screen', key: global, fetch: (invoke) => invoke('account.balance', {}) },
  positions: { label: 'positions', intervalMs: 3000, minIntervalMs: 1000, requestsPerRun: 1, band: 'screen', key: global, fetch: (invoke) => invoke('positions.list', {}) },
  // One request per market (three on the paper exchange); polled only while the Open orders tab shows every market.
  allOpenOrders: { label: 'open orders, all markets', intervalMs: 2000, minIntervalMs: 1000, requestsPerRun: 3, band: 'background', key: global, fetch: (invoke) => invoke('account.openOrders', {}) },
  // One request per market; polled only while notifications are on. Three requests every 3 s: 1 a second.
  recentFills: { label: 'fill notifications', intervalMs: 3000, minIntervalMs: 1500, requestsPerRun: 3, band: 'background', key: global, fetch: (invoke) => recentFillsOfEveryMarket(invoke) },
};

export const FEED_NAMES = Object.keys(FEEDS) as FeedName[];

/** Exchange requests per second polling may spend: the client's 10, less room for the trader's own actions. */
export const POLL_BUDGET_PER_SECOND = 8;

export type FeedIntervals = Record<FeedName, number>;

export const defaultIntervals = (): FeedIntervals =>
  Object.fromEntries(FEED_NAMES.map((name) => [name, FEEDS[name].intervalMs])) as FeedIntervals;

/** Requests per second all feeds would cost if all were on screen at these intervals. */
export const pollCost = (intervals: FeedIntervals): number =>
  FEED_NAMES.reduce((sum, name) => sum + (FEEDS[name].requestsPerRun * 1000) / intervals[name], 0);

/** Why these intervals cannot be, or null when they can. */
export function checkIntervals(intervals: FeedIntervals): string | null {
  for (const name of FEED_NAMES) {
    const ms = intervals[name];
    if (!Number.isInteger(ms) || ms < FEEDS[name].minIntervalMs || ms > 600_000) {
      return `The ${FEEDS[name].label} interval must be a whole number of ms from ${FEEDS[name].minIntervalMs} to 600000`;
    }
  }
  const cost = pollCost(intervals);
  if (cost > POLL_BUDGET_PER_SECOND) {
    return `These intervals would ask the exchange ${cost.toFixed(1)} times a second; polling may use at most ${POLL_BUDGET_PER_SECOND}`;
  }
  return null;
}

/** Fills asked for per market on each run of `recentFills`: more new ones than this in one interval are summarised. */
export const RECENT_FILLS_LIMIT = 20;

/** The newest fills of every market (the pair list is cached by the core: no request for it), newest first. */
async function recentFillsOfEveryMarket(invoke: Invoke): Promise<BridgeResult<Fill[]>> {
  const pairs = await invoke('market.pairs', {});
  if (!pairs.ok) return pairs;
  const results = await Promise.all(pairs.value.map((p) => invoke('account.fills', { pair: p.symbol, limit: RECENT_FILLS_LIMIT })));
  const fills: Fill[] = [];
  for (const result of results) {
    if (!result.ok) return result;
    fills.push(...result.value);
  }
  return { ok: true, value: fills.sort((a, b) => b.tradeId - a.tradeId) };
}
