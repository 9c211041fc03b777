/**
 * A round trip on the chart, outside React: its fills as the library's series markers, its entry and exit as two
 * light price lines, and — once, when it is opened — the time scale brought to its window. The window may lie
 * before the candles loaded: the view is then taken to the oldest bar, which makes the chart page older candles in,
 * and tried again as they arrive (given up after a few pages or a quiet spell, showing what there is). The host
 * carries `data-trip-markers`, the number of markers on the series, for assistive tech's list and tests.
 */
import { createSeriesMarkers, LineStyle, type IPriceLine, type ISeriesMarkersPluginApi, type Time } from 'lightweight-charts';
import { PERIOD_MS, type KlinePeriod } from '../../../shared/exchange';
import type { TripOnChart } from '../../stores';
import { FALLBACK_COLORS, withAlpha, type ChartColors } from './chart-format';
import type { ChartLayer, ChartMount } from './chart-trading';
import { logicalRangeOf, tripMarkers } from '../../domain/chart/trip-view';

/** Older pages asked for at most, to reach a trip's start. */
const MAX_OLDER_PAGES = 6;
/** With no new candles this long while reaching back, the window is shown over what there is. */
const QUIET_MS = 1500;
const LINE_ALPHA = 0.7;

export class TripLayer implements ChartLayer {
  private mount: ChartMount | null = null;
  private markers: ISeriesMarkersPluginApi<Time> | null = null;
  private lines: IPriceLine[] = [];
  private colors: ChartColors = FALLBACK_COLORS;
  private shown: TripOnChart | null = null;
  private period: KlinePeriod | null = null;
  private decimals: number | undefined;
  /** The window still to bring into view, and how many older pages were asked for it. */
  private focus: { from: number; to: number; pages: number } | null = null;
  private frame: number | null = null;
  private quiet: ReturnType<typeof setTimeout> | null = null;

  attach(mount: ChartMount): void {
    if (this.mount) this.detach();
    this.mount = mount;
    mount.series.subscribeDataChanged(this.onData);
    this.draw();
  }

  detach(): void {
    const mount = this.mount;
    if (!mount) return;
    this.stopWaiting();
    mount.series.unsubscribeDataChanged(this.onData);
    this.removeLines();
    this.markers?.detach();
    this.markers = null;
    delete mount.host.dataset['tripMarkers'];
    this.mount = null;
  }

  setColors(colors: ChartColors): void {
    this.colors = colors;
    this.draw();
  }

  /** The trip to show (null: none) on `period`'s candles; a new opening brings its window into view. */
  show(shown: TripOnChart | null, period: KlinePeriod, decimals: number | undefined): void {
    const opened = shown !== null && shown.opened !== this.shown?.opened;
    this.shown = shown;
    this.period = period;
    this.decimals = decimals;
    this.stopWaiting();
    this.focus = opened ? { ...shown.window, pages: 0 } : null;
    this.draw();
    if (this.focus) this.later();
  }

  private draw(): void {
    const { mount, shown, period } = this;
    if (!mount) return;
    this.removeLines();
    if (!shown || !period) {
      // No markers primitive while no trip is shown: one on the series repaints the whole chart at every tick.
      this.markers?.detach();
      this.markers = null;
      delete mount.host.dataset['tripMarkers'];
      return;
    }
    const markers = (this.markers ??= createSeriesMarkers(mount.series, []));
    markers.setMarkers(tripMarkers(shown.fills, period, this.colors, this.decimals));
    mount.host.dataset['tripMarkers'] = String(markers.markers().length);
    const { entryPrice, exitPrice, closedQuantity } = shown.trip;
    const line = (price: string, title: string, color: string) =>
      mount.series.createPriceLine({
        price: Number(price),
        title,
        color: withAlpha(color, LINE_ALPHA),
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
      });
    const long = shown.trip.side === 'long';
    if (entryPrice !== '0') this.lines.push(line(entryPrice, 'Trip entry', long ? this.colors.buy : this.colors.sell));
    if (exitPrice !== null && closedQuantity !== '0') this.lines.push(line(exitPrice, 'Trip exit', long ? this.colors.sell : this.colors.buy));
  }

  private removeLines(): void {
    for (const line of this.lines.splice(0)) this.mount?.series.removePriceLine(line);
  }

  /** New candles in the series (a page, not a tick): the window may be reachable now. */
  private readonly onData = (scope: 'full' | 'update'): void => {
    if (scope === 'full' && this.focus) this.later();
  };

  /** After the chart's own steps for the same candles (it scrolls a first page to the newest). */
  private later(): void {
    if (this.frame === null) this.frame = requestAnimationFrame(this.bringIntoView);
  }

  private readonly bringIntoView = (): void => {
    this.frame = null;
    const { mount, focus, period } = this;
    if (!mount || !focus || !period) return;
    const bars = mount.series.data();
    if (bars.length === 0) return; // still loading: the first page calls again
    const times = bars.map((b) => b.time as number);
    const timeScale = mount.chart.timeScale();
    this.stopWaiting();
    if (times[0]! * 1000 > focus.from && focus.pages < MAX_OLDER_PAGES) {
      // Before the oldest bar: go there, so the chart asks for the page before it; a quiet spell means there is none.
      focus.pages += 1;
      timeScale.setVisibleLogicalRange({ from: 0, to: Math.max(20, (focus.to - focus.from) / PERIOD_MS[period]) });
      this.quiet = setTimeout(() => {
        this.quiet = null;
        focus.pages = MAX_OLDER_PAGES;
        this.later();
      }, QUIET_MS);
      return;
    }
    const range = logicalRangeOf(times, focus.from, focus.to, PERIOD_MS[period]);
    if (range) timeScale.setVisibleLogicalRange(range);
    this.focus = null;
  };

  private stopWaiting(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    if (this.quiet !== null) clearTimeout(this.quiet);
    this.quiet = null;
  }
}
