/** Files that survive a crash whole, readable by their owner only (they may hold paper accounts' secrets). */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const OWNER_ONLY = 0o600;
/** Data directories and everything under them are the trader's alone. */
export const OWNER_ONLY_DIR = 0o700;

/** Makes a rename or a new file in `dir` survive a crash. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` to `file` so that a crash leaves either the old file or the whole new one. */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  // A name of its own, so that two processes on one data directory never write into the same temp file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', OWNER_ONLY);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDir(path.dirname(file));
}
