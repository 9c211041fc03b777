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
import type { MarketScopes } from './market-scopes';
import type { MarketStore } from './market-store';
import type { OrderEntryStore } from './order-entry-store';
import type { SettingsStore } from './settings-store';
import type { TripChartStore } from './trip-chart-store';
import type { WorkspaceStore } from './workspace-store';

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
  /** The workspaces, and the panel in focus. */
  workspace: WorkspaceStore;
  /** The markets the workspace shows beside the session's own, each polled once. */
  scopes: MarketScopes;
  now: () => number;
}
