/** The living market: a maker and takers trading on the paper exchange around a moving index. */
export { DEFAULT_SIM_CONFIG, type SimConfig } from './config';
export { MarketSim, type MarketSimOptions, type MarketSimSnapshot } from './market-sim';
export type { SimVenue } from './venue';
