import { describe, expect, it } from 'vitest';
import { formatFigure, guardSettingsSchema, GUARDS_OFF, isTimeZone, loosenings, loosenQuestion, type GuardSettings } from './guards';

const set = (more: Partial<GuardSettings>): GuardSettings => ({ ...GUARDS_OFF, ...more });

describe('loosening a guard', () => {
  it('is raising a limit, or turning it off', () => {
    const from = set({ maxOrderValue: '10000', maxLeverage: 10, maxOrdersPerMinute: 30 });
    expect(loosenQuestion(loosenings(from, set({ ...from, maxOrderValue: '50000' })))).toBe(
      'Loosen ‘Largest order value’ from 10,000 to 50,000 USDT?',
    );
    expect(loosenings(from, set({ ...from, maxLeverage: null }))).toEqual([
      { guard: 'maxLeverage', label: 'Highest leverage', from: '10×', to: 'off' },
    ]);
    expect(loosenings(from, set({ ...from, maxOrdersPerMinute: 31 }))[0]).toMatchObject({ from: '30', to: '31' });
  });

  it('is not lowering a limit, turning one on, or keeping it', () => {
    const from = set({ maxOrderValue: '10000' });
    expect(loosenings(from, set({ maxOrderValue: '9000' }))).toEqual([]);
    expect(loosenings(from, set({ maxOrderValue: '10000', maxPositionValue: '1' }))).toEqual([]);
    expect(loosenings(GUARDS_OFF, set({ maxLeverage: 3 }))).toEqual([]);
  });

  it('is moving the day start while a daily loss limit is on', () => {
    const from = set({ dailyLossLimit: '500' });
    expect(loosenings(from, set({ dailyLossLimit: '500', dayStart: { time: '08:00', zone: 'UTC' } }))).toEqual([
      { guard: 'dayStart', label: 'Day start', from: '00:00 UTC', to: '08:00 UTC' },
    ]);
    expect(loosenings(GUARDS_OFF, set({ dayStart: { time: '08:00', zone: 'UTC' } }))).toEqual([]);
  });
});

describe('guard settings', () => {
  it('accepts plain figures and known zones, refuses the rest with a message', () => {
    expect(guardSettingsSchema.safeParse(set({ maxOrderValue: '1e4' })).error?.issues[0]?.message).toBe(
      'Largest order value must be a plain number like 10000',
    );
    // Not a number at all: refused with the same message, never a DecimalError thrown from the next check.
    expect(guardSettingsSchema.safeParse(set({ maxOrderValue: '1000u' })).error?.issues[0]?.message).toBe(
      'Largest order value must be a plain number like 10000',
    );
    expect(guardSettingsSchema.safeParse(set({ maxLeverage: 0 })).success).toBe(false);
    expect(guardSettingsSchema.safeParse(set({ dayStart: { time: '24:00', zone: 'UTC' } })).success).toBe(false);
    for (const zone of ['UTC', '+02:00', '-05:30', 'Europe/Berlin', 'America/New_York']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Base', '+2', 'utc+1', '']) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('formats a figure with groups and at most two decimals', () => {
    expect(formatFigure('12540')).toBe('12,540');
    expect(formatFigure('1234567.891')).toBe('1,234,567.89');
    expect(formatFigure('0.5')).toBe('0.5');
  });
});
