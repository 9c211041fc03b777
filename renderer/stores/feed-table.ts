/**
 * Every polled feed of the screen: what it asks the bridge for, how often by default, how many exchange requests
 * one run costs (the polling budget is counted in those), and what its data is for (its key: the pair, or the pair
 * and the chart's period). A feed's answer is kept only while its key is still the screen's.
 */
import {
  MAX_TICKERS,
  type AlgoView,
  type AppStatus,
  type BandHint,
  type BridgeResult,
  type HeldOrderView,
  type MarketSummary,
  type PairTicker,
  type PriceAlert,
  type ProtectionNotice,
  type ProtectionStatus,
} from '../../shared/bridge';
import type { Balance, Candle, Depth, Fill, KlinePeriod, LastTrade, Order, Position } from '../../shared/exchange';
import type { ReadInvoke } from './invoke';

export interface FeedContext {
  pair: string;
  period: KlinePeriod;
  /** The prices the open Market list wants next (the market store's `listDue`). */
  listDue?: readonly string[];
}

export interface FeedData {
  status: AppStatus;
  /** Prices for the Market list: only those it asked for this run (it keeps the others it has). */
  tickers: PairTicker[];
  summary: MarketSummary;
  depth: Depth;
  trades: LastTrade[];
  /** The newest candles only: the chart keeps the history and updates its last candle from these. */
  candles: Candle[];
  openOrders: Order[];
  balance: Balance;
  positions: Position[];
  /**
   * Open orders of "all markets" (the Open orders table with "Current market only" off): the markets where the
   * trader has positions or orders may rest, as the core's watch set knows them; a full sweep finds the rest.
   */
  allOpenOrders: Order[];
  /** The newest fills of the watched markets (held, on screen, recently traded), newest first: for notifications. */
  recentFills: Fill[];
  /** The orders Perpdesk holds (the Working tab, the Positions' TP / SL column). */
  protectionOrders: HeldOrderView[];
  /** The chases and TWAPs Perpdesk holds (the Working tab). */
  algos: AlgoView[];
  /** How many held orders are armed, and the stale price feeds behind them (Connection). */
  protectionStatus: ProtectionStatus;
  /** What held orders did, the core's last few hundred notices (notifications tell the new ones). */
  protectionNotices: ProtectionNotice[];
  /** The price alerts Perpdesk holds, armed first, then the last fired (the Alerts tab, the chart's lines, the alert watch). */
  alerts: PriceAlert[];
}
export type FeedName = keyof FeedData;

export interface FeedSpec<N extends FeedName> {
  /** How the Connection status names it. */
  label: string;
  intervalMs: number;
  /** The fastest a trader may set it. */
  minIntervalMs: number;
  /** Exchange requests one run makes (at most, for the feeds whose cost follows what the trader holds). */
  requestsPerRun: number;
  /** Runs whatever is on screen. */
  always?: boolean;
  /**
   * The band of the request budget its requests spend from: `screen` for what the screen shows of the current
   * market, `background` for what may wait (the Market list's prices, notifications, every market's orders).
   */
  band: BandHint;
  key: (ctx: FeedContext) => string;
  fetch: (invoke: ReadInvoke, ctx: FeedContext) => Promise<BridgeResult<FeedData[N]>>;
}

/** Levels asked for per side; the book shows as many as fit. */
export const DEPTH_LIMIT = 50;
export const TRADES_LIMIT = 50;
/** The live candle and the one before it (a minute may have closed since the last poll). */
export const LIVE_CANDLES = 2;

/** Prices one run of the Market list's feed asks at most (one request each): scrolling never floods the budget. */
export const LIST_PRICES_PER_RUN = 3;

const global = () => '';
const byPair = ({ pair }: FeedContext) => pair;

export const FEEDS: { [N in FeedName]: FeedSpec<N> } = {
  status: {
    label: 'host',
    band: 'screen',
    intervalMs: 5000,
    minIntervalMs: 1000,
    requestsPerRun: 0,
    always: true,
    key: global,
    fetch: (invoke) => invoke('status.get', {}),
  },
  // Only the prices the open list wants (rows in view and favourites not fresh), a few a run; nothing due, no request.
  // The list also asks at once (at most once a second) while rows it scrolled to have no price.
  tickers: {
    label: 'market list',
    band: 'background',
    intervalMs: 5000,
    minIntervalMs: 2000,
    requestsPerRun: LIST_PRICES_PER_RUN,
    key: global,
    fetch: listPrices,
  },
  summary: {
    label: 'market summary',
    band: 'screen',
    intervalMs: 3000,
    minIntervalMs: 1000,
    requestsPerRun: 5,
    key: byPair,
    fetch: (invoke, { pair }) => invoke('market.summary', { pair }),
  },
  depth: {
    label: 'order book',
    band: 'screen',
    intervalMs: 1000,
    minIntervalMs: 250,
    requestsPerRun: 1,
    key: byPair,
    fetch: (invoke, { pair }) => invoke('market.depth', { pair, limit: DEPTH_LIMIT }),
  },
  trades: {
    label: 'recent trades',
    band: 'screen',
    intervalMs: 2000,
    minIntervalMs: 500,
    requestsPerRun: 1,
    key: byPair,
    fetch: (invoke, { pair }) => invoke('market.trades', { pair, limit: TRADES_LIMIT }),
  },
  candles: {
    label: 'chart',
    band: 'screen',
    intervalMs: 2000,
    minIntervalMs: 500,
    requestsPerRun: 1,
    key: ({ pair, period }) => `${pair} ${period}`,
    fetch: (invoke, { pair, period }) => invoke('market.candles', { pair, period, limit: LIVE_CANDLES }),
  },
  openOrders: {
    label: 'open orders',
    band: 'screen',
    intervalMs: 2000,
    minIntervalMs: 500,
    requestsPerRun: 1,
    key: byPair,
    fetch: (invoke, { pair }) => invoke('account.openOrders', { pair }),
  },
  balance: {
    label: 'balance',
    band: 'screen',
    intervalMs: 5000,
    minIntervalMs: 1000,
    requestsPerRun: 1,
    key: global,
    fetch: (invoke) => invoke('account.balance', {}),
  },
  positions: {
    label: 'positions',
    band: 'screen',
    intervalMs: 3000,
    minIntervalMs: 1000,
    requestsPerRun: 1,
    key: global,
    fetch: (invoke) => invoke('positions.list', {}),
  },
  // One request per market where the trader holds something (counted as three); polled only while the Open orders
  // tab shows every market. Markets the core does not know of are found by the sweep (Refresh all markets).
  allOpenOrders: {
    label: 'open orders, all markets',
    band: 'background',
    intervalMs: 2000,
    minIntervalMs: 1000,
    requestsPerRun: 3,
    key: global,
    fetch: (invoke) => invoke('account.openOrders', {}),
  },
  // One request per watched market (held, on screen, recently traded: counted as three), not per listed market;
  // polled only while notifications are on.
  recentFills: {
    label: 'fill notifications',
    band: 'background',
    intervalMs: 3000,
    minIntervalMs: 1500,
    requestsPerRun: 3,
    key: global,
    fetch: (invoke, { pair }) => invoke('account.recentFills', { focus: pair, limit: RECENT_FILLS_LIMIT }),
  },
  // The core holds these and answers from memory: no exchange request (its own trigger loop asks in the write band).
  protectionOrders: {
    label: 'held orders',
    band: 'screen',
    intervalMs: 2000,
    minIntervalMs: 500,
    requestsPerRun: 0,
    key: global,
    fetch: (invoke) => invoke('protection.list', {}),
  },
  algos: {
    label: 'chases and TWAPs',
    band: 'screen',
    intervalMs: 1000,
    minIntervalMs: 500,
    requestsPerRun: 0,
    key: global,
    fetch: (invoke) => invoke('algo.list', {}),
  },
  protectionStatus: {
    label: 'protection',
    band: 'screen',
    intervalMs: 2000,
    minIntervalMs: 500,
    requestsPerRun: 0,
    key: global,
    fetch: (invoke) => invoke('protection.status', {}),
  },
  protectionNotices: {
    label: 'protection notices',
    band: 'screen',
    intervalMs: 1000,
    minIntervalMs: 500,
    requestsPerRun: 0,
    key: global,
    fetch: (invoke) => invoke('protection.notices', { after: 0 }),
  },
  // Always on: a fired alert is told however the screen is laid out. The core answers from memory (no exchange request).
  alerts: {
    label: 'price alerts',
    band: 'screen',
    intervalMs: 1000,
    minIntervalMs: 500,
    requestsPerRun: 0,
    always: true,
    key: global,
    fetch: (invoke) => invoke('alerts.list', {}),
  },
};

export const FEED_NAMES = Object.keys(FEEDS) as FeedName[];

/** Exchange requests per second polling may spend: the client's 10, less room for the trader's own actions. */
export const POLL_BUDGET_PER_SECOND = 8;

export type FeedIntervals = Record<FeedName, number>;

export const defaultIntervals = (): FeedIntervals => Object.fromEntries(FEED_NAMES.map((name) => [name, FEEDS[name].intervalMs])) as FeedIntervals;

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

/** The prices the open Market list wants now; none due, no request. */
async function listPrices(invoke: ReadInvoke, { listDue = [] }: FeedContext): Promise<BridgeResult<PairTicker[]>> {
  const pairs = listDue.slice(0, Math.min(LIST_PRICES_PER_RUN, MAX_TICKERS));
  return pairs.length === 0 ? { ok: true, value: [] } : invoke('market.tickers', { pairs });
}
