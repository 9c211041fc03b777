/**
 * Where a profile's guards live: `guards/<profile>.json` in the data directory, rewritten whole and atomically.
 * No file: every guard off. The file is checksummed and validated at load; one that fails refuses, naming it:
 * guards silently dropped would let through what the trader asked to be refused.
 */
import { GUARDS_OFF, guardSettingsSchema, type GuardSettings } from '../../../shared/bridge';
import { checkedStore, storeFile, type CheckedStore } from '../../fs/checked-store';

export type GuardStore = CheckedStore<GuardSettings>;

export const openGuardStore = (dataDir: string, name: string): GuardStore =>
  checkedStore<GuardSettings>({
    file: storeFile(dataDir, 'guards', name),
    store: 'guards',
    version: 2,
    what: 'guard settings',
    without: '(every guard is then off)',
    schema: guardSettingsSchema,
    // Before checksums the file was the settings alone, with no version.
    legacy: { version: null, schema: guardSettingsSchema },
    records: [],
    empty: () => GUARDS_OFF,
  });
