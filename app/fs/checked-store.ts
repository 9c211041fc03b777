/**
 * A durable JSON store that tells a change made outside Perpdesk from what it wrote. A file is written whole,
 * synced and renamed into place (writeFileAtomic), compact, led by a SHA-256 of every byte after it:
 *
 *   {"sha256":"<64 hex>","store":"held","version":2,…the store's fields}
 *
 * It is read back only when that checksum holds and every record passes the store's schema; anything else
 * refuses, naming the file and the record. Nothing in it is ever dropped, repaired or cancelled silently: a stop
 * that quietly stops watching is worse than a start refused. Files of the version before checksums still load
 * when every record validates, and are rewritten in this form at the next save.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { OWNER_ONLY_DIR, writeFileAtomic } from './durable-files';
import { describeIssue, shown, type RecordList } from './store-problem';

export class StoreFileError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    without: string,
  ) {
    super(`${file}: ${problem}; move the file away to start without it ${without}`);
  }
}

type Fields = Record<string, unknown>;

export interface CheckedStoreSpec<T extends object> {
  file: string;
  /** Written in the file and checked, so that one store's file put in another's place is refused. */
  store: string;
  version: number;
  /** What it holds, in a trader's words: "held orders". */
  what: string;
  /** What starting without it means: "(no held order is then armed)". */
  without: string;
  schema: z.ZodType<T>;
  /** The version before checksums (null: it had no version field) and how its fields read; none for a store born with them. */
  legacy?: { version: number | null; schema: z.ZodType<T> };
  /** Where its records are, to name the one that is wrong. */
  records: readonly RecordList[];
  /** What a profile without a file holds. */
  empty: () => T;
}

export interface CheckedStore<T> {
  readonly file: string;
  load(): Promise<T>;
  save(value: T): Promise<void>;
}

/** A profile's file of one store: `<folder>/<name>.json` in the data directory. */
export const storeFile = (dataDir: string, folder: string, name: string): string => path.join(dataDir, folder, `${name}.json`);

const HEAD = /^\{"sha256":"([0-9a-f]{64})",/;
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function encodeStore(store: string, version: number, fields: object): string {
  const body = JSON.stringify({ store, version, ...fields });
  return `{"sha256":"${sha256(body)}",${body.slice(1)}`;
}

/** What refuses a file its read failed on (ENOENT aside: no file is an empty store). */
export function unreadable(code: string | undefined): string {
  if (code === 'EISDIR') return 'it is a directory, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'Perpdesk is not allowed to read it (permission denied)';
  return `it cannot be read (${code ?? 'an unknown error'})`;
}

export function checkedStore<T extends object>(spec: CheckedStoreSpec<T>): CheckedStore<T> {
  const { file } = spec;
  function refuse(problem: string): never {
    throw new StoreFileError(file, problem, spec.without);
  }

  function validate(schema: z.ZodType<T>, fields: Fields): T {
    let result: ReturnType<typeof schema.safeParse>;
    try {
      result = schema.safeParse(fields);
    } catch (err) {
      // A check that throws (a bug in a schema) still refuses by name rather than stopping the start with a stack.
      return refuse(`it cannot be checked (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!result.success) return refuse(describeIssue(result.error.issues[0]!, fields, spec.records));
    return result.data;
  }

  function decode(bytes: Buffer): T {
    let text = '';
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      refuse('it is not text (damaged)');
    }
    const head = HEAD.exec(text);
    if (head !== null) {
      const body = `{${text.slice(head[0].length)}`;
      if (sha256(body) !== head[1]) refuse('the checksum does not match its contents (changed outside Perpdesk?)');
      const { store, version, ...fields } = parseObject(body);
      if (store !== spec.store) refuse(`it is marked as a ${shown(store)} store, not one of ${spec.what}`);
      if (version !== spec.version) refuse(`it was written by a Perpdesk this one does not read (version ${shown(version)})`);
      return validate(spec.schema, fields);
    }
    const parsed = parseObject(text);
    if ('sha256' in parsed) refuse('its checksum is damaged');
    const { legacy } = spec;
    if (legacy === undefined) return refuse('it has no checksum (written or changed outside Perpdesk?)');
    if (legacy.version === null) {
      if ('version' in parsed) refuse(`it was written by a Perpdesk this one does not read (version ${shown(parsed['version'])})`);
      return validate(legacy.schema, parsed);
    }
    const { version, ...fields } = parsed;
    if (version !== legacy.version) refuse(`it was written by a Perpdesk this one does not read (version ${shown(version)})`);
    return validate(legacy.schema, fields);
  }

  function parseObject(text: string): Fields {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse('it is not JSON (damaged or cut short)');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) refuse(`it holds ${shown(parsed)}, not ${spec.what}`);
    return parsed as Fields;
  }

  return {
    file,
    async load() {
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return spec.empty();
        return refuse(unreadable(code));
      }
      return decode(bytes);
    },
    async save(value) {
      await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
      await writeFileAtomic(file, encodeStore(spec.store, spec.version, value));
    },
  };
}

/** A store whose file holds one list, under `field`: loaded and saved as the list itself; no file is an empty list. */
export function checkedListStore<K extends string, R>(field: K, spec: Omit<CheckedStoreSpec<Record<K, R[]>>, 'empty'>): CheckedStore<R[]> {
  const holding = (list: R[]) => ({ [field]: list }) as Record<K, R[]>;
  const store = checkedStore({ ...spec, empty: () => holding([]) });
  return { file: store.file, load: async () => (await store.load())[field], save: (list) => store.save(holding(list)) };
}
