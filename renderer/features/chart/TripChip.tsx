/**
 * The round trip shown on the chart (opened from Position history): a chip that says which ("Round trip BTC-USDT
 * long 0.110") with ✕ (or Escape) to clear it, its fills listed for assistive tech, and the trip handed to the
 * chart's TripLayer, which draws the markers and brings the trip into view.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KlinePeriod } from '../../../shared/exchange';
import { useSelectedPair, useTripOnChart } from '../../stores';
import { useSession } from '../../services/hooks';
import type { TripLayer } from './trip-layer';
import { fillWords, tripTitle } from '../../domain/chart/trip-view';
import { isElement, isFormField, listen, windowOf } from '../../ui/dom';

export function TripChip({ layer, period }: { layer: TripLayer; period: KlinePeriod }) {
  const { tripOnChart } = useSession();
  const shown = useTripOnChart();
  const pair = useSelectedPair();
  const decimals = pair?.symbol === shown?.trip.symbol ? pair?.tradeDecimal : undefined;
  useLayoutEffect(() => layer.show(shown, period, decimals), [layer, shown, period, decimals]);
  const chip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      if (isFormField(target)) return;
      // A dialog's Escape is its own.
      if (isElement(target) && target.closest('dialog') !== null) return;
      tripOnChart.clear();
    };
    // The window the chart is in: a pop-out's, when it was moved there.
    return listen(windowOf(chip.current), { keydown: onKey });
  }, [shown, tripOnChart]);

  if (!shown) return null;
  const { trip, fills } = shown;
  return (
    <div ref={chip} className="chart-trip" role="group" aria-label="Round trip on the chart">
      <span className={`chart-trip-side ${trip.side === 'long' ? 'text-buy' : 'text-sell'}`} aria-hidden="true" />
      <span className="num">{tripTitle(trip, decimals)}</span>
      <span className="muted" aria-hidden="true">
        ·
      </span>
      <button
        type="button"
        className="chart-notice-dismiss"
        aria-label="Clear the round trip from the chart"
        title="Clear (Escape)"
        onClick={() => tripOnChart.clear()}
      >
        ✕
      </button>
      <ul className="visually-hidden" aria-label="Round trip fills">
        {fills.map((f) => (
          <li key={f.tradeId}>{fillWords(f, decimals)}</li>
        ))}
      </ul>
    </div>
  );
}
