/** Candles for the chart's tests: one a minute from T0, as the exchange sends them. */
import type { Candle, Position } from '../../../shared/exchange';
import type { LineInputs, LinePair } from './chart-lines';

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

/** The chart lines' tests: BTC-USDT's decimals, a long of 0.25 from 60010, and the lines' inputs with nothing in them. */
export const BTC: LinePair = { symbol: 'BTC-USDT', priceDecimal: 1, tradeDecimal: 3, settleDecimal: 4, tradeCoinName: 'BTC', settleCoinName: 'USDT' };

export const position = (over: Partial<Position> = {}): Position =>
  ({
    id: 3,
    symbol: 'BTC-USDT',
    isLong: true,
    quantity: '0.25',
    openingPrice: '60010',
    unrealizedPnl: '12.3456',
    restrictPrice: '54321.04',
    ...over,
  }) as Position;

export const inputs = (over: Partial<LineInputs> = {}): LineInputs => ({
  pair: BTC,
  orders: [],
  positions: [],
  scale: null,
  cancelling: new Set(),
  ...over,
});

export const texts = (labels: { text: string }[]) => labels.map((l) => l.text).join(' | ');

/** Runs a step machine's events from `state`: the last state and every effect on the way. */
export const runSteps = <S, E, F>(
  step: (state: S, event: E) => { state: S; effects: F[] },
  state: S,
  events: readonly E[],
): { state: S; effects: F[] } =>
  events.reduce(
    (run, event) => {
      const next = step(run.state, event);
      return { state: next.state, effects: [...run.effects, ...next.effects] };
    },
    { state, effects: [] as F[] },
  );
