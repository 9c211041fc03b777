/**
 * The write-ahead log: commands appended in order, made durable in groups (one write and one fdatasync for all
 * commands that arrived while the previous group was being synced), in segments that snapshots retire.
 */
import { writeSync } from 'node:fs';
import { open, readdir, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY, syncDir } from '../../fs/durable-files';
import { readLog, type RecoveryReport } from './read-log';
import { encodeRecord, type LogRecord } from './record';
import { SEGMENT, segmentName } from './segments';

export { CorruptLogError } from './damage';
export type { RecoveryReport } from './read-log';

/** What waits to be written: encoded records, and cuts where a new segment begins. */
type Pending = string | { cutAfter: number };

export class WriteAheadLog<C> {
  private pending: Pending[] = [];
  private waiters: ((failure: Error | null) => void)[] = [];
  private failure: Error | null = null;
  private committing = false;

  private constructor(
    private readonly dir: string,
    private handle: FileHandle,
    private segment: string,
    private lastSeq: number,
  ) {}

  /**
   * Opens the log in `dir` and returns it with every record after `afterSeq` (the snapshot's position; 0 without
   * one), in order. A torn last record (a crash mid-write) is cut off and reported; a log that would lose any
   * other record refuses to open (see read-log.ts).
   */
  static async open<C>(
    dir: string,
    afterSeq: number,
    report: RecoveryReport = () => undefined,
  ): Promise<{ log: WriteAheadLog<C>; records: LogRecord<C>[] }> {
    const { records, lastSeq, segment } = await readLog<C>(dir, afterSeq, report);
    const handle = await open(path.join(dir, segment), 'a', OWNER_ONLY);
    await syncDir(dir);
    return { log: new WriteAheadLog<C>(dir, handle, segment, lastSeq), records };
  }

  /** The sequence number of the last command appended. */
  get seq(): number {
    return this.lastSeq;
  }

  /** Adds a command; it is on disk once `durable()` resolves. Returns its sequence number. */
  append(command: C): number {
    if (this.failure) throw this.failure;
    this.lastSeq += 1;
    this.pending.push(encodeRecord(this.lastSeq, command));
    this.kick();
    return this.lastSeq;
  }

  /** Resolves when every command appended so far is on disk; rejects if the disk failed. */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.length === 0 && !this.committing) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push((failure) => (failure ? reject(failure) : resolve())));
  }

  /**
   * Ends the current segment after the last command appended (a snapshot is being taken at that point) and starts
   * a new one for what comes next. Returns the sequence number of the cut.
   */
  cut(): number {
    this.pending.push({ cutAfter: this.lastSeq });
    this.kick();
    return this.lastSeq;
  }

  /** Deletes the segments wholly covered by a durable snapshot at `seq` (those before the cut at `seq`). */
  async retireThrough(seq: number): Promise<void> {
    await this.durable();
    const keepFrom = segmentName(seq + 1);
    for (const name of await readdir(this.dir)) {
      if (SEGMENT.test(name) && name < keepFrom && name !== this.segment) await unlink(path.join(this.dir, name));
    }
  }

  async close(): Promise<void> {
    await this.durable().catch(() => undefined);
    await this.handle.close();
  }

  private kick(): void {
    if (this.committing) return;
    this.committing = true;
    void this.commitLoop();
  }

  private async commitLoop(): Promise<void> {
    while (this.pending.length > 0 && !this.failure) {
      const items = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await this.writeAll(items);
      } catch (err) {
        this.failure = err instanceof Error ? err : new Error(String(err));
      }
      for (const settle of waiters) settle(this.failure);
    }
    this.committing = false;
    for (const settle of this.waiters.splice(0)) settle(this.failure);
  }

  private async writeAll(items: Pending[]): Promise<void> {
    let batch = '';
    for (const item of items) {
      if (typeof item === 'string') {
        batch += item;
        continue;
      }
      await this.flush(batch);
      batch = '';
      await this.handle.close();
      this.segment = segmentName(item.cutAfter + 1);
      this.handle = await open(path.join(this.dir, this.segment), 'a', OWNER_ONLY);
      await syncDir(this.dir);
    }
    await this.flush(batch);
  }

  private async flush(batch: string): Promise<void> {
    if (batch === '') return;
    // Written from this thread (a copy into the page cache) so that a group takes one trip to the thread pool,
    // for the sync, rather than two.
    writeSync(this.handle.fd, batch);
    await this.handle.datasync();
  }
}
