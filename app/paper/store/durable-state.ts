/**
 * A state machine made durable: its commands go through the write-ahead log, its state into periodic snapshots,
 * and opening it again replays the log on the latest snapshot. Commands are applied at once (so their order is
 * the log's order) and their answers released once they are on disk.
 */
import { mkdir } from 'node:fs/promises';
import { encodeSnapshot, readSnapshot, writeSnapshot } from './snapshot';
import { WriteAheadLog, type RecoveryReport } from './wal';

export interface StateMachine<C, R, S> {
  /** Deterministic: the same commands on the same snapshot give the same state and answers. */
  apply(command: C): R;
  snapshot(): S;
}

export interface DurableOptions {
  /** A snapshot is taken after this many commands (default 100 000), and no sooner than SNAPSHOT_SPACING allows. */
  snapshotEvery?: number;
  /** Hears what recovery cut off (a torn last record); a line on stderr unless given. */
  report?: RecoveryReport;
}

const toStderr: RecoveryReport = (line) => process.stderr.write(`${line}\n`);

/**
 * A snapshot costs as much as the state is large: it is copied and serialized (while everything else waits),
 * written and synced. After one that took t ms, the next waits at least this many times t, so snapshots take
 * about a twentieth of the time at most, however large the state grows. (The HTTP benchmark's growing book of
 * resting creates, snapshotted every 5 000 commands, took over a third of the server's CPU.)
 */
const SNAPSHOT_SPACING = 20;

export class DurableState<C, R, S, M extends StateMachine<C, R, S>> {
  private sinceSnapshot = 0;
  private snapshotting: Promise<void> | null = null;
  /** performance.now() before which no snapshot is due. */
  private nextSnapshotAt = 0;

  private constructor(
    readonly machine: M,
    private readonly log: WriteAheadLog<C>,
    private readonly dir: string,
    private readonly snapshotEvery: number,
  ) {}

  /**
   * Opens `dir`, rebuilding the machine from its snapshot (`create(null)` for a new directory) and its log. A
   * damaged snapshot, or a log that would lose a record besides a torn last one (damaged before its end, missing
   * a segment, deleted or ending behind the snapshot), throws DamagedStoreError naming the file.
   */
  static async open<C, R, S, M extends StateMachine<C, R, S>>(
    dir: string,
    create: (snapshot: S | null) => M,
    options: DurableOptions = {},
  ): Promise<DurableState<C, R, S, M>> {
    await mkdir(dir, { recursive: true });
    const snapshot = await readSnapshot<S>(dir);
    const machine = create(snapshot?.state ?? null);
    const { log, records } = await WriteAheadLog.open<C>(dir, snapshot?.seq ?? 0, options.report ?? toStderr);
    for (const record of records) machine.apply(record.command);
    const durable = new DurableState<C, R, S, M>(machine, log, dir, options.snapshotEvery ?? 100_000);
    durable.sinceSnapshot = records.length;
    return durable;
  }

  /** Applies the command now; the promise gives its answer once the command is on disk. */
  execute(command: C): Promise<R> {
    const result = this.machine.apply(command);
    this.log.append(command);
    if (++this.sinceSnapshot >= this.snapshotEvery && performance.now() >= this.nextSnapshotAt) void this.snapshotNow();
    return this.log.durable().then(() => result);
  }

  /** Resolves once everything applied so far is on disk: a read answered after it never shows what a crash undoes. */
  settled(): Promise<void> {
    return this.log.durable();
  }

  /** Writes a snapshot of the state as it is now, then retires the log it covers. */
  snapshotNow(): Promise<void> {
    this.snapshotting ??= (async () => {
      const started = performance.now();
      this.sinceSnapshot = 0;
      const seq = this.log.cut();
      const encoded = encodeSnapshot({ seq, state: this.machine.snapshot() });
      // The snapshot names the segment the log goes on in, and opening refuses one whose segment is missing (a
      // deleted log): that segment, and every record the snapshot covers, are on disk before the snapshot is.
      await this.log.durable();
      await writeSnapshot(this.dir, encoded);
      await this.log.retireThrough(seq);
      const finished = performance.now();
      this.nextSnapshotAt = finished + SNAPSHOT_SPACING * (finished - started);
    })().finally(() => {
      this.snapshotting = null;
    });
    return this.snapshotting;
  }

  /** Takes a last snapshot (so the next start replays nothing) and closes the log. */
  async close(): Promise<void> {
    await this.snapshotting;
    if (this.sinceSnapshot > 0) await this.snapshotNow();
    await this.log.close();
  }
}
