export * from './contract';
export * from './guards';
export * from './result';
export * from './transport';
export * from './values';
export { MAX_EXIT_SLIPPAGE, MAX_ORDERS_PER_BATCH, MAX_TICKERS, scaleDistributions, type MarginMode } from './params';
export * from './history';
