/**
 * The round trip shown on the chart (opened from Position history): the trip, its fills, and the time window that
 * shows it whole. Cleared by its ✕ or Escape, and when another market is chosen.
 */
import { createStore } from 'zustand/vanilla';
import type { RoundTrip, TripFill } from '../../shared/bridge';

export interface TripOnChart {
  trip: RoundTrip;
  fills: readonly TripFill[];
  /** The time to bring into view once the trip's candles are there (ms). */
  window: { from: number; to: number };
  /** Bumped at each opening: the same trip opened again is brought into view again. */
  opened: number;
}

export interface TripChartState {
  shown: TripOnChart | null;
  actions: {
    show: (shown: Omit<TripOnChart, 'opened'>) => void;
    clear: () => void;
  };
}

export type TripChartStore = ReturnType<typeof createTripChartStore>;

export function createTripChartStore() {
  let opened = 0;
  return createStore<TripChartState>()((set, get) => ({
    shown: null,
    actions: {
      show: (shown) => set({ shown: { ...shown, opened: ++opened } }),
      clear: () => {
        if (get().shown !== null) set({ shown: null });
      },
    },
  }));
}
