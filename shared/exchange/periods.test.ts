import { describe, expect, it } from 'vitest';
import { isKlinePeriod, KLINE_PERIODS, periodStart } from './periods';

const at = (iso: string) => Date.parse(iso);

describe('periods', () => {
  it('are the eleven the exchange takes (docs/exchange-api.md)', () => {
    expect(KLINE_PERIODS).toEqual(['1MIN', '3MIN', '5MIN', '15MIN', '30MIN', '1HOUR', '4HOUR', '8HOUR', '12HOUR', '1DAY', '1WEEK']);
    expect(isKlinePeriod('1HOUR')).toBe(true);
    expect(isKlinePeriod('1H')).toBe(false);
    expect(isKlinePeriod('toString')).toBe(false);
  });

  it('open on whole minutes, hours and UTC midnights', () => {
    const t = at('2024-01-03T13:14:59.999Z');
    expect(periodStart('1MIN', t)).toBe(at('2024-01-03T13:14:00Z'));
    expect(periodStart('3MIN', t)).toBe(at('2024-01-03T13:12:00Z'));
    expect(periodStart('15MIN', t)).toBe(at('2024-01-03T13:00:00Z'));
    expect(periodStart('4HOUR', t)).toBe(at('2024-01-03T12:00:00Z'));
    expect(periodStart('8HOUR', t)).toBe(at('2024-01-03T08:00:00Z'));
    expect(periodStart('12HOUR', t)).toBe(at('2024-01-03T12:00:00Z'));
    expect(periodStart('1DAY', t)).toBe(at('2024-01-03T00:00:00Z'));
  });

  it('open weeks on Monday 00:00 UTC', () => {
    const monday = at('2024-01-01T00:00:00Z');
    expect(periodStart('1WEEK', at('2024-01-03T13:14:00Z'))).toBe(monday); // Wednesday
    expect(periodStart('1WEEK', at('2024-01-07T23:59:59.999Z'))).toBe(monday); // Sunday
    expect(periodStart('1WEEK', monday)).toBe(monday);
    expect(periodStart('1WEEK', at('2024-01-08T00:00:00Z'))).toBe(at('2024-01-08T00:00:00Z'));
  });
});
