/** For tests: temporary directories that clean up after themselves. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A new `<prefix>…` directory under the system's temp directory, removed after the tests of the enclosing file
 * (or describe). Hooks registered later run their `afterAll` first, so what lives in it is closed by then.
 */
export function tempDirForTests(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
