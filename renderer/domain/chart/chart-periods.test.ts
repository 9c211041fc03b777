import { describe, expect, it } from 'vitest';
import { KLINE_PERIODS, PERIOD_MS } from '../../../shared/exchange';
import { BUTTON_PERIODS, MORE_PERIODS, PERIOD_LABELS, stepPeriod } from './chart-periods';

describe('chart periods', () => {
  it('offers every period of the API exactly once: the usual ones as buttons, the rest in the list', () => {
    expect([...BUTTON_PERIODS, ...MORE_PERIODS].sort()).toEqual([...KLINE_PERIODS].sort());
    expect(BUTTON_PERIODS.map((p) => PERIOD_LABELS[p])).toEqual(['1m', '5m', '15m', '1h', '4h', '1D']);
    expect(MORE_PERIODS).toEqual(['3MIN', '30MIN', '8HOUR', '12HOUR', '1WEEK']);
  });

  it('knows each period’s length, shortest first', () => {
    expect(PERIOD_MS['1MIN']).toBe(60_000);
    expect(PERIOD_MS['4HOUR']).toBe(4 * 3_600_000);
    expect(PERIOD_MS['1WEEK']).toBe(7 * 86_400_000);
    const lengths = KLINE_PERIODS.map((p) => PERIOD_MS[p]);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('steps through the buttons with the arrow keys, wrapping round', () => {
    expect(stepPeriod('15MIN', 1)).toBe('1HOUR');
    expect(stepPeriod('1DAY', 1)).toBe('1MIN');
    expect(stepPeriod('1MIN', -1)).toBe('1DAY');
    expect(stepPeriod('3MIN', 1)).toBe('1MIN');
    expect(stepPeriod('3MIN', -1)).toBe('1DAY');
  });
});
