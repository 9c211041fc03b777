/** The kline periods of API-NOTES and where each period's candles open. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PERIOD_MS = {
  '1MIN': MINUTE,
  '3MIN': 3 * MINUTE,
  '5MIN': 5 * MINUTE,
  '15MIN': 15 * MINUTE,
  '30MIN': 30 * MINUTE,
  '1HOUR': HOUR,
  '4HOUR': 4 * HOUR,
  '8HOUR': 8 * HOUR,
  '12HOUR': 12 * HOUR,
  '1DAY': DAY,
  '1WEEK': 7 * DAY,
} as const;

export type Period = keyof typeof PERIOD_MS;
export const PERIODS = Object.keys(PERIOD_MS) as Period[];

export const isPeriod = (text: string): text is Period => Object.hasOwn(PERIOD_MS, text);

/**
 * Candles are counted from Monday 1970-01-05 00:00 UTC, so weeks open on Monday; every shorter period divides
 * those four days, so the others still open on whole minutes, hours and UTC midnights.
 */
const ORIGIN = 4 * DAY;

/** The open time of the `period` candle that holds `time`. */
export function periodStart(period: Period, time: number): number {
  const ms = PERIOD_MS[period];
  return Math.floor((time - ORIGIN) / ms) * ms + ORIGIN;
}
