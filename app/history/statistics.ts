/**
 * The trader's numbers over a period (pure, decimal.js). Money totals (realised, fees, funding, rebates) are sums
 * of the exchange's own records in the period, so they equal the exchange's to the cent; trade statistics are of
 * the round trips closed in the period. A trip's result is its net (realised − fees + funding + rebates).
 */
import { DAY_MS } from '../../shared/time';
import Decimal from 'decimal.js';
import type { DailyPnl, HistoryMoney as Money, RoundTrip, TradeStatistics } from '../../shared/bridge';
import type { Fill, MakerEarning, Tariff } from '../../shared/exchange';

export interface Summary {
  overall: TradeStatistics;
  /** Per market, by name. */
  markets: ({ symbol: string } & TradeStatistics)[];
}

export interface Records {
  fills: readonly Fill[];
  funding: readonly Tariff[];
  rebates: readonly MakerEarning[];
}

const sum = (values: Iterable<Decimal.Value>): Decimal => {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return total;
};
const percent = (part: Decimal, whole: Decimal): string | null =>
  whole.isZero() ? null : part.div(whole).mul(100).toFixed(2, Decimal.ROUND_HALF_UP);

/** The money parts of a set of records. */
export function moneyOf({ fills, funding, rebates }: Records): Money {
  const realised = sum(fills.map((f) => f.fillPnl));
  const fees = sum(fills.map((f) => f.fillFee));
  const paid = sum(funding.map((t) => t.tariffAmount));
  const earned = sum(rebates.map((r) => r.rebateAmount));
  return {
    realised: realised.toFixed(),
    fees: fees.toFixed(),
    funding: paid.toFixed(),
    rebates: earned.toFixed(),
    net: realised.minus(fees).plus(paid).plus(earned).toFixed(),
  };
}

export function statisticsOf(records: Records, closedTrips: readonly RoundTrip[]): TradeStatistics {
  const nets = closedTrips.map((t) => new Decimal(t.net));
  const wins = nets.filter((n) => n.gt(0));
  const losses = nets.filter((n) => n.lt(0));
  const won = sum(wins);
  const lost = sum(losses);
  const volume = sum(records.fills.map((f) => f.fillAmt));
  const made = sum(records.fills.filter((f) => !f.isTaker).map((f) => f.fillAmt));
  return {
    ...moneyOf(records),
    trades: closedTrips.length,
    wins: wins.length,
    losses: losses.length,
    winRate: percent(new Decimal(wins.length), new Decimal(closedTrips.length)),
    averageWin: wins.length === 0 ? null : won.div(wins.length).toFixed(),
    averageLoss: losses.length === 0 ? null : lost.div(losses.length).toFixed(),
    profitFactor: losses.length === 0 ? null : won.div(lost.abs()).toFixed(2, Decimal.ROUND_HALF_UP),
    largestLoss: losses.length === 0 ? null : Decimal.min(...losses).toFixed(),
    makerShare: percent(made, volume),
    volume: volume.toFixed(),
  };
}

/** Overall and per market: `records` of the period, `closedTrips` the round trips closed in it. */
export function summaryOf(records: Records, closedTrips: readonly RoundTrip[]): Summary {
  const symbols = new Set([...records.fills, ...records.funding, ...records.rebates].map((r) => r.symbol));
  const markets = [...symbols].sort().map((symbol) => ({
    symbol,
    ...statisticsOf(
      {
        fills: records.fills.filter((f) => f.symbol === symbol),
        funding: records.funding.filter((t) => t.symbol === symbol),
        rebates: records.rebates.filter((r) => r.symbol === symbol),
      },
      closedTrips.filter((t) => t.symbol === symbol),
    ),
  }));
  return { overall: statisticsOf(records, closedTrips), markets };
}

export const dayOf = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

/** The money parts per UTC day, oldest first; days without a record are left out. */
export function dailyOf({ fills, funding, rebates }: Records): DailyPnl[] {
  const days = new Map<number, { fills: Fill[]; funding: Tariff[]; rebates: MakerEarning[] }>();
  const of = (time: number) => {
    const day = dayOf(time);
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { fills: [], funding: [], rebates: [] }));
    return entry;
  };
  for (const f of fills) of(f.tradeTime).fills.push(f);
  for (const t of funding) of(t.fundingTime).funding.push(t);
  for (const r of rebates) of(r.tradeTime).rebates.push(r);
  return [...days].sort(([a], [b]) => a - b).map(([day, records]) => ({ day, ...moneyOf(records) }));
}
