/**
 * The exchange's state and its commands: a facade over the modules that do the work. Pure: no I/O, no timers,
 * no randomness; every command that changes something is told the time. A command either does everything or,
 * with a rejection, nothing.
 */
import type {
  Balance as BalanceRecord,
  Depth,
  Fill as FillRecord,
  LastTrade,
  MakerEarning as MakerEarningTrade,
  MakerEarningDay,
  Match as MatchRecord,
  OpenInterest,
  Order,
  OrderRef,
  Position as PositionRecord,
  Tariff as TariffRecord,
  TradeConfig,
  UserLever,
} from '../../../shared/exchange/records';
import {
  balanceRecord,
  fillHistory,
  makerEarningDays,
  makerEarnings,
  matchList,
  openOrders,
  orderHistory,
  positionList,
  tariffList,
  type EarningDaysQuery,
  type EarningsQuery,
  type FillQuery,
  type MatchQuery,
  type OrderHistoryQuery,
  type PairPageQuery,
} from './account-queries';
import { MAX_OPENING_BALANCE, newAccount, positionMargin } from './accounts';
import { adjustMargin, setUserLever, userLever } from './adjustments';
import { settleFunding } from './funding';
import { setMarkPrice } from './liquidation';
import { bestPrices, depth, lastTrades, openInterest, tradeConfigs } from './market-queries';
import { toOrderRecord } from './orders';
import type { Outcome } from './outcome';
import type { Page } from './paging';
import { PAIRS, type PairSpec } from './pairs';
import type { OrderCommand } from './rules';
import { fromSnapshot, toSnapshot, type EngineSnapshot } from './snapshot';
import { newState, refPrice, type EngineState, type TradeListener } from './state';
import { cancelOrder, findByClientOrderId, findOrder, placeOrder } from './trading';

export interface Balance {
  available: number;
  /** Held by open orders. */
  frozen: number;
  /** Held by positions. */
  margin: number;
}

export class PaperEngine {
  private s: EngineState;
  private readonly bySymbol: Map<string, PairSpec>;

  /** An exchange with no accounts and empty books. */
  constructor(pairs: readonly PairSpec[] = PAIRS) {
    this.s = newState(pairs);
    this.bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
  }

  /** The engine a snapshot was taken of: it answers every query as that one did, and goes on identically. */
  static fromSnapshot(snapshot: EngineSnapshot, pairs: readonly PairSpec[] = PAIRS): PaperEngine {
    const engine = new PaperEngine(pairs);
    engine.s = fromSnapshot(snapshot, pairs);
    return engine;
  }

  toSnapshot(): EngineSnapshot {
    return toSnapshot(this.s);
  }

  get pairs(): readonly PairSpec[] {
    return this.s.pairs;
  }

  pair(symbol: string): PairSpec | undefined {
    return this.bySymbol.get(symbol);
  }

  // Commands

  /** Opens an account holding `available` settle units (0 to MAX_OPENING_BALANCE); returns its id. */
  openAccount(available: number): number {
    if (!Number.isSafeInteger(available) || available < 0 || available > MAX_OPENING_BALANCE) {
      throw new RangeError(`an account opens with 0 to ${MAX_OPENING_BALANCE} settle units, not ${available}`);
    }
    const id = ++this.s.ids.account;
    this.s.accounts.set(id, newAccount(id, available, this.s.pairs));
    return id;
  }

  placeOrder(accountId: number, cmd: OrderCommand, now: number): Outcome<OrderRef> {
    return placeOrder(this.s, accountId, cmd, now);
  }

  cancelOrder(accountId: number, orderId: number, now: number): Outcome<true> {
    return cancelOrder(this.s, accountId, orderId, now);
  }

  setUserLever(accountId: number, pairId: number, positionType: number, lever: number, now: number): Outcome<true> {
    return setUserLever(this.s, accountId, pairId, positionType, lever, now);
  }

  /** callMarginAmount: `isAdd` adds `amount` settle units to an isolated position's margin, else removes them. */
  adjustMargin(accountId: number, positionId: number, isAdd: boolean, amount: number, now: number): Outcome<true> {
    return adjustMargin(this.s, accountId, positionId, isAdd, amount, now);
  }

  /** Records the pair's mark price (ticks) and liquidates what is at risk at it; returns how many positions were. */
  setMarkPrice(pairId: number, markTicks: number, now: number): Outcome<number> {
    return setMarkPrice(this.s, pairId, markTicks, now);
  }

  /** Settles funding at `rate` (units of 10^-8) and mark `markTicks`; returns how many positions settled. */
  settleFunding(pairId: number, rate: number, markTicks: number, now: number): Outcome<number> {
    return settleFunding(this.s, pairId, rate, markTicks, now);
  }

  /** Hears every trade on the book, synchronously, once both sides are applied. Returns the unsubscribe. */
  onTrade(listener: TradeListener): () => void {
    this.s.listeners.push(listener);
    return () => {
      const at = this.s.listeners.indexOf(listener);
      if (at >= 0) this.s.listeners.splice(at, 1);
    };
  }

  // Queries: integers for the engine's neighbours, wire records (decimal strings) for the API.

  balance(accountId: number): Readonly<Balance> {
    const account = this.s.accounts.get(accountId);
    if (account === undefined) throw new Error(`no account ${accountId}`);
    return { available: account.available, frozen: account.frozen, margin: positionMargin(account) };
  }

  balanceRecord(accountId: number, symbol: string): Outcome<BalanceRecord> {
    return balanceRecord(this.s, accountId, symbol);
  }

  /** The account's order with this id, open or done (while its history keeps it). */
  order(accountId: number, orderId: number): Order | undefined {
    const order = findOrder(this.s, accountId, orderId);
    return order === undefined ? undefined : toOrderRecord(order);
  }

  /** The id of the account's order with this client order id, open or done (while its history keeps it). */
  orderIdOf(accountId: number, clientOrderId: string): number | undefined {
    return findByClientOrderId(this.s, accountId, clientOrderId)?.id;
  }

  /** Lots of the account's order still resting on the book; 0 once it is filled, canceled or expired. */
  restingQuantity(accountId: number, orderId: number): number {
    const order = this.s.orders.get(orderId);
    return order !== undefined && order.slot.account.id === accountId ? order.remaining : 0;
  }

  /** The account's position on the pair in lots, long positive. */
  netPosition(accountId: number, pairId: number): number {
    const market = this.s.marketById[pairId];
    const position = market === undefined ? null : (this.s.accounts.get(accountId)?.slots[market.index]?.position ?? null);
    return position === null ? 0 : position.isLong ? position.qty : -position.qty;
  }

  /** The account's open orders on a pair, newest first, a page at a time. */
  openOrders(accountId: number, pairId: number, pageNo?: number, pageSize?: number): Outcome<Page<Order>> {
    return openOrders(this.s, accountId, pairId, { pageNo, pageSize });
  }

  orderHistory(accountId: number, pairId: number, query: OrderHistoryQuery = {}): Outcome<Order[]> {
    return orderHistory(this.s, accountId, pairId, query);
  }

  fillHistory(accountId: number, pairId: number, query: FillQuery = {}): Outcome<FillRecord[]> {
    return fillHistory(this.s, accountId, pairId, query);
  }

  matchList(accountId: number, pairId: number, query: MatchQuery = {}): Outcome<Page<MatchRecord>> {
    return matchList(this.s, accountId, pairId, query);
  }

  positions(accountId: number, query: PairPageQuery = {}): Outcome<Page<PositionRecord>> {
    return positionList(this.s, accountId, query);
  }

  tariffs(accountId: number, query: PairPageQuery = {}): Outcome<Page<TariffRecord>> {
    return tariffList(this.s, accountId, query);
  }

  makerEarnings(accountId: number, pairId: number, query: EarningsQuery = {}): Outcome<MakerEarningTrade[]> {
    return makerEarnings(this.s, accountId, pairId, query);
  }

  makerEarningDays(accountId: number, pairId: number, query: EarningDaysQuery = {}): Outcome<MakerEarningDay[]> {
    return makerEarningDays(this.s, accountId, pairId, query);
  }

  getUserLever(accountId: number, pairId: number, positionType?: number): Outcome<UserLever> {
    return userLever(this.s, accountId, pairId, positionType);
  }

  tradeConfigs(): TradeConfig[] {
    return tradeConfigs(this.s);
  }

  openInterest(pairId?: number): Outcome<OpenInterest[]> {
    return openInterest(this.s, pairId);
  }

  lastTrades(pairId: number, limit?: number): Outcome<LastTrade[]> {
    return lastTrades(this.s, pairId, limit);
  }

  depth(pairId: number, limit?: number): Outcome<Depth> {
    return depth(this.s, pairId, limit);
  }

  bestPrices(pairId: number): { bid: number | null; ask: number | null } {
    return bestPrices(this.s, pairId);
  }

  /** The last mark price set for the pair, in ticks. */
  markPrice(pairId: number): number | null {
    return this.s.marketById[pairId]?.mark ?? null;
  }

  /** The price positions are valued at: the mark, or before any mark the last trade; null before either. */
  valuationPrice(pairId: number): number | null {
    const market = this.s.marketById[pairId];
    return market === undefined ? null : refPrice(market) || null;
  }
}
