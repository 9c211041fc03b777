/** The history's source on a venue: the exchange client's history endpoints, and the account's balance and positions. */
import type { Balance, Position } from '../../shared/exchange';
import type { ExchangeClient } from '../exchange';
import type { HistorySource } from './ingest';

export interface SourceParts {
  client: ExchangeClient;
  /** The markets the trader trades (the session's watch set). */
  markets(): Promise<string[]>;
  balance(): Promise<Balance>;
  positions(): Promise<Position[]>;
}

export const exchangeSource = ({ client, markets, balance, positions }: SourceParts): HistorySource => ({
  markets,
  balance,
  positions,
  fills: (pairName, limit, idLe) => client.call('fillHistory', { pairName, limit, idLe }),
  rebates: (pairName, limit, idLe) => client.call('makerEarnings', { pairName, limit, idLe }),
  orders: (symbol, limit) => client.call('orderHistory', { symbol, limit }),
  funding: (pageNo, pageSize) => client.call('tariffs', { pageNo, pageSize }),
});
