/**
 * Where API secrets live: the OS keychain (service "Perpdesk", account = the profile id) where one answers,
 * otherwise this process's memory, for this run only. Never a file.
 */
import { VaultError } from './errors';
import { KEYCHAIN_SERVICE, keychainFaultOf, type Keytar } from './keychain';
import type { SecretStorage } from './profile';

export class Secrets {
  private readonly memory = new Map<string, string>();

  constructor(private readonly keytar: Keytar | null) {}

  /** Where a secret put now goes. */
  get storage(): SecretStorage {
    return this.keytar ? 'keychain' : 'memory';
  }

  /** Keeps the secret for `id`; says where it went. */
  async put(id: string, secret: string): Promise<SecretStorage> {
    const keytar = this.keytar;
    if (!keytar) {
      this.memory.set(id, secret);
      return 'memory';
    }
    await keychainStep('store the secret', () => keytar.setPassword(KEYCHAIN_SERVICE, id, secret));
    this.memory.delete(id);
    return 'keychain';
  }

  /** Keeps the secret for this run only, wherever a keychain is (the paper profile's). */
  putForThisRun(id: string, secret: string): void {
    this.memory.set(id, secret);
  }

  async get(id: string, storage: SecretStorage): Promise<string | null> {
    const keytar = this.keytar;
    if (storage === 'keychain' && keytar) return keychainStep('read the secret', () => keytar.getPassword(KEYCHAIN_SERVICE, id));
    return this.memory.get(id) ?? null;
  }

  /** Forgets the secret; refused where it is in a keychain this run cannot reach, so that none is left behind. */
  async delete(id: string, storage: SecretStorage): Promise<void> {
    const keytar = this.keytar;
    if (storage === 'keychain' && !keytar) {
      throw new VaultError(
        'internal',
        'The secret of this profile is in the system keychain, which this run cannot reach: remove the profile when the keychain is back',
      );
    }
    if (keytar) await keychainStep('delete the secret', () => keytar.deletePassword(KEYCHAIN_SERVICE, id));
    this.memory.delete(id);
  }
}

const WHY: Record<ReturnType<typeof keychainFaultOf>, string> = {
  locked: 'it is locked (unlock it and try again)',
  'not-running': 'it is no longer running',
  silent: 'it did not answer',
  refused: 'it refused',
};

/** A keychain call whose failure becomes a clear VaultError, in words of what it means (never keytar's text). */
async function keychainStep<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new VaultError('internal', `The system keychain could not ${what}: ${WHY[keychainFaultOf(err)]}`);
  }
}
