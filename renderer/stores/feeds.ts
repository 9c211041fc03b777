/**
 * The screen's polled feeds over the poller: one task per feed of the feed table, plus the pair list. A feed runs
 * while a panel on screen uses it; its answer is written only if it is still for what the screen shows (pair,
 * period). Intervals follow the settings; the book and trades are asked faster with what the budget leaves idle
 * (fresh-pace.ts), those extra runs in the spare band.
 */
import { FEEDS, FEED_NAMES, type FeedContext, type FeedName } from './feed-table';
import type { FeedsStore, SettledAnswer } from './feeds-store';
import { phaseOfFeed } from './feed-phase';
import { bandOfRun, FRESH_FEEDS, FRESHEST_MS, paceFresh, type FreshFeed, type FreshIntervals } from './fresh-pace';
import { inBand, type ReadInvoke } from './invoke';
import type { MarketStore } from './market-store';
import { feedAnswered, feedsCommitted, feedUpdateStarts } from './perf-marks';
import { createPoller, type PollerEnv, type PollTask, type RunOutcome } from './poller';
import type { SettingsStore } from './settings-store';

/** The pairs rarely change; asking every minute still picks up a pair that stops (or starts) trading. */
export const PAIRS_INTERVAL_MS = 60_000;

/**
 * What a write may change, asked again at once after it (only the feeds on screen). `recentFills` too: a market or
 * IOC order's fill toast then comes with the next answer, not at the watch's next run up to 3 s later; still in the
 * background band, one run per write.
 */
export const AFTER_TRADE: readonly FeedName[] = ['depth', 'openOrders', 'allOpenOrders', 'positions', 'balance', 'trades', 'recentFills'];

/**
 * How long an answer waits for the other answers of its poll (requests still out) before it is drawn anyway: two
 * frames; answers of one poll on this machine come back within a few ms of each other.
 */
export const HOLD_MS = 32;

export interface FeedsDeps {
  invoke: ReadInvoke;
  market: MarketStore;
  feeds: FeedsStore;
  settings: SettingsStore;
  env: PollerEnv;
  now: () => number;
  /**
   * The feeds this poller runs (every one unless given), and whether it asks for the pair list: a market scope's
   * poller runs only the feeds of its market and leaves the rest to the session's.
   */
  only?: readonly FeedName[];
  pairs?: boolean;
  /**
   * A market shown beside the focused one (a scope's poller): the budget left idle goes to the focused market's
   * book and trades, so these are never asked faster than their intervals, and what a panel beside the focus needs
   * least often (BESIDE_FOCUS) is asked less often.
   */
  besideFocus?: boolean;
}

/** How many times its interval a feed of a market beside the focused one waits: its summary and its open orders (the chart's order lines) change the screen least. */
export const BESIDE_FOCUS: Partial<Record<FeedName, number>> = { summary: 10, openOrders: 5, candles: 3 };

export interface Feeds {
  start: () => void;
  stop: () => void;
  /** Marks a feed as on screen until the returned release is called. */
  use: (name: FeedName) => () => void;
  refresh: (...names: FeedName[]) => void;
  /** After a trading action: every feed it may have changed, now. */
  refreshAfterTrade: () => void;
  /** The feeds that run now. */
  active: () => FeedName[];
}

export function createFeeds({ invoke, market, feeds, settings, env, now, only = FEED_NAMES, pairs = true, besideFocus = false }: FeedsDeps): Feeds {
  const names = FEED_NAMES.filter((name) => only.includes(name));
  // A poll's answers are written in one frame (see PollerEnv.nextFrame): an answer waits while other feeds'
  // requests are out, up to HOLD_MS, then for the next frame; all that arrived by then are written in that frame.
  let waiting: SettledAnswer[] = [];
  let inFlight = 0;
  let frameAsked = false;
  let hold: unknown = null;
  const flush = (): void => {
    frameAsked = false;
    const answers = waiting;
    waiting = [];
    // One write each, in the order they came: a panel drawn straight from the store (the book, the ladder, the
    // chart) draws its answer at once, not after the others'; React still redraws the rest once, after them all.
    for (const answer of answers) {
      feedUpdateStarts(answer.name);
      feeds.getState().actions.settled(answer.name, answer.key, answer.result as never, answer.at, answer.askedAt);
    }
    feedsCommitted(answers.map((answer) => answer.name));
  };
  const askFrame = (): void => {
    if (hold !== null) env.timers.clearTimeout(hold);
    hold = null;
    if (frameAsked || waiting.length === 0 || !env.nextFrame) return;
    frameAsked = true;
    env.nextFrame(flush);
  };
  const write = (answer: SettledAnswer): boolean => {
    if (feeds.getState().feeds[answer.name].key !== answer.key) return false;
    if (!env.nextFrame) {
      feedUpdateStarts(answer.name);
      const settled = feeds.getState().actions.settled(answer.name, answer.key, answer.result as never, answer.at, answer.askedAt);
      feedsCommitted([answer.name]);
      return settled;
    }
    waiting.push(answer);
    if (inFlight === 0) askFrame();
    else if (hold === null && !frameAsked) hold = env.timers.setTimeout(askFrame, HOLD_MS);
    return true;
  };

  const context = (): FeedContext => {
    const { selected, period, listDue } = market.getState();
    return { pair: selected, period, listDue };
  };

  const isFresh = (name: FeedName): name is FreshFeed => !besideFocus && name in FRESHEST_MS;
  const regular = (): FreshIntervals => {
    const { intervals } = settings.getState();
    return { depth: intervals.depth, trades: intervals.trades };
  };
  // Turned off in the settings: the book and trades at their intervals, as set.
  const pace = (connection: Parameters<typeof paceFresh>[0]): FreshIntervals =>
    settings.getState().fasterFeeds ? paceFresh(connection, regular()) : regular();
  let paced = pace(feeds.getState().feeds.status.data?.connection);
  const lastScreenAt: Partial<Record<FreshFeed, number>> = {};
  const bandOf = (name: FeedName) => {
    if (!isFresh(name)) return FEEDS[name].band;
    const band = bandOfRun(now(), lastScreenAt[name] ?? null, regular()[name], paced[name]);
    if (band === 'screen') lastScreenAt[name] = now();
    return band;
  };
  const intervalOf = (name: FeedName): number =>
    isFresh(name) ? paced[name] : settings.getState().intervals[name] * (besideFocus ? (BESIDE_FOCUS[name] ?? 1) : 1);

  const feedTask = (name: FeedName): PollTask => ({
    name,
    intervalMs: intervalOf(name),
    always: FEEDS[name].always,
    fromStart: isFresh(name),
    phaseMs: (intervalMs) => phaseOfFeed(intervalMs, FEEDS[name].band),
    run: async (): Promise<RunOutcome> => {
      const ctx = context();
      const key = FEEDS[name].key(ctx);
      feeds.getState().actions.requested(name);
      const askedAt = now();
      const askedPerf = performance.now();
      inFlight += 1;
      let result;
      try {
        result = await FEEDS[name].fetch(inBand(invoke, bandOf(name)), ctx);
      } finally {
        inFlight -= 1;
      }
      feedAnswered(name, askedPerf);
      const written = write({ name, key, result, at: now(), askedAt });
      // The last answer out: what waits is drawn in the next frame.
      if (inFlight === 0) askFrame();
      if (!written) return 'discarded';
      return result.ok ? 'ok' : 'error';
    },
  });

  const pairsTask: PollTask = {
    name: 'pairs',
    intervalMs: PAIRS_INTERVAL_MS,
    always: true,
    run: async () => {
      market.getState().actions.pairsRequested();
      const result = await invoke('market.pairs', {});
      market.getState().actions.pairsSettled(result, now());
      return result.ok ? 'ok' : 'error';
    },
  };

  const poller = createPoller([...(pairs ? [pairsTask] : []), ...names.map(feedTask)], env);
  const unsubscribes: (() => void)[] = [];

  return {
    start() {
      if (unsubscribes.length > 0) return;
      unsubscribes.push(
        market.subscribe((state, previous) => {
          if (state.selected === previous.selected && state.period === previous.period) return;
          feeds.getState().actions.retarget(context());
          // Only what changed key is asked again; the poller skips feeds nobody looks at.
          const changed = names.filter(
            (name) => FEEDS[name].key(context()) !== FEEDS[name].key({ pair: previous.selected, period: previous.period }),
          );
          poller.refresh(...changed);
        }),
        settings.subscribe((state, previous) => {
          if (state.intervals === previous.intervals && state.fasterFeeds === previous.fasterFeeds) return;
          paced = pace(feeds.getState().feeds.status.data?.connection);
          for (const name of names) poller.setInterval(name, intervalOf(name));
        }),
        feeds.subscribe((state, previous) => {
          const status = state.feeds.status.data;
          if (status === previous.feeds.status.data) return;
          paced = pace(status?.connection);
          for (const name of FRESH_FEEDS) if (names.includes(name) && isFresh(name)) poller.setInterval(name, paced[name]);
        }),
      );
      poller.start();
    },
    stop() {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      poller.stop();
      if (hold !== null) env.timers.clearTimeout(hold);
      hold = null;
    },
    use: (name) => poller.use(name),
    refresh: (...names) => poller.refresh(...names),
    refreshAfterTrade: () => poller.refresh(...AFTER_TRADE),
    active: () => poller.active().filter((name): name is FeedName => name in FEEDS),
  };
}
