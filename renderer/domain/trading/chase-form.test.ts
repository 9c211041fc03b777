import { describe, expect, it } from 'vitest';
import { chaseLimitsOf } from './chase-form';

const btc = { priceDecimal: 1 };
const fields = { maxSeconds: '60', maxDistance: '', onLimit: 'stop' as const };

describe("a chase's limits in the Order entry", () => {
  it('takes whole seconds and an optional distance in the price decimals', () => {
    expect(chaseLimitsOf(fields, btc)).toEqual({ ok: true, value: { maxSeconds: 60, onLimit: 'stop' } });
    expect(chaseLimitsOf({ ...fields, maxDistance: ' 25.5 ', onLimit: 'market' }, btc)).toEqual({
      ok: true,
      value: { maxSeconds: 60, maxDistance: '25.5', onLimit: 'market' },
    });
  });

  it('refuses what the core would, saying where', () => {
    for (const maxSeconds of ['', '0', '1.5', '-3', '1e3', '86401']) {
      expect(chaseLimitsOf({ ...fields, maxSeconds }, btc)).toMatchObject({
        ok: false,
        field: 'maxSeconds',
        message: 'Max time is whole seconds, 1 to 86400',
      });
    }
    expect(chaseLimitsOf({ ...fields, maxDistance: '2.55' }, btc)).toMatchObject({ ok: false, field: 'maxDistance' });
    expect(chaseLimitsOf({ ...fields, maxDistance: '0' }, btc)).toMatchObject({ ok: false, field: 'maxDistance' });
    expect(chaseLimitsOf({ ...fields, maxDistance: '1,5' }, btc)).toMatchObject({
      ok: false,
      field: 'maxDistance',
      message: 'Max distance takes a point for decimals: type 1.5',
    });
  });
});
