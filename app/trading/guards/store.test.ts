import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUARDS_OFF } from '../../../shared/bridge';
import { tempDirForTests } from '../../fs/testing';
import { StoreFileError } from '../../fs/checked-store';
import { expectEveryChangeRefused } from '../../fs/store-testing';
import { openGuardStore } from './store';

const dir = tempDirForTests('pd-guard-store-');

describe('the guards file', () => {
  it('is every guard off until saved, then reads back what was saved', async () => {
    const store = openGuardStore(dir, 'paper');
    expect(await store.load()).toEqual(GUARDS_OFF);
    const guards = { ...GUARDS_OFF, maxOrderValue: '10000', maxLeverage: 10 };
    await store.save(guards);
    expect(await openGuardStore(dir, 'paper').load()).toEqual(guards);
    expect(await openGuardStore(dir, 'other').load()).toEqual(GUARDS_OFF);
  });

  it('refuses a damaged file, naming it', async () => {
    const store = openGuardStore(dir, 'damaged');
    await store.save(GUARDS_OFF);
    for (const text of ['{"maxOrderValue":', JSON.stringify({ ...GUARDS_OFF, maxLeverage: -1 })]) {
      writeFileSync(store.file, text);
      await expect(store.load()).rejects.toThrow(StoreFileError);
      await expect(store.load()).rejects.toThrow(store.file);
    }
  });

  it('refuses every one-byte change of it, naming the file', async () => {
    const store = openGuardStore(dir, 'flips');
    await store.save({ ...GUARDS_OFF, maxOrderValue: '10000', maxLeverage: 10, dailyLossLimit: '500' });
    await expectEveryChangeRefused(store.file, readFileSync(store.file), () => store.load());
  });

  it('names what is wrong: a guard that is not a number, an unknown setting', async () => {
    const store = openGuardStore(dir, 'fields');
    await store.save(GUARDS_OFF);
    writeFileSync(store.file, JSON.stringify({ ...GUARDS_OFF, maxOrderValue: '1000u' }));
    await expect(store.load()).rejects.toThrow(
      `${store.file}: its maxOrderValue is "1000u"; move the file away to start without it (every guard is then off)`,
    );
    writeFileSync(store.file, JSON.stringify({ ...GUARDS_OFF, maxOrderValues: '1000' }));
    await expect(store.load()).rejects.toThrow(`${store.file}: it has a field "maxOrderValues" Perpdesk does not write;`);
  });

  it('loads a file written before checksums (the settings alone) when it validates, and writes it checksummed at the next save', async () => {
    const store = openGuardStore(dir, 'legacy');
    const guards = { ...GUARDS_OFF, maxOrdersPerMinute: 20, dayStart: { time: '08:00', zone: 'Europe/Berlin' } };
    mkdirSync(path.dirname(store.file), { recursive: true });
    writeFileSync(store.file, `${JSON.stringify(guards, null, 2)}\n`);
    expect(await store.load()).toEqual(guards);
    await store.save(await store.load());
    expect(readFileSync(store.file, 'utf8')).toMatch(/^\{"sha256":"[0-9a-f]{64}","store":"guards","version":2,"maxOrderValue":null,/);
    expect(await store.load()).toEqual(guards);
  });
});
