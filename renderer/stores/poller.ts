/**
 * A scheduler for polled tasks, with no React and no globals: timers, randomness and page visibility come in.
 * Each task runs at once on start, then every `intervalMs` after its previous run ended. A task never has two runs
 * at once: a refresh asked for mid-run runs right after. Failures back off, doubling with jitter, up to a cap.
 * Nothing runs while the page is hidden; on showing again every task runs at once.
 */

/** How a run ended. `discarded`: its answer was no longer wanted (the pair changed); the backoff is untouched. */
export type RunOutcome = 'ok' | 'error' | 'discarded';

export interface PollTask {
  name: string;
  intervalMs: number;
  run: () => Promise<RunOutcome>;
}

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface Visibility {
  isHidden: () => boolean;
  /** Calls `listener` when the page is hidden or shown; returns the unsubscribe. */
  onChange: (listener: () => void) => () => void;
}

export interface PollerEnv {
  timers: Timers;
  /** A number in [0, 1), as Math.random. */
  random: () => number;
  visibility: Visibility;
}

export interface Poller {
  start: () => void;
  stop: () => void;
  /** Runs the named tasks now (or right after their current run). */
  refresh: (...names: string[]) => void;
}

export const MAX_BACKOFF_MS = 10_000;

/** Delay before the next run after `failures` failures in a row: the interval, or a jittered doubling of it. */
export function nextDelay(intervalMs: number, failures: number, random: () => number): number {
  if (failures === 0) return intervalMs;
  const ceiling = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
  // "Equal jitter": half fixed, half random, so retries spread out but never come back at once.
  return ceiling / 2 + random() * (ceiling / 2);
}

interface TaskState {
  task: PollTask;
  timer: unknown;
  running: boolean;
  rerun: boolean;
  failures: number;
}

export function createPoller(tasks: readonly PollTask[], env: PollerEnv): Poller {
  const { timers, random, visibility } = env;
  const states = new Map<string, TaskState>(
    tasks.map((task) => [task.name, { task, timer: null, running: false, rerun: false, failures: 0 }]),
  );
  let started = false;
  let unsubscribe: (() => void) | null = null;

  const cancelTimer = (state: TaskState): void => {
    if (state.timer !== null) timers.clearTimeout(state.timer);
    state.timer = null;
  };

  const schedule = (state: TaskState, ms: number): void => {
    cancelTimer(state);
    if (!started || visibility.isHidden()) return;
    state.timer = timers.setTimeout(() => {
      state.timer = null;
      void runNow(state);
    }, ms);
  };

  const runNow = async (state: TaskState): Promise<void> => {
    if (state.running) {
      state.rerun = true;
      return;
    }
    if (!started || visibility.isHidden()) return;
    cancelTimer(state);
    state.running = true;
    state.rerun = false;
    let outcome: RunOutcome;
    try {
      outcome = await state.task.run();
    } catch {
      outcome = 'error';
    }
    state.running = false;
    if (outcome === 'ok') state.failures = 0;
    if (outcome === 'error') state.failures += 1;
    if (state.rerun) {
      state.rerun = false;
      void runNow(state);
    } else {
      schedule(state, nextDelay(state.task.intervalMs, state.failures, random));
    }
  };

  const runAll = (): void => {
    for (const state of states.values()) void runNow(state);
  };

  const onVisibilityChange = (): void => {
    if (!started) return;
    if (visibility.isHidden()) for (const state of states.values()) cancelTimer(state);
    else runAll();
  };

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = visibility.onChange(onVisibilityChange);
      runAll();
    },
    stop() {
      started = false;
      unsubscribe?.();
      unsubscribe = null;
      for (const state of states.values()) cancelTimer(state);
    },
    refresh(...names) {
      for (const name of names) {
        const state = states.get(name);
        if (state) void runNow(state);
      }
    },
  };
}

/** The page's own visibility, for the real app. */
export const documentVisibility: Visibility = {
  isHidden: () => document.hidden,
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export const browserPollerEnv = (): PollerEnv => ({
  timers: {
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  },
  random: Math.random,
  visibility: documentVisibility,
});
