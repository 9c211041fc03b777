/** What an account asks about itself: balance, orders, fills, positions, funding and maker earnings. */
import type {
  Balance as BalanceRecord,
  Fill as FillRecord,
  MakerEarning as MakerEarningTrade,
  MakerEarningDay,
  Match as MatchRecord,
  Order,
  Position as PositionRecord,
  Tariff as TariffRecord,
} from '../../../shared/exchange/records';
import { fromScaled } from '../../../shared/decimal';
import { openOf, positionMargin } from './accounts';
import { toEarningTrade, toFillRecord, toMatchRecord } from './fills';
import { toTariffRecord } from './funding';
import { toOrderRecord } from './orders';
import { accept, illegal, type Outcome, type Rejection } from './outcome';
import { DEFAULT_LIMIT, limitRejection, newestFirst, pageOf, pageRejection, type Page, type PageQuery } from './paging';
import { SETTLE_COIN, type PairSpec } from './pairs';
import { toPositionRecord } from './position-record';
import { toEarningDay } from './rebates';
import { accountOf, type EngineState } from './state';
import type { Position } from './model';

/** Inclusive bounds on a time in ms. */
export interface TimeRange {
  beginTime?: number;
  endTime?: number;
}
export interface OrderHistoryQuery {
  /** Orders created at or after. */
  beginTime?: number;
  limit?: number;
}
export interface FillQuery extends TimeRange {
  orderId?: number;
  /** Trade ids at most / at least. */
  idLe?: number;
  idGe?: number;
  limit?: number;
  /** Oldest first (from idGe up) instead of newest first. */
  isAsc?: boolean;
}
export interface MatchQuery extends PageQuery {
  /** Only this trade. */
  matchId?: number;
}
export interface PairPageQuery extends PageQuery {
  /** Every pair when absent. */
  pairId?: number;
}
export interface EarningsQuery extends TimeRange {
  idLe?: number;
  limit?: number;
}
export interface EarningDaysQuery {
  idLe?: number;
  limit?: number;
}

const within = (time: number, { beginTime, endTime }: TimeRange): boolean =>
  (beginTime === undefined || time >= beginTime) && (endTime === undefined || time <= endTime);
const atMost = (id: number, bound: number | undefined): boolean => bound === undefined || id <= bound;
const atLeast = (id: number, bound: number | undefined): boolean => bound === undefined || id >= bound;

const pairOf = (s: EngineState, pairId: number): PairSpec | null => s.marketById[pairId]?.pair ?? null;

/** The refusal of a paged query on an unknown pair (none named: every pair) or of a bad page; null when neither. */
function pairPageRejection(s: EngineState, pairId: number | undefined, query: PageQuery): Rejection | null {
  if (pairId !== undefined && pairOf(s, pairId) === null) return illegal('pairName');
  return pageRejection(query);
}

/**
 * A cursor list of a pair: the first `limit` (DEFAULT_LIMIT when absent) of the items `listed` gives for it, as
 * records. An unknown pair, then a bad limit, is refused.
 */
function pairList<T, R>(
  s: EngineState,
  pairId: number,
  limit: number | undefined,
  listed: (pair: PairSpec) => T[],
  toRecord: (item: T) => R,
): Outcome<R[]> {
  const pair = pairOf(s, pairId);
  if (pair === null) return illegal('pairName');
  const rejection = limitRejection(limit);
  if (rejection !== null) return rejection;
  return accept(
    listed(pair)
      .slice(0, limit ?? DEFAULT_LIMIT)
      .map(toRecord),
  );
}

/** The settlement balance: frozenAmount counts what open orders hold and the margin of the positions. */
export function balanceRecord(s: EngineState, accountId: number, symbol: string): Outcome<BalanceRecord> {
  if (symbol !== SETTLE_COIN.name) return illegal('symbol');
  const account = accountOf(s, accountId);
  return accept({
    userId: account.id,
    coinId: SETTLE_COIN.id,
    availableAmount: fromScaled(account.available, SETTLE_COIN.decimals),
    frozenAmount: fromScaled(account.frozen + positionMargin(account), SETTLE_COIN.decimals),
    symbol: SETTLE_COIN.name,
  });
}

/** The account's open orders on a pair, newest first. */
export function openOrders(s: EngineState, accountId: number, pairId: number, query: PageQuery): Outcome<Page<Order>> {
  const rejection = pairPageRejection(s, pairId, query);
  if (rejection !== null) return rejection;
  const market = s.marketById[pairId]!;
  return accept(pageOf(openOf(accountOf(s, accountId).slots[market.index]!), query, toOrderRecord));
}

/** Done orders (filled, canceled, expired) of a pair, the most recently done first. */
export function orderHistory(s: EngineState, accountId: number, pairId: number, query: OrderHistoryQuery): Outcome<Order[]> {
  const { beginTime = 0 } = query;
  const done = (pair: PairSpec) => newestFirst(accountOf(s, accountId).done, (o) => o.pair === pair && o.createTime >= beginTime);
  return pairList(s, pairId, query.limit, done, toOrderRecord);
}

export function fillHistory(s: EngineState, accountId: number, pairId: number, query: FillQuery): Outcome<FillRecord[]> {
  const { orderId, idLe, idGe, isAsc = false } = query;
  const fills = (pair: PairSpec) => {
    const kept = accountOf(s, accountId).fills.filter(
      (f) =>
        f.order.pair === pair &&
        (orderId === undefined || f.order.id === orderId) &&
        within(f.time, query) &&
        atMost(f.tradeId, idLe) &&
        atLeast(f.tradeId, idGe),
    );
    return isAsc ? kept.reverse() : kept;
  };
  return pairList(s, pairId, query.limit, fills, toFillRecord);
}

/** The account's fills on a pair, newest first. */
export function matchList(s: EngineState, accountId: number, pairId: number, query: MatchQuery): Outcome<Page<MatchRecord>> {
  const rejection = pairPageRejection(s, pairId, query);
  if (rejection !== null) return rejection;
  const { pair } = s.marketById[pairId]!;
  const { matchId } = query;
  const fills = accountOf(s, accountId).fills.filter((f) => f.order.pair === pair && (matchId === undefined || f.tradeId === matchId));
  return accept(pageOf(fills, query, toMatchRecord));
}

/** Open positions, newest first. */
export function positionList(s: EngineState, accountId: number, query: PairPageQuery): Outcome<Page<PositionRecord>> {
  const { pairId } = query;
  const rejection = pairPageRejection(s, pairId, query);
  if (rejection !== null) return rejection;
  const positions = accountOf(s, accountId)
    .slots.map((slot) => slot.position)
    .filter((p): p is Position => p !== null && (pairId === undefined || p.slot.pair.id === pairId))
    .sort((a, b) => b.id - a.id);
  return accept(pageOf(positions, query, (p) => toPositionRecord(s, p)));
}

/** Funding the account's positions paid or received, newest first. */
export function tariffList(s: EngineState, accountId: number, query: PairPageQuery): Outcome<Page<TariffRecord>> {
  const { pairId } = query;
  const rejection = pairPageRejection(s, pairId, query);
  if (rejection !== null) return rejection;
  const tariffs = newestFirst(accountOf(s, accountId).tariffs, (t) => pairId === undefined || t.pair.id === pairId);
  return accept(pageOf(tariffs, query, toTariffRecord));
}

/** The maker fills of a pair (as far as the fill history goes) and their rebates, newest first. */
export function makerEarnings(s: EngineState, accountId: number, pairId: number, query: EarningsQuery): Outcome<MakerEarningTrade[]> {
  const makerFills = (pair: PairSpec) =>
    accountOf(s, accountId).fills.filter((f) => !f.isTaker && f.order.pair === pair && within(f.time, query) && atMost(f.tradeId, query.idLe));
  return pairList(s, pairId, query.limit, makerFills, toEarningTrade);
}

/** Maker earnings of a pair per UTC day, newest first. */
export function makerEarningDays(s: EngineState, accountId: number, pairId: number, query: EarningDaysQuery): Outcome<MakerEarningDay[]> {
  const days = (pair: PairSpec) => newestFirst(accountOf(s, accountId).days, (d) => d.pair === pair && atMost(d.id, query.idLe));
  return pairList(s, pairId, query.limit, days, toEarningDay);
}
