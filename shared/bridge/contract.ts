/**
 * The bridge contract: every method the renderer may call, with the schema of its parameters and the type of
 * its result. The preload's whitelist, the main process's validation, the browser host's dispatch and the
 * renderer's typed client all derive from this one table. A method not here does not exist.
 */
import { z } from 'zod';
import type { Depth, Order, Pair } from '../exchange/records';
import { isPlainDecimal } from '../decimal/strict';
import type { AppStatus, CancelledOrder, PlacedOrder, ProfileList, ProfileTestPassed, SavedProfile } from './values';

/**
 * Declares a method: its result type is named, its parameter schema given. A `write` changes something: if its
 * answer is lost, its outcome is unknown rather than failed.
 */
const method =
  <Result>(kind: 'read' | 'write' = 'read') =>
  <Params extends z.ZodType>(params: Params) => ({ params, write: kind === 'write', result: undefined as unknown as Result });

const noParams = z.object({}).strict();
const pairName = z.string().regex(/^[A-Z0-9]{1,20}-[A-Z0-9]{1,20}$/, 'a pair looks like BTC-USDT');
const positiveDecimal = (field: string) =>
  z
    .string()
    .refine(isPlainDecimal, `${field} must be a plain number like 123.45`)
    .refine((s) => !/^0(\.0*)?$/.test(s), `${field} must be more than 0`);

// Bounds only: the vault checks the meaning and says what is wrong in a trader's words. No message here may
// repeat a value (a secret could be in any field).
const profileInput = z
  .object({
    name: z.string().max(200),
    baseUrl: z.string().max(2000),
    apiKey: z.string().max(500),
    apiSecret: z.string().max(1000),
    readOnly: z.boolean().optional(),
  })
  .strict();
const profileId = z.object({ id: z.string().min(1).max(100) }).strict();

export const contract = {
  'status.get': method<AppStatus>()(noParams),
  'market.pairs': method<Pair[]>()(noParams),
  'market.depth': method<Depth>()(
    z.object({ pair: pairName, limit: z.number().int().min(1).max(100).optional() }).strict(),
  ),
  'trading.placeOrder': method<PlacedOrder>('write')(
    z
      .object({
        pair: pairName,
        side: z.enum(['buy', 'sell']),
        price: positiveDecimal('Price'),
        quantity: positiveDecimal('Quantity'),
      })
      .strict(),
  ),
  'trading.cancelOrder': method<CancelledOrder>('write')(
    z.object({ pair: pairName, orderId: z.number().int().positive() }).strict(),
  ),
  'account.openOrders': method<Order[]>()(z.object({ pair: pairName }).strict()),
  'profiles.list': method<ProfileList>()(noParams),
  'profiles.test': method<ProfileTestPassed>()(profileInput),
  'profiles.add': method<SavedProfile>('write')(profileInput),
  'profiles.setSecret': method<SavedProfile>('write')(profileId.extend({ apiSecret: z.string().max(1000) }).strict()),
  'profiles.select': method<ProfileList>('write')(profileId),
  'profiles.remove': method<ProfileList>('write')(profileId),
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type ParamsOf<M extends MethodName> = z.input<Contract[M]['params']>;
export type ValidParamsOf<M extends MethodName> = z.output<Contract[M]['params']>;
export type ResultOf<M extends MethodName> = Contract[M]['result'];

export const methodNames = Object.keys(contract) as MethodName[];
export const isMethodName = (name: unknown): name is MethodName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);

/** Whether the method changes something, so that a lost answer leaves its outcome unknown. */
export const isWriteMethod = (name: string): boolean => isMethodName(name) && contract[name].write;
