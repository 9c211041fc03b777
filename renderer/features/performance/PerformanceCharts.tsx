/**
 * The equity curve (a line of the snapshots) and the daily PnL calendar (a bar per UTC day, rising and falling
 * days in the theme's buy and sell colours), each a lightweight-charts chart of its own in the theme's colours.
 */
import { useEffect, useRef } from 'react';
import { ColorType, createChart, HistogramSeries, LineSeries, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import type { DailyPnl, EquityPoint } from '../../../shared/bridge';
import { fixed, formatFee } from '../../ui/format';
import { Table, type Column } from '../../ui/Table';
import { dailyBars, equityLine, money } from './performance-model';
import { windowOf } from '../../ui/dom';

/** The days' parts under the bars, newest first. */
const DAY_COLUMNS: Column<DailyPnl>[] = [
  { id: 'day', header: 'Day (UTC)', cell: (d) => new Date(d.day).toISOString().slice(0, 10) },
  { id: 'realised', header: 'Realised', align: 'end', cell: (d) => money(d.realised) },
  { id: 'fees', header: 'Fees paid', align: 'end', cell: (d) => formatFee(d.fees, 2) },
  { id: 'funding', header: 'Funding', align: 'end', cell: (d) => money(d.funding) },
  { id: 'rebates', header: 'Rebates earned', align: 'end', cell: (d) => fixed(d.rebates, 2) },
  { id: 'net', header: 'Net', align: 'end', cell: (d) => money(d.net) },
];

/** The theme's colours, read from its custom properties where the chart is. */
function themeOf(element: HTMLElement) {
  const style = windowOf(element).getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    buy: read('--buy', '#2ebd85'),
    sell: read('--sell', '#f6465d'),
    muted: read('--muted', '#7d8896'),
    line: read('--line', '#222a35'),
    panel: read('--panel', '#12161c'),
  };
}

function useChart(draw: (chart: IChartApi, theme: ReturnType<typeof themeOf>) => void, deps: readonly unknown[]) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const theme = themeOf(element);
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: theme.panel }, textColor: theme.muted, fontSize: 11, attributionLogo: false },
      grid: { vertLines: { color: theme.line }, horzLines: { color: theme.line } },
      rightPriceScale: { borderColor: theme.line },
      timeScale: { borderColor: theme.line, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    draw(chart, theme);
    chart.timeScale().fitContent();
    return () => chart.remove();
    // Drawn again (a new chart) whenever the data changes.
  }, deps);
  return host;
}

export function EquityCurve({ points }: { points: readonly EquityPoint[] }) {
  const host = useChart(
    (chart, theme) => {
      const line = chart.addSeries(LineSeries, { color: theme.buy, lineWidth: 2, priceLineVisible: false });
      line.setData(equityLine(points).map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    },
    [points],
  );
  return (
    <section className="performance-chart" aria-label="Equity curve" data-points={points.length}>
      <h3>Equity</h3>
      {points.length === 0 ? <p className="muted">No equity snapshot in this period yet</p> : <div ref={host} className="performance-chart-host" />}
    </section>
  );
}

export function DailyCalendar({ days }: { days: readonly DailyPnl[] }) {
  const host = useChart(
    (chart, theme) => {
      const bars = chart.addSeries(HistogramSeries, { priceLineVisible: false });
      bars.setData(dailyBars(days).map((d) => ({ time: d.time as UTCTimestamp, value: d.value, color: d.rising ? theme.buy : theme.sell })));
      chart.applyOptions({ timeScale: { timeVisible: false } });
    },
    [days],
  );
  return (
    <section className="performance-chart" aria-label="Daily PnL" data-days={days.length}>
      <h3>Daily PnL</h3>
      {days.length === 0 ? <p className="muted">No trading day in this period yet</p> : <div ref={host} className="performance-chart-host" />}
      {days.length > 0 && <Table label="Daily PnL parts" columns={DAY_COLUMNS} rows={[...days].reverse()} rowKey={(d) => d.day} empty="" />}
    </section>
  );
}
