/** The account's own records: balance, orders, fills, histories, funding paid, maker earnings, trade config. */
import type { ValidParamsOf } from '../../shared/bridge';
import type { Balance, Fill, MakerEarning, MakerEarningDay, Match, Order, Page, Tariff, TradeConfig } from '../../shared/exchange';
import type { ExchangeClient } from '../exchange';
import { allPages } from './all-pages';
import type { MarketService } from './market';
import type { WatchSet } from './watch-set';

export interface AccountService {
  balance(): Promise<Balance>;
  /**
   * The open orders on `symbol`; when none is named, on the markets where orders may rest or positions are (the
   * watch set: the journal, what was placed, the last answers, the sweeps), not on every listed market.
   */
  openOrders(symbol?: string): Promise<Order[]>;
  /** Every open order on every listed market: one request per market (Cancel all of all markets). */
  openOrdersEverywhere(): Promise<Order[]>;
  /** The newest `limit` fills of each watched market (`focus`, the market on screen, always), newest first. */
  recentFills(focus?: string, limit?: number): Promise<Fill[]>;
  order(params: ValidParamsOf<'account.order'>): Promise<Order>;
  matches(params: ValidParamsOf<'account.matches'>): Promise<Page<Match>>;
  /** One market's fills, or with no pair the watched markets' (WatchSet.histories), merged newest first. */
  fills(params: ValidParamsOf<'account.fills'>): Promise<Fill[]>;
  /** One market's done orders, or with no pair the watched markets' (WatchSet.histories), most recently done first. */
  orderHistory(params: ValidParamsOf<'account.orderHistory'>): Promise<Order[]>;
  tariffs(params: ValidParamsOf<'account.tariffs'>): Promise<Page<Tariff>>;
  makerEarnings(params: ValidParamsOf<'account.makerEarnings'>): Promise<MakerEarning[]>;
  makerEarningDays(params: ValidParamsOf<'account.makerEarningDays'>): Promise<MakerEarningDay[]>;
  tradeConfigs(): Promise<TradeConfig[]>;
}

/** Fills asked per market for notifications unless told. */
const RECENT_FILLS = 20;

export function createAccountService(client: ExchangeClient, market: MarketService, watch: WatchSet): AccountService {
  const openOrdersOf = async (pairName: string): Promise<Order[]> => {
    const askedAt = watch.now();
    const orders = await allPages((pageNo, pageSize) => client.call('openOrders', { pairName, pageNo, pageSize }));
    watch.openOrdersSeen(pairName, orders.length, askedAt);
    return orders;
  };
  /** The markets named that the venue lists (the journal may name another venue's). */
  const listed = async (symbols: readonly string[]): Promise<string[]> => {
    const names = new Set((await market.pairs()).map((p) => p.symbol));
    return symbols.filter((symbol) => names.has(symbol));
  };
  const each = async <T>(symbols: readonly string[], read: (pairName: string) => Promise<T[]>): Promise<T[]> =>
    (await Promise.all(symbols.map(read))).flat();
  /**
   * `read` on one market, or with none named on the markets whose histories are watched, merged in `order` and cut
   * to `limit`: the first `limit` of the merge are among the first `limit` of each market, so paging by a cursor
   * (fills' trade ids are account-wide) or by a growing limit (order history) means across markets what it means
   * in one. The requests spend from the caller's band (a background feed's stay in the background band).
   */
  const oneOrWatched = async <T>(
    pair: string | undefined,
    focus: string | undefined,
    limit: number | undefined,
    order: (a: T, b: T) => number,
    read: (pairName: string) => Promise<T[]>,
  ): Promise<T[]> => {
    if (pair !== undefined) {
      await market.pair(pair);
      return read(pair);
    }
    if (focus !== undefined) await market.pair(focus);
    const merged = (await each(await listed(watch.histories(focus)), read)).sort(order);
    return limit === undefined ? merged : merged.slice(0, limit);
  };

  return {
    async balance() {
      const [first] = await market.pairs();
      return client.call('balance', { symbol: first?.settleCoinName ?? 'USDT' });
    },
    async openOrders(symbol) {
      if (symbol !== undefined) {
        await market.pair(symbol);
        return openOrdersOf(symbol);
      }
      return each(await listed(watch.ordersMayRest()), openOrdersOf);
    },
    openOrdersEverywhere: async () =>
      each(
        (await market.pairs()).map((p) => p.symbol),
        openOrdersOf,
      ),
    async recentFills(focus, limit = RECENT_FILLS) {
      if (focus !== undefined) await market.pair(focus);
      const fills = await each(await listed(watch.notifying(focus)), (pairName) => client.call('fillHistory', { pairName, limit }));
      return fills.sort((a, b) => b.tradeId - a.tradeId);
    },
    async order({ pair, orderId }) {
      await market.pair(pair);
      return client.call('queryOrder', { entrustId: orderId });
    },
    async matches({ pair, page, pageSize, matchId }) {
      await market.pair(pair);
      return client.call('matchList', { pairName: pair, pageNo: page, pageSize, matchId });
    },
    fills: ({ pair, focus, ascending, ...rest }) =>
      oneOrWatched<Fill>(
        pair,
        focus,
        rest.limit,
        (a, b) => (ascending === true ? a.tradeId - b.tradeId : b.tradeId - a.tradeId),
        (pairName) => client.call('fillHistory', { pairName, isAsc: ascending, ...rest }),
      ),
    orderHistory: ({ pair, focus, beginTime, limit }) =>
      oneOrWatched<Order>(
        pair,
        focus,
        limit,
        (a, b) => b.updateTime - a.updateTime || b.id - a.id,
        (symbol) => client.call('orderHistory', { symbol, beginTime, limit }),
      ),
    async tariffs({ pair, page, pageSize }) {
      if (pair !== undefined) await market.pair(pair);
      return client.call('tariffs', { pairName: pair, pageNo: page, pageSize });
    },
    async makerEarnings({ pair, ...range }) {
      await market.pair(pair);
      return client.call('makerEarnings', { pairName: pair, ...range });
    },
    async makerEarningDays({ pair, ...range }) {
      await market.pair(pair);
      return client.call('makerEarningDays', { pairName: pair, ...range });
    },
    tradeConfigs: () => client.call('tradeConfigs', {}),
  };
}
