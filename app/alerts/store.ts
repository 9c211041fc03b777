/**
 * Where a profile's price alerts live: `alerts/<profile>.json` in the data directory (the profile's name as for
 * held orders), owner-only, versioned, rewritten whole and atomically (synced file, rename, synced directory): a
 * fired alert is on disk before the trader can be told. A file that does not read back refuses to start, naming
 * it, as the held orders' does.
 */
import type { PriceAlert } from '../../shared/bridge';
import { listStoreIn } from '../held/store';

export type AlertStore = ReturnType<typeof openAlertStore>;

export const openAlertStore = (dataDir: string, name: string) =>
  listStoreIn<PriceAlert>(dataDir, 'alerts', name, { key: 'alerts', what: 'price alerts', version: 1 });
