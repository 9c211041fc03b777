/**
 * The orders sent in the last minute, for the guard "Most orders per minute": their send times, kept in
 * `guards/<profile>.sent.json` in the data directory so that every process on it counts them (a `npm run cli`
 * call with no app running is a process of its own). Each read-modify-write holds the file's lock (`.lock`).
 * The file is a checked store (checksummed, each time validated, synced once per burst of sends): one that does
 * not read back, or whose checksum fails (a changed digit in a time), refuses orders, naming it, and is never
 * written over: a count silently reset would let through what the trader asked to be refused.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { checkedStore, StoreFileError, type CheckedStore } from '../../fs/checked-store';
import { OWNER_ONLY_DIR } from '../../fs/durable-files';
import { withLockFile } from '../../fs/lock-file';

const WINDOW_MS = 60_000;
const LOCK_WAIT_MS = 10_000;

const sentSchema = z.strictObject({ sent: z.array(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)) });
type SentFile = z.infer<typeof sentSchema>;

/** The file as a checked store; version 1 was the same fields with no checksum. */
const sentStore = (file: string): CheckedStore<SentFile> =>
  checkedStore({
    file,
    store: 'orders-sent',
    version: 2,
    what: 'the send times of the last minute',
    without: '(the count of orders per minute then starts again)',
    schema: sentSchema,
    legacy: { version: 1, schema: sentSchema },
    records: [{ at: ['sent'], noun: 'a send time' }],
    empty: () => ({ sent: [] }),
  });

export class OrdersWindowError extends Error {}

export class OrdersWindow {
  /** This process's reads and writes of the file, one after another (the lock keeps other processes out). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Send times not yet written: a burst of sends is written once. */
  private unwritten: number[] = [];
  private writeQueued = false;
  /** Set while an admitted check holds the lock: the `sent` that follows it counts under the same lock. */
  private admittedSend: ((times: number[]) => void) | null = null;

  private readonly store: CheckedStore<SentFile>;

  constructor(
    readonly file: string,
    private readonly now: () => number = Date.now,
  ) {
    this.store = sentStore(file);
  }

  /** Orders sent in the minute before now. */
  count(): Promise<number> {
    return this.locked(async () => (await this.read()).length + this.lastMinute(this.unwritten).length);
  }

  /**
   * Asks `decide` with the count under the lock. When it lets the orders through (null), the lock is kept for the
   * `sent` that follows at once (in the same turn of the event loop) and the count is written before it is given
   * back; a check that sends nothing (a check ahead of a bracket or a move) gives it back at the turn's end.
   */
  admit<T>(decide: (sentLastMinute: number) => T | null): Promise<T | null> {
    return new Promise<T | null>((resolve, reject) => {
      this.locked(async () => {
        const times = await this.read();
        const refusal = decide(times.length + this.lastMinute(this.unwritten).length);
        if (refusal !== null) return resolve(refusal);
        const sent = await new Promise<number[]>((counted) => {
          this.admittedSend = counted;
          setImmediate(() => counted([]));
          resolve(null);
        });
        this.admittedSend = null;
        if (sent.length > 0) await this.write([...times, ...this.unwritten.splice(0), ...sent]);
      }).catch(reject);
    });
  }

  /**
   * Counts orders being sent. It never refuses or throws (an exit must go): a count that cannot be written is
   * lost, and a damaged file is left as it is, to refuse the next check.
   */
  sent(orders: number): void {
    if (orders <= 0) return;
    const at = this.now();
    const times = Array.from({ length: orders }, () => at);
    const admitted = this.admittedSend;
    if (admitted) {
      this.admittedSend = null;
      admitted(times);
      return;
    }
    this.unwritten.push(...times);
    if (this.writeQueued) return;
    this.writeQueued = true;
    this.locked(async () => {
      this.writeQueued = false;
      const onFile = await this.read();
      if (this.unwritten.length > 0) await this.write([...onFile, ...this.unwritten.splice(0)]);
    }).catch(() => undefined);
  }

  /** Waits for the counts under way to be written. */
  async flush(): Promise<void> {
    await this.queue.catch(() => undefined);
  }

  private locked<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue
      .catch(() => undefined)
      .then(async () => {
        await mkdir(path.dirname(this.file), { recursive: true, mode: OWNER_ONLY_DIR });
        return withLockFile(`${this.file}.lock`, 'Perpdesk (orders per minute)', work, LOCK_WAIT_MS).catch((err: unknown) => {
          if (err instanceof OrdersWindowError || !(err instanceof Error)) throw err;
          throw new OrdersWindowError(`the orders sent in the last minute could not be counted (${err.message}); nothing was sent`);
        });
      });
    this.queue = run;
    return run;
  }

  /** The send times within the last minute. */
  private async read(): Promise<number[]> {
    try {
      return this.lastMinute((await this.store.load()).sent);
    } catch (err) {
      if (!(err instanceof StoreFileError)) throw err;
      throw new OrdersWindowError(`the count of orders sent in the last minute is damaged (${err.message}); nothing was sent`);
    }
  }

  private lastMinute(times: readonly number[]): number[] {
    const since = this.now() - WINDOW_MS;
    return times.filter((t) => t > since);
  }

  /** Whole and synced (a new file renamed over the old), so no reader sees half of it. */
  private async write(times: readonly number[]): Promise<void> {
    await this.store.save({ sent: this.lastMinute(times) });
  }
}

export const ordersWindowFile = (dataDir: string, profile: string): string => path.join(dataDir, 'guards', `${profile}.sent.json`);

/** One window per profile's file for the run: a session still finishing and the one after it share its queue. */
export class OrdersWindows {
  private readonly windows = new Map<string, OrdersWindow>();

  of(dataDir: string, profile: string): OrdersWindow {
    const file = ordersWindowFile(dataDir, profile);
    let window = this.windows.get(file);
    if (!window) this.windows.set(file, (window = new OrdersWindow(file)));
    return window;
  }
}
