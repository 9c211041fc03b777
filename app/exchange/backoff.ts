/** Exponential backoff with jitter, and a retry loop over it. */

export interface Backoff {
  /** The delay ceiling of the first retry. */
  baseMs: number;
  /** No delay is longer than this. */
  maxMs: number;
}

/**
 * The pause before retry number `retry` (0 for the first): half of the doubling ceiling for certain, the other
 * half at random, so clients that failed together do not come back together.
 */
export function backoffDelay(retry: number, { baseMs, maxMs }: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  backoff: Backoff;
  /** Whether this failure is worth another try. */
  retryIf: (error: unknown) => boolean;
  random?: () => number;
}

/** Runs `task` until it succeeds, fails for good, or has been tried `attempts` times; throws the last failure. */
export async function withRetries<T>(task: () => Promise<T>, { attempts, backoff, retryIf, random }: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !retryIf(error)) throw error;
      await sleep(backoffDelay(attempt - 1, backoff, random));
    }
  }
}
