/** The latest snapshot of the exchange's state and the log sequence it includes. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../fs/durable-files';

export interface Snapshot<S> {
  seq: number;
  state: S;
}

const FILE = 'snapshot.json';

export async function readSnapshot<S>(dir: string): Promise<Snapshot<S> | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, FILE), 'utf8')) as Snapshot<S>;
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}

export const writeSnapshot = <S>(dir: string, snapshot: Snapshot<S>): Promise<void> =>
  writeFileAtomic(path.join(dir, FILE), JSON.stringify(snapshot));
