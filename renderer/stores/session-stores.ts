/**
 * The stores of one session and what they read through, as the composition root builds them
 * (renderer/composition/session.ts): the hooks (hooks.ts) reach them through React context. Plain factories: none
 * knows of React or of the services above them.
 */
import type { ActionLogStore } from './action-log-store';
import type { CancelsStore } from './cancels-store';
import type { Feeds } from './feeds';
import type { FeedsStore } from './feeds-store';
import type { ReadInvoke } from './invoke';
import type { MarketStore } from './market-store';
import type { OrderEntryStore } from './order-entry-store';
import type { SettingsStore } from './settings-store';
import type { TripChartStore } from './trip-chart-store';

export interface Stores {
  /** Reads only: every write goes through a service (renderer/services). */
  invoke: ReadInvoke;
  market: MarketStore;
  settings: SettingsStore;
  feeds: FeedsStore;
  /** The feeds that fill `feeds`: polled while a panel uses them. */
  poller: Feeds;
  orderEntry: OrderEntryStore;
  cancels: CancelsStore;
  actionLog: ActionLogStore;
  /** The round trip shown on the chart. */
  tripChart: TripChartStore;
  now: () => number;
}
