/**
 * The composition root of the renderer's state: the stores, the feeds that fill them, and the services (trading,
 * order entry, every write) built over the bridge client. The panels get the session through SessionProvider: the
 * stores and the panels read through `invoke` as a ReadInvoke; only the services were handed the writing one.
 */
import { createActionLogStore } from '../stores/action-log-store';
import { createCancelsStore } from '../stores/cancels-store';
import { createFeeds } from '../stores/feeds';
import { createFeedsStore } from '../stores/feeds-store';
import type { WriteInvoke } from '../bridge/client';
import { createMarketStore } from '../stores/market-store';
import { createOrderEntryStore } from '../stores/order-entry-store';
import type { PollerEnv } from '../stores/poller';
import { createSettingsStore } from '../stores/settings-store';
import type { KeyValueStorage } from '../stores/storage';
import { createTripChartStore } from '../stores/trip-chart-store';
import { entryContextOf } from '../services/entry-context-of';
import { freshBook } from '../services/fresh-book';
import { restingOrderOf } from '../services/placed-order';
import { createOrderEntry } from '../services/order-entry';
import { createAlgoWrites } from '../services/algo';
import { createProtectionWrites } from '../services/protection';
import { createAlertWrites } from '../services/alerts';
import { createProfileWrites } from '../services/profiles';
import { FEED_NAMES } from '../stores/feed-table';
import { createTrading } from '../services/trading';
import { createTripOnChart } from '../services/trip-on-chart';
import { createOrderRecords } from '../services/order-records';
import { createBreakeven } from '../services/breakeven';
import { createGuardWrites } from '../services/guards';
import { createHistoryWrites } from '../services/history';
import { positionActionsOf } from '../services/position-actions';
import type { Session } from '../services/session';
import { createMarketScopes } from '../stores/market-scopes';
import { createWorkspaceStore } from '../stores/workspace-store';
import { createWorkspaceWrites } from '../services/workspaces';

export interface SessionDeps {
  invoke: WriteInvoke;
  storage: KeyValueStorage;
  env: PollerEnv;
  now: () => number;
}

export type { Session };

export function createSession({ invoke, storage, env, now }: SessionDeps): Session {
  const market = createMarketStore(storage);
  const settings = createSettingsStore(storage);
  const feeds = createFeedsStore({ pair: market.getState().selected, period: market.getState().period });
  const orderEntry = createOrderEntryStore();
  const cancels = createCancelsStore();
  const actionLog = createActionLogStore();
  const poller = createFeeds({ invoke, market, feeds, settings, env, now });
  const scopes = createMarketScopes({ invoke, market, settings, env, now });
  const workspace = createWorkspaceStore();
  const workspaces = createWorkspaceWrites({ invoke, store: workspace, timers: env.timers });
  const entryState = () => ({ market: market.getState(), feeds: feeds.getState(), orderEntry: orderEntry.getState() });
  const trading = createTrading({
    invoke,
    orderEntry,
    cancels,
    context: (pair, marginMode) => entryContextOf(entryState(), pair, marginMode),
    afterTrade: poller.refreshAfterTrade,
    refreshOpenOrders: () => poller.refresh('openOrders', 'allOpenOrders'),
    showPlaced: (request, placed) => {
      const pairId = market.getState().pairs.data?.find((p) => p.symbol === placed.pair)?.id;
      const depth = feeds.getState().feeds.depth;
      const book = depth.key === placed.pair ? (depth.data ?? null) : null;
      const order = pairId === undefined ? null : restingOrderOf(request, placed, { pairId, book, now: now() });
      if (order) feeds.getState().actions.showPlaced(order, now());
    },
    actionLog,
    positionOf: (positionId) => feeds.getState().feeds.positions.data?.find((p) => p.id === positionId),
    now,
  });
  const algos = createAlgoWrites(invoke, () => poller.refresh('algos'));
  const entry = createOrderEntry({
    state: entryState,
    orderEntry,
    settings,
    trading,
    algos,
    book: (pair) => freshBook({ invoke, feeds, now }, pair),
    now,
  });
  // The held orders and the Connection's count, after any write to what Perpdesk holds.
  const refreshHeld = () => poller.refresh('protectionOrders', 'protectionStatus', 'protectionNotices');
  const protection = createProtectionWrites(invoke, refreshHeld);
  const breakeven = createBreakeven({ invoke, refresh: refreshHeld, actionLog, now });
  const positionActions = positionActionsOf({ invoke, trading, actionLog, now, poller });
  const guards = createGuardWrites(invoke);
  const history = createHistoryWrites(invoke);
  const tripChart = createTripChartStore();
  const tripOnChart = createTripOnChart({ invoke, market, tripChart, now });
  const alerts = createAlertWrites(invoke, () => poller.refresh('alerts'));
  const orderRecords = createOrderRecords(invoke);
  const profiles = createProfileWrites(invoke, () => {
    feeds.getState().actions.forgetAll(now());
    scopes.forgetAll(now());
    orderEntry.getState().actions.clearFields();
    cancels.getState().actions.clear();
    poller.refresh(...FEED_NAMES);
  });

  const unsubscribes: (() => void)[] = [];
  return {
    invoke,
    market,
    settings,
    feeds,
    poller,
    orderEntry,
    cancels,
    actionLog,
    trading,
    /** The Order entry as a service: what a send does, whoever asks for it. */
    entry,
    /** Stops, targets and trailing stops that Perpdesk holds. */
    protection,
    /** Chases and TWAPs that Perpdesk holds. */
    algos,
    /** The round trip shown on the chart, and opening one there. */
    tripChart,
    tripOnChart,
    /** Price alerts that Perpdesk holds. */
    alerts,
    /** The exchange profiles: keys added, tested, used, changed and removed. */
    profiles,
    /** What became of orders the status lines said were placed, read once they leave Open orders. */
    orderRecords,
    breakeven,
    positionActions,
    guards,
    history,
    workspace,
    scopes,
    workspaces,
    now,
    start() {
      unsubscribes.push(
        market.subscribe((state, previous) => {
          if (state.selected === previous.selected) return;
          orderEntry.getState().actions.clearFields();
          // A line about the market left is no longer shown, nor again on coming back.
          orderEntry.getState().actions.dismissOutcome();
          orderEntry.getState().actions.dismissScaleOutcome();
          cancels.getState().actions.clear();
          if (tripChart.getState().shown?.trip.symbol !== state.selected) tripOnChart.clear();
        }),
        feeds.subscribe((state, previous) => {
          // A cancel's state is kept while its order is open in either view (this market's, or every market's).
          const { openOrders, allOpenOrders } = state.feeds;
          if (openOrders.data === previous.feeds.openOrders.data && allOpenOrders.data === previous.feeds.allOpenOrders.data) return;
          if (!openOrders.data && !allOpenOrders.data) return;
          const open = [...(openOrders.data ?? []), ...(allOpenOrders.data ?? [])].map((o) => o.id);
          cancels.getState().actions.retain(open);
        }),
      );
      poller.start();
      void workspaces.load();
    },
    stop() {
      poller.stop();
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    },
  };
}
