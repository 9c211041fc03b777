import { describe, expect, it } from 'vitest';
import { changeOf, inDecimals, MINUS, toneClass } from './change-model';

describe('changeOf', () => {
  it('signs a rise with + and gives the percentage against the open in 2 decimals', () => {
    expect(changeOf('2976.83', '3012.55', 2)).toEqual({ absolute: '+35.72', percent: '+1.20 %', tone: 'up' });
  });

  it('signs a fall with a true minus', () => {
    expect(changeOf('3017.87', '3000.00', 2)).toEqual({ absolute: `${MINUS}17.87`, percent: `${MINUS}0.59 %`, tone: 'down' });
  });

  it('keeps the direction of a move too small to show', () => {
    expect(changeOf('60000.0', '60000.5', 1)).toEqual({ absolute: '+0.5', percent: '+0.00 %', tone: 'up' });
    expect(changeOf('60000.00', '59999.99', 1)).toEqual({ absolute: `${MINUS}0.0`, percent: `${MINUS}0.00 %`, tone: 'down' });
  });

  it('shows no sign when nothing moved', () => {
    expect(changeOf('150.000', '150.000', 3)).toEqual({ absolute: '0.000', percent: '0.00 %', tone: 'flat' });
  });

  it('is exact where floats are not', () => {
    // 0.1 + 0.2 style trouble: (0.3 - 0.1) / 0.1 is exactly 200 %.
    expect(changeOf('0.1', '0.3', 1).percent).toBe('+200.00 %');
    expect(changeOf('1.005', '1.015', 2).absolute).toBe('+0.01');
  });

  it('has no percentage of a zero open', () => {
    expect(changeOf('0', '5', 0)).toEqual({ absolute: '+5', percent: null, tone: 'up' });
  });
});

describe('toneClass and inDecimals', () => {
  it('colours up green and down red, flat plain', () => {
    expect([toneClass('up'), toneClass('down'), toneClass('flat')]).toEqual(['text-buy', 'text-sell', '']);
  });

  it('rounds to the decimals, or keeps the value when they are not known', () => {
    expect(inDecimals('3012.555', 2)).toBe('3012.56');
    expect(inDecimals('60000', 1)).toBe('60000.0');
    expect(inDecimals('60000', undefined)).toBe('60000');
  });
});
