/**
 * The write-ahead log: commands appended in order, made durable in groups (one write and one fdatasync for all
 * commands that arrived while the previous group was being synced), in segments that snapshots retire.
 */
import { writeSync } from 'node:fs';
import { open, readdir, readFile, truncate, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY, syncDir } from '../../fs/durable-files';
import { DamagedStoreError } from './damage';
import { decodeRecord, encodeRecord, type LogRecord } from './record';
import { firstSeqOf, SEGMENT, segmentName } from './segments';
import { SNAPSHOT_FILE } from './snapshot';

export class CorruptLogError extends DamagedStoreError {}

/** Hears, in one line, what recovery cut off: a record torn by a crash mid-write. */
export type RecoveryReport = (line: string) => void;

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
   * one), in order. A torn last record (a crash mid-write) is cut off and reported; a log that does not continue
   * from `afterSeq`, or is damaged anywhere else, refuses to open rather than lose what it misses.
   */
  static async open<C>(
    dir: string,
    afterSeq: number,
    report: RecoveryReport = () => undefined,
  ): Promise<{ log: WriteAheadLog<C>; records: LogRecord<C>[] }> {
    const segments = (await readdir(dir)).filter((f) => SEGMENT.test(f)).sort();
    const records: LogRecord<C>[] = [];
    let lastSeq = afterSeq;
    for (const [index, name] of segments.entries()) {
      const file = path.join(dir, name);
      if (firstSeqOf(name) > lastSeq + 1) throw new CorruptLogError(file, missingBefore(name, lastSeq, afterSeq));
      const isLast = index === segments.length - 1;
      const { lines, torn } = await readLines(file, isLast);
      for (const line of lines) {
        const record = decodeRecord<C>(line);
        if (!record) throw new CorruptLogError(file, `a record after record ${lastSeq} is damaged`);
        if (record.seq <= lastSeq) continue;
        if (record.seq !== lastSeq + 1) {
          throw new CorruptLogError(file, `the log skips from record ${lastSeq} to record ${record.seq}`);
        }
        records.push(record);
        lastSeq = record.seq;
      }
      if (torn) report(tornTailReport(file, lastSeq + 1, torn));
    }
    const segment = segments.at(-1) ?? segmentName(lastSeq + 1);
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

/** Why a segment cannot follow what came before it. */
function missingBefore(name: string, lastSeq: number, afterSeq: number): string {
  const first = firstSeqOf(name);
  const gap = `records ${lastSeq + 1} to ${first - 1} are missing`;
  if (lastSeq > afterSeq) return `it starts at record ${first}, but the log before it ends at record ${lastSeq}: ${gap}`;
  if (afterSeq > 0) return `it starts at record ${first}, after the snapshot's record ${afterSeq}: ${gap}`;
  return `it starts at record ${first}, but there is no ${SNAPSHOT_FILE} beside it to hold records 1 to ${first - 1}`;
}

/** The end of a last segment that holds no whole record: what a crash mid-write leaves. */
interface TornTail {
  bytes: number;
  text: string;
}

function tornTailReport(file: string, seq: number, { bytes, text }: TornTail): string {
  const type = /"type":"(\w+)"/.exec(text)?.[1];
  const what = type === undefined ? 'a command' : `a ${type} command`;
  return (
    `paper exchange: cut off a torn record at the end of ${file}: record ${seq}, ${bytes} bytes of ${what} ` +
    'cut short by a crash mid-write. It was never acknowledged (the log is synced before any answer goes out), ' +
    'so no acknowledged change is lost.'
  );
}

/**
 * The lines of a segment. In the last segment a torn final line (a crash mid-write: no newline, or a bad checksum)
 * is cut off the file and returned as `torn`: its command was never acknowledged.
 */
async function readLines(file: string, isLastSegment: boolean): Promise<{ lines: string[]; torn: TornTail | null }> {
  const bytes = await readFile(file);
  const lines: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    const line = bytes.subarray(start, end).toString('utf8');
    const isFinal = newline < 0 || newline === bytes.length - 1;
    if (isLastSegment && isFinal && (newline < 0 || decodeRecord(line) === null)) {
      await truncate(file, start);
      return { lines, torn: { bytes: bytes.length - start, text: line } };
    }
    lines.push(line);
    start = end + 1;
  }
  return { lines, torn: null };
}
