/** The account's own records: balance, orders, fills, histories, funding paid, maker earnings, trade config. */
import type { ValidParamsOf } from '../../../shared/bridge';
import type {
  Balance,
  Fill,
  MakerEarning,
  MakerEarningDay,
  Match,
  Order,
  Page,
  Tariff,
  TradeConfig,
} from '../../../shared/exchange';
import type { ExchangeClient } from '../../exchange';
import { allPages } from './all-pages';
import type { MarketService } from './market';

export interface AccountService {
  balance(): Promise<Balance>;
  /** Every open order on `symbol`, or on every market when none is named. */
  openOrders(symbol?: string): Promise<Order[]>;
  order(params: ValidParamsOf<'account.order'>): Promise<Order>;
  matches(params: ValidParamsOf<'account.matches'>): Promise<Page<Match>>;
  fills(params: ValidParamsOf<'account.fills'>): Promise<Fill[]>;
  orderHistory(params: ValidParamsOf<'account.orderHistory'>): Promise<Order[]>;
  tariffs(params: ValidParamsOf<'account.tariffs'>): Promise<Page<Tariff>>;
  makerEarnings(params: ValidParamsOf<'account.makerEarnings'>): Promise<MakerEarning[]>;
  makerEarningDays(params: ValidParamsOf<'account.makerEarningDays'>): Promise<MakerEarningDay[]>;
  tradeConfigs(): Promise<TradeConfig[]>;
}

export function createAccountService(client: ExchangeClient, market: MarketService): AccountService {
  const openOrdersOf = (pairName: string) =>
    allPages((pageNo, pageSize) => client.call('openOrders', { pairName, pageNo, pageSize }));

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
      const perPair = await Promise.all((await market.pairs()).map((p) => openOrdersOf(p.symbol)));
      return perPair.flat();
    },
    async order({ pair, orderId }) {
      await market.pair(pair);
      return client.call('queryOrder', { entrustId: orderId });
    },
    async matches({ pair, page, pageSize, matchId }) {
      await market.pair(pair);
      return client.call('matchList', { pairName: pair, pageNo: page, pageSize, matchId });
    },
    async fills({ pair, ascending, ...rest }) {
      await market.pair(pair);
      return client.call('fillHistory', { pairName: pair, isAsc: ascending, ...rest });
    },
    async orderHistory({ pair, beginTime, limit }) {
      await market.pair(pair);
      return client.call('orderHistory', { symbol: pair, beginTime, limit });
    },
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
