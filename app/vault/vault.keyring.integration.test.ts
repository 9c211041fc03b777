/**
 * The vault with the real keytar against a real Secret Service (gnome-keyring in a private D-Bus session; see
 * scripts/with-keyring.sh): save, read, delete, and a profile that survives a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '../paper';
import { KEYCHAIN_SERVICE, loadKeytar } from './keychain';
import { deleteFromRealKeychain, expectNoSecretIn, realKeychainAnswers } from './testing';
import { Vault } from './vault';

const keychain = await realKeychainAnswers('vault keychain tests');

const alice = { apiKey: 'alice', apiSecret: `alice-keyring-secret-${process.pid}` };

describe.skipIf(!keychain)('the vault on the real keychain', () => {
  let paper: PaperExchange;
  let root: string;
  const dataDir = () => path.join(root, 'data');
  const created: string[] = [];

  beforeAll(async () => {
    paper = await startPaperExchange({ accounts: [alice] });
    root = mkdtempSync(path.join(os.tmpdir(), 'pd-vault-keyring-'));
  });
  afterAll(async () => {
    await deleteFromRealKeychain(created);
    await paper.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('saves the secret in the keychain, finds it after a restart, and deletes it with the profile', async () => {
    const keytar = await loadKeytar();
    const first = await Vault.open({ dataDir: dataDir() });
    expect(first.keychain.available).toBe(true);
    const { profile } = await first.add({ name: 'Alice', baseUrl: paper.url, apiKey: alice.apiKey }, alice.apiSecret);
    created.push(profile.id);
    expect(profile.secretStorage).toBe('keychain');
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, profile.id)).toBe(alice.apiSecret);
    await first.select(profile.id);
    expectNoSecretIn(root, [alice.apiSecret]);

    const restarted = await Vault.open({ dataDir: dataDir() });
    expect(restarted.get(profile.id)).toMatchObject({ name: 'Alice', secretStorage: 'keychain', secretAvailable: true });
    expect(restarted.selected()?.id).toBe(profile.id);
    expect(await restarted.credentials(profile.id)).toEqual(alice);

    await restarted.remove(profile.id);
    expect(await keytar.getPassword(KEYCHAIN_SERVICE, profile.id)).toBeNull();
    expect((await Vault.open({ dataDir: dataDir() })).list()).toEqual([]);
    expectNoSecretIn(root, [alice.apiSecret]);
  });
});
