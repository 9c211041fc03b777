/**
 * A scheduler for polled tasks, with no React and no globals: timers, randomness and page visibility come in.
 * Each task runs at once on start, then every `intervalMs` after its previous run ended; or, given a clock, every
 * `intervalMs` from its previous run's start (while runs take under half the interval), so the feeds of one
 * interval that started together stay together and their answers are drawn in one frame. A task never has two runs
 * at once: a refresh asked for mid-run runs right after. Failures back off, doubling with jitter, up to a cap.
 * Nothing runs while the page is hidden; on showing again every task runs at once. A task that is not `always`
 * runs only while something uses it (a panel on screen): the first use runs it at once, the last release stops it.
 */

/** How a run ended. `discarded`: its answer was no longer wanted (the pair changed); the backoff is untouched. */
export type RunOutcome = 'ok' | 'error' | 'discarded';

export interface PollTask {
  name: string;
  intervalMs: number;
  run: () => Promise<RunOutcome>;
  /** Runs whether or not anything uses it (the connection status, the pair list). False unless given. */
  always?: boolean;
  /**
   * The interval counts from when a run began, not from when it ended: a run that waited for the request budget
   * then costs no extra time (the book asked 4 times a second gets 4 answers a second). False unless given.
   */
  fromStart?: boolean;
  /**
   * Given a clock, where in its interval the task runs: runs land on the times t (ms since the poller started) with
   * t mod interval = phase, the one nearest a full interval after the previous run began. Tasks of one interval and phase then ask together
   * (their answers drawn in one frame), while tasks of other intervals keep off their moments. Unless given, every
   * run counts a full interval from the previous one's start.
   */
  phaseMs?: (intervalMs: number) => number;
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
  /**
   * Runs `run` before the next frame is drawn. Answers that arrive within one frame are written to the stores
   * together, so the screen redraws once for them. Without it (tests), each answer is written at once.
   */
  nextFrame?: (run: () => void) => void;
  /**
   * A monotonic clock (ms). Given, every task keeps its phase (interval from start to start); without it, Date.now
   * and the interval counts from a run's end, except for `fromStart` tasks.
   */
  now?: () => number;
}

export interface Poller {
  start: () => void;
  stop: () => void;
  /** Runs the named tasks now (or right after their current run), if they are in use. */
  refresh: (...names: string[]) => void;
  /** Marks a task in use until the returned release is called; uses are counted. */
  use: (name: string) => () => void;
  /** A new interval; the wait under way then ends that long after the previous run ended. */
  setInterval: (name: string, intervalMs: number) => void;
  /** The tasks that run now: in use, or always. */
  active: () => string[];
}

export const MAX_BACKOFF_MS = 10_000;

/** Delay before the next run after `failures` failures in a row: the interval, or a jittered doubling of it. */
export function nextDelay(intervalMs: number, failures: number, random: () => number): number {
  if (failures === 0) return intervalMs;
  const ceiling = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
  // "Equal jitter": half fixed, half random, so retries spread out but never come back at once.
  return ceiling / 2 + random() * (ceiling / 2);
}

/** The time nearest `due` whose remainder by `intervalMs` is `phaseMs`. */
export function onPhase(due: number, intervalMs: number, phaseMs: number): number {
  return Math.round((due - phaseMs) / intervalMs) * intervalMs + phaseMs;
}

interface TaskState {
  task: PollTask;
  intervalMs: number;
  users: number;
  timer: unknown;
  /** When the wait under way is counted from: the previous run's end (or its start, for `fromStart`). */
  waitFrom: number;
  running: boolean;
  rerun: boolean;
  failures: number;
}

export function createPoller(tasks: readonly PollTask[], env: PollerEnv): Poller {
  const { timers, random, visibility, now = Date.now } = env;
  const states = new Map<string, TaskState>(
    tasks.map((task) => [
      task.name,
      { task, intervalMs: task.intervalMs, users: 0, timer: null, waitFrom: 0, running: false, rerun: false, failures: 0 },
    ]),
  );
  /** When a run counted from `due` goes: moved onto the task's phase, for a phased task on a clock. */
  const dueOf = (state: TaskState, due: number): number => {
    const { phaseMs, fromStart } = state.task;
    if (!phaseMs || fromStart === true || env.now === undefined) return due;
    return epoch + onPhase(due - epoch, state.intervalMs, phaseMs(state.intervalMs));
  };
  const isActive = (state: TaskState): boolean => state.task.always === true || state.users > 0;
  let started = false;
  let epoch = 0;
  let unsubscribe: (() => void) | null = null;

  const cancelTimer = (state: TaskState): void => {
    if (state.timer !== null) timers.clearTimeout(state.timer);
    state.timer = null;
  };

  const schedule = (state: TaskState, ms: number): void => {
    cancelTimer(state);
    if (!started || visibility.isHidden() || !isActive(state)) return;
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
    if (!started || visibility.isHidden() || !isActive(state)) return;
    cancelTimer(state);
    const startedAt = now();
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
      const delay = nextDelay(state.intervalMs, state.failures, random);
      const fromStart = state.task.fromStart === true;
      const onClock = state.failures === 0 && (fromStart || env.now !== undefined);
      state.waitFrom = onClock ? startedAt : now();
      const due = onClock ? dueOf(state, state.waitFrom + delay) : state.waitFrom + delay;
      // A fresh feed may ask again at once after a slow answer; the others wait at least half their interval.
      schedule(state, Math.max(fromStart ? 0 : delay / 2, due - now()));
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
      epoch = now();
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
    use(name) {
      const state = states.get(name);
      if (!state) throw new Error(`no poll task ${name}`);
      state.users += 1;
      if (state.users === 1 && state.task.always !== true) void runNow(state);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        state.users -= 1;
        if (!isActive(state)) {
          cancelTimer(state);
          state.failures = 0;
        }
      };
    },
    setInterval(name, intervalMs) {
      const state = states.get(name);
      if (!state || state.intervalMs === intervalMs) return;
      state.intervalMs = intervalMs;
      // From when the wait began, not from now: an interval that keeps changing never puts the run off.
      if (state.timer !== null && state.failures === 0) schedule(state, Math.max(0, dueOf(state, state.waitFrom + intervalMs) - now()));
    },
    active: () => [...states.values()].filter(isActive).map((s) => s.task.name),
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
  now: () => performance.now(),
  nextFrame: (run) => {
    // A task of its own rather than an animation frame: what it writes and what the chart asks to draw while it
    // writes (lightweight-charts draws in its own animation frame) then go out in the same next frame, not two.
    // A hidden page runs it too.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  },
});
