/**
 * The chart's history, without the chart: pages of candles merged into one list (oldest first, one candle per open
 * time), candles turned into what the chart draws, when to ask for older candles, and whether a live candle
 * continues the list or leaves a gap. Candles keep their decimal strings; numbers are made only for drawing.
 */
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '../../../shared/exchange';

/** Candles asked for at once: the first screen, and each older page. */
export const HISTORY_PAGE = 300;
/** Ask for an older page when fewer bars than this are left to the left of the view. */
export const LOAD_OLDER_WITHIN = 20;

/** The chart counts time in UTC seconds; the labels turn it into the trader's local time (chart-format). */
export const toChartTime = (ms: number): UTCTimestamp => Math.floor(ms / 1000) as UTCTimestamp;

export const toBar = (c: Candle): CandlestickData<UTCTimestamp> => ({
  time: toChartTime(c.time),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});

/** Rising (or unchanged) candles are drawn in the buy colour, falling ones in the sell colour. */
export const isRising = (c: Candle): boolean => Number(c.close) >= Number(c.open);

export const toVolume = (c: Candle, risingColor: string, fallingColor: string): HistogramData<UTCTimestamp> => ({
  time: toChartTime(c.time),
  value: Number(c.quantity),
  color: isRising(c) ? risingColor : fallingColor,
});

/** The candles of both lists, one per open time (`preferred` wins a tie), oldest first. Pages come newest first. */
export function mergeCandles(base: readonly Candle[], preferred: readonly Candle[]): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const c of base) byTime.set(c.time, c);
  for (const c of preferred) byTime.set(c.time, c);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

export interface HistoryPage {
  candles: Candle[];
  /** Nothing older is to be had: the last page came back short, or brought nothing new. */
  exhausted: boolean;
}

/** The newest page, as the whole history. */
export const firstPage = (page: readonly Candle[], limit = HISTORY_PAGE): HistoryPage => ({
  candles: mergeCandles([], page),
  exhausted: page.length < limit,
});

/**
 * The newest page against what is shown (nothing at first; the history before a gap in the live candles): where
 * the page reaches back to the last candle shown, it fills the gap and the older pages stay; otherwise it starts a
 * new history, since a hole must not be drawn as if nothing happened there.
 */
export function latestPage(current: HistoryPage, page: readonly Candle[], periodMs: number, limit = HISTORY_PAGE): HistoryPage {
  const fresh = firstPage(page, limit);
  const oldest = fresh.candles[0];
  const last = current.candles[current.candles.length - 1];
  if (last === undefined) return fresh;
  // An empty answer over a gap: keep what is there (the next live answer tries again).
  if (oldest === undefined) return { candles: [...current.candles], exhausted: current.exhausted };
  if (oldest.time > last.time + periodMs) return fresh;
  return { candles: mergeCandles(current.candles, fresh.candles), exhausted: current.exhausted };
}

/** An older page in front of what is there; what is there wins where they overlap (it may be fresher). */
export function addOlderPage(current: readonly Candle[], page: readonly Candle[], limit = HISTORY_PAGE): HistoryPage & { added: number } {
  const candles = mergeCandles(page, current);
  const added = candles.length - current.length;
  return { candles, added, exhausted: page.length < limit || added === 0 };
}

/** The `endTime` of the next older page: just before the oldest candle there is. */
export const olderPageEnd = (candles: readonly Candle[]): number | undefined => (candles[0] === undefined ? undefined : candles[0].time - 1);

export interface OlderState {
  /** The history is there (not loading, not failed). */
  ready: boolean;
  loading: boolean;
  exhausted: boolean;
}

/** Whether the view, starting at logical index `from`, is near enough the oldest bar to want an older page. */
export const wantsOlder = (from: number | undefined, state: OlderState, within = LOAD_OLDER_WITHIN): boolean =>
  from !== undefined && state.ready && !state.loading && !state.exhausted && from < within;

/** What to do with the live candles: draw them (`series.update`, oldest first), nothing, or reload (a gap). */
export type LivePlan = { kind: 'none' } | { kind: 'update'; candles: Candle[] } | { kind: 'gap' };

const sameCandle = (a: Candle, b: Candle): boolean =>
  a.time === b.time && a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.quantity === b.quantity;

/**
 * Live candles against the history: one at the last bar's time updates it (unless nothing changed), one a period
 * later appends, older ones are already drawn. One further away than a period means candles are missing between:
 * the history must be reloaded rather than drawn with a hole.
 */
export function planLive(history: readonly Candle[], live: readonly Candle[], periodMs: number): LivePlan {
  let last = history[history.length - 1];
  const steps: Candle[] = [];
  for (const candle of [...live].sort((a, b) => a.time - b.time)) {
    if (last !== undefined) {
      if (candle.time < last.time) continue;
      if (candle.time > last.time + periodMs) return { kind: 'gap' };
      if (sameCandle(candle, last)) continue;
    }
    steps.push(candle);
    last = candle;
  }
  return steps.length === 0 ? { kind: 'none' } : { kind: 'update', candles: steps };
}

/**
 * Writes a plan's candles into the history, in place (a tick must not copy thousands of candles): each replaces the
 * last candle or follows it. Returns how many were appended.
 */
export function applyLive(history: Candle[], candles: readonly Candle[]): number {
  let appended = 0;
  for (const candle of candles) {
    const last = history[history.length - 1];
    if (last !== undefined && last.time === candle.time) history[history.length - 1] = candle;
    else if (last === undefined || candle.time > last.time) {
      history.push(candle);
      appended += 1;
    }
  }
  return appended;
}

/** The candle that opened at `timeMs`, by binary search over the (oldest first) history. */
export function findCandle(history: readonly Candle[], timeMs: number): Candle | undefined {
  let lo = 0;
  let hi = history.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const candle = history[mid] as Candle;
    if (candle.time === timeMs) return candle;
    if (candle.time < timeMs) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
