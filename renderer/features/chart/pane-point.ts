/** Where a pointer is on the chart's pane, and the price there: for the layers drawn on the chart. */
import type { IChartApi, ISeriesApi, Time } from 'lightweight-charts';
import { snapToTick } from './chart-lines';

/** What of the chart these need (a layer's ChartMount). */
interface Pane {
  chart: IChartApi;
  series: ISeriesApi<'Candlestick', Time>;
  host: HTMLElement;
}

/** The event's point in the pane (CSS px); outside it null, or held at its edge when `clamp`. */
export function panePointOf(mount: Pane, event: PointerEvent, clamp: boolean): { x: number; y: number } | null {
  const box = mount.host.getBoundingClientRect();
  const pane = mount.chart.paneSize(0);
  const x = event.clientX - box.left;
  const y = event.clientY - box.top;
  if (clamp) return { x: Math.min(Math.max(x, 0), pane.width), y: Math.min(Math.max(y, 0), pane.height) };
  return x < 0 || y < 0 || x > pane.width || y > pane.height ? null : { x, y };
}

/** The price at a y of the pane, snapped to the pair's decimals. */
export const priceAtY = (mount: Pane, priceDecimal: number, y: number): string | null => snapToTick(mount.series.coordinateToPrice(y), priceDecimal);

/** Holds the chart still (no scrolling, no scaling) while a line is held; the answer lets it go again. */
export function holdStill(chart: IChartApi): () => void {
  // Copies: lightweight-charts changes its options object in place, so a reference would hold the disabled values.
  const { handleScroll, handleScale } = chart.options();
  const before = structuredClone({ handleScroll, handleScale });
  chart.applyOptions({ handleScroll: false, handleScale: false });
  return () => chart.applyOptions(before);
}
