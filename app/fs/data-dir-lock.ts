/**
 * One owner per data directory: the app, the CLI, `npm run paper` and any later headless process each hold
 * `<dataDir>/perpdesk.lock` while they run, and a second one refuses at once, naming the first.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR } from './durable-files';
import { liveOwnerOf, tryLock, type HeldLock, type LockOwner } from './lock-file';

export const LOCK_FILE = 'perpdesk.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data directory ${dataDir} is in use by ${owner.what}, pid ${owner.pid}, since ${clockTime(owner.since)}. ` +
        'Close it first, or use --data-dir for another.',
    );
  }
}

export interface DataDirLock {
  dataDir: string;
  owner: LockOwner;
  release(): Promise<void>;
}

/** Creates the directory (0700) where it is missing and takes its lock; DataDirInUseError when another holds it. */
export async function lockDataDir(dataDir: string, what: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  const attempt = await tryLock(path.join(dataDir, LOCK_FILE), what);
  if ('busy' in attempt) throw new DataDirInUseError(dataDir, attempt.busy);
  return heldUntilExit(dataDir, attempt.held);
}

/** The process holding the directory, where one runs. */
export const dataDirOwner = (dataDir: string): Promise<LockOwner | null> => liveOwnerOf(path.join(dataDir, LOCK_FILE));

/** Locks this process holds, released by one exit handler if the process ends without releasing them. */
const heldHere = new Set<HeldLock>();
let exitHandlerInstalled = false;

/** Released by `release()`, or when the process exits without it (process.exit after an error, say). */
function heldUntilExit(dataDir: string, held: HeldLock): DataDirLock {
  if (!exitHandlerInstalled) {
    process.once('exit', () => heldHere.forEach((lock) => lock.releaseSync()));
    exitHandlerInstalled = true;
  }
  heldHere.add(held);
  return {
    dataDir,
    owner: held.owner,
    async release() {
      heldHere.delete(held);
      await held.release();
    },
  };
}

/** "15:02" today, "2025-03-14 15:02" before. */
function clockTime(ms: number): string {
  const at = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const today = new Date();
  return at.toDateString() === today.toDateString() ? time : `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}
