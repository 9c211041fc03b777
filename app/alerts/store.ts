/**
 * Where a profile's price alerts live: `alerts/<profile>.json` in the data directory (the profile's name as for
 * held orders), owner-only, versioned, rewritten whole and atomically (synced file, rename, synced directory): a
 * fired alert is on disk before the trader can be told. The file is checksummed and every alert validated at load;
 * one that fails refuses to start, naming the file and the alert.
 */
import type { PriceAlert } from '../../shared/bridge';
import { checkedListStore, storeFile, type CheckedStore } from '../fs/checked-store';
import { alertFileSchema, alertRecords } from './records';

export type AlertStore = CheckedStore<PriceAlert[]>;

export const openAlertStore = (dataDir: string, name: string): AlertStore =>
  checkedListStore('alerts', {
    file: storeFile(dataDir, 'alerts', name),
    store: 'alerts',
    version: 2,
    what: 'price alerts',
    without: '(no alert is then armed)',
    schema: alertFileSchema,
    legacy: { version: 1, schema: alertFileSchema },
    records: alertRecords,
  });
