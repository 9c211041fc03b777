/** The polled feeds, each a loadable state with the key (pair, or pair and period) its data is for. */
import { createStore } from 'zustand/vanilla';
import type { BridgeResult } from '../../shared/bridge';
import type { Order } from '../../shared/exchange';
import { FEEDS, FEED_NAMES, type FeedContext, type FeedData, type FeedName } from './feed-table';
import { begin, idle, loading, settle, type Loadable } from './loadable';

export type KeyedLoadable<T> = Loadable<T> & { key: string };

export type FeedStates = { [N in FeedName]: KeyedLoadable<FeedData[N]> };

export interface SettledAnswer {
  name: FeedName;
  key: string;
  result: BridgeResult<unknown>;
  at: number;
  /** When its run asked (the session's clock): orders shown from a create's answer after that are kept. */
  askedAt?: number;
}

/** How long an order shown from its create's answer waits for an open-orders answer asked after it. */
const PLACED_KEPT_MS = 10_000;
const ORDER_FEEDS = ['openOrders', 'allOpenOrders'] as const;

export interface FeedsState {
  feeds: FeedStates;
  actions: {
    /** The screen now shows `ctx`: a feed whose key changes forgets its data at once, so nothing old shows under a new name. */
    retarget: (ctx: FeedContext) => void;
    requested: (name: FeedName) => void;
    /** Writes the answer if it is still for the feed's key; says whether it was. */
    settled: <N extends FeedName>(name: N, key: string, result: BridgeResult<FeedData[N]>, at: number, askedAt?: number) => boolean;
    /**
     * An order the exchange has just acknowledged, shown in the open orders at once; kept over answers asked before
     * `at` (they could not know it), until one asked after it says what it is.
     */
    showPlaced: (order: Order, at: number) => void;
    /**
     * The app trades another profile since `at`: every feed forgets what it showed (the other venue's), and an
     * answer asked before then is dropped when it comes.
     */
    forgetAll: (at: number) => void;
    /**
     * Takes what another store (a market scope's) holds for the keys this one has now and shows nothing for yet: the
     * focus moving to a panel of another market keeps its book, tape and candles on screen while they are asked again.
     */
    adopt: (from: FeedStates) => void;
  };
}

export type FeedsStore = ReturnType<typeof createFeedsStore>;

export function createFeedsStore(ctx: FeedContext) {
  const initial = Object.fromEntries(FEED_NAMES.map((name) => [name, { ...idle(), key: FEEDS[name].key(ctx) }])) as FeedStates;
  let placed: { order: Order; at: number }[] = [];
  let forgottenAt = -Infinity;
  /** An open-orders answer with the orders placed after it was asked added (none for other feeds). */
  const withPlaced = ({ name, key, result, askedAt }: SettledAnswer): BridgeResult<unknown> => {
    if (!result.ok || askedAt === undefined || !(ORDER_FEEDS as readonly string[]).includes(name) || placed.length === 0) return result;
    const orders = result.value as Order[];
    const missing = placed.filter(
      (p) => p.at > askedAt && (name === 'allOpenOrders' || p.order.symbol === key) && !orders.some((o) => o.id === p.order.id),
    );
    return missing.length === 0 ? result : { ok: true, value: [...missing.map((p) => p.order), ...orders] };
  };
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
      settled: (name, key, result, at, askedAt) => {
        const current = get().feeds[name] as KeyedLoadable<unknown>;
        if (current.key !== key || (askedAt !== undefined && askedAt <= forgottenAt)) return false;
        const kept = withPlaced({ name, key, result, at, askedAt });
        set((s) => ({ feeds: { ...s.feeds, [name]: { ...settle(current, kept, at), key } } }));
        return true;
      },
      forgetAll: (at) => {
        placed = [];
        forgottenAt = at;
        const feeds = Object.fromEntries(FEED_NAMES.map((name) => [name, { ...loading(), key: get().feeds[name].key }])) as FeedStates;
        set({ feeds });
      },
      adopt: (from) => {
        const feeds = { ...get().feeds };
        let changed = false;
        for (const name of FEED_NAMES) {
          const mine = feeds[name] as KeyedLoadable<unknown>;
          const theirs = from[name] as KeyedLoadable<unknown>;
          if (theirs.key !== mine.key || theirs.data === null || (mine.data !== null && (mine.updatedAt ?? 0) >= (theirs.updatedAt ?? 0))) continue;
          (feeds as Record<FeedName, KeyedLoadable<unknown>>)[name] = theirs;
          changed = true;
        }
        if (changed) set({ feeds });
      },
      showPlaced: (order, at) => {
        placed = [...placed.filter((p) => at - p.at < PLACED_KEPT_MS), { order, at }];
        const feeds = { ...get().feeds };
        let changed = false;
        for (const name of ORDER_FEEDS) {
          const current = feeds[name];
          if (!current.data || (name === 'openOrders' && current.key !== order.symbol) || current.data.some((o) => o.id === order.id)) continue;
          feeds[name] = { ...current, data: [order, ...current.data] };
          changed = true;
        }
        if (changed) set({ feeds });
      },
    },
  }));
}

/** The market summary's mark price and last price, if the summary held is `pair`'s; nulls otherwise. */
export function summaryPricesOf(state: FeedsState, pair: string): { mark: string | null; last: string | null } {
  const summary = state.feeds.summary.data;
  return summary?.pair === pair ? { mark: summary.markPrice, last: summary.ticker.close } : { mark: null, last: null };
}
