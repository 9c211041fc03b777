/** A chase's limits as typed in the Order entry, checked: what `algo.chase` takes, or what is wrong and where. Pure. */
import { parseUserDecimal } from '../../../shared/decimal';
import type { Pair } from '../../../shared/exchange';

/** A chase's limits as typed: its max time in seconds, its max distance (empty: none), and what it does at one. */
export interface ChaseFields {
  maxSeconds: string;
  maxDistance: string;
  onLimit: 'stop' | 'market';
}

export const MAX_CHASE_SECONDS = 86_400;

export type ChaseLimits =
  | { ok: true; value: { maxSeconds: number; maxDistance?: string; onLimit: 'stop' | 'market' } }
  | { ok: false; field: 'maxSeconds' | 'maxDistance'; message: string };

export function chaseLimitsOf(fields: ChaseFields, pair: Pick<Pair, 'priceDecimal'>): ChaseLimits {
  const seconds = fields.maxSeconds.trim();
  if (!/^\d{1,6}$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > MAX_CHASE_SECONDS) {
    return { ok: false, field: 'maxSeconds', message: `Max time is whole seconds, 1 to ${MAX_CHASE_SECONDS}` };
  }
  const value = { maxSeconds: Number(seconds), onLimit: fields.onLimit };
  if (fields.maxDistance.trim() === '') return { ok: true, value };
  const distance = parseUserDecimal(fields.maxDistance, { field: 'Max distance', maxDecimals: pair.priceDecimal });
  if (!distance.ok) return { ok: false, field: 'maxDistance', message: distance.message };
  return { ok: true, value: { ...value, maxDistance: distance.value } };
}
