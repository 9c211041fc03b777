/**
 * When the trader's trading day began: the last time the clock showed the chosen time of day in the chosen zone
 * ("UTC", an offset like "+02:00", or a zone name like "Europe/Berlin", daylight saving included). Pure.
 */
import { MINUTE_MS } from '../../../shared/time';
import type { DayStart } from '../../../shared/bridge';

/** The zone's offset from UTC at `at`, in minutes (east positive). */
function offsetMinutes(zone: string, at: number): number {
  if (zone === 'UTC') return 0;
  const fixed = /^([+-])(\d\d):(\d\d)$/.exec(zone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant the zone's clock shows `localMs` (a wall-clock time written as if it were UTC). */
function instantOf(zone: string, localMs: number): number {
  let guess = localMs - offsetMinutes(zone, localMs) * MINUTE_MS;
  guess = localMs - offsetMinutes(zone, guess) * MINUTE_MS;
  return guess;
}

/** The start of the trading day that `now` falls in. */
export function dayStartBefore(now: number, { time, zone }: DayStart): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const local = new Date(now + offsetMinutes(zone, now) * MINUTE_MS);
  let start = instantOf(zone, Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes));
  for (let back = 1; start > now; back++) {
    start = instantOf(zone, Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - back, hours, minutes));
  }
  return start;
}
