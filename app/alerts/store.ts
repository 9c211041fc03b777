/**
 * Where a profile's price alerts live: `alerts/<profile>.json` in the data directory (the profile's name as for
 * held orders), owner-only, versioned, rewritten whole and atomically (synced file, rename, synced directory): a
 * fired alert is on disk before the trader can be told. The file is checksummed and every alert validated at load;
 * one that fails refuses to start, naming the file and the alert.
 */
import type { PriceAlert } from '../../shared/bridge';
import { checkedStore, storeFile } from '../fs/checked-store';
import { alertFileSchema, alertRecords } from './records';

export interface AlertStore {
  readonly file: string;
  load(): Promise<PriceAlert[]>;
  save(alerts: PriceAlert[]): Promise<void>;
}

export function openAlertStore(dataDir: string, name: string): AlertStore {
  const store = checkedStore<{ alerts: PriceAlert[] }>({
    file: storeFile(dataDir, 'alerts', name),
    store: 'alerts',
    version: 2,
    what: 'price alerts',
    without: '(no alert is then armed)',
    schema: alertFileSchema,
    legacy: { version: 1, schema: alertFileSchema },
    records: alertRecords,
    empty: () => ({ alerts: [] }),
  });
  return { file: store.file, load: async () => (await store.load()).alerts, save: (alerts) => store.save({ alerts }) };
}
