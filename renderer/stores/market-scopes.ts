/**
 * The markets a workspace shows beside the session's own. The session's stores hold one market and one chart
 * period (the focused panel's: the order form trades it); a panel showing another market, or a chart of another
 * period, reads a scope of its own: a market store fixed on that market and period, a feeds store, and a poller
 * that runs only the feeds keyed by market or period (the book, the tape, the candles, the summary, the market's
 * open orders). The account-wide feeds stay the session's. Panels of one market and period share one scope, so
 * each market shown is asked once whatever number of panels show it; the last panel gone stops its polling.
 */
import type { KlinePeriod } from '../../shared/exchange';
import { FEEDS, FEED_NAMES, type FeedName } from './feed-table';
import { createFeeds, type Feeds } from './feeds';
import { createFeedsStore, type FeedsStore } from './feeds-store';
import type { ReadInvoke } from './invoke';
import { createMarketStore, PERIOD_KEY, SELECTED_PAIR_KEY, type MarketStore } from './market-store';
import type { PollerEnv } from './poller';
import type { SettingsStore } from './settings-store';
import { memoryStorage } from './storage';

/** The feeds whose answer depends on the market or the chart's period: a scope polls these for its own. */
export const SCOPED_FEEDS: readonly FeedName[] = FEED_NAMES.filter((name) => {
  const key = FEEDS[name].key;
  return (
    key({ pair: 'A-B', period: '1MIN' }) !== key({ pair: 'C-D', period: '1MIN' }) ||
    key({ pair: 'A-B', period: '1MIN' }) !== key({ pair: 'A-B', period: '1DAY' })
  );
});

export interface MarketScope {
  market: MarketStore;
  feeds: FeedsStore;
  poller: Feeds;
}

export interface MarketScopes {
  /** The scope of `pair` at `period`, made on the first ask; `release` when the panel goes (the last stops it). */
  acquire(pair: string, period: KlinePeriod): { scope: MarketScope; release: () => void };
  /** The scopes of `pair` alive now, of any period (nothing is made). */
  ofPair(pair: string): MarketScope[];
  /** Another profile is traded since `at`: every scope forgets what it showed (the session's feeds do the same). */
  forgetAll(at: number): void;
  /** The scopes alive now, by "pair period" (a test's and a benchmark's view). */
  keys(): string[];
}

export interface MarketScopesDeps {
  invoke: ReadInvoke;
  /** The session's market store: its pair list is every scope's. */
  market: MarketStore;
  settings: SettingsStore;
  env: PollerEnv;
  now: () => number;
}

export function createMarketScopes({ invoke, market: session, settings, env, now }: MarketScopesDeps): MarketScopes {
  const alive = new Map<string, { scope: MarketScope; users: number; stop: () => void }>();

  const open = (pair: string, period: KlinePeriod) => {
    const market = createMarketStore(memoryStorage({ [SELECTED_PAIR_KEY]: pair, [PERIOD_KEY]: period }));
    market.setState({ pairs: session.getState().pairs });
    const unsubscribe = session.subscribe((state, previous) => {
      if (state.pairs !== previous.pairs) market.setState({ pairs: state.pairs });
    });
    const feeds = createFeedsStore({ pair, period });
    const poller = createFeeds({ invoke, market, feeds, settings, env, now, only: SCOPED_FEEDS, pairs: false, besideFocus: true });
    poller.start();
    return {
      scope: { market, feeds, poller },
      users: 0,
      stop: () => {
        unsubscribe();
        poller.stop();
      },
    };
  };

  return {
    acquire(pair, period) {
      const key = `${pair} ${period}`;
      const entry = alive.get(key) ?? open(pair, period);
      alive.set(key, entry);
      entry.users += 1;
      let released = false;
      return {
        scope: entry.scope,
        release: () => {
          if (released) return;
          released = true;
          entry.users -= 1;
          if (entry.users > 0 || alive.get(key) !== entry) return;
          alive.delete(key);
          entry.stop();
        },
      };
    },
    ofPair: (pair) => [...alive.entries()].filter(([key]) => key.startsWith(`${pair} `)).map(([, entry]) => entry.scope),
    forgetAll(at) {
      for (const { scope } of alive.values()) {
        scope.feeds.getState().actions.forgetAll(at);
        scope.poller.refresh(...SCOPED_FEEDS);
      }
    },
    keys: () => [...alive.keys()],
  };
}
