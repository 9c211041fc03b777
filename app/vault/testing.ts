/**
 * For the vault's tests: stand-in keychains, the real one for the keyring tests, a port nothing listens on, and a
 * search of a folder for a secret.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { KEYCHAIN_SERVICE, loadKeytar, probeKeychain, type Keytar } from './keychain';

/** A keytar that cannot be loaded: the run has no keychain. */
export const noKeytar = (): Promise<Keytar> => Promise.reject(new Error('keytar is not installed here'));

/** A keychain in a Map, for the vault's own logic; the real one is tested in *.keyring.test.ts. */
export function mapKeytar(entries = new Map<string, string>()): Keytar & { entries: Map<string, string> } {
  const at = (service: string, account: string) => `${service}/${account}`;
  return {
    entries,
    getPassword: async (service, account) => entries.get(at(service, account)) ?? null,
    setPassword: async (service, account, password) => void entries.set(at(service, account), password),
    deletePassword: async (service, account) => entries.delete(at(service, account)),
  };
}

/** Whether the real keychain answers, for the *.keyring tests; when not, says that `tests` are skipped, and why. */
export async function realKeychainAnswers(tests: string): Promise<boolean> {
  const status = await probeKeychain();
  if (!status.available) console.log(`${tests} skipped: ${status.message}`);
  return status.available;
}

/** Deletes from the real keychain the secrets a test saved there, by profile id. */
export async function deleteFromRealKeychain(ids: readonly string[]): Promise<void> {
  const keytar = await loadKeytar();
  for (const id of ids) await keytar.deletePassword(KEYCHAIN_SERVICE, id);
}

/** An http URL on 127.0.0.1 where nothing listens (a port just freed). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The object, with every method call followed (once it settles) by a search of `dir` for the secrets. */
export function searchedAfterEachCall<T extends object>(target: T, dir: string, secrets: readonly string[]): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const search = () => expectNoSecretIn(dir, secrets);
        let result: unknown;
        try {
          result = value.apply(object, args);
        } finally {
          if (!(result instanceof Promise)) search();
        }
        return result instanceof Promise ? result.finally(search) : result;
      };
    },
  });
}

/** Fails unless no file under `dir` holds any of the secrets. */
export function expectNoSecretIn(dir: string, secrets: readonly string[]): void {
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'latin1');
    for (const secret of secrets) expect(text.includes(secret), `${file} holds a secret`).toBe(false);
  }
}

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}
