/** What anyone may ask about a pair: the book, the tape, open interest, trade config. */
import type { Depth, DepthLevel } from '../../../shared/exchange/records';
import { fromScaled } from '../../../shared/decimal';
import type { Level } from './book';
import type { OrderState } from './orders';
import { accept, illegal, type Outcome } from './outcome';
import { limitRejection } from './paging';
import { toTradeConfig } from './pairs';
import type { LastTrade, OpenInterest, TradeConfig } from './records';
import { isPositiveInteger } from './rules';
import type { EngineState, Market } from './state';
import { TAPE_CAPACITY, toLastTrade } from './tape';

const DEFAULT_TRADES_LIMIT = 50;

/** Aggregated price levels, best first on each side; all of them unless `limit` says how many. */
export function depth(s: EngineState, pairId: number, limit = Infinity): Outcome<Depth> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('pairName');
  if (limit !== Infinity && !isPositiveInteger(limit)) return illegal('limit');
  const { pair } = market;
  const toLevel = (level: Level<OrderState>): DepthLevel => ({
    price: fromScaled(level.price, pair.priceDecimal),
    quantity: fromScaled(level.total, pair.tradeDecimal),
  });
  return accept({ bids: market.bids.top(limit).map(toLevel), asks: market.asks.top(limit).map(toLevel) });
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
