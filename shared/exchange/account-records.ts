/** What an account may ask about itself (record shapes: docs/exchange-api.md). Decimals are strings. */
import { z } from 'zod';
import { onPair, orderSides, wireBool, wireDecimal, wireInt, wireText } from './wire';

export const balanceSchema = z.object({
  userId: wireInt,
  coinId: wireInt,
  availableAmount: wireDecimal,
  frozenAmount: wireDecimal,
  /** The settlement coin. */
  symbol: z.string(),
});
export type Balance = z.output<typeof balanceSchema>;

export const positionSchema = z.object({
  /** The `positionId` of callMarginAmount. */
  id: wireInt,
  ...onPair,
  isLong: wireBool,
  positionType: wireInt,
  lever: wireInt,
  quantity: wireDecimal,
  openingPrice: wireDecimal,
  /** Notional at opening. */
  amount: wireDecimal,
  marginAmount: wireDecimal,
  /** Liquidation price. */
  restrictPrice: wireDecimal,
  unrealizedPnl: wireDecimal,
  realizedPnl: wireDecimal,
  /** Funding paid, negative when paid out. */
  tariffAmount: wireDecimal,
  closingQuantity: wireDecimal,
  status: wireInt,
  createTime: wireInt,
});
export type Position = z.output<typeof positionSchema>;

/** An item of selectContractMatchPairList. */
export const matchSchema = z.object({
  id: wireInt,
  /** The order id. */
  entrustId: wireInt,
  ...onPair,
  ...orderSides,
  isTaker: wireBool,
  lever: wireInt,
  quantity: wireDecimal,
  averagePrice: wireDecimal,
  amount: wireDecimal,
  tradeFee: wireDecimal,
  profitLoss: wireDecimal,
  createTime: wireInt,
});
export type Match = z.output<typeof matchSchema>;

/** fillHistory: exactly the spec's fill record. */
export const fillSchema = z.object({
  tradeId: wireInt,
  symbol: z.string(),
  orderId: wireInt,
  /** The client order id. */
  clOrdId: wireText,
  isMarket: wireBool,
  isClose: wireBool,
  isLong: wireBool,
  isTaker: wireBool,
  fillPrice: wireDecimal,
  fillQty: wireDecimal,
  fillAmt: wireDecimal,
  feeCurrency: z.string(),
  feeRate: wireDecimal,
  fillFee: wireDecimal,
  fillPnl: wireDecimal,
  tradeTime: wireInt,
});
export type Fill = z.output<typeof fillSchema>;

/** The account's funding payments. */
export const tariffSchema = z.object({
  id: wireInt,
  symbol: z.string(),
  isLong: wireBool,
  quantity: wireDecimal,
  openingPrice: wireDecimal,
  settledRate: wireDecimal,
  /** Signed: negative when the account paid. */
  tariffAmount: wireDecimal,
  fundingTime: wireInt,
});
export type Tariff = z.output<typeof tariffSchema>;

export const makerEarningSchema = z.object({
  id: wireInt,
  tradeId: wireInt,
  orderId: wireInt,
  symbol: z.string(),
  fillPrice: wireDecimal,
  fillQty: wireDecimal,
  rebateRate: wireDecimal,
  rebateAmount: wireDecimal,
  tradeTime: wireInt,
});
export type MakerEarning = z.output<typeof makerEarningSchema>;

/** One day of maker earnings on a pair. */
export const makerEarningDaySchema = z.object({
  id: wireInt,
  symbol: z.string(),
  /** UTC midnight, ms. */
  day: wireInt,
  makerVolume: wireDecimal,
  rebateAmount: wireDecimal,
  tradeCount: wireInt,
});
export type MakerEarningDay = z.output<typeof makerEarningDaySchema>;

/** Per pair. Fee rates here are fractions ("0.0004"), unlike the pair list's percents. */
export const tradeConfigSchema = z.object({
  pairId: wireInt,
  takerFeeRate: wireDecimal,
  makerFeeRate: wireDecimal,
  quantityMin: wireDecimal,
  quantityMax: wireDecimal,
  amountMin: wireDecimal,
  amountMax: wireDecimal,
});
export type TradeConfig = z.output<typeof tradeConfigSchema>;

export const userLeverSchema = z.object({
  contractPairId: wireInt,
  positionType: wireInt,
  lever: wireInt,
});
export type UserLever = z.output<typeof userLeverSchema>;
