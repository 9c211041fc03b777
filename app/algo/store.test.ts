import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeStore } from '../fs/checked-store';
import { expectEveryChangeRefused, storeRefusal } from '../fs/store-testing';
import { tempDirForTests } from '../fs/testing';
import type { AlgoOrder } from './model';
import { openAlgoStore } from './store';
import { chaseOf, twapOf } from './testing';

const dir = tempDirForTests('pd-algo-store-');
mkdirSync(path.join(dir, 'algo'), { recursive: true });

const twap = twapOf({ id: 't1', filled: '0.010', amount: '600.5' });
const chase = chaseOf({ id: 'a1', startPrice: '60000.0' });

describe('the chases and TWAPs file', () => {
  it('reads back what was saved, and refuses every one-byte change of it, naming the file', async () => {
    const store = openAlgoStore(dir, 'flips');
    await store.save([twap]);
    expect(readFileSync(store.file, 'utf8')).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"algo","version":2,"orders":\[/);
    expect(await store.load()).toEqual([twap]);
    await expectEveryChangeRefused(store.file, readFileSync(store.file), () => store.load());
  });

  it('refuses a TWAP whose quantity is not a number, or a chase of an unknown status, naming the file and the record', async () => {
    const store = openAlgoStore(dir, 'records');
    const cases: [AlgoOrder[], string][] = [
      [[chase, { ...twap, quantity: '0.00u' }], 'record 2 (TWAP t1) has quantity "0.00u"'],
      [[{ ...chase, status: 'workin' as 'working' }], 'record 1 (chase a1) has status "workin"'],
      [[{ ...twap, schedule: [0, -1] }], 'record 1 (TWAP t1) has schedule.1 -1'],
      [[{ ...twap, kind: 'twop' as 'twap' }], 'record 1 (chase t1) has kind "twop"'],
    ];
    for (const [orders, words] of cases) {
      writeFileSync(store.file, JSON.stringify({ version: 1, orders }));
      expect(await storeRefusal(() => store.load())).toContain(`${store.file}: ${words};`);
      writeFileSync(store.file, encodeStore('algo', 2, { orders }));
      expect(await storeRefusal(() => store.load())).toBe(
        `${store.file}: ${words}; move the file away to start without it (no chase or TWAP then runs)`,
      );
    }
  });

  it('loads a file written before checksums when every record validates, and writes it checksummed at the next save', async () => {
    const store = openAlgoStore(dir, 'legacy');
    writeFileSync(store.file, JSON.stringify({ version: 1, orders: [chase, twap] }));
    expect(await store.load()).toEqual([chase, twap]);
    await store.save(await store.load());
    expect(readFileSync(store.file, 'utf8')).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"algo","version":2,/);
    expect(await store.load()).toEqual([chase, twap]);
  });
});
