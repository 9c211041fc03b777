/**
 * The store killed with SIGKILL at any point, snapshots included (one every 20 commands), opens again every time
 * with nothing acknowledged lost: no kill leaves a snapshot naming a log segment that is not there yet.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openLedger, removeTempDirs, tempDir } from './testing';

afterEach(removeTempDirs);

async function writeUntilKilled(dir: string, afterMs: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/paper/store/crash-writer.ts', dir], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await Promise.race([once(child.stdout, 'data'), exited]);
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  child.kill('SIGKILL');
  await exited;
}

describe('the store under kill -9', () => {
  it('opens after every kill, mid-snapshot or not, and never goes back', async () => {
    const dir = tempDir();
    let balance = 0;
    for (let round = 0; round < 12; round++) {
      await writeUntilKilled(dir, 20 + ((round * 37) % 250));
      const ledger = await openLedger(dir, 20);
      const now = ledger.machine.balances['a'] ?? 0;
      expect(now, `after kill ${round + 1}`).toBeGreaterThan(balance);
      balance = now;
      await ledger.close();
    }
  }, 240_000);
});
