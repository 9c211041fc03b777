/** Orders and what creating and cancelling them answers (record shapes: docs/exchange-api.md). */
import { z } from 'zod';
import { onPair, orderSides, wireBool, wireDecimal, wireInt, wireText } from './wire';

/** The client order id echoed back: `corderId`, sometimes spelled `cOrderId`; callers get `corderId`. */
const echoedClientOrderId = {
  corderId: wireText.optional(),
  cOrderId: wireText.optional(),
};

/** The create result. */
export const orderRefSchema = z
  .object({ pairName: z.string(), orderId: wireInt, ...echoedClientOrderId })
  .transform(({ pairName, orderId, corderId, cOrderId }) => ({ pairName, orderId, corderId: corderId ?? cOrderId ?? '' }));
export type OrderRef = z.output<typeof orderRefSchema>;

/** One item of batchCreateWithRes: `orderId` null and its own `resultCode` when that order was refused. */
export const createItemResultSchema = z
  .object({
    pairName: z.string(),
    orderId: wireInt.nullable(),
    resultCode: wireInt,
    resultMsg: z.string(),
    ...echoedClientOrderId,
  })
  .transform(({ corderId, cOrderId, ...rest }) => ({ ...rest, corderId: corderId ?? cOrderId ?? '' }));
export type CreateItemResult = z.output<typeof createItemResultSchema>;

/** One item of batchCancelWithRes: `resultCode` 1 (and `resultMsg` beginning "canceled") when cancelled. */
export const cancelItemResultSchema = z.object({
  orderId: wireInt,
  clientOrderId: wireText.nullish().transform((id) => id ?? ''),
  pairName: z
    .string()
    .nullish()
    .transform((name) => name ?? ''),
  /** Null when the exchange does not know the order. */
  isLong: wireBool.nullish().transform((isLong) => isLong ?? null),
  resultCode: wireInt,
  resultMsg: z.string(),
});
export type CancelItemResult = z.output<typeof cancelItemResultSchema>;

/** Open orders, queryOrder, order history. `status`: see OrderStatus. */
export const orderSchema = z.object({
  id: wireInt,
  clientOrderId: wireText,
  ...onPair,
  /** `isClose`: true when it reduces a position. */
  ...orderSides,
  matchType: wireInt,
  positionType: wireInt,
  lever: wireInt,
  price: wireDecimal,
  quantity: wireDecimal,
  /** price × quantity. */
  amount: wireDecimal,
  dealQuantity: wireDecimal,
  dealAmount: wireDecimal,
  /** Margin held. */
  depositAmount: wireDecimal,
  status: wireInt,
  createTime: wireInt,
  updateTime: wireInt,
});
export type Order = z.output<typeof orderSchema>;
