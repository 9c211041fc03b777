/** A remote resource as the screen sees it: what we have, whether it is coming, what went wrong, and how old it is. */
import type { BridgeError, BridgeResult } from '../../shared/bridge';

export type LoadStatus = 'idle' | 'loading' | 'ok' | 'error';

export interface Loadable<T> {
  status: LoadStatus;
  /** The last data that arrived; kept through later errors so the screen can show it as stale. */
  data: T | null;
  error: BridgeError | null;
  /** When `data` arrived (ms since the epoch); null before the first success. */
  updatedAt: number | null;
}

export const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null, updatedAt: null });

export const loading = <T>(): Loadable<T> => ({ status: 'loading', data: null, error: null, updatedAt: null });

/** A request started: only a feed with nothing yet says "loading"; one with data keeps showing it. */
export const begin = <T>(current: Loadable<T>): Loadable<T> => (current.status === 'idle' ? { ...current, status: 'loading' } : current);

/**
 * A request ended: success replaces the data; failure keeps the old data and says why. An answer equal to the
 * data already held keeps the old object, so what shows only the data does not redraw for nothing.
 */
export const settle = <T>(current: Loadable<T>, result: BridgeResult<T>, at: number): Loadable<T> =>
  result.ok
    ? { status: 'ok', data: sameValue(current.data, result.value) ? current.data : result.value, error: null, updatedAt: at }
    : { ...current, status: 'error', error: result.error };

/** Deep equality of what crosses the bridge: plain objects, arrays, strings, numbers, booleans, null. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

export type Freshness = { kind: 'waiting' } | { kind: 'live'; ageMs: number } | { kind: 'stale'; ageMs: number | null; error: BridgeError | null };

/** Stale when erroring, or when its data is older than three intervals. */
export function freshnessOf(feed: Loadable<unknown>, intervalMs: number, now: number): Freshness {
  const ageMs = feed.updatedAt === null ? null : Math.max(0, now - feed.updatedAt);
  if (feed.status === 'error') return { kind: 'stale', ageMs, error: feed.error };
  if (ageMs === null) return { kind: 'waiting' };
  if (ageMs > 3 * intervalMs) return { kind: 'stale', ageMs, error: null };
  return { kind: 'live', ageMs };
}
