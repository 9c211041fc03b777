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
  const dir = path.join(dataDir, 'guards');
  const file = path.join(dir, `${name}.json`);
  return {
    file,
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return GUARDS_OFF;
        throw err;
      }
      let parsed: ReturnType<typeof guardSettingsSchema.safeParse>;
      try {
        parsed = guardSettingsSchema.safeParse(JSON.parse(text));
      } catch {
        parsed = guardSettingsSchema.safeParse(undefined);
      }
      if (!parsed.success) throw new GuardStoreError(`The guards file ${file} is damaged; fix it or move it away (every guard is then off)`);
      return parsed.data;
    },
    async save(guards) {
      await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
      await writeFileAtomic(file, `${JSON.stringify(guards, null, 2)}\n`);
    },
  };
}
