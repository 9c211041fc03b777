import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenBucket } from './token-bucket';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts `n` takes and returns the ones resolved so far, by their index, after each check. */
function takes(bucket: TokenBucket, n: number) {
  const done: number[] = [];
  for (let i = 0; i < n; i++) void bucket.take().then(() => done.push(i));
  return done;
}

describe('token bucket', () => {
  it('lets a full burst through at once, then one every 1/rate seconds, in order of arrival', async () => {
    const bucket = new TokenBucket({ capacity: 10, perSecond: 10 });
    const done = takes(bucket, 13);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(bucket.available()).toBe(0);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await vi.advanceTimersByTimeAsync(200);
    expect(done.slice(10)).toEqual([10, 11, 12]);
  });

  it('refills while idle, never above its capacity', async () => {
    const bucket = new TokenBucket({ capacity: 5, perSecond: 10 });
    takes(bucket, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(bucket.available()).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(bucket.available()).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bucket.available()).toBe(5);
  });

  it('holds every taker through a pause, tokens or not, and shows when it ends', async () => {
    const bucket = new TokenBucket({ capacity: 10, perSecond: 10 });
    bucket.pauseUntil(Date.now() + 1_000);
    expect(bucket.pausedUntilMs).toBe(Date.now() + 1_000);
    const done = takes(bucket, 2);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual([0, 1]);
    expect(bucket.pausedUntilMs).toBe(0);
  });

  it('a longer pause extends a shorter one that is already holding takers', async () => {
    const bucket = new TokenBucket({ capacity: 1, perSecond: 1 });
    bucket.pauseUntil(Date.now() + 100);
    const done = takes(bucket, 1);
    bucket.pauseUntil(Date.now() + 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual([0]);
  });
});
