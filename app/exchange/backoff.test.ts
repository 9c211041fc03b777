import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, withRetries } from './backoff';

const BACKOFF = { baseMs: 100, maxMs: 1_000 };

describe('backoff delay', () => {
  it('doubles per retry, at least half of its ceiling and at most all of it, capped', () => {
    const ceilings = [100, 200, 400, 800, 1_000, 1_000];
    ceilings.forEach((ceiling, retry) => {
      expect(backoffDelay(retry, BACKOFF, () => 0)).toBe(ceiling / 2);
      expect(backoffDelay(retry, BACKOFF, () => 0.999_999)).toBe(ceiling);
    });
  });

  it('spreads clients that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(3, BACKOFF)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(400);
  });
});

describe('with retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const transient = new Error('transient');
  const fatal = new Error('fatal');
  const options = { attempts: 3, backoff: BACKOFF, retryIf: (e: unknown) => e === transient, random: () => 0 };

  it('tries again after each backoff, and returns the first success', async () => {
    const task = vi.fn<() => Promise<string>>().mockRejectedValueOnce(transient).mockRejectedValueOnce(transient).mockResolvedValue('ok');
    const result = withRetries(task, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('gives up after the bounded number of attempts with the last failure', async () => {
    const task = vi.fn<() => Promise<string>>().mockRejectedValue(transient);
    const result = withRetries(task, options);
    const settled = expect(result).rejects.toBe(transient);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('never retries a failure that will not pass', async () => {
    const task = vi.fn<() => Promise<string>>().mockRejectedValue(fatal);
    await expect(withRetries(task, options)).rejects.toBe(fatal);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
