import { describe, expect, it } from 'vitest';
import { PAIRS } from '../../stores/testing/fake-invoke';
import { checkPresets, defaultPresets, presetProblem, presetsOf, presetText } from './size-presets';

const btc = PAIRS[0]!; // lot 0.001, smallest order 0.001
const eth = { ...PAIRS[1]!, minCount: '0.05' }; // lot 0.01, smallest order 0.05
const base = (quantity: string) => ({ quantity, unit: 'base' as const });
const quote = (quantity: string) => ({ quantity, unit: 'quote' as const });

describe('size presets', () => {
  it('default to the smallest order times 1, 5, 10, 50 and 100, in whole lots', () => {
    expect(defaultPresets(btc).map((p) => presetText(btc, p))).toEqual(['0.001 BTC', '0.005 BTC', '0.010 BTC', '0.050 BTC', '0.100 BTC']);
    expect(defaultPresets(eth).map((p) => p.quantity)).toEqual(['0.05', '0.25', '0.50', '2.50', '5.00']);
  });

  it.each([
    [{ quantity: '0.0015', unit: 'base' }, 'not a whole number of lots of 0.001 on BTC-USDT'],
    [{ quantity: '0.04', unit: 'base' }, 'below the smallest order on ETH-USDT, 0.05 ETH'],
    [{ quantity: '0', unit: 'base' }, 'not a quantity of BTC: type a number above 0'],
    [{ quantity: '-1', unit: 'base' }, 'not a quantity of BTC'],
    [{ quantity: 'ten', unit: 'quote' }, 'not a quantity of USDT'],
    [{ quantity: '10.555', unit: 'quote' }, 'more than 2 decimals'],
  ] as const)('refuse %o in the trader’s words', (preset, problem) => {
    const pair = preset.quantity === '0.04' ? eth : btc;
    expect(presetProblem(pair, preset)).toContain(problem);
  });

  it('are kept all or none, empty rows left out, naming the preset refused', () => {
    expect(checkPresets(btc, [base(' 0.250 '), base(''), quote('100')])).toEqual({
      ok: true,
      presets: [base('0.250'), quote('100')],
    });
    expect(checkPresets(btc, [base('0.250'), base(''), base('0.0001')])).toEqual({
      ok: false,
      message: 'Preset 3: 0.0001 BTC is not a whole number of lots of 0.001 on BTC-USDT',
    });
  });

  it('in force are the saved ones that still fit the lot, or the defaults when none were saved', () => {
    expect(presetsOf({}, btc)).toEqual(defaultPresets(btc));
    expect(presetsOf({ 'BTC-USDT': [] }, btc)).toEqual([]);
    expect(presetsOf({ 'BTC-USDT': [base('0.0005'), quote('50')] }, btc)).toEqual([quote('50')]);
  });
});
