/** A JSON body's fields as Params, so JSON endpoints read and refuse them exactly as form endpoints do. */
import { Params } from './params';

/** Strings as they are; numbers and booleans as their text (numbers may come as strings); null as absent. */
export function paramsOfJson(object: Record<string, unknown>): Params {
  const values = new Map<string, string | null>();
  for (const [name, value] of Object.entries(object)) {
    if (value === null || value === undefined) continue;
    values.set(name, typeof value === 'string' ? value : isPrimitive(value) ? String(value) : null);
  }
  return new Params(values);
}

const isPrimitive = (value: unknown): value is number | boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

/** The body as an object, or null when it is not one. */
export function parseJsonObject(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
