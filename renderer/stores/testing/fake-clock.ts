/** Test support: vitest's fake clock for every test of a file, and a poller environment that runs on it. */
import { afterEach, beforeEach, vi } from 'vitest';
import type { PollerEnv, Visibility } from '../poller';

/** Each test starts with fake timers at `now` (ms) and ends back on real ones. */
export function fakeClockForEachTest(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

const alwaysVisible: Visibility = { isHidden: () => false, onChange: () => () => {} };

/** The global timers (fake under fakeClockForEachTest), a page that stays visible unless told, no jitter. */
export const timerEnv = (visibility: Visibility = alwaysVisible, random = () => 0.5): PollerEnv => ({
  timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  random,
  visibility,
});
