/** The schema of what `algo/<profile>.json` holds, checked record by record at load: each chase and TWAP. */
import { z } from 'zod';
import { clientOrderId, heldId, marginMode, pairName, plainDecimal, side } from '../../shared/bridge/params';
import { count, decimalOrNull, time, type Unchecked } from '../fs/stored-fields';
import type { RecordList } from '../fs/store-problem';
import type { ChaseAlgo, ChildOrder, TwapAlgo } from './model';

const childSchema = z
  .object({
    clientOrderId,
    orderId: z.number().int().positive().nullable(),
    price: decimalOrNull,
    quantity: plainDecimal,
    phase: z.enum(['sending', 'open', 'cancelling']),
    sentAt: time,
    filled: plainDecimal,
    amount: plainDecimal,
  })
  .strict();

const base = {
  id: heldId,
  pair: pairName,
  side,
  quantity: plainDecimal,
  reduceOnly: z.boolean(),
  leverage: z.number().int().min(1),
  marginMode,
  priceDecimals: count,
  lotDecimals: count,
  status: z.enum(['working', 'paused', 'ending', 'done', 'stopped', 'cancelled']),
  createdAt: time,
  note: z.string().nullable(),
  filled: plainDecimal,
  amount: plainDecimal,
  child: childSchema.nullable(),
  sent: count,
  refusals: count,
};

const chaseSchema = z
  .object({
    ...base,
    kind: z.literal('chase'),
    maxDistance: decimalOrNull,
    deadline: time,
    onLimit: z.enum(['stop', 'market']),
    startPrice: decimalOrNull,
    ending: z.enum(['stop', 'market', 'crossed', 'cancel']).nullable(),
  })
  .strict();

const twapSchema = z
  .object({
    ...base,
    kind: z.literal('twap'),
    slices: z.number().int().min(1),
    schedule: z.array(time),
    next: count,
    priceLimit: decimalOrNull,
    slippage: plainDecimal,
    pausedAt: time.nullable(),
    waiting: z.boolean(),
    ending: z.literal('cancel').nullable(),
  })
  .strict();

export const algoFileSchema = z.object({ orders: z.array(z.discriminatedUnion('kind', [chaseSchema, twapSchema])) }).strict();

export const algoRecords: readonly RecordList[] = [
  { at: ['orders'], noun: (o) => ((o as { kind?: unknown } | null)?.kind === 'twap' ? 'TWAP' : 'chase'), idKey: 'id' },
];

// A field added to these records without a check above fails to compile here.
const _everyChaseField: [Unchecked<ChaseAlgo, z.output<typeof chaseSchema>>] extends [never] ? true : never = true;
const _everyTwapField: [Unchecked<TwapAlgo, z.output<typeof twapSchema>>] extends [never] ? true : never = true;
const _everyChildField: [Unchecked<ChildOrder, z.output<typeof childSchema>>] extends [never] ? true : never = true;
