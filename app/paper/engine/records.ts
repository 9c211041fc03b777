/**
 * The wire records of the engine's queries that shared/exchange does not define yet, as SPEC and API-NOTES
 * shape them: decimals as strings, ids and times as numbers (ms).
 */

/** fillHistory: exactly the spec's fill record. */
export interface FillRecord {
  tradeId: number;
  symbol: string;
  orderId: number;
  clOrdId: string;
  isMarket: boolean;
  isClose: boolean;
  isLong: boolean;
  isTaker: boolean;
  fillPrice: string;
  fillQty: string;
  fillAmt: string;
  feeCurrency: string;
  feeRate: string;
  fillFee: string;
  fillPnl: string;
  tradeTime: number;
}

/** selectContractMatchPairList. */
export interface MatchRecord {
  id: number;
  entrustId: number;
  contractPairId: number;
  symbol: string;
  isLong: boolean;
  isMarket: boolean;
  isClose: boolean;
  isTaker: boolean;
  lever: number;
  quantity: string;
  averagePrice: string;
  amount: string;
  tradeFee: string;
  profitLoss: string;
  createTime: number;
}

export interface PositionRecord {
  id: number;
  contractPairId: number;
  symbol: string;
  isLong: boolean;
  positionType: number;
  lever: number;
  quantity: string;
  openingPrice: string;
  amount: string;
  marginAmount: string;
  restrictPrice: string;
  unrealizedPnl: string;
  realizedPnl: string;
  tariffAmount: string;
  closingQuantity: string;
  status: number;
  createTime: number;
}

export interface TariffRecord {
  id: number;
  symbol: string;
  isLong: boolean;
  quantity: string;
  openingPrice: string;
  settledRate: string;
  tariffAmount: string;
  fundingTime: number;
}

export interface MakerEarningTrade {
  id: number;
  tradeId: number;
  orderId: number;
  symbol: string;
  fillPrice: string;
  fillQty: string;
  rebateRate: string;
  rebateAmount: string;
  tradeTime: number;
}

export interface MakerEarningDay {
  id: number;
  symbol: string;
  /** UTC midnight, ms. */
  day: number;
  makerVolume: string;
  rebateAmount: string;
  tradeCount: number;
}

export interface LastTrade {
  contractMatchPairId: number;
  contractPairId: number;
  price: string;
  quantity: string;
  amount: string;
  /** The taker's side. */
  isLong: boolean;
  timestamp: number;
}

export interface BalanceRecord {
  userId: number;
  coinId: number;
  availableAmount: string;
  frozenAmount: string;
  symbol: string;
}

export interface TradeConfig {
  pairId: number;
  takerFeeRate: string;
  makerFeeRate: string;
  quantityMin: string;
  quantityMax: string;
  amountMin: string;
  amountMax: string;
}

export interface UserLever {
  contractPairId: number;
  positionType: number;
  lever: number;
}

export interface OpenInterest {
  contractPairId: number;
  symbol: string;
  amount: string;
  count: number;
}
