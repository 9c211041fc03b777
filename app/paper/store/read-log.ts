/**
 * Reading the log back at start: every record after the snapshot's position, in order, from the segment the
 * snapshot names on. Only a torn last record (a crash mid-write, so never acknowledged) is cut off, and reported.
 * Anything else that would drop records refuses to open, naming the file and changing nothing: a damaged record
 * with more log after it, a segment missing from the sequence, and a log deleted or ending behind the snapshot.
 */
import { readdir, readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import { CorruptLogError } from './damage';
import { decodeRecord, type LogRecord } from './record';
import { firstSeqOf, SEGMENT, segmentName } from './segments';
import { SNAPSHOT_FILE } from './snapshot';

/** Hears, in one line, what recovery cut off: a record torn by a crash mid-write. */
export type RecoveryReport = (line: string) => void;

export interface LogContents<C> {
  /** The records after the snapshot's position, in order. */
  records: LogRecord<C>[];
  /** The number of the last record: the snapshot's position when there are none. */
  lastSeq: number;
  /** The segment that goes on: the last one, or the one to create for a new log. */
  segment: string;
}

interface Line {
  text: string;
  /** Its byte offset in the segment. */
  start: number;
  /** False for the end of a segment that lacks its newline: a record never finished. */
  whole: boolean;
}

interface Segment {
  name: string;
  file: string;
  bytes: Buffer;
  lines: Line[];
}

export async function readLog<C>(dir: string, afterSeq: number, report: RecoveryReport): Promise<LogContents<C>> {
  const names = (await readdir(dir)).filter((name) => SEGMENT.test(name)).sort();
  const first = segmentName(afterSeq + 1);
  // Segments before the snapshot's hold only what it covers: left for the next snapshot to retire.
  const live = names.filter((name) => name >= first);
  if (afterSeq > 0 && live.length === 0) {
    throw new CorruptLogError(path.join(dir, first), missingAfterSnapshot(afterSeq, names.at(-1)));
  }
  const segments: Segment[] = [];
  for (const name of live) {
    const file = path.join(dir, name);
    const bytes = await readFile(file);
    segments.push({ name, file, bytes, lines: linesOf(bytes) });
  }

  const records: LogRecord<C>[] = [];
  let expected = afterSeq + 1;
  for (const [index, { name, file, bytes, lines }] of segments.entries()) {
    if (firstSeqOf(name) !== expected) throw new CorruptLogError(file, notContinuing(name, expected - 1, afterSeq));
    for (const [at, line] of lines.entries()) {
      const record = line.whole ? decodeRecord<C>(line.text) : null;
      if (record?.seq === expected) {
        records.push(record);
        expected += 1;
        continue;
      }
      const isTornTail = record === null && index === segments.length - 1 && at === lines.length - 1;
      if (!isTornTail) {
        const after = [...lines.slice(at + 1), ...segments.slice(index + 1).flatMap((s) => s.lines)];
        throw new CorruptLogError(file, damaged(expected, record?.seq ?? null, after));
      }
      await truncate(file, line.start);
      report(tornTailReport(file, expected, bytes.length - line.start, line.text));
    }
  }
  return { records, lastSeq: expected - 1, segment: live.at(-1) ?? first };
}

function linesOf(bytes: Buffer): Line[] {
  const lines: Line[] = [];
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    lines.push({ text: bytes.subarray(start, end).toString('utf8'), start, whole: newline >= 0 });
    start = end + 1;
  }
  return lines;
}

const count = (n: number, what: string): string => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

const LOST = 'acknowledged changes would be lost';

/** Why the record where `seq` belongs cannot be used, given what follows it in the log. */
function damaged(seq: number, readsAs: number | null, after: Line[]): string {
  const following = after.filter((line) => line.whole && decodeRecord(line.text) !== null).length;
  if (following > 0) {
    return `record ${seq} is damaged in the middle of the log (${count(following, 'record')} follow it); ${LOST}`;
  }
  if (after.length > 0) return `record ${seq} is damaged, and so is everything after it in the log; ${LOST}`;
  return `record ${seq}, the last in the log, is whole but numbered ${readsAs}: it was changed or damaged`;
}

/** Why the snapshot's log is not there, `last` being the log's last file if it has any. */
function missingAfterSnapshot(afterSeq: number, last: string | undefined): string {
  const where =
    last === undefined ? 'and there is no log file at all (deleted?)' : `but the log ends before the snapshot's position: its last file is ${last}`;
  return (
    `the log after the snapshot's record ${afterSeq} is missing: ${SNAPSHOT_FILE} says it goes on in this file, ` +
    `${where}; any change acknowledged after record ${afterSeq} would be lost`
  );
}

/** Why segment `name` cannot follow the log read so far, which ends at record `lastSeq`. */
function notContinuing(name: string, lastSeq: number, afterSeq: number): string {
  const first = firstSeqOf(name);
  if (first <= lastSeq) {
    return `it starts at record ${first}, but the log before it already goes to record ${lastSeq}: the log's files were mixed up`;
  }
  const gap = `records ${lastSeq + 1} to ${first - 1} are missing; ${LOST}`;
  if (lastSeq > afterSeq) return `it starts at record ${first}, but the log before it ends at record ${lastSeq}: ${gap}`;
  if (afterSeq > 0) return `it starts at record ${first}, after the snapshot's record ${afterSeq}: ${gap}`;
  return `it starts at record ${first}, but there is no ${SNAPSHOT_FILE} beside it to hold records 1 to ${first - 1}`;
}

function tornTailReport(file: string, seq: number, bytes: number, text: string): string {
  const type = /"type":"(\w+)"/.exec(text)?.[1];
  const what = type === undefined ? 'a command' : `a ${type} command`;
  return (
    `paper exchange: cut off a torn record at the end of ${file}: record ${seq}, ${bytes} bytes of ${what} ` +
    'cut short by a crash mid-write. It was never acknowledged (the log is synced before any answer goes out), ' +
    'so no acknowledged change is lost.'
  );
}
