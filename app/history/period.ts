/** A bridge period (`today`, `7d`, `30d`, `all`, or a range) as the store's range in ms; days are UTC days. */
import type { HistoryPeriod } from '../../shared/bridge';
import { DAY_MS } from '../../shared/time';
import { dayOf } from './statistics';
import type { Range } from './store';

export function rangeOf(period: HistoryPeriod | undefined, now: number): Range {
  if (period === undefined || period === 'all') return { from: null, to: null };
  if (period === 'today') return { from: dayOf(now), to: null };
  if (period === '7d') return { from: now - 7 * DAY_MS, to: null };
  if (period === '30d') return { from: now - 30 * DAY_MS, to: null };
  return { from: period.from, to: period.to ?? null };
}

export const within = (time: number, { from, to }: Range): boolean => (from === null || time >= from) && (to === null || time <= to);
