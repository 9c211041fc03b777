import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../shared/bridge';
import { encodeStore } from '../fs/checked-store';
import { expectEveryChangeRefused, storeRefusal } from '../fs/store-testing';
import { tempDirForTests } from '../fs/testing';
import { openAlertStore } from './store';

const dir = tempDirForTests('pd-alert-store-');

const alert: PriceAlert = {
  id: 'l1',
  pair: 'BTC-USDT',
  condition: 'below',
  price: '59000.0',
  percent: null,
  basePrice: null,
  feed: 'mark',
  note: 'n',
  status: 'fired',
  createdAt: 1,
  firedAt: 2,
  firedPrice: '58999.9',
  seen: false,
};

describe('the alerts file', () => {
  it('is alerts/<profile>.json, versioned, checksummed, owner-only, and reads back what was saved', async () => {
    const store = openAlertStore(dir, 'paper');
    expect(await store.load()).toEqual([]);
    await store.save([alert]);
    expect(store.file.endsWith('/alerts/paper.json')).toBe(true);
    expect(JSON.parse(readFileSync(store.file, 'utf8'))).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      store: 'alerts',
      version: 2,
      alerts: [alert],
    });
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(await openAlertStore(dir, 'paper').load()).toEqual([alert]);
  });

  it('refuses to start on a damaged file or another version, naming it', async () => {
    const store = openAlertStore(dir, 'damaged');
    await store.save([]);
    writeFileSync(store.file, '{"version":1,"alerts":[');
    await expect(store.load()).rejects.toThrow(`${store.file}: it is not JSON (damaged or cut short); move the file away to start without it`);
    writeFileSync(store.file, '{"version":3,"alerts":[]}');
    await expect(store.load()).rejects.toThrow(`${store.file}: it was written by a Perpdesk this one does not read (version 3)`);
  });

  it('refuses every one-byte change of it, naming the file', async () => {
    const store = openAlertStore(dir, 'flips');
    await store.save([alert]);
    await expectEveryChangeRefused(store.file, readFileSync(store.file), () => store.load());
  });

  it('refuses an alert whose price is not a number, or that does not hold together, naming the file and the record', async () => {
    const store = openAlertStore(dir, 'records');
    const armed: PriceAlert = { ...alert, id: 'l2', status: 'armed', firedAt: null, firedPrice: null };
    const cases: [PriceAlert[], string][] = [
      [[armed, { ...alert, price: '7000u.0' }], 'record 2 (price alert l1) has price "7000u.0"'],
      [[{ ...armed, condition: 'abuve' as 'above' }], 'record 1 (price alert l2) has condition "abuve"'],
      [[{ ...armed, price: null }], 'record 1 (price alert l2) does not hold together'],
      [[{ ...armed, seen: 'no' as unknown as boolean }], 'record 1 (price alert l2) has seen "no"'],
    ];
    mkdirSync(path.dirname(store.file), { recursive: true });
    for (const [alerts, words] of cases) {
      writeFileSync(store.file, JSON.stringify({ version: 1, alerts }));
      expect(await storeRefusal(() => store.load())).toContain(`${store.file}: ${words}`);
      writeFileSync(store.file, encodeStore('alerts', 2, { alerts }));
      expect(await storeRefusal(() => store.load())).toContain(`${store.file}: ${words}`);
    }
  });

  it('loads a file written before checksums when every alert validates, and writes it checksummed at the next save', async () => {
    const store = openAlertStore(dir, 'legacy');
    mkdirSync(path.dirname(store.file), { recursive: true });
    writeFileSync(store.file, JSON.stringify({ version: 1, alerts: [alert] }));
    expect(await store.load()).toEqual([alert]);
    await store.save(await store.load());
    expect(readFileSync(store.file, 'utf8')).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"alerts","version":2,/);
  });
});
