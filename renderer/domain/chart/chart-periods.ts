/** The chart's candle periods: what each button says, and which ones get a button (their lengths: shared/exchange). */
import { KLINE_PERIODS, type KlinePeriod } from '../../../shared/exchange';

/** What a trader reads on the button or in the list (and the buttons' accessible names). */
export const PERIOD_LABELS: Readonly<Record<KlinePeriod, string>> = {
  '1MIN': '1m',
  '3MIN': '3m',
  '5MIN': '5m',
  '15MIN': '15m',
  '30MIN': '30m',
  '1HOUR': '1h',
  '4HOUR': '4h',
  '8HOUR': '8h',
  '12HOUR': '12h',
  '1DAY': '1D',
  '1WEEK': '1W',
};

/** The usual ones, one button each. */
export const BUTTON_PERIODS: readonly KlinePeriod[] = ['1MIN', '5MIN', '15MIN', '1HOUR', '4HOUR', '1DAY'];

/** The rest of the API's periods, in the "More periods" list, shortest first. */
export const MORE_PERIODS: readonly KlinePeriod[] = KLINE_PERIODS.filter((p) => !BUTTON_PERIODS.includes(p));

/** The button period `step` places away from `from` (arrow keys in the radio group), wrapping round. */
export function stepPeriod(from: KlinePeriod, step: number): KlinePeriod {
  const at = BUTTON_PERIODS.indexOf(from);
  const n = BUTTON_PERIODS.length;
  const index = at < 0 ? (step > 0 ? 0 : n - 1) : (((at + step) % n) + n) % n;
  return BUTTON_PERIODS[index] as KlinePeriod;
}
