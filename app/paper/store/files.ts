/** Small durable-file helpers: fsync a directory, write a file atomically. */
import { open, rename } from 'node:fs/promises';
import path from 'node:path';

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
  const temp = `${file}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  await syncDir(path.dirname(file));
}
