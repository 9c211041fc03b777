/** What anyone may ask about a pair: the book, the tape, open interest, trade config. */
import type { Depth, DepthLevel, LastTrade, OpenInterest, TradeConfig } from '../../../shared/exchange/records';
import { fromScaled } from '../../../shared/decimal';
import type { Level } from './book';
import { accept, illegal, type Outcome } from './outcome';
import { limitRejection } from './paging';
import { toTradeConfig } from './pairs';
import { isPositiveInteger } from './rules';
import type { EngineState, Market } from './state';
import { TAPE_CAPACITY, toLastTrade } from './tape';
import type { OrderState } from './model';

const DEFAULT_TRADES_LIMIT = 50;

/** The depths last answered for a market, by limit, and the book versions they show. */
interface DepthCache {
  bidsVersion: number;
  asksVersion: number;
  byLimit: Map<number, Outcome<Depth>>;
}

/** Bounds the limits cached per market between book changes, whatever limits clients ask for. */
const MAX_CACHED_LIMITS = 8;
const depthCaches = new WeakMap<Market, DepthCache>();

/**
 * Aggregated price levels, best first on each side; all of them unless `limit` says how many. The answer is
 * deep-frozen and shared by every call until that pair's book changes: a still book is not rebuilt per request.
 */
export function depth(s: EngineState, pairId: number, limit = Infinity): Outcome<Depth> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('pairName');
  if (limit !== Infinity && !isPositiveInteger(limit)) return illegal('limit');
  const cache = depthCacheOf(market);
  let answer = cache.byLimit.get(limit);
  if (answer === undefined) {
    answer = freezeDepth(buildDepth(market, limit));
    if (cache.byLimit.size >= MAX_CACHED_LIMITS) cache.byLimit.clear();
    cache.byLimit.set(limit, answer);
  }
  return answer;
}

/** The market's depth cache, emptied first if either side of the book changed since it was filled. */
function depthCacheOf(market: Market): DepthCache {
  const bidsVersion = market.bids.version;
  const asksVersion = market.asks.version;
  let cache = depthCaches.get(market);
  if (cache === undefined) {
    cache = { bidsVersion, asksVersion, byLimit: new Map() };
    depthCaches.set(market, cache);
  } else if (cache.bidsVersion !== bidsVersion || cache.asksVersion !== asksVersion) {
    cache.bidsVersion = bidsVersion;
    cache.asksVersion = asksVersion;
    cache.byLimit.clear();
  }
  return cache;
}

function buildDepth({ pair, bids, asks }: Market, limit: number): Depth {
  const toLevel = (level: Level<OrderState>): DepthLevel => ({
    price: fromScaled(level.price, pair.priceDecimal),
    quantity: fromScaled(level.total, pair.tradeDecimal),
  });
  return { bids: bids.top(limit).map(toLevel), asks: asks.top(limit).map(toLevel) };
}

/** Shared answers must not change under their other holders: every part is frozen. */
function freezeDepth(depth: Depth): Outcome<Depth> {
  for (const levels of [depth.bids, depth.asks]) {
    for (const level of levels) Object.freeze(level);
    Object.freeze(levels);
  }
  return Object.freeze(accept(Object.freeze(depth)));
}

/** The best bid and ask in ticks, null for an empty side. */
export function bestPrices(s: EngineState, pairId: number): { bid: number | null; ask: number | null } {
  const market = s.marketById[pairId];
  if (market === undefined) throw new Error(`no pair ${pairId}`);
  return { bid: market.bids.best()?.price ?? null, ask: market.asks.best()?.price ?? null };
}

/** The pair's last trades on the book, newest first (the tape keeps TAPE_CAPACITY). */
export function lastTrades(s: EngineState, pairId: number, limit = DEFAULT_TRADES_LIMIT): Outcome<LastTrade[]> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('pairName');
  const rejection = limitRejection(limit, TAPE_CAPACITY);
  if (rejection !== null) return rejection;
  const { tape, pair } = market;
  const trades: LastTrade[] = [];
  for (let i = 0; i < Math.min(limit, tape.size); i++) trades.push(toLastTrade(tape.newest(i), pair));
  return accept(trades);
}

/** Per pair (one, or all): the long side's size in base units and the number of open positions, the house's included. */
export function openInterest(s: EngineState, pairId?: number): Outcome<OpenInterest[]> {
  const markets = pairId === undefined ? s.markets : [s.marketById[pairId]];
  if (markets.includes(undefined)) return illegal('pairName');
  return accept((markets as Market[]).map(toOpenInterest));
}

function toOpenInterest({ pair, positions }: Market): OpenInterest {
  let longLots = 0;
  for (const p of positions) if (p.isLong) longLots += p.qty;
  return {
    contractPairId: pair.id,
    symbol: pair.symbol,
    amount: fromScaled(longLots, pair.tradeDecimal),
    count: positions.size,
  };
}

export const tradeConfigs = (s: EngineState): TradeConfig[] => s.pairs.map(toTradeConfig);
