/**
 * Opening a data directory trusts nothing blindly: a changed snapshot, or a log that does not continue from it,
 * refuses to start with the file named; a torn last record is cut off and reported, and it is never one that was
 * acknowledged.
 */
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DamagedStoreError } from './damage';
import { encodeRecord } from './record';
import { segmentName } from './segments';
import { crashedLog, openLedger, removeTempDirs, segments, tempDir, type Command } from './testing';

afterEach(removeTempDirs);

/** A closed ledger: its snapshot holds a: 9994, b: 6 after 12 commands, next to an empty log segment. */
async function closedLedger(): Promise<string> {
  const dir = tempDir();
  const ledger = await openLedger(dir);
  for (let i = 0; i < 10; i++) await ledger.execute({ account: 'a', add: 999 });
  await ledger.execute({ account: 'a', add: 4 });
  await ledger.execute({ account: 'b', add: 6 });
  await ledger.close();
  expect(segments(dir)).toEqual([segmentName(13)]);
  return dir;
}

/** Every file in `dir` with its contents: what a refusal must leave as it was. */
const filesOf = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));

async function expectRefused(dir: string, file: string, problem: RegExp): Promise<void> {
  const before = filesOf(dir);
  const opening = openLedger(dir);
  await expect(opening).rejects.toBeInstanceOf(DamagedStoreError);
  await expect(opening).rejects.toThrow(path.join(dir, file));
  await expect(opening).rejects.toThrow(problem);
  await expect(opening).rejects.toThrow(`Move ${dir} away to start a fresh paper exchange, or restore it from a backup.`);
  expect(filesOf(dir)).toEqual(before);
}

describe('a snapshot is checked before it is used', () => {
  it('refuses a snapshot with any one byte changed, naming the file; the intact one opens', async () => {
    const dir = await closedLedger();
    const file = path.join(dir, 'snapshot.json');
    const intact = readFileSync(file, 'utf8');
    expect(intact).toContain('"a":9994');
    // The case first: one digit of a balance.
    writeFileSync(file, intact.replace('"a":9994', '"a":9094'));
    await expectRefused(dir, 'snapshot.json', /checksum does not match/);
    for (let i = 0; i < intact.length; i++) {
      const changed = intact.slice(0, i) + String.fromCharCode(intact.charCodeAt(i) ^ 1) + intact.slice(i + 1);
      writeFileSync(file, changed);
      await expect(openLedger(dir), `byte ${i} changed`).rejects.toBeInstanceOf(DamagedStoreError);
    }
    writeFileSync(file, intact);
    const reopened = await openLedger(dir);
    expect(reopened.machine.balances).toEqual({ a: 9994, b: 6 });
    await reopened.close();
  });

  it.each([
    ['null', 'null', /holds null/],
    ['truncated JSON', (text: string) => text.slice(0, text.length - 20), /truncated or damaged/],
    ['an empty file', '', /does not begin as a snapshot/],
    ['an earlier version without a checksum', '{"seq":12,"state":{"a":9994,"b":6}}', /earlier Perpdesk without a checksum/],
  ])('refuses a snapshot replaced by %s', async (_, replacement, problem) => {
    const dir = await closedLedger();
    const file = path.join(dir, 'snapshot.json');
    writeFileSync(file, typeof replacement === 'string' ? replacement : replacement(readFileSync(file, 'utf8')));
    await expectRefused(dir, 'snapshot.json', problem);
  });
});

describe('a log needs the snapshot it continues', () => {
  it('refuses to start empty when the snapshot is deleted next to its log', async () => {
    const dir = await closedLedger();
    rmSync(path.join(dir, 'snapshot.json'));
    await expectRefused(dir, segmentName(13), /no snapshot\.json beside it to hold records 1 to 12/);
  });

  it('refuses a log that starts after the snapshot’s position', async () => {
    const dir = await closedLedger();
    rmSync(path.join(dir, segmentName(13)));
    writeFileSync(path.join(dir, segmentName(20)), encodeRecord(20, { account: 'a', add: 1 }));
    await expectRefused(dir, segmentName(20), /after the snapshot's record 12: records 13 to 19 are missing/);
  });

  it('opens a log alone that starts at the first record (a crash before the first snapshot)', async () => {
    const { dir } = await crashedLog([1, 2]);
    const ledger = await openLedger(dir);
    expect(ledger.machine.balances).toEqual({ a: 3 });
    await ledger.close();
  });
});

/**
 * A log in two segments after its snapshot, as a snapshot that failed after its cut leaves it: snapshot.json at
 * record 10, wal-…11 holding records 11 to 20 and wal-…21 holding 21 to 25 (a: 25). `later` is the snapshot at
 * record 20, which the ledger wrote next.
 */
async function twoSegmentLog(): Promise<{ dir: string; middle: string; last: string; later: string }> {
  const written = tempDir();
  const ledger = await openLedger(written);
  const run = async (n: number) => {
    for (let i = 0; i < n; i++) await ledger.execute({ account: 'a', add: 1 });
  };
  await run(10);
  await ledger.snapshotNow();
  const early = readFileSync(path.join(written, 'snapshot.json'), 'utf8');
  await run(10);
  const middleText = readFileSync(path.join(written, segmentName(11)), 'utf8');
  await ledger.snapshotNow();
  const later = readFileSync(path.join(written, 'snapshot.json'), 'utf8');
  await run(5);
  const lastText = readFileSync(path.join(written, segmentName(21)), 'utf8');
  await ledger.close();

  const dir = tempDir();
  writeFileSync(path.join(dir, 'snapshot.json'), early);
  const middle = path.join(dir, segmentName(11));
  const last = path.join(dir, segmentName(21));
  writeFileSync(middle, middleText);
  writeFileSync(last, lastText);
  return { dir, middle, last, later };
}

/** Where record `seq` begins in the segment `file` (not its first). */
const startOf = (seq: number, file: string): number => readFileSync(file, 'utf8').indexOf(`\n${seq} `) + 1;

describe('a log that would lose records refuses to open', () => {
  it('opens a log in two segments after its snapshot, with every record', async () => {
    const { dir } = await twoSegmentLog();
    const ledger = await openLedger(dir);
    expect(ledger.machine.balances).toEqual({ a: 25 });
    await ledger.close();
  });

  it('refuses a segment cut mid-record with a segment after it, counting the records that follow', async () => {
    const { dir, middle } = await twoSegmentLog();
    writeFileSync(middle, readFileSync(middle, 'utf8').slice(0, startOf(16, middle) + 10));
    await expectRefused(
      dir,
      segmentName(11),
      /record 16 is damaged in the middle of the log \(5 records follow it\); acknowledged changes would be lost/,
    );
  });

  it('refuses a segment cut on a record boundary with a segment after it', async () => {
    const { dir, middle } = await twoSegmentLog();
    writeFileSync(middle, readFileSync(middle, 'utf8').slice(0, startOf(16, middle)));
    await expectRefused(dir, segmentName(21), /starts at record 21, but the log before it ends at record 15: records 16 to 20 are missing/);
  });

  it('refuses a log missing the segment its snapshot names', async () => {
    const { dir, middle } = await twoSegmentLog();
    rmSync(middle);
    await expectRefused(dir, segmentName(21), /starts at record 21, after the snapshot's record 10: records 11 to 20 are missing/);
  });

  it('refuses a last record whose number was changed, rather than drop it without a word', async () => {
    const { dir, file } = await crashedLog([1, 2, 4]);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n3 /, '\n1 '));
    await expectRefused(dir, segments(dir)[0] ?? '', /record 3, the last in the log, is whole but numbered 1/);
  });

  it('refuses a damaged record followed by a torn one: only the very last record may be torn', async () => {
    const { dir, file } = await crashedLog([1, 2]);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"add":2', '"add":7'));
    appendFileSync(file, encodeRecord(3, { account: 'a', add: 4 }).slice(0, 12));
    await expectRefused(dir, segments(dir)[0] ?? '', /record 2 is damaged, and so is everything after it in the log/);
  });

  it('opens beside a segment the snapshot already covers (a crash before retiring it), however damaged', async () => {
    const { dir, middle, later } = await twoSegmentLog();
    writeFileSync(path.join(dir, 'snapshot.json'), later);
    const damaged = readFileSync(middle, 'utf8').slice(0, startOf(16, middle) + 10);
    writeFileSync(middle, damaged);
    const ledger = await openLedger(dir);
    expect(ledger.machine.balances).toEqual({ a: 25 });
    expect(readFileSync(middle, 'utf8')).toBe(damaged);
    await ledger.close();
  });
});

describe('a torn last record', () => {
  it('is cut off and reported with its record number; every acknowledged command is kept', async () => {
    const dir = tempDir();
    const ledger = await openLedger(dir);
    const acknowledged: number[] = [];
    for (let i = 1; i <= 5; i++) acknowledged.push(await ledger.execute({ account: 'a', add: i }));
    // The crash: the file as it stands after five answers, plus half of a sixth record mid-write.
    const [segment = ''] = segments(dir);
    const file = path.join(dir, segment);
    const image = tempDir();
    const copy = path.join(image, segment);
    writeFileSync(copy, readFileSync(file));
    appendFileSync(copy, encodeRecord(6, { type: 'placeOrder', account: 'a', add: 6 }).slice(0, 40));
    await ledger.close();

    const reports: string[] = [];
    const reopened = await openLedger(image, undefined, { report: (line) => reports.push(line) });
    expect(reopened.machine.balances).toEqual({ a: acknowledged.at(-1) });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(`the end of ${copy}: record 6, 40 bytes of a placeOrder command`);
    expect(reports[0]).toContain('never acknowledged');
    expect(await reopened.execute({ account: 'a', add: 100 })).toBe(115);
    await reopened.close();
  });

  it('can only ever hold unacknowledged commands: each answer waits until its record is whole in the log', async () => {
    const dir = tempDir();
    const ledger = await openLedger(dir);
    const file = () => path.join(dir, segments(dir)[0] ?? '');
    const checks = Array.from({ length: 300 }, (_, i) => {
      const command: Command = { account: `k${i % 7}`, add: i };
      return ledger.execute(command).then(() => {
        const text = readFileSync(file(), 'utf8');
        const line = encodeRecord(i + 1, command);
        // Whole, newline included: a crash from here on can tear only what comes after it.
        expect(text.includes(line), `record ${i + 1} whole when answered`).toBe(true);
        expect(statSync(file()).size).toBeGreaterThanOrEqual(text.indexOf(line) + Buffer.byteLength(line));
      });
    });
    await Promise.all(checks);
    await ledger.close();
  });

  it('is reported nowhere when there is none', async () => {
    const { dir } = await crashedLog([1]);
    const reports: string[] = [];
    const ledger = await openLedger(dir, undefined, { report: (line) => reports.push(line) });
    expect(reports).toEqual([]);
    await ledger.close();
  });
});
