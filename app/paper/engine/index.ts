/**
 * The paper exchange's engine: pure state and commands. Prices are ticks (10^-priceDecimal), quantities lots
 * (10^-tradeDecimal), money settle units (10^-4 USDT), rates units of 10^-8; decimal strings appear only in the
 * records that queries return. No I/O, timers or randomness: every command takes `now` (ms), so a log of commands
 * replays to the same state, and `toSnapshot()` / `PaperEngine.fromSnapshot()` carry the whole state.
 *
 * Commands (a rejection changes nothing; an unknown account id throws, accounts being the exchange's own):
 *   openAccount(available) → accountId
 *   placeOrder(accountId, OrderCommand, now) → Outcome<OrderRef>            2001/2102
 *   cancelOrder(accountId, orderId, now) → Outcome<true>                     2001/2125/2126
 *   setUserLever(accountId, pairId, positionType, lever, now) → Outcome<true> 2001/2102
 *   adjustMargin(accountId, positionId, isAdd, amount, now) → Outcome<true>  2001/2102/2104/2105 (callMarginAmount)
 *   setMarkPrice(pairId, markTicks, now) → Outcome<liquidated count>
 *   settleFunding(pairId, rate, markTicks, now) → Outcome<settled count>
 * Queries: balance, balanceRecord, order, orderIdOf, restingQuantity, netPosition, openOrders, orderHistory,
 *   fillHistory, matchList, positions, tariffs, makerEarnings, makerEarningDays, getUserLever, tradeConfigs,
 *   openInterest, lastTrades, depth, bestPrices, markPrice; onTrade(listener) hears each trade on the book.
 *
 * Trading rules the exchange's API (docs/exchange-api.md) leaves open are documented where they live:
 * trading.ts (margin, fees, rebates, one-way positions), rules.ts (position type, leverage, size),
 * adjustments.ts (leverage, margin changes), risk.ts (liquidation test and price), liquidation.ts, funding.ts,
 * accounts.ts (history bounds).
 */
import { PaperEngine } from './engine';
import { listedPairs } from './pairs';
import { seedMarket } from './seed';

export { PaperEngine, type Balance } from './engine';
export type { EarningDaysQuery, EarningsQuery, FillQuery, MatchQuery, OrderHistoryQuery, PairPageQuery, TimeRange } from './account-queries';
export type { TradeEvent } from './tape';
export { accept, illegal, reject, required, type Outcome, type Rejection } from './outcome';
export type { Page, PageQuery } from './paging';
export { extraMarketSymbol, isExtraMarket, listedPairs, MAX_EXTRA_MARKETS, SETTLE_COIN, toPairRecord, type PairSpec } from './pairs';
export { RATE_SCALE } from './rates';
export type { OrderCommand } from './rules';
export type { EngineSnapshot } from './snapshot';

/**
 * A fresh engine with the standard pairs (and `markets` extra ones) and, unless `seed` is null, the market maker's
 * book laid at `now`.
 */
export function createEngine(options: { seed?: number | null; now?: number; markets?: number } = {}): PaperEngine {
  const engine = new PaperEngine(listedPairs(options.markets));
  const { seed = 1, now = 0 } = options;
  if (seed !== null) seedMarket(engine, seed, now);
  return engine;
}
