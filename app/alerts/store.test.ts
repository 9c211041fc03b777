import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../shared/bridge';
import { tempDirForTests } from '../fs/testing';
import { openAlertStore } from './store';

const dir = tempDirForTests('pd-alert-store-');

const alert: PriceAlert = {
  id: 'l1', pair: 'BTC-USDT', condition: 'below', price: '59000.0', percent: null, basePrice: null, feed: 'mark', note: 'n',
  status: 'fired', createdAt: 1, firedAt: 2, firedPrice: '58999.9', seen: false,
};

describe('the alerts file', () => {
  it('is alerts/<profile>.json, versioned, checksummed, owner-only, and reads back what was saved', async () => {
    const store = openAlertStore(dir, 'paper');
    expect(await store.load()).toEqual([]);
    await store.save([alert]);
    expect(store.file.endsWith('/alerts/paper.json')).toBe(true);
    expect(JSON.parse(readFileSync(store.file, 'utf8'))).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), store: 'alerts', version: 2, alerts: [alert] });
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
});
