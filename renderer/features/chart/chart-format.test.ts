import { TickMarkType } from 'lightweight-charts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Candle } from '../../../shared/exchange';
import { chartColors, FALLBACK_COLORS, formatCrosshairTime, formatTickMark, legendText, legendView, priceFormatFor, withAlpha } from './chart-format';

const candle = (over: Partial<Candle>): Candle => ({
  contractPairId: 1,
  period: '1MIN',
  time: 0,
  open: '60000',
  high: '60100',
  low: '59950',
  close: '60072',
  count: 9,
  quantity: '12.3456',
  amount: '740000',
  ...over,
});

describe('the legend', () => {
  it('reads O H L C V and the change, prices in the pair’s decimals and volume in its quantity decimals', () => {
    const view = legendView(candle({ open: '60000', high: '60100.04', low: '59950.05', close: '60072' }), 1, 3);
    expect(legendText(view)).toBe('O 60000.0 H 60100.0 L 59950.1 C 60072.0 V 12.346 (+0.12 %)');
    expect(view.direction).toBe('up');
  });

  it('says a fall with a minus and an unchanged candle as flat', () => {
    const down = legendView(candle({ open: '100', close: '98.5' }), 2, 0);
    expect(down).toMatchObject({ close: '98.50', change: '-1.50 %', direction: 'down', volume: '12' });
    expect(legendView(candle({ open: '100', close: '100.00' }), 2, 0)).toMatchObject({ change: '0.00 %', direction: 'flat' });
    // Too small to show: no "-0.00".
    expect(legendView(candle({ open: '100000', close: '99999.9' }), 1, 0).change).toBe('0.00 %');
    expect(legendView(candle({ open: '0', close: '1' }), 1, 0).change).toBe('0.00 %');
  });

  it('shows the decimal strings as they are until the pair’s decimals are known', () => {
    expect(legendText(legendView(candle({}), undefined, undefined))).toBe('O 60000 H 60100 L 59950 C 60072 V 12.3456 (+0.12 %)');
  });
});

describe('the price scale', () => {
  it('moves in the pair’s smallest step', () => {
    expect(priceFormatFor(1)).toEqual({ type: 'price', precision: 1, minMove: 0.1 });
    expect(priceFormatFor(4)).toEqual({ type: 'price', precision: 4, minMove: 0.0001 });
    expect(priceFormatFor(0)).toEqual({ type: 'price', precision: 0, minMove: 1 });
  });
});

describe('times, in the trader’s zone', () => {
  // Local time is the trader's: fixed here to a zone with a half-hour offset and no daylight saving.
  beforeAll(() => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  // 2025-02-05 08:30 UTC is 14:00 in Kolkata (UTC+05:30).
  const ms = Date.UTC(2025, 1, 5, 8, 30);

  it('labels the crosshair with weekday, date and local time', () => {
    expect(formatCrosshairTime(ms)).toBe("Wed 5 Feb '25 14:00");
    expect(formatCrosshairTime(Date.UTC(2025, 1, 5, 20, 0))).toBe("Thu 6 Feb '25 01:30");
  });

  it('labels the time axis in local time at every weight', () => {
    expect(formatTickMark(ms, TickMarkType.Time)).toBe('14:00');
    expect(formatTickMark(ms + 7000, TickMarkType.TimeWithSeconds)).toBe('14:00:07');
    expect(formatTickMark(Date.UTC(2025, 1, 5, 20, 0), TickMarkType.DayOfMonth)).toBe('6 Feb');
    expect(formatTickMark(ms, TickMarkType.Month)).toBe('Feb');
    expect(formatTickMark(Date.UTC(2024, 11, 31, 20, 0), TickMarkType.Year)).toBe('2025');
  });
});

describe('colours', () => {
  it('come from the theme’s custom properties, the dark ones standing in for any missing', () => {
    const props: Record<string, string> = { '--buy': ' #00ff00 ', '--panel': '#ffffff' };
    expect(chartColors((name) => props[name] ?? '')).toEqual({ ...FALLBACK_COLORS, buy: '#00ff00', panel: '#ffffff' });
  });

  it('take an opacity for the volume bars, whatever the notation', () => {
    expect(withAlpha('#2ebd85', 0.5)).toBe('rgba(46, 189, 133, 0.5)');
    expect(withAlpha('#fff', 0.25)).toBe('rgba(255, 255, 255, 0.25)');
    expect(withAlpha('#2ebd85ff', 0.5)).toBe('rgba(46, 189, 133, 0.5)');
    expect(withAlpha('rgb(246, 70, 93)', 0.4)).toBe('rgba(246, 70, 93, 0.4)');
    expect(withAlpha('rgb(246 70 93 / 80%)', 0.4)).toBe('rgba(246, 70, 93, 0.4)');
    expect(withAlpha('oklch(70% 0.1 150)', 0.4)).toBe('oklch(70% 0.1 150)');
  });
});
