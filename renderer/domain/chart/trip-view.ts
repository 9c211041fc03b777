/**
 * A round trip shown on the chart (pure): the period and time window that show it whole, its fills as series
 * markers (buys below the bar as up-arrows, sells above as down-arrows, each with its size), the visible logical
 * range for a window over the bars loaded, and the words of its chip and its list of fills.
 */
import Decimal from 'decimal.js';
import type { SeriesMarker, Time } from 'lightweight-charts';
import type { RoundTrip, TripFill } from '../../../shared/bridge';
import { PERIOD_MS, periodStart, type KlinePeriod } from '../../../shared/exchange';
import { fixed } from '../../ui/format';
import { BUTTON_PERIODS } from './chart-periods';

export interface TripWindow {
  period: KlinePeriod;
  /** The time to show, margin included (ms). */
  from: number;
  to: number;
}

/** The trip takes at most this many bars of the period chosen (the shortest that fits). */
export const TRIP_BARS = 80;
/** Bars of margin on each side: a quarter of the trip's, and at least this many. */
export const MIN_MARGIN_BARS = 8;

/** The shortest button period that shows the trip, open to close (now while open), in TRIP_BARS bars or fewer, with margins. */
export function tripWindow(trip: Pick<RoundTrip, 'openTime' | 'closeTime'>, now: number): TripWindow {
  const close = trip.closeTime ?? Math.max(now, trip.openTime);
  const barsOf = (p: KlinePeriod) => (periodStart(p, close) - periodStart(p, trip.openTime)) / PERIOD_MS[p] + 1;
  const period = BUTTON_PERIODS.find((p) => barsOf(p) <= TRIP_BARS) ?? BUTTON_PERIODS[BUTTON_PERIODS.length - 1]!;
  const ms = PERIOD_MS[period];
  const margin = Math.max(MIN_MARGIN_BARS, Math.ceil(barsOf(period) / 4)) * ms;
  return { period, from: periodStart(period, trip.openTime) - margin, to: periodStart(period, close) + margin };
}

/** "0.010" in the pair's decimals when known; a fill the trip has only part of says so: "0.015 of 0.035". */
function sizeText(fill: TripFill, decimals: number | undefined): string {
  const part = fixed(fill.tripQuantity, decimals);
  return new Decimal(fill.tripQuantity).eq(fill.quantity) ? part : `${part} of ${fixed(fill.quantity, decimals)}`;
}

/** The trip's fills as markers on `period`'s candles (each at the candle that holds it), oldest first. */
export function tripMarkers(
  fills: readonly TripFill[],
  period: KlinePeriod,
  colors: { buy: string; sell: string },
  decimals?: number,
): SeriesMarker<Time>[] {
  return [...fills]
    .sort((a, b) => a.time - b.time || a.tradeId - b.tradeId)
    .map((f) => {
      const buy = f.side === 'buy';
      return {
        id: String(f.tradeId),
        time: (periodStart(period, f.time) / 1000) as Time,
        position: buy ? 'belowBar' : 'aboveBar',
        shape: buy ? 'arrowUp' : 'arrowDown',
        color: buy ? colors.buy : colors.sell,
        text: `${buy ? 'B' : 'S'} ${sizeText(f, decimals)}`,
      };
    });
}

/**
 * The logical range (bar indexes, fractional) that shows `from`–`to` (ms) over the bars loaded (their open times in
 * seconds, oldest first): a time between two bars falls between their indexes, one beyond the ends counts whole
 * periods from the end bar.
 */
export function logicalRangeOf(barTimes: readonly number[], from: number, to: number, periodMs: number): { from: number; to: number } | null {
  if (barTimes.length === 0) return null;
  const indexOf = (ms: number): number => {
    const t = ms / 1000;
    const last = barTimes.length - 1;
    if (t <= barTimes[0]!) return (t - barTimes[0]!) / (periodMs / 1000);
    if (t >= barTimes[last]!) return last + (t - barTimes[last]!) / (periodMs / 1000);
    let lo = 0;
    let hi = last;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (barTimes[mid]! <= t) lo = mid;
      else hi = mid;
    }
    return lo + (t - barTimes[lo]!) / (barTimes[hi]! - barTimes[lo]!);
  };
  return { from: indexOf(from), to: indexOf(to) };
}

/** The chip's words: "Round trip BTC-USDT long 0.110". */
export const tripTitle = (trip: Pick<RoundTrip, 'symbol' | 'side' | 'size'>, decimals?: number): string =>
  `Round trip ${trip.symbol} ${trip.side} ${fixed(trip.size, decimals)}`;

/** One fill in words, for the list beside the chart: "Buy 0.010 at 60000.0, 14:03:27 UTC, taker". */
export function fillWords(fill: TripFill, decimals?: number): string {
  const time = new Date(fill.time).toISOString().slice(11, 19);
  return `${fill.side === 'buy' ? 'Buy' : 'Sell'} ${sizeText(fill, decimals)} at ${fill.price}, ${time} UTC, ${fill.isTaker ? 'taker' : 'maker'}`;
}
