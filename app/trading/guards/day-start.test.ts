import { describe, expect, it } from 'vitest';
import { GUARDS_OFF, type GuardSettings } from '../../../shared/bridge';
import type { Fill, Tariff } from '../../../shared/exchange';
import { refusalOf } from '../../../shared/trading/guard-check';
import { dayStartBefore } from './day-start';
import { realisedOf } from './realised';

const at = (iso: string) => Date.parse(iso);

describe('the trading day start', () => {
  it('in UTC: today at the time, or yesterday before it', () => {
    expect(dayStartBefore(at('2026-03-10T12:00:00Z'), { time: '00:00', zone: 'UTC' })).toBe(at('2026-03-10T00:00:00Z'));
    expect(dayStartBefore(at('2026-03-10T07:59:59Z'), { time: '08:00', zone: 'UTC' })).toBe(at('2026-03-09T08:00:00Z'));
    expect(dayStartBefore(at('2026-03-10T08:00:00Z'), { time: '08:00', zone: 'UTC' })).toBe(at('2026-03-10T08:00:00Z'));
  });

  it('at an offset', () => {
    expect(dayStartBefore(at('2026-03-10T21:30:00Z'), { time: '00:00', zone: '+03:00' })).toBe(at('2026-03-10T21:00:00Z'));
    expect(dayStartBefore(at('2026-03-10T20:59:00Z'), { time: '00:00', zone: '+03:00' })).toBe(at('2026-03-09T21:00:00Z'));
    expect(dayStartBefore(at('2026-03-10T03:00:00Z'), { time: '17:00', zone: '-05:30' })).toBe(at('2026-03-09T22:30:00Z'));
  });

  it('in a named zone, across daylight saving', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026.
    expect(dayStartBefore(at('2026-03-10T12:00:00Z'), { time: '00:00', zone: 'Europe/Berlin' })).toBe(at('2026-03-09T23:00:00Z'));
    expect(dayStartBefore(at('2026-07-10T12:00:00Z'), { time: '00:00', zone: 'Europe/Berlin' })).toBe(at('2026-07-09T22:00:00Z'));
    expect(dayStartBefore(at('2026-03-29T12:00:00Z'), { time: '06:00', zone: 'Europe/Berlin' })).toBe(at('2026-03-29T04:00:00Z'));
  });
});

describe('the daily loss limit across the day boundary (a fake clock)', () => {
  const guards: GuardSettings = { ...GUARDS_OFF, dailyLossLimit: '500', dayStart: { time: '00:00', zone: 'UTC' } };
  const fill = (tradeTime: number, fillPnl: string, fillFee: string): Fill =>
    ({ tradeId: tradeTime, symbol: 'BTC-USDT', tradeTime, fillPnl, fillFee }) as Fill;
  const funding = (fundingTime: number, tariffAmount: string): Tariff =>
    ({ id: fundingTime, symbol: 'BTC-USDT', fundingTime, tariffAmount }) as Tariff;
  const fills = [fill(at('2026-03-10T22:00:00Z'), '-450', '20'), fill(at('2026-03-10T23:50:00Z'), '-20', '5')];
  const tariffs = [funding(at('2026-03-10T23:00:00Z'), '-10'), funding(at('2026-03-11T00:00:00Z'), '-3')];
  const order = { pair: 'BTC-USDT', isLong: true, isMarket: false, quantity: '0.01', price: '60000', leverage: 5 };

  const refusedAt = (now: number) => {
    const since = dayStartBefore(now, guards.dayStart);
    const figures = {
      positions: new Map(),
      resting: [],
      quotes: new Map(),
      sentLastMinute: 0,
      realisedToday: realisedOf(fills, tariffs, since),
      dayStart: '00:00 UTC',
    };
    return refusalOf(guards, [order], figures);
  };

  it('counts fills with their fees and the funding since the day start', () => {
    expect(realisedOf(fills, tariffs, at('2026-03-10T00:00:00Z'))).toBe('-508');
    expect(realisedOf(fills, tariffs, at('2026-03-11T00:00:00Z'))).toBe('-3');
  });

  it('refuses until midnight, and opens again when the next day starts', () => {
    expect(refusedAt(at('2026-03-10T23:55:00Z'))?.guard).toBe('dailyLossLimit');
    expect(refusedAt(at('2026-03-10T23:59:59Z'))?.guard).toBe('dailyLossLimit');
    expect(refusedAt(at('2026-03-11T00:00:00Z'))).toBeNull();
    expect(refusedAt(at('2026-03-11T00:05:00Z'))).toBeNull();
  });
});
