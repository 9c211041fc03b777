/**
 * The full sweep of open orders: every listed market asked once, one at a time, in the background. It runs at the
 * start of a session (orders may rest where the journal does not know, e.g. placed from another device) and when
 * the trader asks (Refresh all markets). What it finds feeds the watch set through the per-market reads, so the
 * "all markets" open orders then ask those markets each poll. Background band: it paces itself, one market per
 * SWEEP_GAP_MS, so that it never takes what the screen needs (the scheduler's background band bounds it too).
 */
import type { OpenOrdersSweep } from '../../shared/bridge';

/** Between two markets of a sweep: 150 markets take about a minute and never more than 2 requests a second. */
export const SWEEP_GAP_MS = 400;

export interface SweepDeps {
  /** Every listed market, in the exchange's order. */
  markets: () => Promise<string[]>;
  /** One market's open orders (recorded in the watch set by the account service). */
  read: (pair: string) => Promise<unknown>;
  now?: () => number;
  gapMs?: number;
}

export interface Sweeper {
  /** Starts a sweep unless one is running; the progress as it stands. */
  start(): OpenOrdersSweep;
  progress(): OpenOrdersSweep;
  /** Stops a running sweep (the session is closing). */
  close(): void;
}

export function createSweeper({ markets, read, now = Date.now, gapMs = SWEEP_GAP_MS }: SweepDeps): Sweeper {
  let state: OpenOrdersSweep = { running: false, done: 0, total: 0, failed: [], startedAt: null, finishedAt: null };
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, gapMs);
    });

  async function run(): Promise<void> {
    try {
      const list = await markets();
      state = { ...state, total: list.length };
      for (const pair of list) {
        if (closed) return;
        const failed = await read(pair).then(
          () => false,
          () => true,
        );
        state = { ...state, done: state.done + 1, failed: failed ? [...state.failed, pair] : state.failed };
        await pause();
      }
    } catch {
      state = { ...state, failed: ['the market list'] };
    } finally {
      state = { ...state, running: false, finishedAt: now() };
    }
  }

  return {
    start() {
      if (!state.running && !closed) {
        state = { running: true, done: 0, total: 0, failed: [], startedAt: now(), finishedAt: null };
        void run();
      }
      return state;
    },
    progress: () => state,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
