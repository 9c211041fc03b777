/** The account's own records: for now its open orders, all pages of them. */
import type { Order } from '../../../shared/exchange';
import type { ExchangeClient } from '../../exchange';
import type { MarketService } from './market';

const PAGE_SIZE = 100;

export interface AccountService {
  openOrders(symbol: string): Promise<Order[]>;
}

export function createAccountService(client: ExchangeClient, market: MarketService): AccountService {
  return {
    async openOrders(symbol) {
      await market.pair(symbol);
      const orders: Order[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const page = await client.call('openOrders', { pairName: symbol, pageNo, pageSize: PAGE_SIZE });
        orders.push(...page.records);
        if (page.records.length < PAGE_SIZE || orders.length >= page.total) return orders;
      }
    },
  };
}
