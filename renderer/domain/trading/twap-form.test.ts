import { describe, expect, it } from 'vitest';
import { twapSettingsOf } from './twap-form';

const btc = { priceDecimal: 1 };
const fields = { slices: '10', minutes: '10', spread: '20', priceLimit: '', slippage: '0.5' };

describe("a TWAP's fields in the Order entry", () => {
  it('give the slices, the duration in seconds, the spread, the slippage and an optional price limit', () => {
    expect(twapSettingsOf(fields, btc)).toEqual({ ok: true, value: { slices: 10, durationSeconds: 600, spread: 20, slippage: '0.5' } });
    expect(twapSettingsOf({ ...fields, spread: '0', priceLimit: '61000.5' }, btc)).toEqual({
      ok: true,
      value: { slices: 10, durationSeconds: 600, spread: 0, slippage: '0.5', priceLimit: '61000.5' },
    });
  });

  it('refuse what the core would, saying which field', () => {
    expect(twapSettingsOf({ ...fields, slices: '1' }, btc)).toMatchObject({ ok: false, field: 'slices' });
    expect(twapSettingsOf({ ...fields, slices: '101' }, btc)).toMatchObject({ ok: false, field: 'slices' });
    expect(twapSettingsOf({ ...fields, minutes: '0' }, btc)).toMatchObject({ ok: false, field: 'minutes' });
    expect(twapSettingsOf({ ...fields, spread: '101' }, btc)).toMatchObject({ ok: false, field: 'spread', message: 'Spread is 0 to 100 %' });
    expect(twapSettingsOf({ ...fields, slippage: '11' }, btc)).toMatchObject({ ok: false, field: 'slippage', message: 'Slippage is at most 10 %' });
    expect(twapSettingsOf({ ...fields, slippage: '0' }, btc)).toMatchObject({ ok: false, field: 'slippage' });
    expect(twapSettingsOf({ ...fields, priceLimit: '61000.55' }, btc)).toMatchObject({ ok: false, field: 'priceLimit' });
  });
});
