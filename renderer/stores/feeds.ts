/**
 * The screen's polled feeds over the poller: the pairs list, the selected pair's depth and open orders, and the
 * host's status. Answers are written to the stores only if they are still for the selected pair.
 */
import type { BridgeResult } from '../../shared/bridge';
import { DEPTH_LIMIT, FEED_INTERVAL_MS, type FeedData, type FeedsStore, type PairFeedName } from './feeds-store';
import type { Invoke } from './invoke';
import type { MarketStore } from './market-store';
import { createPoller, type PollerEnv, type PollTask, type RunOutcome } from './poller';

/** The pairs rarely change; asking every minute still picks up a pair that stops (or starts) trading. */
export const PAIRS_INTERVAL_MS = 60_000;

export interface FeedsDeps {
  invoke: Invoke;
  market: MarketStore;
  feeds: FeedsStore;
  env: PollerEnv;
  now: () => number;
}

export interface Feeds {
  start: () => void;
  stop: () => void;
  /** After a trading action: depth and open orders now. */
  refreshAfterTrade: () => void;
}

export function createFeeds({ invoke, market, feeds, env, now }: FeedsDeps): Feeds {
  const outcome = (ok: boolean): RunOutcome => (ok ? 'ok' : 'error');

  const pairFeed = <N extends PairFeedName>(
    name: N,
    fetch: (pair: string) => Promise<BridgeResult<FeedData[N]>>,
  ): PollTask => ({
    name,
    intervalMs: FEED_INTERVAL_MS[name],
    run: async () => {
      const pair = market.getState().selected;
      feeds.getState().actions.requested(name);
      const result = await fetch(pair);
      if (market.getState().selected !== pair) return 'discarded';
      feeds.getState().actions.settled(name, result, now());
      return outcome(result.ok);
    },
  });

  const tasks: PollTask[] = [
    {
      name: 'pairs',
      intervalMs: PAIRS_INTERVAL_MS,
      run: async () => {
        market.getState().actions.pairsRequested();
        const result = await invoke('market.pairs', {});
        market.getState().actions.pairsSettled(result, now());
        return outcome(result.ok);
      },
    },
    {
      name: 'status',
      intervalMs: FEED_INTERVAL_MS.status,
      run: async () => {
        feeds.getState().actions.requested('status');
        const result = await invoke('status.get', {});
        feeds.getState().actions.settled('status', result, now());
        return outcome(result.ok);
      },
    },
    pairFeed('depth', (pair) => invoke('market.depth', { pair, limit: DEPTH_LIMIT })),
    pairFeed('openOrders', (pair) => invoke('account.openOrders', { pair })),
  ];
  const poller = createPoller(tasks, env);

  let unsubscribe: (() => void) | null = null;
  return {
    start() {
      unsubscribe ??= market.subscribe((state, previous) => {
        if (state.selected === previous.selected) return;
        feeds.getState().actions.switchPair(state.selected);
        poller.refresh('depth', 'openOrders');
      });
      poller.start();
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      poller.stop();
    },
    refreshAfterTrade: () => poller.refresh('depth', 'openOrders'),
  };
}
