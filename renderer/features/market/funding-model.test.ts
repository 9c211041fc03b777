import { describe, expect, it } from 'vitest';
import { MINUS } from './change-model';
import { formatSettlementTime, fundingCountdown, fundingRateText, SETTLING, settlementRows } from './funding-model';

describe('fundingRateText', () => {
  it('shows the fraction as a percentage with 4 decimals, signed and toned', () => {
    expect(fundingRateText('0.0001')).toEqual({ text: '+0.0100 %', tone: 'up' });
    expect(fundingRateText('-0.00004084')).toEqual({ text: `${MINUS}0.0041 %`, tone: 'down' });
    expect(fundingRateText('0.00000000')).toEqual({ text: '0.0000 %', tone: 'flat' });
    expect(fundingRateText('0.00075')).toEqual({ text: '+0.0750 %', tone: 'up' });
  });
});

describe('fundingCountdown', () => {
  const next = 1_795_244_400_000;

  it('counts down minutes and seconds on the server clock', () => {
    // Server and local clocks agree; 12 min 34 s to go.
    expect(fundingCountdown(next, next - 754_000, 1000, 1000)).toBe('in 12:34');
    // Two seconds later, locally.
    expect(fundingCountdown(next, next - 754_000, 1000, 3000)).toBe('in 12:32');
  });

  it('corrects the local clock by how far the server was ahead when the summary came', () => {
    const receivedAt = next - 600_000; // local clock 10 min before the settlement…
    const serverTime = next - 60_000; // …while the server is 1 min before it: 9 min ahead.
    expect(fundingCountdown(next, serverTime, receivedAt, receivedAt)).toBe('in 01:00');
    expect(fundingCountdown(next, serverTime, receivedAt, receivedAt + 30_000)).toBe('in 00:30');
  });

  it('rounds seconds up so it never reads zero before the moment', () => {
    expect(fundingCountdown(next, next - 1, 0, 0)).toBe('in 00:01');
    expect(fundingCountdown(next, next - 59_001, 0, 0)).toBe('in 01:00');
  });

  it('shows hours when there are any', () => {
    expect(fundingCountdown(next, next - 3_723_000, 0, 0)).toBe('in 1:02:03');
    expect(fundingCountdown(next, next - 3_600_000, 0, 0)).toBe('in 1:00:00');
  });

  it('says settling once the time has passed, until a summary names the next', () => {
    expect(fundingCountdown(next, next, 0, 0)).toBe(SETTLING);
    expect(fundingCountdown(next, next - 1000, 0, 5000)).toBe(SETTLING);
  });
});

describe('settlementRows', () => {
  it('lists settlements newest first, once each, with local times and rates', () => {
    const at = (h: number) => new Date(2026, 6, 12, h, 0, 0).getTime();
    const rows = settlementRows([
      { id: 335, symbol: 'ETH-USDT', fundingRate: '0.0000125', fundingTime: at(13) },
      { id: 336, symbol: 'ETH-USDT', fundingRate: '-0.00004084', fundingTime: at(14) },
      { id: 335, symbol: 'ETH-USDT', fundingRate: '0.0000125', fundingTime: at(13) },
    ]);
    expect(rows).toEqual([
      { id: 336, time: '07-12 14:00', rate: { text: `${MINUS}0.0041 %`, tone: 'down' } },
      { id: 335, time: '07-12 13:00', rate: { text: '+0.0013 %', tone: 'up' } },
    ]);
  });

  it('writes a settlement time as month-day hour:minute, local', () => {
    expect(formatSettlementTime(new Date(2026, 0, 5, 7, 0).getTime())).toBe('01-05 07:00');
  });
});
