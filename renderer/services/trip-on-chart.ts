/**
 * Opening a round trip on the chart (Position history's "Show on chart", Enter on its row): its fills asked of the
 * history, the chart switched to its market and to a period that shows it whole, and the trip handed to the chart.
 * No React here.
 */
import type { RoundTrip } from '../../shared/bridge';
import type { ReadInvoke } from '../stores/invoke';
import type { MarketStore } from '../stores/market-store';
import type { TripChartStore } from '../stores/trip-chart-store';
import { tripWindow } from '../domain/chart/trip-view';

export interface TripOnChartService {
  /** Shows the trip on the chart; the history's refusal in its words, or null when shown. */
  show(trip: RoundTrip): Promise<string | null>;
  clear(): void;
}

export function createTripOnChart(deps: {
  invoke: ReadInvoke;
  market: MarketStore;
  tripChart: TripChartStore;
  now: () => number;
}): TripOnChartService {
  const { invoke, market, tripChart, now } = deps;
  return {
    async show(trip) {
      const answer = await invoke('history.tripFills', { tripId: trip.id });
      if (!answer.ok) return answer.error.message;
      const { period, from, to } = tripWindow(trip, now());
      const { select, selectPeriod } = market.getState().actions;
      select(trip.symbol);
      selectPeriod(period);
      tripChart.getState().actions.show({ trip, fills: answer.value, window: { from, to } });
      return null;
    },
    clear: () => tripChart.getState().actions.clear(),
  };
}
