/**
 * Where a profile's held orders live: `held/<profile>.json` in the data directory, rewritten whole and atomically
 * (synced file, rename, synced directory) before the engine's actions are carried out. The recent notices and how
 * far the trader has read them are kept with them, so what happened while no screen looked is told at the next. The data directory's lock
 * (startCore) makes this process its only writer. The file is checksummed and every record validated at load; one
 * that fails refuses to start, naming the file and the record: protection silently dropped would be worse than
 * none announced.
 */
import { createHash } from 'node:crypto';
import { checkedStore, storeFile } from '../fs/checked-store';
import { emptyState } from './engine';
import { heldFileSchema, heldRecords, legacyHeldFileSchema } from './records';
import type { ProtectionNotice } from '../../shared/bridge';
import type { EngineState } from './model';

export interface HeldFile {
  state: EngineState;
  /** The recent notices, oldest first. */
  notices: ProtectionNotice[];
  /** The newest notice the trader has seen (its seq; 0: none). */
  read: number;
  /** The desktop app keeps the system awake while orders are armed. */
  keepAwake: boolean;
}

export interface HeldStore {
  readonly file: string;
  load(): Promise<HeldFile>;
  save(file: HeldFile): Promise<void>;
}

/** A file name for a venue: its saved profile's id, or (for an exchange named on the command line) its address and key. */
export function storeName(profileId: string | null, baseUrl: string, apiKey: string): string {
  if (profileId !== null && /^[A-Za-z0-9_-]{1,100}$/.test(profileId)) return profileId;
  return `venue-${createHash('sha256')
    .update(`${profileId ?? ''}\n${baseUrl}\n${apiKey}`)
    .digest('hex')
    .slice(0, 16)}`;
}

export const openHeldStore = (dataDir: string, name: string): HeldStore =>
  checkedStore<HeldFile>({
    file: storeFile(dataDir, 'held', name),
    store: 'held',
    version: 2,
    what: 'held orders',
    without: '(no held order is then armed)',
    schema: heldFileSchema,
    legacy: { version: 1, schema: legacyHeldFileSchema },
    records: heldRecords,
    empty: () => ({ state: emptyState(), notices: [], read: 0, keepAwake: false }),
  });
