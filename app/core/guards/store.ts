/**
 * Where a profile's guards live: `guards/<profile>.json` in the data directory, rewritten whole and atomically.
 * No file: every guard off. A file that does not read back refuses, naming it: guards silently dropped would let
 * through what the trader asked to be refused.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GUARDS_OFF, guardSettingsSchema, type GuardSettings } from '../../../shared/bridge';
import { OWNER_ONLY_DIR, writeFileAtomic } from '../../fs/durable-files';

export interface GuardStore {
  readonly file: string;
  load(): Promise<GuardSettings>;
  save(guards: GuardSettings): Promise<void>;
}

export class GuardStoreError extends Error {}

export function openGuardStore(dataDir: string, name: string): GuardStore {
  const file = path.join(dataDir, 'guards', `${name}.json`);
  const load = async (): Promise<GuardSettings> => {
    const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
    if (text === null) return GUARDS_OFF;
    const parsed = guardSettingsSchema.safeParse(jsonOrNull(text));
    if (!parsed.success) throw new GuardStoreError(`The guards file ${file} is damaged; fix it or move it away (every guard is then off)`);
    return parsed.data;
  };
  const save = async (guards: GuardSettings): Promise<void> => {
    await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
    await writeFileAtomic(file, `${JSON.stringify(guards, null, 2)}\n`);
  };
  return { file, load, save };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
