/** The schema of what `alerts/<profile>.json` holds, checked record by record at load: each price alert. */
import { z } from 'zod';
import { alertId, pairName } from '../../shared/bridge/params';
import type { PriceAlert } from '../../shared/bridge';
import { decimalOrNull, time, type Unchecked } from '../fs/stored-fields';
import type { RecordList } from '../fs/store-problem';

const alertFields = z
  .object({
    id: alertId,
    pair: pairName,
    condition: z.enum(['above', 'below', 'move']),
    price: decimalOrNull,
    percent: decimalOrNull,
    basePrice: decimalOrNull,
    feed: z.enum(['last', 'mark']),
    note: z.string(),
    status: z.enum(['armed', 'fired']),
    createdAt: time,
    firedAt: time.nullable(),
    firedPrice: decimalOrNull,
    seen: z.boolean(),
  })
  .strict();

/** An alert above or below needs its level; a move, its percent and the price it moves from. */
const alertSchema = alertFields.refine(
  (a) => (a.condition === 'move' ? a.percent !== null && a.basePrice !== null : a.price !== null),
  'does not hold together: an alert above or below needs a price, a move alert a percent and a base price',
);

export const alertFileSchema = z.object({ alerts: z.array(alertSchema) }).strict();

export const alertRecords: readonly RecordList[] = [{ at: ['alerts'], noun: 'price alert', idKey: 'id' }];

// A field added to PriceAlert without a check above fails to compile here.
const _everyAlertField: [Unchecked<PriceAlert, z.output<typeof alertFields>>] extends [never] ? true : never = true;
