import { describe, expect, it } from 'vitest';
import type { TripFill } from '../../../shared/bridge';
import { logicalRangeOf, MIN_MARGIN_BARS, tripMarkers, tripTitle, tripWindow, fillWords, TRIP_BARS } from './trip-view';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 26, 10, 0); // 10:00 UTC, a whole hour
const colors = { buy: '#0a0', sell: '#a00' };
const fill = (tradeId: number, at: number, side: 'buy' | 'sell', quantity: string, extra: Partial<TripFill> = {}): TripFill => ({
  tradeId,
  time: T0 + at,
  side,
  price: '60000.5',
  quantity,
  tripQuantity: quantity,
  isTaker: true,
  fee: '0.01',
  ...extra,
});

describe('the window that shows a round trip', () => {
  it('a trip of a few minutes: 1m candles, its open to its close with margins of at least 8 bars', () => {
    const w = tripWindow({ openTime: T0 + 20_000, closeTime: T0 + 7 * MIN + 5_000 }, T0 + 60 * MIN);
    expect(w).toEqual({ period: '1MIN', from: T0 - MIN_MARGIN_BARS * MIN, to: T0 + 7 * MIN + MIN_MARGIN_BARS * MIN });
  });

  it('takes the shortest button period the trip fits in, 80 bars at most, the margin a quarter of the trip', () => {
    // 3 h: 181 one-minute bars, 37 five-minute bars.
    const w = tripWindow({ openTime: T0, closeTime: T0 + 180 * MIN }, T0 + 300 * MIN);
    expect(w.period).toBe('5MIN');
    expect(w).toMatchObject({ from: T0 - 10 * 5 * MIN, to: T0 + 180 * MIN + 10 * 5 * MIN }); // a quarter of 37, rounded up
    // 10 days: 61 four-hour bars; 60 days: 61 daily ones, with 16 bars of margin a side.
    expect(tripWindow({ openTime: T0, closeTime: T0 + 10 * 1440 * MIN }, T0 + 20 * 1440 * MIN).period).toBe('4HOUR');
    const long = tripWindow({ openTime: T0, closeTime: T0 + 60 * 1440 * MIN }, T0 + 61 * 1440 * MIN);
    expect(long.period).toBe('1DAY');
    expect((long.to - long.from) / (1440 * MIN)).toBeLessThanOrEqual(TRIP_BARS + 2 * 16);
  });

  it('an open trip runs to now', () => {
    const w = tripWindow({ openTime: T0, closeTime: null }, T0 + 30 * MIN);
    expect(w).toEqual({ period: '1MIN', from: T0 - 8 * MIN, to: T0 + 30 * MIN + 8 * MIN });
  });
});

describe('the fills as markers', () => {
  const fills = [
    fill(3, 4 * MIN + 1_000, 'sell', '0.050', { tripQuantity: '0.05' }),
    fill(1, 10_000, 'buy', '0.100'),
    fill(2, 70_000, 'buy', '0.010'),
  ];

  it('buys below the bar as up-arrows, sells above as down-arrows, in the theme’s colours, with their size, oldest first', () => {
    expect(tripMarkers(fills, '1MIN', colors, 3)).toEqual([
      { id: '1', time: T0 / 1000, position: 'belowBar', shape: 'arrowUp', color: '#0a0', text: 'B 0.100' },
      { id: '2', time: (T0 + MIN) / 1000, position: 'belowBar', shape: 'arrowUp', color: '#0a0', text: 'B 0.010' },
      { id: '3', time: (T0 + 4 * MIN) / 1000, position: 'aboveBar', shape: 'arrowDown', color: '#a00', text: 'S 0.050' },
    ]);
  });

  it('each at the candle of the period shown that holds it', () => {
    expect(tripMarkers(fills, '5MIN', colors).map((m) => m.time)).toEqual([T0 / 1000, T0 / 1000, T0 / 1000]);
  });

  it('a flip fill shows the trip’s part of it', () => {
    const [marker] = tripMarkers([fill(4, 0, 'sell', '0.035', { tripQuantity: '0.015' })], '1MIN', colors, 3);
    expect(marker!.text).toBe('S 0.015 of 0.035');
  });
});

describe('the visible range for a window', () => {
  const bars = [0, 60, 120, 180, 240].map((s) => T0 / 1000 + s);

  it('maps times on, between and beyond the bars to logical indexes', () => {
    expect(logicalRangeOf(bars, T0 + MIN, T0 + 3 * MIN, MIN)).toEqual({ from: 1, to: 3 });
    expect(logicalRangeOf(bars, T0 + 90_000, T0 + 4 * MIN + 30_000, MIN)).toEqual({ from: 1.5, to: 4.5 });
    expect(logicalRangeOf(bars, T0 - 12 * MIN, T0 + 16 * MIN, MIN)).toEqual({ from: -12, to: 16 });
  });

  it('a gap in the bars is spread over its indexes', () => {
    expect(logicalRangeOf([0, 600], 300_000, 600_000, MIN)).toEqual({ from: 0.5, to: 1 });
  });

  it('nothing loaded: no range', () => {
    expect(logicalRangeOf([], T0, T0 + MIN, MIN)).toBeNull();
  });
});

describe('words', () => {
  it('the chip and the list of fills', () => {
    expect(tripTitle({ symbol: 'BTC-USDT', side: 'long', size: '0.11' }, 3)).toBe('Round trip BTC-USDT long 0.110');
    expect(fillWords(fill(1, 7_000, 'buy', '0.100', { isTaker: false }), 3)).toBe('Buy 0.100 at 60000.5, 10:00:07 UTC, maker');
  });
});
