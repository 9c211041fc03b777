/**
 * A history file that cannot be used, said in a trader's words and naming the file: not a database, damaged,
 * read-only, a folder in its place, or not ours to open. SQLite's own words follow in parentheses.
 */
import { HistoryUnavailableError } from './migrations';

/** What is wrong with the file, by SQLite's primary result code or the system's error code. */
const WHAT: Record<string, string> = {
  SQLITE_NOTADB: 'it is not a history database',
  SQLITE_CORRUPT: 'it is damaged',
  SQLITE_READONLY: 'it cannot be written',
  SQLITE_CANTOPEN: 'it cannot be opened',
  SQLITE_IOERR: 'reading or writing it failed',
  SQLITE_FULL: 'the disk is full',
  EISDIR: 'a folder is where the file should be',
  EACCES: 'Perpdesk is not allowed to open it',
  EPERM: 'Perpdesk is not allowed to open it',
  ENOTDIR: 'a file is where its folder should be',
  EEXIST: 'a file is where its folder should be',
};

/** What the trader can do about it. */
const REMEDY: Record<string, string> = {
  SQLITE_READONLY: 'give Perpdesk write access to it',
  SQLITE_FULL: 'free some space',
  EACCES: 'give Perpdesk access to it',
  EPERM: 'give Perpdesk access to it',
};
const MOVE_AWAY = "move it away to start a new history (the exchange's records are read again, as far back as it keeps them)";

/** `SQLITE_CORRUPT_VTAB` → `SQLITE_CORRUPT`; a system error's code as it is. */
const primary = (code: string): string => (code.startsWith('SQLITE_') ? code.split('_').slice(0, 2).join('_') : code);

/** The error's code where it is SQLite's or the system's; null for anything else (a bug of ours, not the file). */
function codeOf(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return (err as Error).name === 'SqliteError' || code in WHAT ? code : null;
}

export const isFileFault = (err: unknown): boolean => codeOf(err) !== null;

/** The history `file` cannot be used because of `err`: one sentence naming the file, what is wrong, what to do. */
export function fileFault(file: string, err: unknown): HistoryUnavailableError {
  const code = codeOf(err);
  const said = err instanceof Error ? err.message.split('\n')[0]!.replace(`, open '${file}'`, '') : String(err);
  const key = code === null ? '' : primary(code);
  const what = WHAT[key] ?? 'it cannot be used';
  return new HistoryUnavailableError(`The history ${file} cannot be read: ${what} (${said}); ${REMEDY[key] ?? MOVE_AWAY}.`);
}
