/**
 * Where a profile's held orders live: `held/<profile>.json` in the data directory, rewritten whole and atomically
 * (synced file, rename, synced directory) before the engine's actions are carried out. The recent notices and how
 * far the trader has read them are kept with them, so what happened while no screen looked is told at the next. The data directory's lock
 * (startCore) makes this process its only writer. A file that does not read back refuses to start, naming it:
 * protection silently dropped would be worse than none announced.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR, writeFileAtomic } from '../fs/durable-files';
import { emptyState } from './engine';
import type { ProtectionNotice } from '../../shared/bridge';
import type { EngineState, HeldOrder } from './model';

const VERSION = 1;

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
  return `venue-${createHash('sha256').update(`${profileId ?? ''}\n${baseUrl}\n${apiKey}`).digest('hex').slice(0, 16)}`;
}

export class HeldStoreError extends Error {}

/** A profile's file `<folder>/<name>.json` in the data directory, and how it is written: whole, synced, atomically. */
export function storeFileIn(dataDir: string, folder: string, name: string): { file: string; write(value: unknown): Promise<void> } {
  const dir = path.join(dataDir, folder);
  const file = path.join(dir, `${name}.json`);
  return {
    file,
    async write(value) {
      await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
      await writeFileAtomic(file, JSON.stringify(value));
    },
  };
}

/**
 * A store file's JSON: null when there is none yet; `what` (e.g. "held orders") names its contents when it is
 * damaged or of another version, refusing to start without them.
 */
export async function readStoreFile<T extends { version?: unknown }>(file: string, what: string, valid: (parsed: T) => boolean): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let parsed: T;
  try {
    parsed = JSON.parse(text) as T;
  } catch {
    throw new HeldStoreError(`${file} is damaged (not JSON): the ${what} in it cannot be read. Move it away to start without them.`);
  }
  if (!valid(parsed)) {
    throw new HeldStoreError(`${file} is not a ${what} file this Perpdesk reads (version ${String(parsed.version)}). Move it away to start without them.`);
  }
  return parsed;
}

/**
 * A profile's file `<folder>/<name>.json` holding one versioned list, `{ version, [key]: [...] }`: an empty list
 * when there is none yet; `what` names its contents when it cannot be read.
 */
export function listStoreIn<T>(dataDir: string, folder: string, name: string, { key, what, version }: { key: string; what: string; version: number }) {
  const { file, write } = storeFileIn(dataDir, folder, name);
  type Saved = { version?: unknown } & Record<string, unknown>;
  const valid = (p: Saved) => p.version === version && Array.isArray(p[key]);
  return {
    file,
    load: async (): Promise<T[]> => ((await readStoreFile<Saved>(file, what, valid))?.[key] as T[] | undefined) ?? [],
    save: (items: T[]): Promise<void> => write({ version, [key]: items }),
  };
}

/** An order written before exits had a type: a market exit, its exits counted from its attempts. */
function withExit(order: HeldOrder): HeldOrder {
  if (order.exit !== undefined) return order;
  const sentNow = order.status === 'firing' || order.status === 'fired' ? 1 : 0;
  return { ...order, exit: { type: 'market' }, sent: order.attempts + sentNow, partial: false };
}

export function openHeldStore(dataDir: string, name: string): HeldStore {
  const { file, write } = storeFileIn(dataDir, 'held', name);
  return {
    file,
    async load() {
      type Saved = { version?: unknown; state?: EngineState; notices?: ProtectionNotice[]; read?: number; keepAwake?: boolean };
      const parsed = await readStoreFile<Saved>(file, 'held orders', (p) => p.version === VERSION && p.state !== undefined && Array.isArray(p.state.orders));
      if (parsed === null) return { state: emptyState(), notices: [], read: 0, keepAwake: false };
      const state = { ...emptyState(), ...parsed.state, orders: parsed.state!.orders.map(withExit) };
      const notices = Array.isArray(parsed.notices) ? parsed.notices : [];
      return { state, notices, read: typeof parsed.read === 'number' ? parsed.read : 0, keepAwake: parsed.keepAwake === true };
    },
    async save({ state, notices, read, keepAwake }) {
      await write({ version: VERSION, state, notices, read, keepAwake });
    },
  };
}
