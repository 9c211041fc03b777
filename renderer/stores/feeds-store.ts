/** The polled feeds, each a loadable state with the key (pair, or pair and period) its data is for. */
import { createStore } from 'zustand/vanilla';
import type { BridgeResult } from '../../shared/bridge';
import { FEEDS, FEED_NAMES, type FeedContext, type FeedData, type FeedName } from './feed-table';
import { begin, idle, loading, settle, type Loadable } from './loadable';

export type KeyedLoadable<T> = Loadable<T> & { key: string };

export type FeedStates = { [N in FeedName]: KeyedLoadable<FeedData[N]> };

export interface SettledAnswer {
  name: FeedName;
  key: string;
  result: BridgeResult<unknown>;
  at: number;
}

export interface FeedsState {
  feeds: FeedStates;
  actions: {
    /** The screen now shows `ctx`: a feed whose key changes forgets its data at once, so nothing old shows under a new name. */
    retarget: (ctx: FeedContext) => void;
    requested: (name: FeedName) => void;
    /** Writes the answer if it is still for the feed's key; says whether it was. */
    settled: <N extends FeedName>(name: N, key: string, result: BridgeResult<FeedData[N]>, at: number) => boolean;
    /** Writes several answers in one update (one redraw), each only if still for its feed's key. */
    settledMany: (answers: readonly SettledAnswer[]) => void;
  };
}

export type FeedsStore = ReturnType<typeof createFeedsStore>;

export function createFeedsStore(ctx: FeedContext) {
  const initial = Object.fromEntries(FEED_NAMES.map((name) => [name, { ...idle(), key: FEEDS[name].key(ctx) }])) as FeedStates;
  return createStore<FeedsState>()((set, get) => ({
    feeds: initial,
    actions: {
      retarget: (next) => {
        const feeds = { ...get().feeds };
        let changed = false;
        for (const name of FEED_NAMES) {
          const key = FEEDS[name].key(next);
          if (feeds[name].key === key) continue;
          (feeds as Record<FeedName, KeyedLoadable<unknown>>)[name] = { ...loading(), key };
          changed = true;
        }
        if (changed) set({ feeds });
      },
      requested: (name) =>
        set((s) => {
          const current = s.feeds[name] as KeyedLoadable<unknown>;
          const next = begin(current);
          return next === current ? s : { feeds: { ...s.feeds, [name]: { ...next, key: current.key } } };
        }),
      settled: (name, key, result, at) => {
        const current = get().feeds[name] as KeyedLoadable<unknown>;
        if (current.key !== key) return false;
        set((s) => ({ feeds: { ...s.feeds, [name]: { ...settle(current, result, at), key } } }));
        return true;
      },
      settledMany: (answers) => {
        const feeds = { ...get().feeds } as Record<FeedName, KeyedLoadable<unknown>>;
        let changed = false;
        for (const { name, key, result, at } of answers) {
          const current = feeds[name];
          if (current.key !== key) continue;
          feeds[name] = { ...settle(current, result, at), key };
          changed = true;
        }
        if (changed) set({ feeds: feeds as FeedStates });
      },
    },
  }));
}
