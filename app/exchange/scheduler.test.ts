import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestScheduler, type RequestBand } from './scheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts takes in the given bands and records each one's label as it is granted, in grant order. */
function takes(scheduler: RequestScheduler, bands: RequestBand[], done: string[] = []) {
  bands.forEach((band, i) => void scheduler.take(band).then(() => done.push(`${band[0]}${i}`)));
  return done;
}

describe('the request scheduler', () => {
  it('lets a burst through at once, then one every 1/rate seconds, in order of arrival within a band', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10 });
    const done = takes(scheduler, Array<RequestBand>(12).fill('screen'));
    await vi.advanceTimersByTimeAsync(0);
    // One of the ten is background work's: the screen's burst is nine.
    expect(done).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']);
    expect(scheduler.status().available).toBe(0);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toHaveLength(9);
    await vi.advanceTimersByTimeAsync(1);
    expect(done.at(-1)).toBe('s9');
    await vi.advanceTimersByTimeAsync(200);
    expect(done.slice(9)).toEqual(['s9', 's10', 's11']);
  });

  it('refills while idle, never above its capacity', async () => {
    const scheduler = new RequestScheduler({ capacity: 6, perSecond: 10 });
    takes(scheduler, Array<RequestBand>(5).fill('write'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status().available).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(scheduler.status().available).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scheduler.status().available).toBe(5);
  });

  it('serves waiting writes before the screen, and the screen before background work', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10 });
    takes(scheduler, Array<RequestBand>(9).fill('screen').concat('background'));
    await vi.advanceTimersByTimeAsync(0);
    // Everything is spent; now the three bands queue, the write last of all.
    const done = takes(scheduler, ['background', 'screen', 'screen', 'write']);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['w3']);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toEqual(['w3', 's1', 's2']);
    // Background work waits until the main bucket is full again (900 ms), then for its own token (100 ms).
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toEqual(['w3', 's1', 's2']);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['w3', 's1', 's2', 'b0']);
  });

  it('holds every band through a 2008 pause, tokens or not, and shows when it ends', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10 });
    scheduler.pauseUntil(Date.now() + 1_000);
    expect(scheduler.pausedUntilMs).toBe(Date.now() + 1_000);
    const done = takes(scheduler, ['write', 'screen', 'background']);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toEqual([]);
    expect(scheduler.status().waiting).toEqual({ write: 1, screen: 1, background: 1, spare: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['w0', 's1', 'b2']);
    expect(scheduler.pausedUntilMs).toBe(0);
  });

  it('a longer pause extends a shorter one that is already holding requests', async () => {
    const scheduler = new RequestScheduler({ capacity: 2, perSecond: 1 });
    scheduler.pauseUntil(Date.now() + 100);
    const done = takes(scheduler, ['screen', 'background']);
    scheduler.pauseUntil(Date.now() + 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['s0', 'b1']);
  });

  it('says how many requests a second each band was granted', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10, usageWindowMs: 10_000 });
    for (let second = 0; second < 10; second++) {
      takes(scheduler, ['write', 'screen', 'screen', 'screen', 'background']);
      await vi.advanceTimersByTimeAsync(second < 9 ? 1_000 : 999);
    }
    const { used } = scheduler.status();
    expect(used.write).toBeCloseTo(1, 2);
    expect(used.screen).toBeCloseTo(3, 2);
    expect(used.background).toBeCloseTo(1, 2);
  });

  it('refuses a budget it cannot split', () => {
    expect(() => new RequestScheduler({ capacity: 1, perSecond: 10 })).toThrow(/capacity/);
    expect(() => new RequestScheduler({ capacity: 10, perSecond: 0 })).toThrow(/rate/);
  });
});

/** One polled feed of the screen: asks `burst` requests at once, then again `intervalMs` after they were granted. */
interface ScreenFeed {
  intervalMs: number;
  phaseMs: number;
  burst: number;
}

interface Run {
  /** Per screen request, in the order asked: when it was asked and when granted (ms from the start). */
  screen: { feed: number; askedAt: number; grantedAt: number }[];
  backgroundGranted: number;
  spareGranted: number;
  /** Every grant's time, all bands. */
  grants: number[];
}

const SIM_MS = 20_000;

/**
 * Runs the screen's feeds (plus market switches, when every feed asks at once) with `background` requests always
 * waiting: each one granted is replaced by another, as a notifications sweep over hundreds of markets would.
 */
async function simulate(feeds: ScreenFeed[], switches: number[], background: number, spare = 0): Promise<Run> {
  const start = Date.now();
  // Spare polls that never join the screen's queue: what they take is then only what the others leave.
  const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10, sparePatienceMs: Infinity });
  const run: Run = { screen: [], backgroundGranted: 0, spareGranted: 0, grants: [] };
  let stopped = false;
  const ask = (feed: number): void => {
    if (stopped) return;
    const { burst, intervalMs } = feeds[feed]!;
    const askedAt = Date.now() - start;
    const granted = Array.from({ length: burst }, () =>
      scheduler.take('screen').then(() => {
        const grantedAt = Date.now() - start;
        run.screen.push({ feed, askedAt, grantedAt });
        run.grants.push(grantedAt);
      }),
    );
    void Promise.all(granted).then(() => setTimeout(() => ask(feed), intervalMs));
  };
  /** A request of `band` always waiting: each one granted is replaced by another. */
  const loop = (band: 'background' | 'spare'): void => {
    if (stopped) return;
    void scheduler.take(band).then(() => {
      if (band === 'background') run.backgroundGranted++;
      else run.spareGranted++;
      run.grants.push(Date.now() - start);
      loop(band);
    });
  };
  for (let i = 0; i < background; i++) loop('background');
  for (let i = 0; i < spare; i++) loop('spare');
  feeds.forEach((feed, i) => setTimeout(() => ask(i), feed.phaseMs));
  for (const at of switches) setTimeout(() => feeds.forEach((_, i) => ask(i)), at);
  await vi.advanceTimersByTimeAsync(SIM_MS);
  stopped = true;
  vi.clearAllTimers();
  return run;
}

const feed = fc.record({
  intervalMs: fc.integer({ min: 250, max: 5_000 }),
  phaseMs: fc.integer({ min: 0, max: 5_000 }),
  burst: fc.integer({ min: 1, max: 5 }),
});
/** The screen's requests a second if every feed asked once per interval. */
const rateOf = (feeds: ScreenFeed[]) => feeds.reduce((sum, f) => sum + (f.burst * 1000) / f.intervalMs, 0);

describe('background work and the screen', () => {
  it('background work never changes when an on-screen request is granted, however much of it waits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(feed, { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: SIM_MS }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 600 }),
        async (feeds, switches, background) => {
          const alone = await simulate(feeds, switches, 0);
          const withBackground = await simulate(feeds, switches, background);
          expect(withBackground.screen).toEqual(alone.screen);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a screen within the budget is never late, and background work gets the rest and no more', async () => {
    const withinBudget = fc
      .array(feed, { minLength: 1, maxLength: 8 })
      .filter((feeds) => rateOf(feeds) <= 8 && feeds.reduce((sum, f) => sum + f.burst, 0) <= 9);
    await fc.assert(
      fc.asyncProperty(withinBudget, fc.integer({ min: 1, max: 600 }), async (feeds, background) => {
        const run = await simulate(feeds, [], background);
        for (const { feed: i, askedAt, grantedAt } of run.screen) expect(grantedAt - askedAt).toBeLessThan(feeds[i]!.intervalMs);
        // Never more than the budget: at most `capacity` at once plus the rate since the start, at every grant.
        const grants = run.grants.sort((a, b) => a - b);
        grants.forEach((at, n) => expect(n + 1).toBeLessThanOrEqual(10 + Math.floor(at / 100)));
        // Background work spends what the screen leaves: the whole rate less the screen, give or take a burst.
        const total = run.screen.length + run.backgroundGranted;
        expect(total).toBeGreaterThanOrEqual((SIM_MS / 1000) * 10 - 1);
      }),
      { numRuns: 40 },
    );
  });
});

/** The main bucket's tokens spare polls leave to writes and the screen, at 10 a second (a third of nine). */
const RESERVE = 3;
/** The longest a write or an on-screen request may wait for spare polls: the tokens above the reserve to refill. */
const MOST_SPARE_DELAY_MS = (10 - 1 - RESERVE) * 100;

describe('spare polls', () => {
  // Background work asks more than one request at once (a sweep over markets, through the connection pool); a lone
  // request asked only once the previous is granted leaves gaps in which spare polls take their part.
  it('while background work waits, never change when an on-screen or background request is granted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(feed, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 50 }),
        async (feeds, background, spare) => {
          const alone = await simulate(feeds, [], background);
          const withSpare = await simulate(feeds, [], background, spare);
          expect(withSpare.screen).toEqual(alone.screen);
          expect(withSpare.backgroundGranted).toBe(alone.backgroundGranted);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('without background work, delay an on-screen request at most for the tokens above the reserve to refill', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(feed, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 50 }), async (feeds, spare) => {
        const alone = await simulate(feeds, [], 0);
        const withSpare = await simulate(feeds, [], 0, spare);
        // Compared request by request while both runs ask the same: each feed asks again only once granted.
        const count = Math.min(alone.screen.length, withSpare.screen.length);
        for (let i = 0; i < count; i++) {
          const [a, b] = [alone.screen[i]!, withSpare.screen[i]!];
          if (a.feed !== b.feed || a.askedAt !== b.askedAt) break;
          expect(b.grantedAt - a.grantedAt).toBeLessThanOrEqual(MOST_SPARE_DELAY_MS);
        }
        const grants = withSpare.grants.sort((x, y) => x - y);
        grants.forEach((at, n) => expect(n + 1).toBeLessThanOrEqual(10 + Math.floor(at / 100)));
      }),
      { numRuns: 30 },
    );
  });

  it('take what the screen leaves idle when no background work waits, within the budget', async () => {
    const run = await simulate([{ intervalMs: 1000, phaseMs: 0, burst: 4 }], [], 0, 5);
    for (const { askedAt, grantedAt } of run.screen) expect(grantedAt - askedAt).toBeLessThanOrEqual(MOST_SPARE_DELAY_MS);
    // 20 s at 10 a second plus the first burst: all of it that the screen does not spend.
    expect(run.spareGranted + run.screen.length).toBeGreaterThanOrEqual(200 - 1);
    expect(run.spareGranted + run.screen.length).toBeLessThanOrEqual(200 + 10);
  });

  it("a trader's burst of writes as large as the reserve never waits behind them, a larger one at most for the refill", async () => {
    const grantsOfWrites = async (spare: number): Promise<number[]> => {
      const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10, sparePatienceMs: Infinity });
      const start = Date.now();
      let stopped = false;
      const spareLoop = (): void => {
        if (!stopped) void scheduler.take('spare').then(spareLoop);
      };
      for (let i = 0; i < spare; i++) spareLoop();
      const granted: number[] = [];
      // A burst of 15 writes every 3 s, beyond the bucket: those after the ninth wait for the refill either way.
      for (let at = 500; at < 9000; at += 3000) {
        setTimeout(() => {
          for (let i = 0; i < 15; i++) void scheduler.take('write').then(() => granted.push(Date.now() - start));
        }, at);
      }
      await vi.advanceTimersByTimeAsync(10_000);
      stopped = true;
      vi.clearAllTimers();
      return granted;
    };
    const alone = await grantsOfWrites(0);
    const withSpare = await grantsOfWrites(20);
    expect(withSpare).toHaveLength(alone.length);
    withSpare.forEach((at, i) => {
      if (i % 15 < RESERVE) expect(at).toBe(alone[i]);
      expect(at - alone[i]!).toBeLessThanOrEqual(MOST_SPARE_DELAY_MS);
    });
  });

  it('wait while background work waits, and are served after it', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10, sparePatienceMs: Infinity });
    takes(scheduler, Array<RequestBand>(9).fill('screen').concat('background'));
    await vi.advanceTimersByTimeAsync(0);
    const done = takes(scheduler, ['spare', 'background', 'spare']);
    // The main bucket refills (900 ms) and overflows (100 ms) for the background request; spare polls wait for it
    // although the main bucket is above its reserve long before, then take from there.
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['b1', 's0', 's2']);
    expect(scheduler.status().available).toBe(7);
  });

  it('give back to background work what they took from the main bucket', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10, sparePatienceMs: Infinity });
    // The overflow token first, then the main bucket down to its reserve: six owed to background work.
    const spare = takes(scheduler, Array<RequestBand>(10).fill('spare'));
    await vi.advanceTimersByTimeAsync(0);
    expect(spare).toHaveLength(7);
    expect(scheduler.status().available).toBe(RESERVE);
    const done = takes(scheduler, ['background', 'background']);
    // Without the debt they would wait for the main bucket to fill (600 ms) and overflow; owed, each takes the
    // next token above the reserve, ahead of the spare polls still waiting.
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['b0']);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['b0', 'b1']);
    expect(spare).toHaveLength(7);
  });

  it('a spare poll that waits its patience joins the screen queue, behind writes, and is counted as the screen', async () => {
    const scheduler = new RequestScheduler({ capacity: 10, perSecond: 10, sparePatienceMs: 750 });
    const writes: string[] = [];
    // Writes keep the budget busy: 10 a second, never an overflow for spare polls.
    let stopped = false;
    const writeLoop = (): void => {
      if (!stopped) void scheduler.take('write').then(() => (writes.push('w'), writeLoop()));
    };
    for (let i = 0; i < 12; i++) writeLoop();
    takes(scheduler, ['background']);
    await vi.advanceTimersByTimeAsync(0);
    const before = scheduler.status().used.screen;
    const done = takes(scheduler, ['spare']);
    await vi.advanceTimersByTimeAsync(749);
    expect(done).toEqual([]);
    expect(scheduler.status().waiting.spare).toBe(1);
    stopped = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduler.status().waiting).toMatchObject({ spare: 0 });
    // Queued behind the writes already waiting, it goes out as soon as they have.
    await vi.advanceTimersByTimeAsync(1300);
    expect(done).toEqual(['s0']);
    expect(scheduler.status().used.screen).toBeGreaterThan(before);
    expect(scheduler.status().used.spare).toBe(0);
  });
});
