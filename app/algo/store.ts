/**
 * Where a profile's chases and TWAPs live: `algo/<profile>.json` in the data directory (the profile's name as
 * for held orders), rewritten whole and atomically (synced file, rename, synced directory) before any of their
 * actions is carried out. The books and positions they saw are not kept: they are read again at start. A file that
 * does not read back refuses to start, naming it, as the held orders' does.
 */
import { listStoreIn } from '../held/store';
import type { AlgoOrder } from './model';

export interface AlgoStore {
  readonly file: string;
  load(): Promise<AlgoOrder[]>;
  save(orders: AlgoOrder[]): Promise<void>;
}

export const openAlgoStore = (dataDir: string, name: string): AlgoStore =>
  listStoreIn<AlgoOrder>(dataDir, 'algo', name, { key: 'orders', what: 'chase and TWAP', version: 1 });
