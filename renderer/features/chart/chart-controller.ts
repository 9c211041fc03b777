/**
 * The chart itself, outside React: one lightweight-charts chart per mount, candles and volume, the legend, older
 * history when the trader scrolls left, and the live candle drawn with `series.update`. The component tells it what
 * to show (pair, period, decimals, theme) and hands it the live feed; it reports only loading, errors and emptiness
 * back, so a tick never re-renders React.
 */
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type MouseEventParams,
  type TickMarkType,
  type Time,
} from 'lightweight-charts';
import type { BridgeResult } from '../../../shared/bridge';
import { PERIOD_MS, type Candle, type KlinePeriod, type Pair } from '../../../shared/exchange';
import { FEEDS, feedUpdateShown, type Invoke, type KeyedLoadable } from '../../stores';
import {
  addOlderPage,
  applyLive,
  findCandle,
  HISTORY_PAGE,
  latestPage,
  olderPageEnd,
  planLive,
  toBar,
  toVolume,
  wantsOlder,
} from './chart-history';
import {
  chartColors,
  FALLBACK_COLORS,
  formatCrosshairTime,
  formatTickMark,
  priceFormatFor,
  withAlpha,
  type ChartColors,
} from './chart-format';
import { LegendWriter } from './chart-legend';
import type { ChartLayer } from './chart-trading';

/** What React shows over the chart. */
export type ChartView =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; empty: boolean; olderError: string | null };

export interface ChartElements {
  /** Carries `data-bars` (how many candles the chart holds) and the theme's custom properties. */
  frame: HTMLElement;
  /** The chart's own box; it fills it and follows its size. */
  host: HTMLElement;
  legend: HTMLElement;
}

/** After an older page fails, scrolling asks again no sooner than this. */
const OLDER_RETRY_MS = 3000;
const DEFAULT_PRICE_DECIMALS = 2;
const VOLUME_ALPHA = 0.45;

interface Mounted {
  elements: ChartElements;
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick', Time>;
  volume: ISeriesApi<'Histogram', Time>;
  legend: LegendWriter;
  observer: MutationObserver | null;
}

const chartSeconds = (time: Time): number | null => (typeof time === 'number' ? time : null);

export class ChartController {
  private mounted: Mounted | null = null;
  private pair: string | null = null;
  private period: KlinePeriod | null = null;
  private key: string | null = null;
  private priceDecimals: number | undefined;
  private quantityDecimals: number | undefined;
  private colors: ChartColors = FALLBACK_COLORS;
  private risingVolume = withAlpha(FALLBACK_COLORS.buy, VOLUME_ALPHA);
  private fallingVolume = withAlpha(FALLBACK_COLORS.sell, VOLUME_ALPHA);

  /** The history, oldest first; the series hold exactly these candles. */
  private candles: Candle[] = [];
  /** Bumped whenever what is asked for changes: an answer from an older generation is dropped. */
  private generation = 0;
  private phase: 'loading' | 'error' | 'ready' = 'loading';
  private loadingLatest = false;
  private loadingOlder = false;
  private exhausted = false;
  private olderFailedAt = -Infinity;
  private olderError: string | null = null;
  /** The live candles last seen: each answer is drawn once. */
  private lastLive: readonly Candle[] | null = null;
  /** The open time (ms) of the candle under the crosshair, or null for the latest. */
  private hoverTime: number | null = null;
  private legendCandle: Candle | null = null;
  private view: ChartView = { phase: 'loading' };
  /** What else draws on the chart (the trading lines): attached with it, recoloured with it. */
  private readonly layers: ChartLayer[] = [];
  private fontFamily = '';

  constructor(
    private readonly invoke: Invoke,
    private readonly onView: (view: ChartView) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds a layer drawn on the chart: attached now if the chart is, and whenever it is created again. */
  addLayer(layer: ChartLayer): void {
    this.layers.push(layer);
    const mounted = this.mounted;
    if (mounted) {
      layer.attach({ chart: mounted.chart, series: mounted.candles, host: mounted.elements.host });
      layer.setColors(this.colors, this.fontFamily);
    }
  }

  /** Creates the chart in `elements` and loads what it was told to show. */
  attach(elements: ChartElements): void {
    if (this.mounted) this.detach();
    this.colors = this.readColors(elements.frame);
    this.fontFamily = getComputedStyle(elements.frame).fontFamily;
    const chart = createChart(elements.host, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: this.colors.panel },
        textColor: this.colors.muted,
        fontSize: 11,
        fontFamily: this.fontFamily,
        // The library's logo comes with an inline <style>, which the renderer's CSP refuses: PriceChart links the
        // attribution itself.
        attributionLogo: false,
      },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.28 } },
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        rightOffset: 4,
        tickMarkFormatter: (time: Time, type: TickMarkType) => {
          const seconds = chartSeconds(time);
          return seconds === null ? null : formatTickMark(seconds * 1000, type);
        },
      },
      localization: {
        timeFormatter: (time: Time) => {
          const seconds = chartSeconds(time);
          return seconds === null ? String(time) : formatCrosshairTime(seconds * 1000);
        },
      },
    });
    const candles = chart.addSeries(CandlestickSeries, {
      borderVisible: false,
      priceFormat: priceFormatFor(this.priceDecimals ?? DEFAULT_PRICE_DECIMALS),
    });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
    chart.subscribeCrosshairMove(this.onCrosshair);
    chart.timeScale().subscribeVisibleLogicalRangeChange(this.onRange);

    // A theme is switched by an attribute on <html>: follow it even when no React render says so.
    const observer =
      typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => this.refreshColors());
    observer?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });

    this.mounted = { elements, chart, candles, volume, legend: new LegendWriter(elements.legend), observer };
    for (const layer of this.layers) layer.attach({ chart, series: candles, host: elements.host });
    this.applyColors(true);
    this.restart();
  }

  /** Removes the chart; answers still on their way are dropped. */
  detach(): void {
    const mounted = this.mounted;
    if (!mounted) return;
    this.mounted = null;
    this.generation += 1;
    mounted.observer?.disconnect();
    for (const layer of this.layers) layer.detach();
    mounted.chart.remove();
    mounted.legend.dispose();
  }

  /** Shows `pair` in `period`: a new one drops the old candles at once, and its history is asked for. */
  show(pair: string, period: KlinePeriod): void {
    const key = FEEDS.candles.key({ pair, period });
    if (key === this.key) return;
    this.pair = pair;
    this.period = period;
    this.key = key;
    this.restart();
  }

  /** The pair's decimals, for the price scale and the legend. */
  setPair(pair: Pair | undefined): void {
    const priceDecimals = pair?.priceDecimal;
    const quantityDecimals = pair?.tradeDecimal;
    if (priceDecimals === this.priceDecimals && quantityDecimals === this.quantityDecimals) return;
    this.priceDecimals = priceDecimals;
    this.quantityDecimals = quantityDecimals;
    this.mounted?.candles.applyOptions({ priceFormat: priceFormatFor(priceDecimals ?? DEFAULT_PRICE_DECIMALS) });
    this.legendCandle = null;
    this.renderLegend();
  }

  /** Reads the theme's colours again (after a theme change). */
  refreshColors(): void {
    this.applyColors(false);
  }

  /** The live feed changed: draws its candles if they are for what is shown, or reloads over a gap. */
  onLive(feed: KeyedLoadable<Candle[]>): void {
    const live = feed.data;
    if (live === null || feed.key !== this.key || live === this.lastLive) return;
    this.lastLive = live;
    const mounted = this.mounted;
    if (!mounted || this.period === null || this.loadingLatest) return;
    if (this.phase === 'error') {
      // The feed answers again: so may the history.
      this.loadLatest();
      return;
    }
    if (this.phase !== 'ready') return;
    const plan = planLive(this.candles, live, PERIOD_MS[this.period]);
    if (plan.kind === 'none') return;
    if (plan.kind === 'gap') {
      this.loadLatest();
      return;
    }
    for (const candle of plan.candles) {
      mounted.candles.update(toBar(candle));
      mounted.volume.update(toVolume(candle, this.risingVolume, this.fallingVolume));
    }
    if (applyLive(this.candles, plan.candles) > 0) {
      this.writeBarCount();
      if (this.view.phase === 'ready' && this.view.empty) this.setView({ ...this.view, empty: false });
    }
    if (this.hoverTime === null || plan.candles.some((c) => c.time === this.hoverTime)) this.renderLegend();
    feedUpdateShown('candles');
  }

  // --- history -------------------------------------------------------------------------------------------------

  /** Forgets everything shown and loads the history of what is to be shown. */
  private restart(): void {
    this.generation += 1;
    this.candles = [];
    this.loadingLatest = false;
    this.loadingOlder = false;
    this.exhausted = false;
    this.olderFailedAt = -Infinity;
    this.olderError = null;
    this.lastLive = null;
    this.hoverTime = null;
    this.legendCandle = null;
    this.phase = 'loading';
    this.setView({ phase: 'loading' });
    const mounted = this.mounted;
    if (!mounted) return;
    mounted.candles.setData([]);
    mounted.volume.setData([]);
    this.writeBarCount();
    this.renderLegend();
    this.loadLatest();
  }

  /** The newest page: at first, after a failure, or over a gap in the live candles (it fills the gap). */
  private loadLatest(): void {
    const { pair, period } = this;
    if (!this.mounted || pair === null || period === null) return;
    this.generation += 1;
    const generation = this.generation;
    this.loadingLatest = true;
    this.loadingOlder = false;
    void this.ask({ pair, period, limit: HISTORY_PAGE }).then((result) => {
      const mounted = this.mounted;
      if (generation !== this.generation || !mounted) return;
      this.loadingLatest = false;
      if (!result.ok) {
        // With candles on screen (a reload over a gap) they stay; the next live answer tries again.
        if (this.phase !== 'ready') {
          this.phase = 'error';
          this.setView({ phase: 'error', message: result.error.message });
        }
        return;
      }
      const first = this.phase !== 'ready';
      const page = latestPage({ candles: this.candles, exhausted: this.exhausted }, result.value, PERIOD_MS[period]);
      this.candles = page.candles;
      this.exhausted = page.exhausted;
      this.phase = 'ready';
      this.drawAll();
      if (first) mounted.chart.timeScale().scrollToRealTime();
      this.setView({ phase: 'ready', empty: this.candles.length === 0, olderError: this.olderError });
      this.maybeLoadOlder(mounted.chart.timeScale().getVisibleLogicalRange());
    });
  }

  private readonly onRange = (range: LogicalRange | null): void => this.maybeLoadOlder(range);

  /** The next older page, when the view comes near the oldest candle; one at a time, until a page comes back short. */
  private maybeLoadOlder(range: LogicalRange | null): void {
    const { pair, period } = this;
    const ready = this.phase === 'ready' && !this.loadingLatest;
    if (pair === null || period === null || !wantsOlder(range?.from, { ready, loading: this.loadingOlder, exhausted: this.exhausted })) return;
    const endTime = olderPageEnd(this.candles);
    if (endTime === undefined || this.now() - this.olderFailedAt < OLDER_RETRY_MS) return;
    const generation = this.generation;
    this.loadingOlder = true;
    void this.ask({ pair, period, limit: HISTORY_PAGE, endTime }).then((result) => {
      const mounted = this.mounted;
      if (generation !== this.generation || !mounted) return;
      this.loadingOlder = false;
      if (!result.ok) {
        this.olderFailedAt = this.now();
        this.olderError = result.error.message;
        this.setView({ phase: 'ready', empty: this.candles.length === 0, olderError: this.olderError });
        return;
      }
      const page = addOlderPage(this.candles, result.value);
      this.candles = page.candles;
      this.exhausted = page.exhausted;
      this.olderError = null;
      if (page.added > 0) this.drawAll();
      this.setView({ phase: 'ready', empty: this.candles.length === 0, olderError: null });
      // Still near the left edge (a fast scroll, a wide screen): the next page.
      this.maybeLoadOlder(mounted.chart.timeScale().getVisibleLogicalRange());
    });
  }

  private async ask(params: { pair: string; period: KlinePeriod; limit: number; endTime?: number }): Promise<BridgeResult<Candle[]>> {
    try {
      return await this.invoke('market.candles', params);
    } catch (error) {
      return { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
  }

  // --- drawing -------------------------------------------------------------------------------------------------

  /** The whole history into the series: after a page arrives, or a theme change recolours the volume. Never on a tick. */
  private drawAll(): void {
    const mounted = this.mounted;
    if (!mounted) return;
    mounted.candles.setData(this.candles.map(toBar));
    mounted.volume.setData(this.candles.map((c) => toVolume(c, this.risingVolume, this.fallingVolume)));
    this.writeBarCount();
    this.renderLegend();
  }

  /** Tells React, only when something it shows changed. */
  private setView(view: ChartView): void {
    const before = this.view;
    const same =
      before.phase === view.phase &&
      (view.phase !== 'error' || (before.phase === 'error' && before.message === view.message)) &&
      (view.phase !== 'ready' || (before.phase === 'ready' && before.empty === view.empty && before.olderError === view.olderError));
    if (same) return;
    this.view = view;
    this.onView(view);
  }

  private writeBarCount(): void {
    if (this.mounted) this.mounted.elements.frame.dataset['bars'] = String(this.candles.length);
  }

  private readColors(element: HTMLElement): ChartColors {
    const style = getComputedStyle(element);
    return chartColors((name) => style.getPropertyValue(name));
  }

  private applyColors(force: boolean): void {
    const mounted = this.mounted;
    if (!mounted) return;
    const colors = this.readColors(mounted.elements.frame);
    const same = (Object.keys(colors) as (keyof ChartColors)[]).every((k) => colors[k] === this.colors[k]);
    if (same && !force) return;
    this.colors = colors;
    const { buy, sell, text, muted, line, panel } = colors;
    const crosshairLine = { color: muted, labelBackgroundColor: text };
    mounted.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: panel }, textColor: muted },
      grid: { vertLines: { color: withAlpha(line, 0.7) }, horzLines: { color: withAlpha(line, 0.7) } },
      rightPriceScale: { borderColor: line },
      timeScale: { borderColor: line },
      crosshair: { vertLine: crosshairLine, horzLine: crosshairLine },
    });
    mounted.candles.applyOptions({ upColor: buy, downColor: sell, wickUpColor: buy, wickDownColor: sell, borderUpColor: buy, borderDownColor: sell });
    this.risingVolume = withAlpha(buy, VOLUME_ALPHA);
    this.fallingVolume = withAlpha(sell, VOLUME_ALPHA);
    for (const layer of this.layers) layer.setColors(colors, this.fontFamily);
    if (!same && this.candles.length > 0) mounted.volume.setData(this.candles.map((c) => toVolume(c, this.risingVolume, this.fallingVolume)));
  }

  private readonly onCrosshair = (param: MouseEventParams<Time>): void => {
    const seconds = param.point && param.time !== undefined ? chartSeconds(param.time) : null;
    const time = seconds === null ? null : seconds * 1000;
    if (time === this.hoverTime) return;
    this.hoverTime = time;
    this.renderLegend();
  };

  /** The candle under the crosshair, else the latest: "O … H … L … C … V … (+0.12 %)". */
  private renderLegend(): void {
    const mounted = this.mounted;
    if (!mounted) return;
    const candle = (this.hoverTime === null ? undefined : findCandle(this.candles, this.hoverTime)) ?? this.candles[this.candles.length - 1];
    if (candle === this.legendCandle) return;
    this.legendCandle = candle ?? null;
    if (candle === undefined) mounted.legend.clear();
    else mounted.legend.write(candle, this.period, this.priceDecimals, this.quantityDecimals);
  }
}
