import { describe, expect, it } from 'vitest';
import { dailyBars, durationText, equityLine, money, periodOf, statisticsRow, tagsOf, totalsFacts, utcDay } from './performance-model';
import type { TradeStatistics } from '../../../shared/bridge';

const DAY = 86_400_000;

describe('performance model', () => {
  it('turns a choice into the bridge’s period; a range is of whole UTC days, both included', () => {
    expect(periodOf('7d', '', '')).toEqual({ period: '7d' });
    const from = Date.UTC(2026, 10, 1);
    expect(periodOf('custom', '2026-11-01', '')).toEqual({ period: { from } });
    expect(periodOf('custom', '2026-11-01', '2026-11-02')).toEqual({ period: { from, to: from + 2 * DAY - 1 } });
  });

  it('refuses a day it cannot read, and a range that ends before it starts', () => {
    expect(utcDay('2026-02-30')).toBeNull();
    expect(periodOf('custom', '1/11/2026', '')).toEqual({ error: 'From: type a day like 2026-11-21' });
    expect(periodOf('custom', '2026-11-02', '2026-11-01')).toEqual({ error: 'To cannot come before From' });
  });

  it('shows money in cents with one minus sign, and a dash for none', () => {
    expect([money('-15.313'), money('4.995'), money('0'), money(null)]).toEqual(['\u221215.31', '+5.00', '0.00', '—']);
  });

  it('says how long a trip lasted', () => {
    expect([0, 45_000, 12 * 60_000, 185 * 60_000, 52 * 3_600_000].map((d) => durationText({ openTime: 1000, closeTime: 1000 + d }))).toEqual([
      '0 s',
      '45 s',
      '12 min',
      '3 h 5 min',
      '2 d 4 h',
    ]);
    expect(durationText({ openTime: 1000, closeTime: null })).toBe('open');
  });

  it('draws a point per second (the last one wins) and a bar per day', () => {
    const snap = (time: number, equity: string) => ({ time, equity, balance: equity, unrealized: '0' });
    expect(equityLine([snap(2500, '10'), snap(1000, '9'), snap(2900, '11')])).toEqual([
      { time: 1, value: 9 },
      { time: 2, value: 11 },
    ]);
    const day = { realised: '0', fees: '0', funding: '0', rebates: '0' };
    expect(
      dailyBars([
        { ...day, day: DAY, net: '-1.5' },
        { ...day, day: 2 * DAY, net: '2' },
      ]),
    ).toEqual([
      { time: 86_400, value: -1.5, rising: false },
      { time: 172_800, value: 2, rising: true },
    ]);
  });

  it('reads tags separated by commas or spaces, once each', () => {
    expect(tagsOf(' breakout, fomo  breakout ')).toEqual(['breakout', 'fomo']);
  });
});

describe('fees in the totals and the statistics', () => {
  const stats: TradeStatistics = {
    realised: '100',
    fees: '2.9988',
    funding: '-1.5',
    rebates: '0.1234',
    net: '95.6246',
    trades: 1,
    wins: 1,
    losses: 0,
    winRate: '100.00',
    averageWin: '100',
    averageLoss: null,
    profitFactor: null,
    largestLoss: null,
    makerShare: '0.00',
    volume: '6000',
  };

  it('show the fees paid as a cost and the rebates earned as received, both unsigned, as the Fills tab shows a fee', () => {
    const facts = new Map(totalsFacts(stats));
    expect(facts.get('Fees paid')).toBe('3.00');
    expect(facts.get('Rebates earned')).toBe('0.12');
    expect(facts.get('Net PnL')).toBe('+95.62');
    expect(statisticsRow('BTC-USDT', stats).cells.fees).toBe('3.00');
  });
});
