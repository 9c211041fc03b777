/**
 * The exchange's records as API-NOTES shapes them. One schema each, used by the client to parse what the wire
 * brings (tolerating what API-NOTES says may vary) and, through the inferred types, by every other side.
 */
import { z } from 'zod';

/** Decimals travel as strings; a JSON number is tolerated and turned into its exact text. */
export const wireDecimal = z.union([
  z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string'),
  z.number().finite().transform((n) => String(n)),
]);
/** Ids and times travel as numbers; numeric strings are tolerated. */
export const wireInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, 'expected an integer')
    .transform((s) => Number(s)),
]);
const wireBool = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False']).transform((s) => s.toLowerCase() === 'true')]);

export const pairSchema = z.object({
  id: wireInt,
  symbol: z.string(),
  tradable: wireBool,
  minLever: wireInt,
  maxLever: wireInt,
  minCount: wireDecimal,
  maxCount: wireDecimal,
  tradeDecimal: wireInt,
  priceDecimal: wireInt,
  settleDecimal: wireInt,
  makerTradeFeeRate: wireDecimal,
  takerTradeFeeRate: wireDecimal,
  settleCoinId: wireInt,
  settleCoinName: z.string(),
  tradeCoinId: wireInt,
  tradeCoinName: z.string(),
});
export type Pair = z.output<typeof pairSchema>;

export const depthLevelSchema = z.object({ price: wireDecimal, quantity: wireDecimal });
export const depthSchema = z.object({ bids: z.array(depthLevelSchema), asks: z.array(depthLevelSchema) });
export type DepthLevel = z.output<typeof depthLevelSchema>;
export type Depth = z.output<typeof depthSchema>;

/** The create result. API-NOTES: `corderId`, sometimes spelled `cOrderId`. */
export const orderRefSchema = z
  .object({
    pairName: z.string(),
    orderId: wireInt,
    corderId: z.string().optional(),
    cOrderId: z.string().optional(),
  })
  .transform(({ pairName, orderId, corderId, cOrderId }) => ({ pairName, orderId, corderId: corderId ?? cOrderId ?? '' }));
export type OrderRef = z.output<typeof orderRefSchema>;

export const orderSchema = z.object({
  id: wireInt,
  clientOrderId: z.string(),
  contractPairId: wireInt,
  symbol: z.string(),
  isLong: wireBool,
  isMarket: wireBool,
  isClose: wireBool,
  matchType: wireInt,
  positionType: wireInt,
  lever: wireInt,
  price: wireDecimal,
  quantity: wireDecimal,
  amount: wireDecimal,
  dealQuantity: wireDecimal,
  dealAmount: wireDecimal,
  depositAmount: wireDecimal,
  status: wireInt,
  createTime: wireInt,
  updateTime: wireInt,
});
export type Order = z.output<typeof orderSchema>;

/** A paged list: `{ records, total, pageNo, pageSize }`, or (tolerated) a bare array. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.union([
    z.object({ records: z.array(item), total: wireInt, pageNo: wireInt, pageSize: wireInt }),
    z.array(item).transform((records) => ({ records, total: records.length, pageNo: 1, pageSize: records.length })),
  ]);
