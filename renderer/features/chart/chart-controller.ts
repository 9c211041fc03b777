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
  PriceLineSource,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type MouseEventParams,
  type TickMarkType,
  type Time,
} from 'lightweight-charts';
import type { BridgeResult } from '../../../shared/bridge';
import type { Candle, KlinePeriod, Pair } from '../../../shared/exchange';
import { FEEDS, feedUpdateShown, type ReadInvoke, type KeyedLoadable } from '../../stores';
import { findCandle, toBar, toVolume } from './chart-history';
import { chartColors, FALLBACK_COLORS, formatCrosshairTime, formatTickMark, priceFormatFor, withAlpha, type ChartColors } from './chart-format';
import { LegendWriter } from './chart-legend';
import { initialPaging, stepPaging, type CandlesRequest, type ChartView, type PagingEffect, type PagingEvent } from './chart-paging';
import type { ChartLayer, ChartMount } from './chart-trading';
import { TradingLinesPrimitive } from './lines-primitive';
import { windowOf } from '../../ui/dom';

export type { ChartView };

export interface ChartElements {
  /**
   * Carries `data-bars` (how many candles the chart holds), `data-latest-shown` (whether the newest candle is in
   * view), `data-range-from` (the visible range's first logical index: it moves when the chart pans), `data-axis-price` (the price the axis labels as the last: the last visible candle's close) and the
   * theme's custom properties.
   */
  frame: HTMLElement;
  /** The chart's own box; it fills it and follows its size. */
  host: HTMLElement;
  legend: HTMLElement;
}

const DEFAULT_PRICE_DECIMALS = 2;
/** Bars of room right of the newest candle. */
const RIGHT_OFFSET = 4;
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

  /** The history and its paging (chart-paging.ts); this class only carries out what a step says. */
  private paging = initialPaging();
  /** The open time (ms) of the candle under the crosshair, or null for the latest. */
  private hoverTime: number | null = null;
  private legendCandle: Candle | null = null;
  private view: ChartView = { phase: 'loading' };
  /** What else draws on the chart (the trading lines): attached with it, recoloured with it. */
  private readonly layers: ChartLayer[] = [];
  /** The layers' lines, drawn as one: their labels laid out together, so none covers another. */
  private readonly lines = new TradingLinesPrimitive();
  private fontFamily = '';

  constructor(
    private readonly invoke: ReadInvoke,
    private readonly onView: (view: ChartView) => void,
    private readonly now: () => number = Date.now,
    /** Told when the newest candle comes into view or leaves it (the "Go to latest" button). */
    private readonly onLatestShown: (shown: boolean) => void = () => {},
  ) {}

  /** Adds a layer drawn on the chart: attached now if the chart is, and whenever it is created again. */
  addLayer(layer: ChartLayer): void {
    this.layers.push(layer);
    const mounted = this.mounted;
    if (mounted) {
      layer.attach(this.mountOf(mounted));
      layer.setColors?.(this.colors, this.fontFamily);
    }
  }

  private mountOf(mounted: Pick<Mounted, 'chart' | 'candles' | 'elements'>): ChartMount {
    return { chart: mounted.chart, series: mounted.candles, host: mounted.elements.host, lines: this.lines };
  }

  /** Creates the chart in `elements` and loads what it was told to show. */
  attach(elements: ChartElements): void {
    if (this.mounted) this.detach();
    this.colors = this.readColors(elements.frame);
    this.fontFamily = windowOf(elements.frame).getComputedStyle(elements.frame).fontFamily;
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
        rightOffset: RIGHT_OFFSET,
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
      // Scrolled back, the axis labels the last visible candle's close, not a price off screen.
      priceLineSource: PriceLineSource.LastVisible,
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
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => this.refreshColors());
    observer?.observe(elements.frame.ownerDocument.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });

    this.mounted = { elements, chart, candles, volume, legend: new LegendWriter(elements.legend), observer };
    candles.attachPrimitive(this.lines);
    for (const layer of this.layers) layer.attach(this.mountOf(this.mounted));
    this.applyColors(true);
    this.restart();
  }

  /** Removes the chart; answers still on their way are dropped. */
  detach(): void {
    const mounted = this.mounted;
    if (!mounted) return;
    this.mounted = null;
    if (this.liveFrame !== null) cancelAnimationFrame(this.liveFrame);
    this.liveFrame = null;
    this.dispatch({ type: 'detach' });
    mounted.observer?.disconnect();
    for (const layer of this.layers) layer.detach();
    mounted.candles.detachPrimitive(this.lines);
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

  /** Scrolls to the newest candle at once (a new period, the "Go to latest" button). */
  goToLatest(): void {
    this.mounted?.chart.timeScale().scrollToPosition(RIGHT_OFFSET, false);
  }

  /** Reads the theme's colours again (after a theme change). */
  refreshColors(): void {
    this.applyColors(false);
  }

  /** The live feed changed: draws its candles if they are for what is shown, or reloads over a gap. */
  onLive(feed: KeyedLoadable<Candle[]>): void {
    if (feed.data !== null && feed.key === this.key) this.dispatch({ type: 'live', candles: feed.data });
  }

  // --- history -------------------------------------------------------------------------------------------------

  /** Forgets everything shown and loads the history of what is to be shown. */
  private restart(): void {
    this.hoverTime = null;
    this.legendCandle = null;
    const { pair, period } = this;
    this.dispatch({ type: 'restart', target: this.mounted && pair !== null && period !== null ? { pair, period } : null });
  }

  private readonly onRange = (range: LogicalRange | null): void => {
    this.writeRange(range);
    this.dispatch({ type: 'range', from: range?.from, now: this.now() });
  };

  private latestShown = true;

  /** Whether the newest candle is in view, and the price the axis labels as the last (the series' own rule). */
  private writeRange(range: LogicalRange | null): void {
    const mounted = this.mounted;
    if (!mounted) return;
    const count = this.paging.candles.length;
    const shown = range === null || count === 0 || range.to >= count - 1;
    const { frame } = mounted.elements;
    frame.dataset['latestShown'] = String(shown);
    frame.dataset['rangeFrom'] = range === null ? '' : range.from.toFixed(2);
    const last = mounted.candles.lastValueData(mounted.candles.options().priceLineSource === PriceLineSource.LastBar);
    frame.dataset['axisPrice'] = last.noData ? '' : String(last.price);
    if (shown === this.latestShown) return;
    this.latestShown = shown;
    this.onLatestShown(shown);
  }

  private dispatch(event: PagingEvent): void {
    const { state, effects } = stepPaging(this.paging, event);
    this.paging = state;
    for (const effect of effects) this.carryOut(effect);
  }

  private carryOut(effect: PagingEffect): void {
    const mounted = this.mounted;
    switch (effect.kind) {
      case 'fetch': {
        const { page, generation } = effect;
        void this.ask(effect.request).then((result) =>
          this.dispatch(
            page === 'latest' ? { type: 'latestAnswered', generation, result } : { type: 'olderAnswered', generation, result, now: this.now() },
          ),
        );
        return;
      }
      case 'view':
        return this.setView(effect.view);
      case 'clear':
        if (!mounted) return;
        mounted.candles.setData([]);
        mounted.volume.setData([]);
        this.writeBarCount();
        return this.renderLegend();
      case 'drawAll':
        return this.drawAll();
      case 'scrollToLatest':
        return this.goToLatest();
      case 'checkRange':
        return mounted ? this.onRange(mounted.chart.timeScale().getVisibleLogicalRange()) : undefined;
      case 'drawLive':
        return this.drawLive(effect.candles, effect.appended);
    }
  }

  private async ask(params: CandlesRequest): Promise<BridgeResult<Candle[]>> {
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
    const { candles } = this.paging;
    mounted.candles.setData(candles.map(toBar));
    mounted.volume.setData(candles.map((c) => toVolume(c, this.risingVolume, this.fallingVolume)));
    this.writeBarCount();
    this.renderLegend();
    this.writeRange(mounted.chart.timeScale().getVisibleLogicalRange());
  }

  /**
   * A tick: only the candles that changed, with `series.update`, and nothing else now; the bar count, the legend and
   * the range's attributes follow in the next frame, once for all the ticks before it.
   */
  private drawLive(candles: readonly Candle[], appended: number): void {
    const mounted = this.mounted;
    if (!mounted) return;
    for (const candle of candles) {
      mounted.candles.update(toBar(candle));
      mounted.volume.update(toVolume(candle, this.risingVolume, this.fallingVolume));
    }
    feedUpdateShown('candles');
    this.liveAppended ||= appended > 0;
    this.liveLegend ||= this.hoverTime === null || candles.some((c) => c.time === this.hoverTime);
    this.liveFrame ??= requestAnimationFrame(this.afterLive);
  }

  private liveFrame: number | null = null;
  private liveAppended = false;
  private liveLegend = false;

  private readonly afterLive = (): void => {
    this.liveFrame = null;
    const mounted = this.mounted;
    if (!mounted) return;
    if (this.liveAppended) this.writeBarCount();
    if (this.liveLegend) this.renderLegend();
    this.liveAppended = this.liveLegend = false;
    this.writeRange(mounted.chart.timeScale().getVisibleLogicalRange());
  };

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
    if (this.mounted) this.mounted.elements.frame.dataset['bars'] = String(this.paging.candles.length);
  }

  private readColors(element: HTMLElement): ChartColors {
    // The element's own window: a pop-out's theme is on its document, not this one's.
    const style = windowOf(element).getComputedStyle(element);
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
    this.lines.setColors(colors, this.fontFamily);
    for (const layer of this.layers) layer.setColors?.(colors, this.fontFamily);
    if (!same && this.paging.candles.length > 0)
      mounted.volume.setData(this.paging.candles.map((c) => toVolume(c, this.risingVolume, this.fallingVolume)));
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
    const { candles } = this.paging;
    const candle = (this.hoverTime === null ? undefined : findCandle(candles, this.hoverTime)) ?? candles[candles.length - 1];
    if (candle === this.legendCandle) return;
    this.legendCandle = candle ?? null;
    if (candle === undefined) mounted.legend.clear();
    else mounted.legend.write(candle, this.period, this.priceDecimals, this.quantityDecimals);
  }
}
