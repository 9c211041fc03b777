import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { crashedLog, openLedger, removeTempDirs, segments, tempDir } from './testing';
import { CorruptLogError, WriteAheadLog } from './wal';

afterEach(removeTempDirs);

describe('durable state', () => {
  it('answers each command and finds the same state after reopening', async () => {
    const dir = tempDir();
    const first = await openLedger(dir);
    const answers = await Promise.all([
      first.execute({ account: 'a', add: 5 }),
      first.execute({ account: 'b', add: 7 }),
      first.execute({ account: 'a', add: -2 }),
    ]);
    expect(answers).toEqual([5, 7, 3]);
    await first.close();

    const second = await openLedger(dir);
    expect(second.machine.balances).toEqual({ a: 3, b: 7 });
    expect(await second.execute({ account: 'b', add: 1 })).toBe(8);
    await second.close();
  });

  it('snapshots, retires the log the snapshot covers, and recovers snapshot plus the rest of the log', async () => {
    const dir = tempDir();
    const ledger = await openLedger(dir, 10);
    for (let i = 0; i < 25; i++) await ledger.execute({ account: `k${i % 3}`, add: i });
    await ledger.snapshotNow();
    await ledger.execute({ account: 'k0', add: 1000 });
    await ledger.close();
    expect(segments(dir)).toHaveLength(1);
    expect(readdirSync(dir)).toContain('snapshot.json');

    const reopened = await openLedger(dir, 10);
    expect(reopened.machine.balances).toEqual({ k0: 1000 + 0 + 3 + 6 + 9 + 12 + 15 + 18 + 21 + 24, k1: 92, k2: 100 });
    await reopened.close();
  });

  it('cuts off a torn last line (a crash mid-write) and keeps every whole command', async () => {
    const { dir, file } = await crashedLog([1, 2]);
    appendFileSync(file, '3 deadbeef {"account":"a","ad');

    const reopened = await openLedger(dir);
    expect(reopened.machine.balances).toEqual({ a: 3 });
    expect(await reopened.execute({ account: 'a', add: 10 })).toBe(13);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['1', '2', '3']);
    await reopened.close();
  });

  it('refuses to open a log damaged before its end, rather than lose what follows', async () => {
    const { dir, file } = await crashedLog([1, 1, 1]);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"add":1', '"add":9'));
    await expect(WriteAheadLog.open(dir, 0)).rejects.toBeInstanceOf(CorruptLogError);
  });

  it('writes many concurrent commands in few disk syncs, in order', async () => {
    const dir = tempDir();
    const ledger = await openLedger(dir);
    const answers = await Promise.all(Array.from({ length: 500 }, () => ledger.execute({ account: 'n', add: 1 })));
    expect(answers).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    await ledger.close();
    const reopened = await openLedger(dir);
    expect(reopened.machine.balances).toEqual({ n: 500 });
    await reopened.close();
  });
});
