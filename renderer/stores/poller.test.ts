import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPoller, MAX_BACKOFF_MS, nextDelay, type PollerEnv, type RunOutcome } from './poller';
import { fakeClockForEachTest, timerEnv } from './testing/fake-clock';

/** A page whose visibility the test flips. */
function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    isHidden: () => hidden,
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
}

const envWith = (visibility = fakeVisibility(), random = () => 0.5): PollerEnv => timerEnv(visibility, random);

/** A task whose runs the test ends by hand, recording when each began. */
function manualTask(name: string, intervalMs: number) {
  const starts: number[] = [];
  const endings: ((outcome: RunOutcome) => void)[] = [];
  return {
    starts,
    get inFlight() {
      return endings.length;
    },
    end(outcome: RunOutcome = 'ok') {
      endings.shift()?.(outcome);
    },
    task: {
      name,
      intervalMs,
      always: true,
      run: () => {
        starts.push(Date.now());
        return new Promise<RunOutcome>((resolve) => endings.push(resolve));
      },
    },
  };
}

/** A task that answers at once with the outcomes given, then `ok`. */
function instantTask(name: string, intervalMs: number, outcomes: RunOutcome[] = []) {
  const starts: number[] = [];
  return {
    starts,
    task: { name, intervalMs, always: true, run: async () => (starts.push(Date.now()), outcomes.shift() ?? 'ok') },
  };
}

/** A poller of `tasks` started `ms` ago, stopped when the test ends. */
async function startedFor(ms: number, tasks: Parameters<typeof createPoller>[0], env = envWith()) {
  const poller = createPoller(tasks, env);
  onTestFinished(() => poller.stop());
  poller.start();
  await vi.advanceTimersByTimeAsync(ms);
  return poller;
}

fakeClockForEachTest(0);

describe('createPoller', () => {
  it('runs each task at once, then every interval after its previous run', async () => {
    const fast = instantTask('fast', 1000);
    const slow = instantTask('slow', 5000);
    await startedFor(10_000, [fast.task, slow.task]);
    expect(fast.starts).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000]);
    expect(slow.starts).toEqual([0, 5000, 10_000]);
  });

  it('given a clock, keeps each task in phase: start to start, so feeds started together stay together', async () => {
    const depth = manualTask('depth', 1000);
    const trades = manualTask('trades', 1000);
    const poller = createPoller([depth.task, trades.task], { ...envWith(), now: () => Date.now() });
    poller.start();
    // One answer takes 300 ms, the other 20 ms: both still start again at 1000, then at 2000.
    await vi.advanceTimersByTimeAsync(20);
    trades.end();
    await vi.advanceTimersByTimeAsync(280);
    depth.end();
    await vi.advanceTimersByTimeAsync(700);
    expect(depth.starts).toEqual([0, 1000]);
    expect(trades.starts).toEqual([0, 1000]);
    // A run slower than half the interval waits half the interval after it, never starting at once.
    await vi.advanceTimersByTimeAsync(800);
    depth.end();
    trades.end();
    await vi.advanceTimersByTimeAsync(499);
    expect(depth.starts).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(depth.starts).toEqual([0, 1000, 2300]);
    poller.stop();
  });

  it('counts the interval from the end of a slow run, never starting a second while one is out', async () => {
    const t = manualTask('depth', 1000);
    await startedFor(5000, [t.task]);
    expect(t.starts).toEqual([0]);
    expect(t.inFlight).toBe(1);
    t.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(t.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.starts).toEqual([0, 6000]);
  });

  it('runs a refresh asked for mid-run once, right after that run ends', async () => {
    const t = manualTask('orders', 2000);
    const poller = await startedFor(100, [t.task]);
    poller.refresh('orders');
    poller.refresh('orders');
    expect(t.inFlight).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    t.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.starts).toEqual([0, 200]);
    expect(t.inFlight).toBe(1);
  });

  it('runs a refresh at once when idle, and restarts the interval from there', async () => {
    const t = instantTask('orders', 2000);
    const poller = await startedFor(500, [t.task]);
    poller.refresh('orders', 'no-such-task');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.starts).toEqual([0, 500, 2500]);
  });

  it('backs off after failures, doubling with jitter up to 10 s, and recovers on success', async () => {
    const t = instantTask('depth', 1000, ['error', 'error', 'error', 'error', 'error', 'error']);
    await startedFor(
      60_000,
      [t.task],
      envWith(undefined, () => 0.5),
    );
    const gaps = t.starts.slice(1, 9).map((start, i) => start - (t.starts[i] ?? 0));
    // With random 0.5 each delay is 3/4 of the doubled interval, capped at 10 s: 1.5, 3, 6, 7.5, 7.5, 7.5 s; then ok.
    expect(gaps).toEqual([1500, 3000, 6000, 7500, 7500, 7500, 1000, 1000]);
  });

  it('a discarded run neither resets nor grows the backoff', async () => {
    const t = instantTask('depth', 1000, ['error', 'discarded', 'error']);
    await startedFor(
      10_000,
      [t.task],
      envWith(undefined, () => 0),
    );
    const gaps = t.starts.slice(1, 4).map((start, i) => start - (t.starts[i] ?? 0));
    expect(gaps).toEqual([1000, 1000, 2000]);
  });

  it('treats a run that throws as a failure and keeps polling', async () => {
    let calls = 0;
    const run = () => (calls++ === 0 ? Promise.reject(new Error('boom')) : Promise.resolve('ok' as const));
    await startedFor(
      1000,
      [{ name: 'x', intervalMs: 1000, always: true, run }],
      envWith(undefined, () => 0),
    );
    expect(calls).toBe(2);
  });

  it('pauses while the page is hidden and runs everything at once when it shows again', async () => {
    const visibility = fakeVisibility();
    const t = instantTask('depth', 1000);
    const poller = await startedFor(1500, [t.task], envWith(visibility));
    visibility.set(true);
    poller.refresh('depth');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.starts).toEqual([0, 1000]);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.starts).toEqual([0, 1000, 31_500, 32_500]);
  });

  it('does not start while hidden, and a run that ends while hidden schedules nothing', async () => {
    const visibility = fakeVisibility();
    const t = manualTask('depth', 1000);
    const poller = createPoller([t.task], envWith(visibility));
    poller.start();
    visibility.set(true);
    t.end();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.starts).toEqual([0]);
    poller.stop();
  });

  it('stops', async () => {
    const t = instantTask('depth', 1000);
    const poller = createPoller([t.task], envWith());
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    poller.refresh('depth');
    expect(t.starts).toEqual([0]);
  });
});

describe('feeds on screen only', () => {
  const onScreenTask = (name: string, intervalMs: number) => {
    const t = instantTask(name, intervalMs);
    return { ...t, task: { ...t.task, always: false } };
  };

  it('runs a task only while something uses it, at once on first use', async () => {
    const trades = onScreenTask('trades', 1000);
    const poller = await startedFor(5000, [trades.task]);
    expect(trades.starts).toEqual([]);
    expect(poller.active()).toEqual([]);

    const release = poller.use('trades');
    const second = poller.use('trades');
    await vi.advanceTimersByTimeAsync(2500);
    expect(trades.starts).toEqual([5000, 6000, 7000]);
    release();
    release(); // a second release of the same use counts once
    await vi.advanceTimersByTimeAsync(1000);
    expect(trades.starts).toHaveLength(4);
    second();
    expect(poller.active()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(trades.starts).toHaveLength(4);
    poller.refresh('trades'); // nobody looks: nothing to refresh
    expect(trades.starts).toHaveLength(4);
  });

  it('takes a new interval at once', async () => {
    const t = instantTask('depth', 1000);
    const poller = await startedFor(100, [t.task]);
    poller.setInterval('depth', 3000);
    await vi.advanceTimersByTimeAsync(6000);
    expect(t.starts).toEqual([0, 3000, 6000]); // the wait under way ends the new interval after the last run
  });
});

describe('nextDelay', () => {
  it('is the interval without failures', () => {
    expect(nextDelay(2000, 0, () => 0.99)).toBe(2000);
  });

  it('stays between half and all of the doubled interval, never above the cap', () => {
    for (let failures = 1; failures < 20; failures++) {
      const ceiling = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
      expect(nextDelay(1000, failures, () => 0)).toBe(ceiling / 2);
      expect(nextDelay(1000, failures, () => 0.999999)).toBeLessThanOrEqual(MAX_BACKOFF_MS);
      expect(nextDelay(1000, failures, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
    }
  });
});

describe('an interval counted from the start of a run', () => {
  it('a run that took part of the interval (waiting for the budget) puts the next one off by nothing', async () => {
    const t = manualTask('depth', 250);
    const poller = createPoller([{ ...t.task, fromStart: true }], envWith());
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    t.end();
    await vi.advanceTimersByTimeAsync(150);
    expect(t.starts).toEqual([0, 250]);
    // A run longer than the interval: the next starts at once after it.
    await vi.advanceTimersByTimeAsync(400);
    t.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.starts).toEqual([0, 250, 650]);
    poller.stop();
  });
});

describe('a phased task', () => {
  it('runs at its phase of the interval: feeds of one interval together, of another off their moments', async () => {
    const phase = (intervalMs: number) => (intervalMs === 3000 ? 750 : 0);
    const two = instantTask('two', 2000);
    const three = instantTask('three', 3000);
    const poller = createPoller(
      [
        { ...two.task, phaseMs: phase },
        { ...three.task, phaseMs: phase },
      ],
      { ...envWith(), now: () => Date.now() },
    );
    poller.start();
    await vi.advanceTimersByTimeAsync(12_000);
    // Both at once on start; then each on its own phase, the 3 s one never with the 2 s one (at 6 s, 12 s).
    expect(two.starts).toEqual([0, 2000, 4000, 6000, 8000, 10_000, 12_000]);
    expect(three.starts).toEqual([0, 3750, 6750, 9750]);
    poller.stop();
  });

  it('comes back to its phase after a refresh, at the phase nearest a full interval later', async () => {
    const t = instantTask('three', 3000);
    const poller = createPoller([{ ...t.task, phaseMs: () => 750 }], { ...envWith(), now: () => Date.now() });
    poller.start();
    await vi.advanceTimersByTimeAsync(4000);
    poller.refresh('three');
    await vi.advanceTimersByTimeAsync(0);
    // Refreshed at 4 s: 7 s is nearer 6.75 than 9.75, so the next run is at 6.75 s, then every 3 s.
    await vi.advanceTimersByTimeAsync(6000);
    expect(t.starts).toEqual([0, 3750, 4000, 6750, 9750]);
    poller.stop();
  });

  it('without a clock, ignores its phase', async () => {
    const t = instantTask('three', 3000);
    await startedFor(6000, [{ ...t.task, phaseMs: () => 750 }]);
    expect(t.starts).toEqual([0, 3000, 6000]);
  });
});
