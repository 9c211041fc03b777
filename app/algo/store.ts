/**
 * Where a profile's chases and TWAPs live: `algo/<profile>.json` in the data directory (the profile's name as
 * for held orders), rewritten whole and atomically (synced file, rename, synced directory) before any of their
 * actions is carried out. The books and positions they saw are not kept: they are read again at start. The file is
 * checksummed and every record validated at load; one that fails refuses to start, naming the file and the record.
 */
import { checkedListStore, storeFile, type CheckedStore } from '../fs/checked-store';
import { algoFileSchema, algoRecords } from './records';
import type { AlgoOrder } from './model';

export type AlgoStore = CheckedStore<AlgoOrder[]>;

export const openAlgoStore = (dataDir: string, name: string): AlgoStore =>
  checkedListStore('orders', {
    file: storeFile(dataDir, 'algo', name),
    store: 'algo',
    version: 2,
    what: 'chases and TWAPs',
    without: '(no chase or TWAP then runs)',
    schema: algoFileSchema,
    legacy: { version: 1, schema: algoFileSchema },
    records: algoRecords,
  });
