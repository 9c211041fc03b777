/**
 * Where a profile's price alerts live: `alerts/<profile>.json` in the data directory (the profile's name as for
 * held orders), owner-only, rewritten whole and atomically (synced file, rename, synced directory): a fired alert
 * is on disk before the trader can be told. A file that does not read back refuses to start, naming it, as the
 * held orders' does.
 */
import type { PriceAlert } from '../../shared/bridge';
import { readStoreFile, storeFileIn } from '../held/store';

const VERSION = 1;

export interface AlertStore {
  readonly file: string;
  load(): Promise<PriceAlert[]>;
  save(alerts: PriceAlert[]): Promise<void>;
}

export function openAlertStore(dataDir: string, name: string): AlertStore {
  const { file, write } = storeFileIn(dataDir, 'alerts', name);
  const valid = (p: { version?: unknown; alerts?: unknown }) => p.version === VERSION && Array.isArray(p.alerts);
  return {
    file,
    load: async () => (await readStoreFile<{ version?: unknown; alerts?: PriceAlert[] }>(file, 'price alerts', valid))?.alerts ?? [],
    save: (alerts) => write({ version: VERSION, alerts }),
  };
}
