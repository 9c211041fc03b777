import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUARDS_OFF } from '../../../shared/bridge';
import { tempDirForTests } from '../../fs/testing';
import { StoreFileError } from '../../fs/checked-store';
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
});
