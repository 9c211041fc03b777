/**
 * The latest snapshot of the exchange's state and the log position it covers. It is never trusted blindly: a
 * SHA-256 over its position and its state's exact bytes tells any change (one flipped digit, a truncation, `null`)
 * from the file that was written, and a damaged one refuses to open.
 *
 * The file is JSON, `{"format":2,"seq":N,"log":"wal-….log","sha256":"…","state":…}`, with the state last so that
 * its bytes, as written, can be checked before anything is parsed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../fs/durable-files';
import { DamagedStoreError } from './damage';
import { segmentName } from './segments';

export interface Snapshot<S> {
  /** The last log record the state includes; replay resumes at seq + 1. */
  seq: number;
  state: S;
}

export const SNAPSHOT_FILE = 'snapshot.json';
const FORMAT = 2;

/** The file's text up to the state: everything the checksum covers besides the state. */
const headOf = (seq: number) => `{"format":${FORMAT},"seq":${seq},"log":"${segmentName(seq + 1)}"`;
const STATE_KEY = ',"state":';

const checksum = (head: string, stateJson: string): string => createHash('sha256').update(head).update('\n').update(stateJson).digest('hex');

export function encodeSnapshot<S>({ seq, state }: Snapshot<S>): string {
  const head = headOf(seq);
  const stateJson = JSON.stringify(state);
  return `${head},"sha256":"${checksum(head, stateJson)}"${STATE_KEY}${stateJson}}`;
}

/** The snapshot in `text`, or what is wrong with it. */
export function decodeSnapshot<S>(text: string): Snapshot<S> | { problem: string } {
  const match = /^\{"format":(\d+),"seq":(\d+),"log":"(wal-\d{12}\.log)","sha256":"([0-9a-f]{64})"/.exec(text);
  if (match === null) {
    if (/^\s*null\s*$/.test(text)) return { problem: 'it holds null, not a snapshot' };
    if (/^\{"seq":\d+,"state":/.test(text)) {
      return { problem: 'it was written by an earlier Perpdesk without a checksum, so it cannot be checked' };
    }
    return { problem: 'it does not begin as a snapshot does (damaged or truncated)' };
  }
  const [whole, format, seqText, log, sum] = match as unknown as [string, string, string, string, string];
  if (Number(format) !== FORMAT) return { problem: `it is in format ${format}, which this Perpdesk does not read` };
  const seq = Number(seqText);
  if (!Number.isSafeInteger(seq) || log !== segmentName(seq + 1)) {
    return { problem: `its log position (record ${seqText}, ${log}) does not hold together` };
  }
  if (!text.startsWith(STATE_KEY, whole.length) || !text.endsWith('}')) {
    return { problem: 'it is truncated or damaged: its state is not where it belongs' };
  }
  const stateJson = text.slice(whole.length + STATE_KEY.length, -1);
  if (checksum(headOf(seq), stateJson) !== sum) {
    return { problem: `its checksum does not match its contents (record ${seq}): it was changed or damaged` };
  }
  try {
    return { seq, state: JSON.parse(stateJson) as S };
  } catch {
    return { problem: 'its state is not JSON' };
  }
}

/** The snapshot in `dir`; null when there is none. A damaged one throws DamagedStoreError naming the file. */
export async function readSnapshot<S>(dir: string): Promise<Snapshot<S> | null> {
  const file = path.join(dir, SNAPSHOT_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
  const snapshot = decodeSnapshot<S>(text);
  if ('problem' in snapshot) throw new DamagedStoreError(file, snapshot.problem);
  return snapshot;
}

/** Writes a snapshot already encoded (encodeSnapshot): the state as it was then, whatever has changed since. */
export const writeSnapshot = (dir: string, encoded: string): Promise<void> => writeFileAtomic(path.join(dir, SNAPSHOT_FILE), encoded);
