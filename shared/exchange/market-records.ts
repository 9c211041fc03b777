/** Public market data as the exchange shapes it (docs/exchange-api.md). */
import { z } from 'zod';
import { listOf, onPair, wireBool, wireDecimal, wireInt } from './wire';

export const pairSchema = z.object({
  id: wireInt,
  symbol: z.string(),
  tradable: wireBool,
  minLever: wireInt,
  maxLever: wireInt,
  minCount: wireDecimal,
  maxCount: wireDecimal,
  /** Quantity decimals. */
  tradeDecimal: wireInt,
  priceDecimal: wireInt,
  settleDecimal: wireInt,
  /** In percent: "0.04" means 0.04 %. */
  makerTradeFeeRate: wireDecimal,
  takerTradeFeeRate: wireDecimal,
  settleCoinId: wireInt,
  settleCoinName: z.string(),
  tradeCoinId: wireInt,
  tradeCoinName: z.string(),
});
export type Pair = z.output<typeof pairSchema>;

export const depthLevelSchema = z.object({ price: wireDecimal, quantity: wireDecimal });
/** Bids best (highest) first, asks best (lowest) first. */
export const depthSchema = z.object({ bids: z.array(depthLevelSchema), asks: z.array(depthLevelSchema) });
export type DepthLevel = z.output<typeof depthLevelSchema>;
export type Depth = z.output<typeof depthSchema>;

export const lastTradeSchema = z.object({
  contractMatchPairId: wireInt,
  contractPairId: wireInt,
  price: wireDecimal,
  quantity: wireDecimal,
  amount: wireDecimal,
  /** The taker's side. */
  isLong: wireBool,
  timestamp: wireInt,
});
export type LastTrade = z.output<typeof lastTradeSchema>;

/**
 * A candle (kline, and the 24-hour ticker, whose `time` is 0). The wire spells the high `hight`; callers get
 * `high` (a wire that spells it `high` is taken too).
 */
export const candleSchema = z
  .object({
    contractPairId: wireInt,
    period: z.string(),
    /** Open time, ms. */
    time: wireInt,
    open: wireDecimal,
    close: wireDecimal,
    low: wireDecimal,
    hight: wireDecimal.optional(),
    high: wireDecimal.optional(),
    /** Number of trades. */
    count: wireInt,
    quantity: wireDecimal,
    amount: wireDecimal,
  })
  .refine((c) => c.hight !== undefined || c.high !== undefined, {
    message: 'Invalid input: expected a decimal string',
    path: ['hight'],
  })
  .transform(({ hight, high, ...rest }) => ({ ...rest, high: (hight ?? high) as string }));
export type Candle = z.output<typeof candleSchema>;

export const fundingRateSchema = z.object({
  symbol: z.string(),
  /** A fraction, may be negative: "0.0001" is 0.01 % per interval. */
  fundingRate: wireDecimal,
});
export type FundingRate = z.output<typeof fundingRateSchema>;

export const fundingRecordSchema = z.object({
  id: wireInt,
  symbol: z.string(),
  fundingRate: wireDecimal,
  fundingTime: wireInt,
});
export type FundingRecord = z.output<typeof fundingRecordSchema>;

export const openInterestSchema = z.object({
  ...onPair,
  /** Open interest in base units. */
  amount: wireDecimal,
  /** Number of open positions. */
  count: wireInt,
});
export type OpenInterest = z.output<typeof openInterestSchema>;
/** Open interest answers with a list; a single record (one pair asked for) is tolerated as a list of one. */
export const openInterestListSchema = z.union([listOf(openInterestSchema), openInterestSchema.transform((record) => [record])]);
