/** Field schemas the stores' records share, beside the bridge's decimal and id schemas they reuse. */
import { z } from 'zod';
import { plainDecimal } from '../../shared/bridge/params';

/** Milliseconds since the epoch, as the clocks give them (finite, never negative). */
export const time = z.number().nonnegative();
export const count = z.number().int().nonnegative();
export const decimalOrNull = plainDecimal.nullable();

/**
 * The fields of `T` its record schema `S` does not check: a schema's check that this is `never` fails to compile
 * when a field is added to a record without being added to the schema that reads it back.
 */
export type Unchecked<T, S> = Exclude<keyof T, keyof S>;
