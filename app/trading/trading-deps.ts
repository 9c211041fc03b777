/** What the held orders, the chases and TWAPs and the price alerts trade and read with: one session's services. */
import type { ExchangeClient } from '../exchange';
import type { MarketService } from './market';
import type { PositionsService } from './positions';
import type { TradingService } from './trading';

export interface TradingDeps {
  client: ExchangeClient;
  market: MarketService;
  positions: PositionsService;
  trading: TradingService;
}
