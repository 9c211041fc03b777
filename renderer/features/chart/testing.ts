/** Candles for the chart's tests: one a minute from T0, as the exchange sends them. */
import type { Candle } from '../../../shared/exchange';

export const MIN = 60_000;
export const T0 = Date.UTC(2025, 1, 5, 14, 0);

export const candle = (i: number, over: Partial<Candle> = {}): Candle => ({
  contractPairId: 1,
  period: '1MIN',
  time: T0 + i * MIN,
  open: '100.0',
  high: '101.5',
  low: '99.5',
  close: '100.5',
  count: 3,
  quantity: '1.250',
  amount: '125.6',
  ...over,
});

/** Candles `from` … `to` as the exchange sends a page: newest first. */
export const page = (from: number, to: number): Candle[] => Array.from({ length: to - from + 1 }, (_, k) => candle(to - k));
