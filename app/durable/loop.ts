/**
 * The loop under every durable machine (the held orders', the chases' and TWAPs', the price alerts'): one thing at
 * a time (a step, its save and its actions never interleave with another's), a round every `everyMs` while anything
 * is live, and the ended ones pruned to the newest few.
 */
import { asExchangeError } from '../exchange';

/** Prices, positions and look-ups are asked this often while anything is live. */
export const ROUND_MS = 1000;

export interface DurableLoop {
  /** Runs `run` after everything queued before it. */
  serial<T>(run: () => Promise<T>): Promise<T>;
  /** Starts the rounds if anything is live and they are not running. */
  wake(): void;
  /** Stops the rounds; what is queued finishes. */
  close(): Promise<void>;
  /** Why the last round failed ("Chases and TWAPs cannot act: …"); null once a round goes through. */
  failure(): string | null;
}

interface LoopOptions {
  everyMs: number;
  live: () => boolean;
  round: () => Promise<void>;
  /** What it runs, for its failure's words: "Chases and TWAPs". */
  what: string;
  /** Told of a round's failure once, when it begins (besides the log). */
  failed?: (failure: string) => void;
}

/**
 * A round that throws (a file that cannot be saved, a record it cannot act on) is contained: it is logged and kept
 * as the loop's failure, and the next round tries again. One round's failure never ends the process.
 */
export function durableLoop({ everyMs, live, round, what, failed }: LoopOptions): DurableLoop {
  let failure: string | null = null;
  const fail = (err: unknown): void => {
    const next = `${what} cannot act: ${asExchangeError(err).message}`;
    if (next === failure) return;
    failure = next;
    console.error(`Perpdesk: ${next}`);
    failed?.(next);
  };
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const wake = (): void => {
    if (closed || timer !== null || !live()) return;
    timer = setTimeout(() => {
      const started = Date.now();
      void round()
        .then(() => (failure = null), fail)
        .finally(() => {
          timer = null;
          if (closed || !live()) return;
          timer = setTimeout(
            () => {
              timer = null;
              wake();
            },
            Math.max(0, everyMs - (Date.now() - started)),
          );
          timer.unref?.();
        });
    }, 0);
    timer.unref?.();
  };

  return {
    serial(run) {
      const next = queue.then(run);
      queue = next.catch(() => undefined);
      return next;
    },
    wake,
    failure: () => failure,
    async close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await queue;
    },
  };
}

/** The live orders and the newest `keep` ended ones. */
export function prunedEnded<T extends { id: string; createdAt: number }>(orders: T[], isLive: (order: T) => boolean, keep: number): T[] {
  const ended = orders.filter((o) => !isLive(o));
  if (ended.length <= keep) return orders;
  const drop = new Set(
    ended
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, ended.length - keep)
      .map((o) => o.id),
  );
  return orders.filter((o) => !drop.has(o.id));
}

/** For a list: the live ones first, each part newest first. */
export const liveThenNewest =
  <T extends { createdAt: number }>(isLive: (order: T) => boolean) =>
  (a: T, b: T): number =>
    Number(isLive(b)) - Number(isLive(a)) || b.createdAt - a.createdAt;
