/**
 * An exclusive lock file: it names its owner (pid, what it is, since when) and is created atomically (a complete
 * record is hard-linked into place, so no reader ever sees half of one). A lock whose owner no longer runs (a
 * crash, kill -9) is taken over; two takers racing for it go through a second lock, the take-over guard, so that
 * only the stale record is ever removed, never the fresh one a faster taker just made.
 */
import { randomBytes } from 'node:crypto';
import { unlinkSync, readFileSync } from 'node:fs';
import { link, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { OWNER_ONLY } from './durable-files';
import { isProcessRunning, startMarkOf } from './process-liveness';

export interface LockOwner {
  pid: number;
  /** What holds it, in words for a message: "Perpdesk (browser mode)", "npm run cli". */
  what: string;
  /** When it was taken (ms). */
  since: number;
  host: string;
  /** The owner's start time where the system tells it (see process-liveness). */
  startMark: string | null;
  nonce: string;
}

export type LockAttempt = { held: HeldLock } | { busy: LockOwner };

export class HeldLock {
  constructor(
    readonly file: string,
    readonly owner: LockOwner,
    private readonly text: string,
  ) {}

  /** Removes the lock file, if it is still ours. */
  async release(): Promise<void> {
    const current = await readLock(this.file);
    if (current !== 'gone' && current.text === this.text) await unlink(this.file).catch(() => undefined);
  }

  /** The same, for an exit handler, where nothing asynchronous runs any more. */
  releaseSync(): void {
    try {
      if (readFileSync(this.file, 'utf8') === this.text) unlinkSync(this.file);
    } catch {
      // already gone
    }
  }
}

const ATTEMPTS = 50;

/** Takes the lock, or says who holds it; a lock left by a process that no longer runs is taken over. */
export async function tryLock(file: string, what: string): Promise<LockAttempt> {
  const owner = newOwner(what);
  const text = `${JSON.stringify(owner)}\n`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await linkInto(file, text)) return { held: new HeldLock(file, owner, text) };
    const current = await readLock(file);
    if (current === 'gone') continue; // released between the two steps
    if (current.owner && isLive(current.owner)) return { busy: current.owner };
    await takeOver(file, current.text);
  }
  throw new Error(`could not take the lock ${file}: it keeps changing hands`);
}

/** Who holds the lock, where that process still runs; null when nobody does. */
export async function liveOwnerOf(file: string): Promise<LockOwner | null> {
  const current = await readLock(file);
  return current !== 'gone' && current.owner && isLive(current.owner) ? current.owner : null;
}

/** Runs `change` while holding `file`, waiting (up to `timeoutMs`) for another holder to finish. */
export async function withLockFile<T>(file: string, what: string, change: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    const attempt = await tryLock(file, what);
    if ('held' in attempt) {
      try {
        return await change();
      } finally {
        await attempt.held.release();
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`${file} is held by ${attempt.busy.what} (pid ${attempt.busy.pid}); try again when it is done`);
    }
    await sleep(wait);
  }
}

function newOwner(what: string): LockOwner {
  return {
    pid: process.pid,
    what,
    since: Date.now(),
    host: os.hostname(),
    startMark: startMarkOf(process.pid),
    nonce: randomBytes(8).toString('hex'),
  };
}

/** A process on another host (a shared folder) cannot be checked: it counts as running. */
const isLive = (owner: LockOwner): boolean => owner.host !== os.hostname() || isProcessRunning(owner.pid, owner.startMark);

/** Creates `file` holding `text`, whole, unless it exists. */
async function linkInto(file: string, text: string): Promise<boolean> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, text, { flag: 'wx', mode: OWNER_ONLY });
    await link(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await rm(temp, { force: true });
  }
}

async function readLock(file: string): Promise<{ text: string; owner: LockOwner | null } | 'gone'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  return { text, owner: parseOwner(text) };
}

/** A damaged record (no process wrote it whole) is treated as stale. */
function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === 'number' && typeof value.what === 'string' && typeof value.since === 'number'
      ? ({ startMark: null, host: os.hostname(), nonce: '', ...value } as LockOwner)
      : null;
  } catch {
    return null;
  }
}

/** Removes the stale record `seen`, and only it, under the take-over guard. */
async function takeOver(file: string, seen: string): Promise<void> {
  const guard = `${file}.takeover`;
  const guardText = `${JSON.stringify(newOwner('take-over'))}\n`;
  if (!(await linkInto(guard, guardText))) {
    const holder = await readLock(guard);
    // A guard whose taker died in the few microseconds it is held: removed, and the race begins again.
    if (holder !== 'gone' && !(holder.owner && isLive(holder.owner))) await rmIfStill(guard, holder.text);
    else await sleep(2);
    return;
  }
  try {
    await rmIfStill(file, seen);
  } finally {
    await rmIfStill(guard, guardText);
  }
}

async function rmIfStill(file: string, text: string): Promise<void> {
  const current = await readLock(file);
  if (current !== 'gone' && current.text === text) await unlink(file).catch(() => undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
