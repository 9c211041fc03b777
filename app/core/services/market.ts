/** Market data: the pair list (fetched once, shared) and the order book. */
import type { Depth, Pair } from '../../../shared/exchange';
import { ExchangeError, type ExchangeClient } from '../../exchange';

export interface MarketService {
  pairs(): Promise<Pair[]>;
  /** The pair named `symbol`, or an invalid-input error a trader can read. */
  pair(symbol: string): Promise<Pair>;
  depth(symbol: string, limit?: number): Promise<Depth>;
}

export function createMarketService(client: ExchangeClient): MarketService {
  let pairs: Promise<Pair[]> | undefined;

  const loadPairs = (): Promise<Pair[]> => {
    pairs ??= client.call('pairs', {}).catch((err: unknown) => {
      pairs = undefined; // a failed load is not cached: the next caller tries again
      throw err;
    });
    return pairs;
  };

  return {
    pairs: loadPairs,
    async pair(symbol) {
      const found = (await loadPairs()).find((p) => p.symbol === symbol);
      if (!found) throw new ExchangeError('invalid-input', `Unknown market ${symbol}`);
      return found;
    },
    async depth(symbol, limit = 20) {
      await this.pair(symbol);
      return client.call('depth', { pairName: symbol, limit });
    },
  };
}
