import { describe, expect, it } from 'vitest';
import type { Candle } from '../../../shared/exchange';
import {
  addOlderPage,
  applyLive,
  findCandle,
  firstPage,
  isRising,
  latestPage,
  mergeCandles,
  olderPageEnd,
  planLive,
  toBar,
  toChartTime,
  toVolume,
  wantsOlder,
} from './chart-history';
import { candle, MIN, page, T0 } from './testing';

const times = (candles: readonly Candle[]) => candles.map((c) => (c.time - T0) / MIN);

describe('candles to bars', () => {
  it('draws a candle at its open time in UTC seconds, with numbers made from its decimal strings', () => {
    expect(toChartTime(T0 + 999)).toBe(T0 / 1000);
    expect(toBar(candle(2, { open: '60012.5', high: '60020.0', low: '59990.0', close: '60001.1' }))).toEqual({
      time: (T0 + 2 * MIN) / 1000,
      open: 60012.5,
      high: 60020,
      low: 59990,
      close: 60001.1,
    });
  });

  it('colours volume by the candle direction, an unchanged candle as rising', () => {
    expect(toVolume(candle(0, { close: '100.5' }), 'up', 'down')).toEqual({ time: T0 / 1000, value: 1.25, color: 'up' });
    expect(toVolume(candle(0, { close: '99.9' }), 'up', 'down').color).toBe('down');
    expect(isRising(candle(0, { close: '100.00' }))).toBe(true);
  });
});

describe('merging pages', () => {
  it('keeps one candle per open time, oldest first, the preferred list winning a tie', () => {
    const stale = candle(3, { close: '1.0' });
    const fresh = candle(3, { close: '2.0' });
    const merged = mergeCandles([candle(5), stale, candle(1)], [fresh, candle(4)]);
    expect(times(merged)).toEqual([1, 3, 4, 5]);
    expect(merged[1]).toBe(fresh);
  });

  it('takes the newest page as the history, and knows a short one is all there is', () => {
    expect(times(firstPage(page(0, 9), 10).candles)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(firstPage(page(0, 9), 10).exhausted).toBe(false);
    expect(firstPage(page(0, 8), 10).exhausted).toBe(true);
    expect(firstPage([], 10)).toEqual({ candles: [], exhausted: true });
  });

  it('asks for the next older page just before the oldest candle', () => {
    expect(olderPageEnd(firstPage(page(10, 19)).candles)).toBe(T0 + 10 * MIN - 1);
    expect(olderPageEnd([])).toBeUndefined();
  });

  it('puts an older page in front; what was there wins an overlap; a short or empty page ends the history', () => {
    const current = firstPage(page(10, 19), 10).candles;
    current[0] = candle(10, { close: 'kept' });
    const full = addOlderPage(current, page(1, 10), 10);
    expect(times(full.candles)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(full.candles[9]?.close).toBe('kept');
    expect(full).toMatchObject({ added: 9, exhausted: false });
    expect(addOlderPage(current, page(5, 9), 10)).toMatchObject({ added: 5, exhausted: true });
    expect(addOlderPage(current, [], 10)).toMatchObject({ added: 0, exhausted: true });
    // A full page that brings nothing new would be asked for again and again: it ends the history too.
    expect(addOlderPage(current, page(10, 19), 10)).toMatchObject({ added: 0, exhausted: true });
  });

  it('fills a gap with the newest page when it reaches back to the last candle, keeping the older pages', () => {
    const current = { candles: firstPage(page(0, 20)).candles, exhausted: true };
    const filled = latestPage(current, page(18, 30), MIN, 13);
    expect(times(filled.candles)).toEqual(Array.from({ length: 31 }, (_, i) => i));
    expect(filled.exhausted).toBe(true);
    // Exactly one period after the last candle still joins up.
    expect(times(latestPage(current, page(21, 33), MIN, 13).candles)).toHaveLength(34);
  });

  it('starts afresh when the newest page does not reach back (a hole is never drawn as nothing)', () => {
    const current = { candles: firstPage(page(0, 20)).candles, exhausted: true };
    const fresh = latestPage(current, page(40, 49), MIN, 10);
    expect(times(fresh.candles)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect(fresh.exhausted).toBe(false);
    expect(latestPage({ candles: [], exhausted: false }, page(0, 4), MIN, 10)).toEqual(firstPage(page(0, 4), 10));
    expect(times(latestPage(current, [], MIN, 10).candles)).toHaveLength(21);
  });
});

describe('when to load older candles', () => {
  const ready = { ready: true, loading: false, exhausted: false };
  it('asks when the view nears the oldest bar, once at a time, never past the end or before the history is in', () => {
    expect(wantsOlder(5, ready, 20)).toBe(true);
    expect(wantsOlder(-40, ready, 20)).toBe(true);
    expect(wantsOlder(20, ready, 20)).toBe(false);
    expect(wantsOlder(undefined, ready, 20)).toBe(false);
    expect(wantsOlder(5, { ...ready, loading: true }, 20)).toBe(false);
    expect(wantsOlder(5, { ...ready, exhausted: true }, 20)).toBe(false);
    expect(wantsOlder(5, { ...ready, ready: false }, 20)).toBe(false);
  });
});

describe('live candles', () => {
  const history = () => firstPage(page(0, 9)).candles;

  it('updates the last candle when it trades, in time order, skipping what is already drawn', () => {
    const live = candle(9, { close: '102.0', high: '102.0' });
    const plan = planLive(history(), [live, candle(8)], MIN);
    expect(plan).toEqual({ kind: 'update', candles: [live] });
  });

  it('draws nothing when the live candles are the ones drawn', () => {
    expect(planLive(history(), [candle(9), candle(8)], MIN)).toEqual({ kind: 'none' });
    expect(planLive(history(), [candle(3)], MIN)).toEqual({ kind: 'none' });
  });

  it('appends the next candle (a period later) after finishing the last one, oldest first', () => {
    const closing = candle(9, { close: '99.0' });
    const opening = candle(10);
    expect(planLive(history(), [opening, closing], MIN)).toEqual({ kind: 'update', candles: [closing, opening] });
  });

  it('sees a gap when a live candle is more than a period after the last one', () => {
    expect(planLive(history(), [candle(11), candle(12)], MIN)).toEqual({ kind: 'gap' });
    expect(planLive(history(), [candle(10), candle(12)], MIN)).toEqual({ kind: 'gap' });
  });

  it('starts an empty history with the live candles', () => {
    expect(planLive([], [candle(5), candle(4)], MIN)).toEqual({ kind: 'update', candles: [candle(4), candle(5)] });
  });

  it('writes the plan into the history in place and says how many candles were added', () => {
    const candles = history();
    const closing = candle(9, { close: '99.0' });
    expect(applyLive(candles, [closing, candle(10)])).toBe(1);
    expect(times(candles)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(candles[9]).toBe(closing);
    expect(applyLive(candles, [candle(10, { close: '1' })])).toBe(0);
    expect(candles[10]?.close).toBe('1');
    const empty: Candle[] = [];
    expect(applyLive(empty, [candle(0)])).toBe(1);
  });
});

describe('the candle under the crosshair', () => {
  it('is found by its open time', () => {
    const candles = firstPage(page(0, 99)).candles;
    for (const i of [0, 1, 50, 98, 99]) expect(findCandle(candles, T0 + i * MIN)).toBe(candles[i]);
    expect(findCandle(candles, T0 + 100 * MIN)).toBeUndefined();
    expect(findCandle(candles, T0 + 30_000)).toBeUndefined();
    expect(findCandle([], T0)).toBeUndefined();
  });
});
