/**
 * Where a profile's chases and TWAPs live: `algo/<profile>.json` in the data directory (the profile's name as
 * for held orders), rewritten whole and atomically (synced file, rename, synced directory) before any of their
 * actions is carried out. The books and positions they saw are not kept: they are read again at start. A file that
 * does not read back refuses to start, naming it, as the held orders' does.
 */
import { readStoreFile, storeFileIn } from '../held/store';
import type { AlgoOrder } from './model';

const VERSION = 1;

export interface AlgoStore {
  readonly file: string;
  load(): Promise<AlgoOrder[]>;
  save(orders: AlgoOrder[]): Promise<void>;
}

export function openAlgoStore(dataDir: string, name: string): AlgoStore {
  const { file, write } = storeFileIn(dataDir, 'algo', name);
  const valid = (p: { version?: unknown; orders?: unknown }) => p.version === VERSION && Array.isArray(p.orders);
  return {
    file,
    load: async () => (await readStoreFile<{ version?: unknown; orders?: AlgoOrder[] }>(file, 'chase and TWAP', valid))?.orders ?? [],
    save: (orders) => write({ version: VERSION, orders }),
  };
}
