/** The lock file: one holder, its name in the refusal, a crashed holder taken over once, never twice. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { tryLock, withLockFile } from './lock-file';

const root = mkdtempSync(path.join(os.tmpdir(), 'pd-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const fresh = () => path.join(root, `d${++n}`);

/** The pid of a process that has exited (and been reaped). */
const deadPid = (): number => Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString());

function staleLock(file: string): void {
  const owner = { pid: deadPid(), what: 'npm run paper', since: Date.now() - 60_000, host: os.hostname(), startMark: null, nonce: 'x' };
  writeFileSync(file, JSON.stringify(owner));
}

describe('data directory lock', () => {
  it('creates the directory 0700 and refuses a second owner, naming the first', async () => {
    const dir = path.join(fresh(), 'nested');
    const first = await lockDataDir(dir, 'Perpdesk (browser mode)');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.dirname(dir)).mode & 0o777).toBe(0o700);
    const refused = await lockDataDir(dir, 'npm run cli').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^The data directory ${dir} is in use by Perpdesk \\(browser mode\\), pid ${process.pid}, since \\d\\d:\\d\\d\\. Close it first, or use --data-dir for another\\.$`,
      ),
    );
    await first.release();
    const second = await lockDataDir(dir, 'npm run cli');
    expect(JSON.parse(readFileSync(path.join(dir, 'perpdesk.lock'), 'utf8'))).toMatchObject({ pid: process.pid, what: 'npm run cli' });
    await second.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dir = fresh();
    await lockDataDir(dir, 'x').then((l) => l.release());
    staleLock(path.join(dir, 'perpdesk.lock'));
    const lock = await lockDataDir(dir, 'Perpdesk (desktop)');
    expect(lock.owner.pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a damaged lock file', async () => {
    const dir = fresh();
    await lockDataDir(dir, 'x').then((l) => l.release());
    writeFileSync(path.join(dir, 'perpdesk.lock'), '{"pid": 12');
    await (await lockDataDir(dir, 'y')).release();
  });
});

describe('lock file', () => {
  it('lets exactly one of many racing takers have a stale lock', async () => {
    for (let round = 0; round < 10; round++) {
      const file = path.join(root, `race-${round}.lock`);
      staleLock(file);
      const attempts = await Promise.all(Array.from({ length: 12 }, (_, i) => tryLock(file, `taker ${i}`)));
      const held = attempts.filter((a) => 'held' in a);
      expect(held).toHaveLength(1);
      const winner = held[0] as { held: { owner: { what: string } } };
      for (const a of attempts) if ('busy' in a) expect(a.busy.what).toBe(winner.held.owner.what);
    }
    expect(readdirSync(root).filter((f) => f.endsWith('.tmp') || f.endsWith('.takeover'))).toEqual([]);
  });

  it('runs changes one at a time under withLockFile', async () => {
    const file = path.join(root, 'mutex.lock');
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withLockFile(file, 'test', async () => {
          most = Math.max(most, ++inside);
          await new Promise((r) => setTimeout(r, 3));
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
  });
});
