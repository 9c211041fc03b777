import { describe, expect, it } from 'vitest';
import { bool, integer, scaled } from './params';

describe('parameter parsers', () => {
  it('reads booleans in any case and nothing else', () => {
    expect(['true', 'True', 'TRUE', 'false', 'False'].map(bool)).toEqual([true, true, true, false, false]);
    expect(['1', 'yes', ' true'].map(bool)).toEqual([null, null, null]);
  });

  it('reads whole numbers in plain digits only', () => {
    expect(['0', '42', '1700000000000'].map(integer)).toEqual([0, 42, 1_700_000_000_000]);
    expect(['-1', '1.0', '1e3', '0x10', '99999999999999999'].map(integer)).toEqual([null, null, null, null, null]);
  });

  it('reads decimals as scaled integers, refusing significant digits past the decimals', () => {
    const price = scaled(1);
    expect(['60000.5', '60000', '60000.50', '0.0', '100.000'].map(price)).toEqual([600005, 600000, 600005, 0, 1000]);
    expect(['60000.05', '1e3', '-1', '.5', '1.', '007', ' 1'].map(price)).toEqual([null, null, null, null, null, null, null]);
  });
});
