/**
 * The vault against the real paper exchange, with a keychain in a Map or none at all (the real keychain:
 * vault.keyring.integration.test.ts). After every call and every test, no file in the data directory holds a secret.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '../paper';
import { VaultError } from './errors';
import { KEYCHAIN_SERVICE, type Keytar } from './keychain';
import { profileFilePath } from './profile-file';
import { deadUrl, expectNoSecretIn, mapKeytar, noKeytar, searchedAfterEachCall } from './testing';
import { Vault, type VaultOptions } from './vault';

const alice = { apiKey: 'alice', apiSecret: 'alice-secret-0123456789' };
const bob = { apiKey: 'bob', apiSecret: 'bob-secret-9876543210' };
const PAPER_SECRET = 'paper-run-secret-abcdef';
const SECRETS = [alice.apiSecret, bob.apiSecret, PAPER_SECRET];

let paper: PaperExchange;
let dataDir: string;

beforeAll(async () => {
  paper = await startPaperExchange({ accounts: [alice, bob] });
});
afterAll(() => paper.close());
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-vault-')), 'data');
});
afterEach(() => {
  expectNoSecretIn(path.dirname(dataDir), SECRETS);
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** A vault whose every call is followed by a search of the data directory for the secrets. */
const open = async (loadKeytar: () => Promise<Keytar>, options: Partial<VaultOptions> = {}) => {
  const vault = await Vault.open({ dataDir, loadKeytar, paper: { baseUrl: paper.url, apiSecret: PAPER_SECRET }, ...options });
  return searchedAfterEachCall(vault, path.dirname(dataDir), SECRETS);
};
const withKeychain = (keytar = mapKeytar()) => open(async () => keytar);
const aliceInput = () => ({ name: 'Alice', baseUrl: paper.url, apiKey: alice.apiKey });
const fileText = () => readFileSync(profileFilePath(dataDir), 'utf8');

async function refusal(work: Promise<unknown>): Promise<VaultError> {
  const err = await work.then(
    () => expect.unreachable('expected a refusal'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VaultError);
  const shown = `${(err as Error).stack} ${JSON.stringify((err as VaultError).toBridge())}`;
  for (const secret of SECRETS) expect(shown).not.toContain(secret);
  return err as VaultError;
}

describe('the paper profile', () => {
  it('is there from the start, trades, and is never saved', async () => {
    const vault = await withKeychain();
    expect(vault.list()).toEqual([
      expect.objectContaining({ id: 'paper', name: 'Paper', baseUrl: paper.url, apiKey: 'perpdesk-paper', readOnly: false, paper: true }),
    ]);
    expect(await vault.credentials('paper')).toEqual({ apiKey: 'perpdesk-paper', apiSecret: PAPER_SECRET });
    expect(vault.selected()?.id).toBe('paper');
    expect(vault.canTrade('paper')).toBe(true);
    await vault.add(aliceInput(), alice.apiSecret);
    expect(JSON.parse(fileText()).profiles.map((p: { name: string }) => p.name)).toEqual(['Alice']);
  });

  it('cannot be removed or given a secret, and its name is taken', async () => {
    const vault = await withKeychain();
    expect((await refusal(vault.remove('paper'))).message).toMatch(/paper profile is built in/);
    expect((await refusal(vault.setSecret('paper', 'x'.repeat(20)))).message).toMatch(/paper profile is built in/);
    expect((await refusal(vault.add({ ...aliceInput(), name: 'paper' }, alice.apiSecret))).message).toMatch(/"Paper" already exists/);
  });
});

describe('adding a profile', () => {
  it('tests it, then saves the profile to the file and the secret to the keychain', async () => {
    const keytar = mapKeytar();
    const vault = await withKeychain(keytar);
    const { profile, test } = await vault.add({ ...aliceInput(), name: ' Alice ', baseUrl: `${paper.url}/` }, alice.apiSecret);
    expect(profile).toMatchObject({
      name: 'Alice',
      baseUrl: paper.url,
      apiKey: 'alice',
      readOnly: false,
      secretStorage: 'keychain',
      paper: false,
      secretAvailable: true,
    });
    expect(test.balance).toMatchObject({ symbol: 'USDT', availableAmount: '10000.0000' });
    expect(keytar.entries.get(`${KEYCHAIN_SERVICE}/${profile.id}`)).toBe(alice.apiSecret);
    expect(JSON.parse(fileText())).toEqual({
      version: 1,
      selected: null,
      profiles: [
        {
          id: profile.id,
          name: 'Alice',
          baseUrl: paper.url,
          apiKey: 'alice',
          readOnly: false,
          createdAt: profile.createdAt,
          secretStorage: 'keychain',
        },
      ],
    });
    expect(statSync(profileFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(await vault.credentials(profile.id)).toEqual(alice);
    expect(vault.list().map((p) => p.name)).toEqual(['Paper', 'Alice']);
  });

  it('refuses a wrong secret, a dead URL and bad input, with a clear message, saving nothing', async () => {
    const keytar = mapKeytar();
    const vault = await withKeychain(keytar);
    const dead = await deadUrl();
    const refusals = [
      [() => vault.add(aliceInput(), 'wrong-secret-123456'), 'auth', /refused the credentials/],
      [() => vault.add({ ...aliceInput(), baseUrl: dead }, alice.apiSecret), 'network', /Cannot reach the exchange/],
      [() => vault.add({ ...aliceInput(), name: '' }, alice.apiSecret), 'invalid-input', /name must be 1 to 40/],
      [() => vault.add({ ...aliceInput(), baseUrl: 'file:///etc' }, alice.apiSecret), 'invalid-input', /http/],
      [() => vault.add({ ...aliceInput(), apiKey: '' }, alice.apiSecret), 'invalid-input', /API key is required/],
      [() => vault.add(aliceInput(), ''), 'invalid-input', /API secret is required/],
      [() => vault.add({ ...aliceInput(), apiKey: alice.apiSecret }, alice.apiSecret), 'invalid-input', /must not appear/],
    ] as const;
    for (const [attempt, kind, message] of refusals) {
      const err = await refusal(attempt());
      expect(err.kind).toBe(kind);
      expect(err.message).toMatch(message);
    }
    expect(vault.list().map((p) => p.id)).toEqual(['paper']);
    expect(keytar.entries.size).toBe(0);
    expect(() => statSync(profileFilePath(dataDir))).toThrow(/ENOENT/);
  });

  it('refuses a name already taken, whatever its case, even when two adds race', async () => {
    const vault = await withKeychain();
    const [first, second] = await Promise.allSettled([
      vault.add(aliceInput(), alice.apiSecret),
      vault.add({ ...aliceInput(), name: 'ALICE', apiKey: bob.apiKey }, bob.apiSecret),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { message: 'A profile named "Alice" already exists' } });
    expect(vault.list().map((p) => p.name)).toEqual(['Paper', 'Alice']);
  });

  it('keeps nothing when the keychain refuses the secret, and never repeats the secret from its error', async () => {
    const leaky = mapKeytar();
    leaky.setPassword = async (_s, _a, password) => {
      throw new Error(`cannot store "${password}": the collection is locked`);
    };
    const vault = await withKeychain(leaky);
    const err = await refusal(vault.add(aliceInput(), alice.apiSecret));
    expect(err.message).toBe('The system keychain could not store the secret: it is locked (unlock it and try again)');
    expect(err.message).not.toContain(alice.apiSecret);
    expect(vault.list().map((p) => p.id)).toEqual(['paper']);
  });

  it('trims whitespace around a pasted key and secret, and refuses a secret with a space inside by name, saving nothing', async () => {
    const keytar = mapKeytar();
    const vault = await withKeychain(keytar);
    const inside = await refusal(vault.add(aliceInput(), `${alice.apiSecret.slice(0, 8)} ${alice.apiSecret.slice(8)}`));
    expect(inside).toMatchObject({ kind: 'invalid-input', message: expect.stringMatching(/^The API secret has a space or a line break inside it/) });
    expect(keytar.entries.size).toBe(0);
    expect(() => statSync(profileFilePath(dataDir))).toThrow(/ENOENT/);

    expect(await vault.test({ ...aliceInput(), apiKey: ' alice\n' }, `\t${alice.apiSecret}  `)).toMatchObject({ balance: { symbol: 'USDT' } });
    const { profile } = await vault.add({ ...aliceInput(), apiKey: ' alice\n' }, `\t${alice.apiSecret}\r\n`);
    expect(profile.apiKey).toBe('alice');
    expect(keytar.entries.get(`${KEYCHAIN_SERVICE}/${profile.id}`)).toBe(alice.apiSecret);
    expect(await vault.setSecret(profile.id, ` ${alice.apiSecret} `)).toMatchObject({ profile: { id: profile.id } });
    expect(keytar.entries.get(`${KEYCHAIN_SERVICE}/${profile.id}`)).toBe(alice.apiSecret);
  });

  it('tests without saving anything', async () => {
    const vault = await withKeychain();
    expect(await vault.test(aliceInput(), alice.apiSecret)).toMatchObject({ balance: { symbol: 'USDT' } });
    expect((await refusal(vault.test(aliceInput(), 'wrong-secret-123456'))).kind).toBe('auth');
    expect(vault.list()).toHaveLength(1);
    expect(() => statSync(profileFilePath(dataDir))).toThrow(/ENOENT/);
  });
});

describe("the vault's errors", () => {
  it('never carry the secret, wherever it was typed', async () => {
    const vault = await withKeychain();
    const secret = alice.apiSecret;
    const attempts = [
      () => vault.add({ ...aliceInput(), name: secret }, secret),
      () => vault.add({ ...aliceInput(), baseUrl: `${paper.url}/${secret}` }, secret),
      () => vault.add({ ...aliceInput(), baseUrl: `exchange ${secret}` }, secret),
      () => vault.add({ ...aliceInput(), apiKey: `${secret}x` }, secret),
      () => vault.test({ ...aliceInput(), apiKey: 'nobody' }, secret),
      () => vault.setSecret('no-such-profile', secret),
    ];
    for (const attempt of attempts) await refusal(attempt());
  });
});

describe('read-only, select and remove', () => {
  it('a read-only profile cannot trade; the others can', async () => {
    const vault = await withKeychain();
    const { profile: watcher } = await vault.add({ ...aliceInput(), name: 'Watcher', readOnly: true }, alice.apiSecret);
    const { profile: trader } = await vault.add({ ...aliceInput(), name: 'Trader', apiKey: bob.apiKey }, bob.apiSecret);
    expect(vault.canTrade(watcher.id)).toBe(false);
    expect(vault.canTrade(trader.id)).toBe(true);
    expect(vault.canTrade('no-such-profile')).toBe(false);
  });

  it('remembers the selected profile across a restart, and falls back to paper when it is removed', async () => {
    const keytar = mapKeytar();
    const vault = await withKeychain(keytar);
    const { profile } = await vault.add(aliceInput(), alice.apiSecret);
    expect(await vault.select(profile.id)).toMatchObject({ id: profile.id });
    expect((await withKeychain(keytar)).selected()?.id).toBe(profile.id);
    await vault.remove(profile.id);
    expect(keytar.entries.size).toBe(0);
    expect(vault.selected()?.id).toBe('paper');
    expect(JSON.parse(fileText())).toEqual({ version: 1, selected: null, profiles: [] });
    expect((await refusal(vault.credentials(profile.id))).message).toBe('There is no such profile');
    expect((await refusal(vault.remove(profile.id))).message).toBe('There is no such profile');
    expect((await refusal(vault.select('nope'))).kind).toBe('invalid-input');
  });
});

describe('changing a saved profile', () => {
  it('renames it and turns read-only on and off, saved across a restart; the key and secret stay', async () => {
    const keytar = mapKeytar();
    const vault = await withKeychain(keytar);
    const { profile } = await vault.add(aliceInput(), alice.apiSecret);
    expect(await vault.update(profile.id, { name: ' Alice main ', readOnly: true })).toMatchObject({
      id: profile.id,
      name: 'Alice main',
      readOnly: true,
      secretAvailable: true,
    });
    expect(vault.canTrade(profile.id)).toBe(false);
    const restarted = await withKeychain(keytar);
    expect(restarted.get(profile.id)).toMatchObject({ name: 'Alice main', readOnly: true, apiKey: 'alice' });
    expect(await restarted.update(profile.id, { readOnly: false })).toMatchObject({ name: 'Alice main', readOnly: false });
    expect(await restarted.credentials(profile.id)).toEqual(alice);
    // Its own name, in another case, is not "taken".
    expect(await restarted.update(profile.id, { name: 'ALICE MAIN' })).toMatchObject({ name: 'ALICE MAIN' });
  });

  it('refuses a taken name, the paper profile and an unknown one, leaving the file as it was', async () => {
    const vault = await withKeychain();
    const { profile } = await vault.add(aliceInput(), alice.apiSecret);
    await vault.add({ ...aliceInput(), name: 'Bob', apiKey: bob.apiKey }, bob.apiSecret);
    const before = fileText();
    const refusals = [
      [() => vault.update(profile.id, { name: 'bob' }), /A profile named "Bob" already exists/],
      [() => vault.update(profile.id, { name: '' }), /name must be 1 to 40/],
      [() => vault.update('paper', { readOnly: true }), /paper profile is built in/],
      [() => vault.update('nobody', { name: 'X' }), /There is no such profile/],
    ] as const;
    for (const [attempt, message] of refusals) {
      const err = await refusal(attempt());
      expect(err).toMatchObject({ kind: 'invalid-input', message: expect.stringMatching(message) });
    }
    expect(fileText()).toBe(before);
  });
});

describe('without a keychain', () => {
  it('says so, keeps the secret in memory for this run, and writes it nowhere', async () => {
    const vault = await open(noKeytar);
    expect(vault.keychain).toEqual({
      available: false,
      message: expect.stringMatching(/^No system keychain .*: API secrets are kept in memory for this run only/),
    });
    const { profile } = await vault.add(aliceInput(), alice.apiSecret);
    expect(profile).toMatchObject({ secretStorage: 'memory', secretAvailable: true });
    expect(JSON.parse(fileText()).profiles[0].secretStorage).toBe('memory');
    expect(await vault.credentials(profile.id)).toEqual(alice);
  });

  it('after a restart lists the profile without its secret until it is given again (tested first)', async () => {
    const { profile } = await (await open(noKeytar)).add(aliceInput(), alice.apiSecret);
    const vault = await open(noKeytar);
    expect(vault.get(profile.id)).toMatchObject({ name: 'Alice', secretAvailable: false });
    expect((await refusal(vault.credentials(profile.id))).message).toBe(
      'The API secret of "Alice" was kept for an earlier run only (there was no system keychain): enter it again to use the profile',
    );
    expect((await refusal(vault.select(profile.id))).kind).toBe('auth');
    expect((await refusal(vault.setSecret(profile.id, 'wrong-secret-123456'))).kind).toBe('auth');
    await vault.setSecret(profile.id, alice.apiSecret);
    expect(await vault.credentials(profile.id)).toEqual(alice);
  });

  it('moves a secret into the keychain when one is back, and refuses to remove a profile whose keychain is away', async () => {
    const keytar = mapKeytar();
    const { profile: inMemory } = await (await open(noKeytar)).add(aliceInput(), alice.apiSecret);
    const { profile: inKeychain } = await (await withKeychain(keytar)).add({ ...aliceInput(), name: 'Bob', apiKey: bob.apiKey }, bob.apiSecret);
    const back = await withKeychain(keytar);
    expect((await back.setSecret(inMemory.id, alice.apiSecret)).profile.secretStorage).toBe('keychain');
    expect(JSON.parse(fileText()).profiles.map((p: { secretStorage: string }) => p.secretStorage)).toEqual(['keychain', 'keychain']);

    const away = await open(noKeytar);
    expect(away.get(inKeychain.id).secretAvailable).toBe(false);
    expect((await refusal(away.credentials(inKeychain.id))).message).toBe(
      'The API secret of "Bob" is in the system keychain, which cannot be reached now: unlock the keychain and restart Perpdesk, or enter the secret again',
    );
    expect((await refusal(away.remove(inKeychain.id))).message).toMatch(/keychain, which this run cannot reach/);
    expect(away.list()).toHaveLength(3);
  });
});

describe('two vaults on one data directory (the app and the CLI, say)', () => {
  it('loses no profile when both add and remove at once', async () => {
    const keytar = mapKeytar();
    const [first, second] = await Promise.all([withKeychain(keytar), withKeychain(keytar)]);
    const vaults = [first, second];
    const input = (name: string) => ({ ...aliceInput(), name });
    const added = await Promise.all(Array.from({ length: 8 }, (_, i) => vaults[i % 2]!.add(input(`P${i}`), alice.apiSecret)));
    const names = () => (JSON.parse(fileText()).profiles as { name: string }[]).map((p) => p.name).sort();
    expect(names()).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);

    // Each removes profiles the other added while the other adds more.
    await Promise.all([
      first.remove(added[1]!.profile.id),
      second.add(input('Q0'), alice.apiSecret),
      second.remove(added[2]!.profile.id),
      first.add(input('Q1'), alice.apiSecret),
      first.remove(added[5]!.profile.id),
      second.add(input('Q2'), alice.apiSecret),
    ]);
    expect(names()).toEqual(['P0', 'P3', 'P4', 'P6', 'P7', 'Q0', 'Q1', 'Q2']);
    // A name the other one took meanwhile is refused, not saved twice.
    expect((await refusal(first.add(input('Q2'), alice.apiSecret))).message).toMatch(/"Q2" already exists/);
  });
});
