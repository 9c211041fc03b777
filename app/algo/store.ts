/**
 * Where a profile's chases and TWAPs live: `algo/<profile>.json` in the data directory (the profile's name as
 * for held orders), rewritten whole and atomically (synced file, rename, synced directory) before any of their
 * actions is carried out. The books and positions they saw are not kept: they are read again at start. A file that
 * does not read back refuses to start, naming it, as the held orders' does.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR, writeFileAtomic } from '../fs/durable-files';
import { HeldStoreError } from '../held/store';
import type { AlgoOrder } from './model';

const VERSION = 1;

export interface AlgoStore {
  readonly file: string;
  load(): Promise<AlgoOrder[]>;
  save(orders: AlgoOrder[]): Promise<void>;
}

export function openAlgoStore(dataDir: string, name: string): AlgoStore {
  const dir = path.join(dataDir, 'algo');
  const file = path.join(dir, `${name}.json`);
  return {
    file,
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      let parsed: { version?: unknown; orders?: unknown };
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        throw new HeldStoreError(`${file} is damaged (not JSON): the chases and TWAPs in it cannot be read. Move it away to start without them.`);
      }
      if (parsed.version !== VERSION || !Array.isArray(parsed.orders)) {
        throw new HeldStoreError(`${file} is not a chase and TWAP file this Perpdesk reads (version ${String(parsed.version)}). Move it away to start without them.`);
      }
      return parsed.orders as AlgoOrder[];
    },
    async save(orders) {
      await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
      await writeFileAtomic(file, JSON.stringify({ version: VERSION, orders }));
    },
  };
}
