export { ConnectionStatus } from './ConnectionStatus';
export { MarketSelect } from './MarketSelect';
export { OrderBook } from './OrderBook';
export { PriceChart } from './PriceChart';
