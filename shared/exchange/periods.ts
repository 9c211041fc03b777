/** The exchange's kline periods (docs/exchange-api.md), how long each is, and where each period's candles open. */

/** Kline periods; the 24-hour ticker is a `1DAY` candle. */
export const KLINE_PERIODS = ['1MIN', '3MIN', '5MIN', '15MIN', '30MIN', '1HOUR', '4HOUR', '8HOUR', '12HOUR', '1DAY', '1WEEK'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every period is a fixed length (weeks too: they open on Monday 00:00 UTC). */
export const PERIOD_MS: Readonly<Record<KlinePeriod, number>> = {
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
};

export const isKlinePeriod = (text: string): text is KlinePeriod => Object.hasOwn(PERIOD_MS, text);

/**
 * Candles are counted from Monday 1970-01-05 00:00 UTC, so weeks open on Monday; every shorter period divides
 * those four days, so the others still open on whole minutes, hours and UTC midnights.
 */
const ORIGIN = 4 * DAY;

/** The open time of the `period` candle that holds `time`. */
export function periodStart(period: KlinePeriod, time: number): number {
  const ms = PERIOD_MS[period];
  return Math.floor((time - ORIGIN) / ms) * ms + ORIGIN;
}
