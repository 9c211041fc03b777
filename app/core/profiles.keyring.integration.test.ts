/**
 * A profile added and removed through the core's one door, with the real keytar against a real Secret Service
 * (scripts/with-keyring.sh): the secret, trimmed as pasted, is in the keychain while the profile is saved, and
 * gone from it once the profile is removed; the files its trading left are kept.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '../paper';
import { KEYCHAIN_SERVICE, loadKeytar } from '../vault/keychain';
import { deleteFromRealKeychain, expectNoSecretIn, realKeychainAnswers } from '../vault/testing';
import { startCore, type Core } from './core';

const keychain = await realKeychainAnswers('core keychain tests');

const venue = { apiKey: 'venue-trader', apiSecret: `venue-keyring-secret-${process.pid}` };

describe.skipIf(!keychain)('profiles through the core, on the real keychain', () => {
  let exchange: PaperExchange;
  let core: Core;
  let root: string;
  const created: string[] = [];

  beforeAll(async () => {
    exchange = await startPaperExchange({ accounts: [venue] });
    root = mkdtempSync(path.join(os.tmpdir(), 'pd-core-keyring-'));
    core = await startCore({ dataDir: path.join(root, 'data'), stillMarket: true });
  });
  afterAll(async () => {
    await core.close();
    await deleteFromRealKeychain(created);
    await exchange.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the secret in the keychain while the profile is saved, and deletes it with the profile', async () => {
    const keytar = await loadKeytar();
    const added = await core.dispatch('profiles.add', {
      name: 'Venue',
      baseUrl: exchange.url,
      apiKey: venue.apiKey,
      apiSecret: ` ${venue.apiSecret}\n`,
    });
    expect(added).toMatchObject({ ok: true, value: { profile: { secretStorage: 'keychain', secretAvailable: true } } });
    const id = added.ok ? (added.value as { profile: { id: string } }).profile.id : '';
    created.push(id);
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, id)).toBe(venue.apiSecret);
    expect(await core.dispatch('profiles.select', { id })).toMatchObject({ ok: true, value: { activeId: id } });
    const files = await core.dispatch('profiles.files', { id });
    expect(files).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ what: 'trade history' })]) });

    expect(await core.dispatch('profiles.remove', { id })).toMatchObject({ ok: true, value: { activeId: 'paper' } });
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, id)).toBeNull();
    for (const { path: file } of files.ok ? (files.value as { path: string }[]) : []) expect(existsSync(file), file).toBe(true);
    expectNoSecretIn(root, [venue.apiSecret]);
  });
});
