/**
 * Every React hook on the renderer's state, in one module: the stores are plain factories (created together by the
 * composition root, renderer/composition/session.ts) that know nothing of React; a component reaches them through
 * the stores in context. The services' hooks (the session with its services) are services/hooks.ts.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { KlinePeriod, Pair } from '../../shared/exchange';
import type { LoggedAction } from './action-log-store';
import type { CancelState } from './cancels-store';
import type { FeedData, FeedName } from './feed-table';
import type { Feeds } from './feeds';
import type { FeedsState, FeedsStore, KeyedLoadable } from './feeds-store';
import { freshnessOf, type Freshness, type Loadable } from './loadable';
import { selectSelectedPair, type MarketState } from './market-store';
import { SCOPED_FEEDS, type MarketScope } from './market-scopes';
import type { OrderEntryState, OrderField, ScaleSubmission, Submission } from './order-entry-store';
import { readOnlyReason } from './read-only';
import type { Stores } from './session-stores';
import type { Theme } from './settings-store';
import type { TripOnChart } from './trip-chart-store';
import { readClock, subscribeClock, useNow } from '../ui/use-now';
import { usePanelShown } from '../ui/window-context';

/** The session's stores; the composition root's SessionProvider puts them here (with the session, services/hooks.ts). */
export const StoresContext = createContext<Stores | null>(null);

/** The stores the app was started with; every store hook reads through them. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores needs a <SessionProvider session={session}> above it');
  return stores;
}

/**
 * The market a panel of a workspace shows and how it changes it (the workspace's link colour, or the panel's own):
 * `scope` null when the panel shows the session's market and period, else the scope it reads (market-scopes.ts).
 */
export interface PanelScope {
  scope: MarketScope | null;
  select: (symbol: string) => void;
  selectPeriod: (period: KlinePeriod) => void;
}

/** Put by the workspace around each panel; absent (tests, a lone panel), everything is the session's. */
export const PanelScopeContext = createContext<PanelScope | null>(null);

const scoped = new Set<FeedName>(SCOPED_FEEDS);

/** Where the calling panel reads a feed: its scope's for a market's feed, the session's for the account's. */
export function useFeedSource(name: FeedName): { feeds: FeedsStore; poller: Feeds } {
  const stores = useStores();
  const scope = useContext(PanelScopeContext)?.scope ?? null;
  return scope !== null && scoped.has(name) ? scope : stores;
}

const useMarket = <T>(selector: (s: MarketState) => T): T => {
  const session = useStores().market;
  const scope = useContext(PanelScopeContext)?.scope ?? null;
  return useStore(scope?.market ?? session, selector);
};

export const useSelectedSymbol = (): string => useMarket((s) => s.selected);
export const usePeriod = (): KlinePeriod => useMarket((s) => s.period);
export const useSelectedPair = (): Pair | undefined => useMarket(selectSelectedPair);
export const useFavourites = (): string[] => useMarket((s) => s.favourites);
/** The order book's remembered grouping step for the pair, if one was chosen. */
export const useBookGrouping = (pair: string): string | undefined => useMarket((s) => s.bookGrouping[pair]);
export const usePairs = (): Loadable<Pair[]> => useMarket((s) => s.pairs);
/** The market's actions; in a workspace's panel, choosing a market or a period is the panel's (its link colour's). */
export function useMarketActions(): MarketState['actions'] {
  const actions = useMarket((s) => s.actions);
  const panel = useContext(PanelScopeContext);
  return useMemo(() => (panel ? { ...actions, select: panel.select, selectPeriod: panel.selectPeriod } : actions), [actions, panel]);
}

const useOrderEntry = <T>(selector: (s: OrderEntryState) => T): T => useStore(useStores().orderEntry, selector);

/** Any part of the order form's state (select a field or an object the store keeps, so it redraws only on change). */
export const useOrderEntryState = useOrderEntry;
export const useOrderPriceText = (): string => useOrderEntry((s) => s.price);
export const useOrderQuantityText = (): string => useOrderEntry((s) => s.quantity);
export const useOrderTouched = (): Record<OrderField, boolean> => useOrderEntry((s) => s.touched);
export const useSubmission = (): Submission => useOrderEntry((s) => s.submission);
export const useScaleSubmission = (): ScaleSubmission => useOrderEntry((s) => s.scaleSubmission);
export const useOrderEntryActions = (): OrderEntryState['actions'] => useOrderEntry((s) => s.actions);

/** The action log's lines, newest last. */
export const useActionLog = (): readonly LoggedAction[] => useStore(useStores().actionLog, (s) => s.entries);
/** Counts the writes settled so far: a table that reads its own rows reloads when it changes. */
export const useWriteCount = (): number => useStore(useStores().actionLog, (s) => s.writes);

export const useCancelState = (orderId: number): CancelState | undefined => useStore(useStores().cancels, (s) => s.byOrderId[orderId]);

// The feeds: a panel that shows a feed keeps it polled while it is on screen.

/** Keeps the feed polled while the calling panel is mounted and its window is on screen (a minimised pop-out asks nothing). */
export function usePolled(source: { poller: Feeds }, name: FeedName): void {
  const shown = usePanelShown();
  useEffect(() => (shown ? source.poller.use(name) : undefined), [source, name, shown]);
}

/** The feed's state; polls it while the calling component is mounted. */
export function useFeed<N extends FeedName>(name: N): KeyedLoadable<FeedData[N]> {
  const source = useFeedSource(name);
  usePolled(source, name);
  return useStore(source.feeds, (s) => s.feeds[name]) as KeyedLoadable<FeedData[N]>;
}

/**
 * Part of a feed's data, polling the feed while mounted; redraws only when the part changes (compared with
 * Object.is, so select a value or an object the store keeps).
 */
export function useFeedValue<N extends FeedName, T>(name: N, select: (data: FeedData[N] | null) => T): T {
  const source = useFeedSource(name);
  usePolled(source, name);
  return useStore(source.feeds, (s) => select(s.feeds[name].data as FeedData[N] | null));
}

/**
 * Draws a feed outside React, for the panels that change with every answer (the book, the ladder): `draw` runs in
 * the store's own write of each answer whose data (or key) changed, with no render or commit, and after a render
 * that brings a new `input` (what else the drawing depends on, changing far less often). Polls the feed while
 * mounted. `draw` is the latest one given; the parts it draws into exist once the caller's refs are set. Returns
 * a redraw, for what changes outside React and the store (the ladder's wheel).
 */
export function useFeedDrawing<N extends FeedName, I>(name: N, input: I, draw: (feed: KeyedLoadable<FeedData[N]>, input: I) => void): () => void {
  const source = useFeedSource(name);
  const latest = useRef({ input, draw });
  latest.current = { input, draw };
  usePolled(source, name);
  useLayoutEffect(
    () =>
      source.feeds.subscribe((state, previous) => {
        const feed = state.feeds[name];
        const before = previous.feeds[name];
        if (feed.data === before.data && feed.key === before.key) return;
        latest.current.draw(feed as KeyedLoadable<FeedData[N]>, latest.current.input);
      }),
    [source, name],
  );
  const redraw = useCallback(
    () => latest.current.draw(source.feeds.getState().feeds[name] as KeyedLoadable<FeedData[N]>, latest.current.input),
    [source, name],
  );
  useLayoutEffect(() => redraw(), [redraw, input]);
  return redraw;
}

/** What the feed's data is for now (its pair, or pair and period), as the calling panel reads it; no polling. */
export const useFeedKey = (name: FeedName): string => useStore(useFeedSource(name).feeds, (s) => s.feeds[name].key);

/** A feed's state without polling it (for a view of something another panel polls). */
export const useFeedsSlice = <T>(selector: (s: FeedsState) => T): T => useStore(useStores().feeds, selector);

/**
 * Live, stale (with its age) or waiting, against the feed's current interval; re-evaluated every second. Only a
 * change of status redraws at once: the age is read on the second's tick, not on every answer.
 */
export function useFreshness(name: FeedName): Freshness {
  const session = useStores();
  const source = useFeedSource(name);
  useStore(source.feeds, (s) => s.feeds[name].status);
  useStore(source.feeds, (s) => s.feeds[name].error);
  const intervalMs = useStore(session.settings, (s) => s.intervals[name]);
  const now = useNow(1000);
  return freshnessOf(source.feeds.getState().feeds[name], intervalMs, now);
}

/** The round trip shown on the chart, if one is. */
export const useTripOnChart = (): TripOnChart | null => useStore(useStores().tripChart, (s) => s.shown);

export const useTheme = (): Theme => useStore(useStores().settings, (s) => s.theme);
export const useSettings = () => useStores().settings;

/**
 * Whether the feed is stale now. Checked on every answer and every second, but it redraws the caller only when
 * the answer changes: a panel dims without redrawing each second (the badge with the age does that, on its own).
 */
export function useStale(name: FeedName): boolean {
  const session = useStores();
  const source = useFeedSource(name);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offFeeds = source.feeds.subscribe(listener);
      const offClock = subscribeClock(1000, listener);
      return () => {
        offFeeds();
        offClock();
      };
    },
    [source],
  );
  const read = () => freshnessOf(source.feeds.getState().feeds[name], session.settings.getState().intervals[name], readClock(1000)).kind === 'stale';
  return useSyncExternalStore(subscribe, read, read);
}

/** Why the trading controls are off (the profile traded now is read-only), for their tooltip; null when it may trade. */
export const useReadOnlyReason = (): string | null => useFeedValue('status', readOnlyReason);
