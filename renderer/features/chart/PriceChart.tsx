import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { summaryPricesOf, useFeedSource, useMarketActions, usePeriod, usePolled, useSelectedPair, useSelectedSymbol, useTheme } from '../../stores';
import { useSession } from '../../services/hooks';
import { StaleBadge } from '../../stores/StaleBadge';
import { Panel } from '../../ui/Panel';
import { ChartController, type ChartView } from './chart-controller';
import { PERIOD_LABELS } from '../../domain/chart/chart-periods';
import { ChartTrading } from './chart-trading';
import { ChartTradingLayer } from './ChartTradingLayer';
import { AlertLayer } from './alert-layer';
import { AlertButton, ChartAlerts } from './ChartAlerts';
import { PeriodPicker } from './PeriodPicker';
import type { PositionTool } from './position-tool';
import { PositionToolLayer } from './position-tool-layer';
import { PositionToolButton, PositionToolPanel, useStartTool } from './PositionToolPanel';
import { TripLayer } from './trip-layer';
import { TripChip } from './TripChip';
import './chart.css';

/**
 * Region "Price chart": candles and volume of the selected pair in the chosen period, a legend for the candle under
 * the crosshair, older history as the trader scrolls left, the live candle as it trades; and trading on it (the
 * open orders, the position, its liquidation price and a scale order's preview as lines; drag, ✕, Close and
 * Alt/Ctrl/⌘-click: ChartTrading). The drawing lives in ChartController; React renders the frame and re-renders
 * only when pair, period, decimals, theme or the loading state change — never on a tick.
 */
export function PriceChart() {
  const session = useSession();
  const symbol = useSelectedSymbol();
  const period = usePeriod();
  const pair = useSelectedPair();
  const theme = useTheme();
  const { selectPeriod } = useMarketActions();
  const [view, setView] = useState<ChartView>({ phase: 'loading' });
  const [latestShown, setLatestShown] = useState(true);
  const [trading] = useState(
    () =>
      new ChartTrading({
        trading: session.trading,
        protection: session.protection,
        algos: session.algos,
        markPrice: () => summaryPricesOf(session.feeds.getState(), session.market.getState().selected).mark,
      }),
  );
  const [tool, setTool] = useState<PositionTool | null>(null);
  const [toolLayer] = useState(() => new PositionToolLayer(setTool));
  const startTool = useStartTool(setTool);
  const [tripLayer] = useState(() => new TripLayer());
  const [alertArmed, setAlertArmed] = useState(false);
  const [alertLayer] = useState(() => new AlertLayer({ set: () => {}, move: async () => false, remove: () => {}, disarm: () => {} }));
  const [controller] = useState(() => {
    const chart = new ChartController(session.invoke, setView, Date.now, setLatestShown);
    // The tool first: a press on its lines is its own, not an order's drag.
    chart.addLayer(toolLayer);
    // Then the alerts: a press on an alert's line, or any while the Alert button is on, is theirs.
    chart.addLayer(alertLayer);
    chart.addLayer(trading);
    chart.addLayer(tripLayer);
    return chart;
  });
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDivElement>(null);

  // Layout effects, so a new pair's name never paints over the old pair's candles.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const host = hostRef.current;
    const legend = legendRef.current;
    if (!frame || !host || !legend) return;
    controller.attach({ frame, host, legend });
    return () => controller.detach();
  }, [controller]);
  useLayoutEffect(() => controller.show(symbol, period), [controller, symbol, period]);
  useLayoutEffect(() => controller.setPair(pair), [controller, pair]);

  // The theme's attribute on <html> may be set by an effect above this one: read the colours after it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => controller.refreshColors());
    return () => cancelAnimationFrame(frame);
  }, [controller, theme]);

  // The live candles, polled while the chart is on screen and drawn straight from the store.
  const candles = useFeedSource('candles');
  usePolled(candles, 'candles');
  // Only a candles answer reaches the chart: other feeds' answers cost it nothing.
  useEffect(
    () =>
      candles.feeds.subscribe((state, previous) => {
        if (state.feeds.candles !== previous.feeds.candles) controller.onLive(state.feeds.candles);
      }),
    [candles, controller],
  );

  return (
    <Panel
      title="Chart"
      regionLabel="Price chart"
      className="price-chart"
      aside={
        <>
          <PeriodPicker period={period} onPick={selectPeriod} />
          <PositionToolButton active={tool !== null} onStart={() => startTool()} />
          <AlertButton armed={alertArmed} onArmed={setAlertArmed} />
          <StaleBadge feed="candles" />
        </>
      }
    >
      <div className="chart-frame" ref={frameRef}>
        {/* Canvases in a layout table: nothing for assistive tech, which reads the legend instead. */}
        <div className="chart-host" ref={hostRef} aria-hidden="true" />
        <div className="chart-overlay">
          <div className="chart-caption">
            {symbol} · {PERIOD_LABELS[period]}
          </div>
          <div className="chart-legend num" data-testid="chart-legend" ref={legendRef} />
        </div>
        <ChartMessage view={view} />
        <ChartTradingLayer trading={trading} />
        <TripChip layer={tripLayer} period={period} />
        <ChartAlerts layer={alertLayer} armed={alertArmed} onArmed={setAlertArmed} />
        {tool && <PositionToolPanel tool={tool} layer={toolLayer} onChange={setTool} />}
        {!latestShown && (
          <button type="button" className="chart-go-latest" aria-label="Go to latest" title="Go to latest" onClick={() => controller.goToLatest()}>
            »
          </button>
        )}
        <a className="chart-attribution" href="https://www.tradingview.com/" target="_blank" rel="noreferrer" title="Charting by TradingView">
          Charting by TradingView
        </a>
      </div>
    </Panel>
  );
}

function ChartMessage({ view }: { view: ChartView }) {
  if (view.phase === 'loading') return <p className="panel-message chart-message">Loading…</p>;
  if (view.phase === 'error') {
    return (
      <p className="panel-message chart-message chart-message-error" role="alert">
        Candles unavailable: {view.message}
      </p>
    );
  }
  if (view.empty) return <p className="panel-message chart-message">No candles yet</p>;
  if (view.olderError) {
    return (
      <p className="chart-note" role="status">
        Older candles unavailable: {view.olderError}
      </p>
    );
  }
  return null;
}
