import { describe, expect, it } from 'vitest';
import { parseFillFilter, parseLocalTime, parseOrderId } from './filters';

describe('parseLocalTime', () => {
  it('reads a datetime-local value in local time', () => {
    expect(parseLocalTime('2026-11-21T14:03', 'From')).toEqual({ ok: true, value: new Date(2026, 10, 21, 14, 3).getTime() });
    expect(parseLocalTime('2026-11-21T14:03:27', 'From')).toEqual({ ok: true, value: new Date(2026, 10, 21, 14, 3, 27).getTime() });
    expect(parseLocalTime('  ', 'From')).toEqual({ ok: true, value: undefined });
  });

  it('takes the tables’ own format ("2026-11-21 14:03:27"), so pickers and tables read alike', () => {
    expect(parseLocalTime('2026-11-21 14:03:27', 'From')).toEqual({ ok: true, value: new Date(2026, 10, 21, 14, 3, 27).getTime() });
    expect(parseLocalTime('2026-11-21 14:03', 'To')).toEqual({ ok: true, value: new Date(2026, 10, 21, 14, 3).getTime() });
  });

  it('refuses what is not a date and time', () => {
    expect(parseLocalTime('yesterday', 'From')).toEqual({ ok: false, message: 'From must be a date and time like 2026-11-21 14:03' });
    expect(parseLocalTime('2026-02-30T10:00', 'To')).toEqual({ ok: false, message: 'To is not a real date' });
  });
});

describe('parseOrderId', () => {
  it('takes a whole positive number or nothing', () => {
    expect(parseOrderId(' 123 ')).toEqual({ ok: true, value: 123 });
    expect(parseOrderId('')).toEqual({ ok: true, value: undefined });
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '0x10']) expect(parseOrderId(bad).ok).toBe(false);
  });
});

describe('parseFillFilter', () => {
  it('makes To inclusive to the end of its minute', () => {
    const result = parseFillFilter({ from: '2026-11-21T14:00', to: '2026-11-21T14:05', orderId: '42' });
    expect(result).toEqual({
      ok: true,
      value: { beginTime: new Date(2026, 10, 21, 14, 0).getTime(), endTime: new Date(2026, 10, 21, 14, 5, 59, 999).getTime(), orderId: 42 },
    });
  });

  it('leaves out what is empty', () => {
    expect(parseFillFilter({ from: '', to: '', orderId: '' })).toEqual({ ok: true, value: {} });
  });

  it('refuses a range that ends before it starts', () => {
    expect(parseFillFilter({ from: '2026-11-21T15:00', to: '2026-11-21T14:00', orderId: '' })).toEqual({
      ok: false,
      message: 'From must be before To',
    });
  });

  it('names the field that is wrong', () => {
    expect(parseFillFilter({ from: 'x', to: '', orderId: '' })).toMatchObject({ ok: false, message: /From/ });
    expect(parseFillFilter({ from: '', to: '', orderId: 'x' })).toMatchObject({ ok: false, message: /Order id/ });
  });
});
