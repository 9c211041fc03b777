export { ConnectionStatus } from './ConnectionStatus';
export { MarketSelect } from './MarketSelect';
export { OrderBook } from './OrderBook';
export { MarketSummary } from './MarketSummary';
export { RecentTrades } from './RecentTrades';
