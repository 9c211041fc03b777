/** The polled feeds, each loadable state. Pair feeds say which pair their data is for. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AppStatus, BridgeResult } from '../../shared/bridge';
import type { Depth, Order } from '../../shared/exchange';
import { begin, idle, loading, settle, type Loadable } from './loadable';
import { useSession } from './session-context';

export type PairFeed<T> = Loadable<T> & { pair: string };

export interface FeedData {
  depth: Depth;
  openOrders: Order[];
  status: AppStatus;
}
export type FeedName = keyof FeedData;
export type PairFeedName = 'depth' | 'openOrders';

/** How often each feed is asked for. Staleness is measured against these too. */
export const FEED_INTERVAL_MS: Record<FeedName, number> = { depth: 1000, openOrders: 2000, status: 5000 };
export const DEPTH_LIMIT = 20;

export interface FeedsState {
  depth: PairFeed<Depth>;
  openOrders: PairFeed<Order[]>;
  status: Loadable<AppStatus>;
  actions: {
    /** Forget the old pair's data at once, so nothing of it shows under the new pair's name. */
    switchPair: (pair: string) => void;
    requested: (name: FeedName) => void;
    settled: <N extends FeedName>(name: N, result: BridgeResult<FeedData[N]>, at: number) => void;
  };
}

export type FeedsStore = ReturnType<typeof createFeedsStore>;

export function createFeedsStore(pair: string) {
  return createStore<FeedsState>()((set) => ({
    depth: { ...idle<Depth>(), pair },
    openOrders: { ...idle<Order[]>(), pair },
    status: idle(),
    actions: {
      switchPair: (next) =>
        set({ depth: { ...loading<Depth>(), pair: next }, openOrders: { ...loading<Order[]>(), pair: next } }),
      requested: (name) => set((s) => ({ [name]: { ...s[name], ...begin<unknown>(s[name]) } })),
      settled: <N extends FeedName>(name: N, result: BridgeResult<FeedData[N]>, at: number) =>
        set((s) => {
          const current = s[name] as Loadable<FeedData[N]>;
          // Spread first: a pair feed keeps its `pair`.
          return { [name]: { ...current, ...settle(current, result, at) } } as Partial<FeedsState>;
        }),
    },
  }));
}

/** Any slice of the feeds; pass a selector that builds an object through useShallow. */
export const useFeedsSlice = <T>(selector: (s: FeedsState) => T): T => useStore(useSession().feeds, selector);

/** A pair feed's state, but only when it is for `pair`; otherwise it is as if still loading. */
export function useDepthFor(pair: string): PairFeed<Depth> {
  const feed = useFeedsSlice((s) => s.depth);
  return feed.pair === pair ? feed : { ...loading<Depth>(), pair };
}
export function useOpenOrdersFor(pair: string): PairFeed<Order[]> {
  const feed = useFeedsSlice((s) => s.openOrders);
  return feed.pair === pair ? feed : { ...loading<Order[]>(), pair };
}
export const useAppStatus = (): Loadable<AppStatus> => useFeedsSlice((s) => s.status);
