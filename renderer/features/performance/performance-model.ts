/**
 * The Performance tab's arithmetic and words, without React: the period chosen (today, 7 d, 30 d, all, or a
 * range of UTC days typed), the totals and statistics as text, and the equity and daily series for the charts.
 * Money is shown in 2 decimals (the settlement coin's cents) with the one minus sign; the charts take numbers.
 */
import type { DailyPnl, EquityPoint, HistoryPeriod, RoundTrip, TradeStatistics } from '../../../shared/bridge';
import { fixed, formatFee, NONE, signedFixed } from '../../ui/format';

export type PeriodChoice = 'today' | '7d' | '30d' | 'all' | 'custom';

export const PERIOD_OPTIONS: readonly { value: PeriodChoice; text: string }[] = [
  { value: 'today', text: 'Today' },
  { value: '7d', text: '7 d' },
  { value: '30d', text: '30 d' },
  { value: 'all', text: 'All' },
  { value: 'custom', text: 'Range' },
];

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-21" as its UTC midnight in ms; null when it is not such a day. */
export function utcDay(text: string): number | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().startsWith(text.trim()) ? ms : null;
}

/** The bridge's period for a choice; a range is its UTC days, both included (`to` empty: until now). */
export function periodOf(choice: PeriodChoice, from: string, to: string): { period: HistoryPeriod } | { error: string } {
  if (choice !== 'custom') return { period: choice };
  const start = utcDay(from);
  if (start === null) return { error: 'From: type a day like 2026-11-21' };
  if (to.trim() === '') return { period: { from: start } };
  const end = utcDay(to);
  if (end === null) return { error: 'To: type a day like 2026-11-21' };
  if (end < start) return { error: 'To cannot come before From' };
  return { period: { from: start, to: end + DAY_MS - 1 } };
}

/** Money in cents with a sign; "—" for a figure there is none of. */
export const money = (value: string | null): string => (value === null ? NONE : signedFixed(value, 2));
const percent = (value: string | null): string => (value === null ? NONE : `${value} %`);

/** The totals line over the period. */
export const totalsFacts = (s: TradeStatistics): [string, string][] => [
  ['Net PnL', money(s.net)],
  ['Realised', money(s.realised)],
  ['Fees paid', formatFee(s.fees, 2)],
  ['Funding', money(s.funding)],
  ['Rebates earned', fixed(s.rebates, 2)],
  ['Trades', String(s.trades)],
  ['Win rate', percent(s.winRate)],
];

export interface StatisticsRow {
  market: string;
  cells: Record<(typeof STAT_COLUMNS)[number]['id'], string>;
}

export const STAT_COLUMNS = [
  { id: 'trades', header: 'Trades' },
  { id: 'winRate', header: 'Win rate' },
  { id: 'averageWin', header: 'Avg win' },
  { id: 'averageLoss', header: 'Avg loss' },
  { id: 'profitFactor', header: 'Profit factor' },
  { id: 'largestLoss', header: 'Largest loss' },
  { id: 'fees', header: 'Fees paid' },
  { id: 'funding', header: 'Funding' },
  { id: 'makerShare', header: 'Maker share' },
  { id: 'net', header: 'Net PnL' },
] as const;

export function statisticsRow(market: string, s: TradeStatistics): StatisticsRow {
  return {
    market,
    cells: {
      trades: String(s.trades),
      winRate: percent(s.winRate),
      averageWin: money(s.averageWin),
      averageLoss: money(s.averageLoss),
      profitFactor: s.profitFactor ?? NONE,
      largestLoss: money(s.largestLoss),
      fees: formatFee(s.fees, 2),
      funding: money(s.funding),
      makerShare: percent(s.makerShare),
      net: money(s.net),
    },
  };
}

/** Chart points: time in whole seconds, strictly increasing (the last point of a second wins). */
export function equityLine(points: readonly EquityPoint[]): { time: number; value: number }[] {
  const bySecond = new Map<number, number>();
  for (const p of points) bySecond.set(Math.floor(p.time / 1000), Number(p.equity));
  return [...bySecond].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}

/** The daily bars: net PnL per UTC day, rising days and falling ones told apart. */
export const dailyBars = (days: readonly DailyPnl[]): { time: number; value: number; rising: boolean }[] =>
  days.map((d) => ({ time: d.day / 1000, value: Number(d.net), rising: !d.net.startsWith('-') }));

/** "2026-11-21 14:03 UTC". */
export const utcMinute = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** How long a trip lasted: "45 s", "12 min", "3 h 5 min", "2 d 4 h"; "open" while it is. */
export function durationText(trip: Pick<RoundTrip, 'openTime' | 'closeTime'>): string {
  if (trip.closeTime === null) return 'open';
  const s = Math.max(0, Math.round((trip.closeTime - trip.openTime) / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** Tags as typed: separated by commas or spaces, without repeats. */
export const tagsOf = (text: string): string[] => [...new Set(text.split(/[,\s]+/).filter((t) => t !== ''))];
