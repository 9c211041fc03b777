/** The paper exchange's market data: index walk, mark price, funding, candles and the ticker, seeded history. */
export type { CandleValues } from './candle-ring';
export type { CandleRecord } from './candle-record';
export { Candles, KLINE_LIMIT, type CandlesSnapshot, type KlineQuery, type TradePrint } from './candles';
export {
  Funding,
  FUNDING_HISTORY_LIMIT,
  type FundingHistoryQuery,
  type FundingHistoryRecord,
  type FundingOptions,
  type FundingRateRecord,
  type FundingSettlement,
  type FundingSnapshot,
} from './funding';
export { RATE_SCALE } from './funding-rate';
export { seedHistory, type HistorySeedOptions } from './history-seed';
export { IndexWalk, type IndexWalkOptions, type IndexWalkSnapshot } from './index-walk';
export { MarkPrices, type BestPrices, type MarkPriceOptions, type MarkPricesSnapshot } from './mark-price';
export { profileOf, PROFILES, type PairProfile } from './profiles';
export { clamp, roundDiv } from './int-math';
export { Random } from '../../../shared/random';
export { lotsForNotional, orderLots, sampleTradeNotional, type TakerActivity } from './trade-size';
