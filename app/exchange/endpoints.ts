/**
 * The endpoint table: every call of the exchange's API with its path, method, body format, whether it is signed,
 * whether it changes state, the schema of its parameters and the schema of its `data`. The client is generic
 * over this table; a call not in it does not exist.
 */
import { z } from 'zod';
import {
  balanceSchema,
  cancelItemResultSchema,
  candleSchema,
  createItemResultSchema,
  depthSchema,
  fillSchema,
  fundingRateSchema,
  fundingRecordSchema,
  lastTradeSchema,
  listOf,
  makerEarningDaySchema,
  makerEarningSchema,
  matchSchema,
  openInterestListSchema,
  orderRefSchema,
  orderSchema,
  pageOf,
  pairSchema,
  positionSchema,
  tariffSchema,
  tradeConfigSchema,
  userLeverSchema,
  wireBool,
  wireDecimal,
  wireInt,
} from '../../shared/exchange';
import { params } from './params';

export interface Endpoint<Params extends z.ZodType = z.ZodType, Result extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** `query`: parameters in the query string, empty text/plain body. `json`: a compact JSON body. */
  body: 'query' | 'json';
  /** Private: `timestamp` added, APIKEY and signature headers. */
  signed: boolean;
  /** A write changes state on the exchange: never retried blindly. */
  write: boolean;
  params: Params;
  result: Result;
}

type Options = Partial<Pick<Endpoint, 'body' | 'write'>>;

const publicGet = <P extends z.ZodType, R extends z.ZodType>(path: string, p: P, result: R) =>
  ({ method: 'GET', path, body: 'query', signed: false, write: false, params: p, result }) as const;
const privateGet = <P extends z.ZodType, R extends z.ZodType>(path: string, p: P, result: R) =>
  ({ method: 'GET', path, body: 'query', signed: true, write: false, params: p, result }) as const;
const privatePost = <P extends z.ZodType, R extends z.ZodType>(path: string, p: P, result: R, o: Options = {}) =>
  ({ method: 'POST', path, body: o.body ?? 'query', signed: true, write: o.write ?? false, params: p, result }) as const;
const write = { write: true } as const;
const jsonWrite = { write: true, body: 'json' } as const;

export const endpoints = {
  // 4.1 orders
  createOrder: privatePost('/api/third/hot/order/create', params.order, orderRefSchema, write),
  batchCreate: privatePost('/api/third/hot/order/batchCreate', params.orderBatch, z.array(orderRefSchema), jsonWrite),
  batchCreateWithRes: privatePost('/api/third/hot/order/batchCreateWithRes', params.orderBatch, z.array(createItemResultSchema), jsonWrite),
  cancelOrder: privatePost('/api/third/order/cancelEntrust', params.entrustId, wireBool, write),
  cancelOrderByClientId: privatePost('/api/third/order/cancelEntrustByCli', params.clientOrderId, wireBool, write),
  batchCancel: privatePost('/api/third/order/batchCancelEntrust', params.entrustIds, wireBool, write),
  batchCancelWithRes: privatePost('/api/third/order/batchCancelWithRes', params.entrustIds, z.array(cancelItemResultSchema), write),

  // 4.2 positions
  adjustMargin: privatePost('/api/third/order/callMarginAmount', params.adjustMargin, wireBool, write),
  setUserLever: privatePost('/api/third/v1/trade/setUserLever', params.setUserLever, wireBool, jsonWrite),

  // 4.3 private queries
  balance: privatePost('/api/third/hot/order/balance', params.balance, balanceSchema),
  openOrders: privatePost('/api/third/order/selectContractCurrentEntrustList', params.pairPage, pageOf(orderSchema)),
  queryOrder: privatePost('/api/third/order/queryOrder', params.entrustId, orderSchema),
  matchList: privatePost('/api/third/order/selectContractMatchPairList', params.matchList, pageOf(matchSchema)),
  positions: privatePost('/api/third/hot/order/selectContractPositionList', params.optionalPairPage, pageOf(positionSchema)),
  fillHistory: privateGet('/api/third/v1/trade/fillHistory', params.fillHistory, listOf(fillSchema)),
  makerEarnings: privateGet('/api/third/v1/rebates/maker/earnings/trade', params.makerEarnings, listOf(makerEarningSchema)),
  makerEarningDays: privateGet('/api/third/v1/rebates/maker/earningsInfo', params.makerEarningDays, listOf(makerEarningDaySchema)),
  orderHistory: privateGet('/api/third/v1/orders/histories', params.orderHistory, listOf(orderSchema)),
  getUserLever: privateGet('/api/third/v1/trade/getUserLever', params.getUserLever, userLeverSchema),
  tradeConfigs: privatePost('/api/third/hot/order/tradeConfigList', params.none, listOf(tradeConfigSchema)),
  tariffs: privatePost('/api/third/hot/order/selectContractTariffList', params.optionalPairPage, pageOf(tariffSchema)),

  // 4.4 public queries
  serverTime: publicGet('/api/third/info/time', params.none, wireInt),
  indexPrice: publicGet('/api/third/info/indexPrice', params.pair, wireDecimal),
  markPrice: publicGet('/api/third/info/markPrice', params.pair, wireDecimal),
  trades: publicGet('/api/third/info/trades', params.pairLimit, listOf(lastTradeSchema)),
  pairs: publicGet('/api/third/info/pairs', params.none, listOf(pairSchema)),
  depth: publicGet('/api/third/info/depth', params.pairLimit, depthSchema),
  kline: publicGet('/api/third/info/kline', params.kline, listOf(candleSchema)),
  fundingHistory: publicGet('/api/third/v1/market/funding/history', params.fundingHistory, listOf(fundingRecordSchema)),
  fundingRate: publicGet('/api/third/v1/market/funding/current', params.pair, fundingRateSchema),
  ticker: publicGet('/api/third/info/ticker/24hr', params.pair, candleSchema),
  openInterest: publicGet('/api/third/info/oi', params.openInterest, openInterestListSchema),
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What a caller passes: the parameters without `timestamp` (the client adds it). */
export type ParamsOf<N extends EndpointName> = z.input<Endpoints[N]['params']>;
export type ResultOfEndpoint<N extends EndpointName> = z.output<Endpoints[N]['result']>;
