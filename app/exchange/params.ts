/**
 * What a caller may send, checked before anything leaves: a bad value is an `invalid-input` error naming the
 * field. The schemas' output is the wire form (decimals as strings, ids as numbers, id lists comma-joined).
 */
import { z } from 'zod';
import { KLINE_PERIODS, MatchType, MAX_BATCH, MAX_PAGE_SIZE, PositionType } from '../../shared/exchange';

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

const decimal = z.string().regex(PLAIN_DECIMAL, 'expected a plain decimal string like "123.45"');
const positiveDecimal = decimal.refine((s) => /[1-9]/.test(s), 'must be more than 0');
const id = z.number().int('expected a whole number').positive('expected a positive id');
const ms = z.number().int('expected a whole number of ms').nonnegative('expected a time in ms');
const count = z.number().int('expected a whole number').positive('must be at least 1');
const pairName = z.string().regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/, 'expected a pair like "BTC-USDT"');
const coin = z.string().regex(/^[A-Za-z0-9]+$/, 'expected a coin like "USDT"');
const clientOrderId = z.string().regex(/^[\x21-\x7e]{1,64}$/, 'expected 1 to 64 visible ASCII characters');

const matchTypes: readonly number[] = Object.values(MatchType);
const positionTypes: readonly number[] = Object.values(PositionType);
const matchType = z.number().refine((n) => matchTypes.includes(n), 'expected 1 (GTC), 2 (IOC), 3 (FOK) or 4 (POST_ONLY)');
const positionType = z.number().refine((n) => positionTypes.includes(n), 'expected 3 (isolated) or 4 (cross)');
const lever = z.number().int('expected a whole number').positive('must be at least 1');

const paging = { pageNo: count.optional(), pageSize: count.max(MAX_PAGE_SIZE, `at most ${MAX_PAGE_SIZE}`).optional() };
const timeRange = { beginTime: ms.optional(), endTime: ms.optional() };

/** One order: create's parameters without `timestamp`, and each item of a batch. */
export const orderInput = z
  .object({
    pairName,
    isLong: z.boolean(),
    isMarket: z.boolean(),
    matchType,
    /** Required for limit orders; a market order ignores it but still sends one ("0" will do). */
    price: decimal,
    quantity: positiveDecimal,
    lever,
    positionType,
    clientOrderId,
  })
  .refine((o) => o.isMarket || /[1-9]/.test(o.price), { message: 'must be more than 0', path: ['price'] });
export type OrderInput = z.input<typeof orderInput>;

const orderBatch = z
  .object({ orders: z.array(orderInput).min(1, 'at least one order').max(MAX_BATCH, `at most ${MAX_BATCH} orders`) })
  .refine((b) => new Set(b.orders.map((o) => o.clientOrderId)).size === b.orders.length, {
    message: 'each order needs its own clientOrderId',
    path: ['orders'],
  });

const idList = z
  .array(id)
  .min(1, 'at least one id')
  .max(MAX_BATCH, `at most ${MAX_BATCH} ids`)
  .transform((ids) => ids.join(','));

export const params = {
  none: z.strictObject({}),
  pair: z.strictObject({ pairName }),
  pairLimit: z.strictObject({ pairName, limit: count.optional() }),
  kline: z.strictObject({ pairName, period: z.enum(KLINE_PERIODS), limit: count.optional(), endTime: ms.optional() }),
  fundingHistory: z.strictObject({ pairName, ...timeRange, idLe: id.optional(), limit: count.optional() }),
  openInterest: z.strictObject({ pairName: pairName.optional() }),

  order: orderInput,
  orderBatch,
  entrustId: z.strictObject({ entrustId: id }),
  clientOrderId: z.strictObject({ clientOrderId }),
  entrustIds: z.strictObject({ entrustIds: idList }),

  adjustMargin: z.strictObject({ positionId: id, call: z.boolean(), marginAmount: positiveDecimal }),
  setUserLever: z.strictObject({ contractPairId: id, lever, positionType }),
  getUserLever: z.strictObject({ contractPairId: id, positionType: positionType.optional() }),

  balance: z.strictObject({ symbol: coin }),
  pairPage: z.strictObject({ pairName, ...paging }),
  matchList: z.strictObject({ pairName, ...paging, matchId: id.optional() }),
  optionalPairPage: z.strictObject({ pairName: pairName.optional(), ...paging }),
  fillHistory: z.strictObject({
    pairName,
    orderId: id.optional(),
    limit: count.optional(),
    idLe: id.optional(),
    idGe: id.optional(),
    ...timeRange,
    isAsc: z.boolean().optional(),
  }),
  makerEarnings: z.strictObject({ pairName, ...timeRange, idLe: id.optional(), limit: count.optional() }),
  makerEarningDays: z.strictObject({ pairName, idLe: id.optional(), limit: count.optional() }),
  orderHistory: z.strictObject({ symbol: pairName, beginTime: ms.optional(), limit: count.optional() }),
} as const;
