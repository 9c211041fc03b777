/** `<dataDir>/profiles.json`: the saved profiles (never a secret) and the one last selected. */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { VaultError } from './errors';
import { OWNER_ONLY_DIR, writeFileAtomic } from '../fs/durable-files';
import { withLockFile } from '../fs/lock-file';
import type { StoredProfile } from './profile';

export interface ProfileFileContent {
  /** The id of the profile last selected; null for the paper exchange. */
  selected: string | null;
  profiles: StoredProfile[];
}

const FILE_NAME = 'profiles.json';
const VERSION = 1;

const storedProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  baseUrl: z.string().min(1),
  apiKey: z.string().min(1),
  readOnly: z.boolean(),
  createdAt: z.number().int(),
  secretStorage: z.enum(['keychain', 'memory']),
});

const fileSchema = z.object({
  version: z.literal(VERSION),
  selected: z.string().nullable(),
  profiles: z.array(storedProfileSchema),
});

export const profileFilePath = (dataDir: string): string => path.join(dataDir, FILE_NAME);

/** The file's content; an empty list where there is no file yet. */
export async function readProfileFile(dataDir: string): Promise<ProfileFileContent> {
  const file = profileFilePath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { selected: null, profiles: [] };
    const why = (err as NodeJS.ErrnoException).code === 'EACCES' ? 'Perpdesk may not read it' : (err as Error).message;
    throw new VaultError('internal', `The saved profiles could not be read from ${file}: ${why}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable(file, 'it is not JSON');
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    throw unreadable(file, whatIsWrong(parsed.error.issues[0]?.path ?? []));
  }
  return { selected: parsed.data.selected, profiles: parsed.data.profiles };
}

/** Holds `<dataDir>/profiles.json.lock` while `change` reads and writes the file. */
export async function withProfileFileLock<T>(dataDir: string, change: () => Promise<T>): Promise<T> {
  await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  return withLockFile(`${profileFilePath(dataDir)}.lock`, 'a profile change', change);
}

export async function writeProfileFile(dataDir: string, content: ProfileFileContent): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  // Parsing strips every field the schema does not name: nothing a caller added to a profile reaches the disk.
  const data = fileSchema.parse({ version: VERSION, selected: content.selected, profiles: content.profiles });
  await writeFileAtomic(profileFilePath(dataDir), `${JSON.stringify(data, null, 2)}\n`);
}

const unreadable = (file: string, why: string) =>
  new VaultError('internal', `The saved profiles file ${file} is damaged (${why}): move it away to start with no saved profiles`);

const FIELD_WORDS: Record<string, string> = {
  id: 'id',
  name: 'name',
  baseUrl: 'address',
  apiKey: 'API key',
  readOnly: 'read-only setting',
  createdAt: 'date added',
  secretStorage: 'place of its secret',
};

/** The first fault the schema found, in words: "profile 2 has no valid API key". */
function whatIsWrong(at: readonly PropertyKey[]): string {
  const [top, index, field] = at;
  if (top === 'version') return 'it was written by another version of Perpdesk';
  if (top === 'selected') return 'the selected profile is not valid';
  if (top === 'profiles' && typeof index === 'number') {
    return `profile ${index + 1} has no valid ${FIELD_WORDS[String(field)] ?? 'content'}`;
  }
  return 'it is not a list of profiles';
}
