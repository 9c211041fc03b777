import { describe, expect, it } from 'vitest';
import { GUARDS_OFF } from '../../../shared/bridge';
import { fieldLabel, guardsText, readGuards } from './guards-form';

const text = guardsText(GUARDS_OFF);

describe('the Guards form', () => {
  it('shows every guard off as empty fields, and reads them back', () => {
    expect(text).toMatchObject({ maxOrderValue: '', maxLeverage: '', dayStartTime: '00:00', dayStartZone: 'UTC' });
    expect(readGuards(text)).toEqual({ ok: true, guards: GUARDS_OFF });
  });

  it('reads figures, counts and the day start', () => {
    const read = readGuards({
      ...text,
      maxOrderValue: ' 10000 ',
      maxLeverage: '10',
      maxOrdersPerMinute: '30',
      dailyLossLimit: '250.5',
      dayStartTime: '08:00',
      dayStartZone: 'Europe/Berlin',
    });
    expect(read).toEqual({
      ok: true,
      guards: {
        ...GUARDS_OFF,
        maxOrderValue: '10000',
        maxLeverage: 10,
        maxOrdersPerMinute: 30,
        dailyLossLimit: '250.5',
        dayStart: { time: '08:00', zone: 'Europe/Berlin' },
      },
    });
  });

  it('names the field of what it cannot read', () => {
    expect(readGuards({ ...text, maxOrderValue: '1e4' })).toEqual({ ok: false, message: 'Largest order value must be a plain number like 123.45' });
    expect(readGuards({ ...text, maxLeverage: '2.5' })).toEqual({ ok: false, message: 'Highest leverage must be a whole number' });
    expect(readGuards({ ...text, dailyLossLimit: '0' })).toEqual({ ok: false, message: 'Daily loss limit must be more than 0' });
    expect(readGuards({ ...text, dayStartZone: 'Mars/Base' })).toMatchObject({ ok: false, message: expect.stringContaining('time zone') });
    expect(readGuards({ ...text, dayStartTime: '8' })).toMatchObject({ ok: false, message: expect.stringContaining('day start') });
  });

  it('labels each field with its unit', () => {
    expect(fieldLabel('maxOrderValue')).toBe('Largest order value (USDT)');
    expect(fieldLabel('maxLeverage')).toBe('Highest leverage (x)');
    expect(fieldLabel('maxOrdersPerMinute')).toBe('Most orders per minute');
  });
});
