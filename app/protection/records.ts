/**
 * The schemas of what `held/<profile>.json` holds, checked record by record at load: a held order, a notice, and
 * the engine's other parts (the last prices, the positions, the feeds told stale). Also how files written before
 * checksums read: the same records, some fields added since then filled in as that version's loader did.
 */
import { z } from 'zod';
import { clientOrderId, heldId, pairName, plainDecimal } from '../../shared/bridge/params';
import type { ProtectionNotice } from '../../shared/bridge';
import { HELD_KIND_NAMES, HELD_KINDS } from '../../shared/trading/held-kinds';
import { count, decimalOrNull, time, type Unchecked } from '../fs/stored-fields';
import type { RecordList } from '../fs/store-problem';
import type { EngineState, HeldOrder } from './model';

const feedKey = z.string().regex(/^[A-Z0-9]{1,20}-[A-Z0-9]{1,20}\|(mark|last)$/, 'a feed is a pair and mark or last');
const exit = z.discriminatedUnion('type', [
  z.object({ type: z.literal('market') }).strict(),
  z.object({ type: z.literal('limit'), slippage: plainDecimal }).strict(),
]);

const orderFields = {
  id: heldId,
  pair: pairName,
  kind: z.enum(HELD_KIND_NAMES),
  positionSide: z.enum(['long', 'short']),
  feed: z.enum(['mark', 'last']),
  trigger: decimalOrNull,
  trailing: z.object({ distance: decimalOrNull, percent: decimalOrNull, best: decimalOrNull }).strict().nullable(),
  quantity: decimalOrNull,
  group: clientOrderId.nullable(),
  entryClientOrderId: clientOrderId.nullable(),
  status: z.enum(['pending', 'armed', 'firing', 'fired', 'cancelled']),
  exitClientOrderId: clientOrderId.nullable(),
  firedAt: time.nullable(),
  attempts: count,
  exit,
  sent: count,
  partial: z.boolean(),
  createdAt: time,
  note: z.string().nullable(),
  /** The quantity of the exit in flight while firing; files written before it was kept have none. */
  exitQuantity: decimalOrNull.default(null),
  // Tiers and breakeven came later: an order written before them is no tier and moves no stop.
  tier: z.number().int().min(1).max(4).nullable().default(null),
  share: decimalOrNull.default(null),
  breakevenAfterTp1: z.boolean().default(false),
  market: z.object({ takerFeeRate: plainDecimal, priceDecimal: count, tradeDecimal: count }).strict().nullable().default(null),
};

type OrderShape = Pick<HeldOrder, 'kind' | 'trigger' | 'trailing' | 'status' | 'exitClientOrderId'>;
/** What the engine needs of an order to watch it: a price to fire at, and the exit it is waiting for while firing. */
const holdsTogether: [(o: OrderShape) => boolean, string] = [
  (o) =>
    (HELD_KINDS[o.kind].triggers === 'trailing'
      ? o.trailing !== null && (o.trailing.distance === null) !== (o.trailing.percent === null)
      : o.trigger !== null) &&
    (o.status !== 'firing' || o.exitClientOrderId !== null),
  'does not hold together: a stop or target needs a trigger, a trailing stop one distance or percent, a firing order its exit',
];

export const heldOrderSchema = z
  .object(orderFields)
  .strict()
  .refine(...holdsTogether);

/** An order written before exits had a type: a market exit, its exits counted from its attempts. */
const legacyHeldOrderSchema = z
  .object({ ...orderFields, exit: exit.optional(), sent: count.optional(), partial: z.boolean().optional() })
  .strict()
  .transform(({ exit, sent, partial, ...order }) => {
    const counted = order.attempts + (order.status === 'firing' || order.status === 'fired' ? 1 : 0);
    if (exit === undefined) return { ...order, exit: { type: 'market' as const }, sent: counted, partial: false };
    return { ...order, exit, sent: sent ?? counted, partial: partial ?? false };
  })
  .refine(...holdsTogether);

const position = z.object({ side: z.enum(['long', 'short']), quantity: plainDecimal, entry: plainDecimal.optional() }).strict();
const stateFields = {
  feeds: z.record(feedKey, z.object({ price: plainDecimal, at: time }).strict()),
  positions: z.record(pairName, position.nullable()),
  staleTold: z.array(feedKey),
  resumed: z.record(feedKey, z.boolean()),
};

export const noticeSchema = z
  .object({
    seq: count,
    time,
    kind: z.enum(['triggered', 'partial', 'cancelled', 'shrunk', 'stale', 'failed', 'armed', 'refused', 'moved']),
    heldId: heldId.nullable(),
    pair: pairName,
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
  })
  .strict();

export const heldFileSchema = z
  .object({
    state: z.object({ orders: z.array(heldOrderSchema), ...stateFields }).strict(),
    notices: z.array(noticeSchema),
    read: count,
    keepAwake: z.boolean(),
  })
  .strict();

/** A file of the version before checksums, read as that version's loader did: missing parts empty. */
export const legacyHeldFileSchema = z
  .object({
    state: z
      .object({
        orders: z.array(legacyHeldOrderSchema),
        feeds: stateFields.feeds.default({}),
        positions: stateFields.positions.default({}),
        staleTold: stateFields.staleTold.default([]),
        resumed: stateFields.resumed.default({}),
      })
      .strict(),
    notices: z.array(noticeSchema).default([]),
    read: count.default(0),
    keepAwake: z.boolean().default(false),
  })
  .strict();

export const heldRecords: readonly RecordList[] = [
  { at: ['state', 'orders'], noun: 'held order', idKey: 'id' },
  { at: ['notices'], noun: 'notice', idKey: 'seq' },
  { at: ['state', 'feeds'], noun: 'price feed' },
  { at: ['state', 'positions'], noun: 'position' },
  { at: ['state', 'staleTold'], noun: 'feed told stale' },
  { at: ['state', 'resumed'], noun: 'resumed feed' },
];

// A field added to these records without a check above fails to compile here.
const _everyOrderField: [Unchecked<HeldOrder, z.output<typeof heldOrderSchema>>] extends [never] ? true : never = true;
const _everyStateField: [Unchecked<EngineState, z.output<typeof heldFileSchema>['state']>] extends [never] ? true : never = true;
const _everyNoticeField: [Unchecked<ProtectionNotice, z.output<typeof noticeSchema>>] extends [never] ? true : never = true;
