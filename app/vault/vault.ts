/**
 * The vault: the trader's exchange profiles and their secrets. Profiles live in `<dataDir>/profiles.json`; each
 * secret in the OS keychain, or, where there is none, in memory for this run only. A profile is tested against
 * its exchange before it is saved, and every refusal leaves everything as it was.
 */
import { randomUUID } from 'node:crypto';
import type { Credentials } from '../exchange';
import { VaultError, withoutSecret } from './errors';
import { openKeychain, type KeychainStatus, type Keytar } from './keychain';
import { PAPER_PROFILE_ID, PAPER_PROFILE_NAME, paperProfile } from './paper-profile';
import {
  normaliseSecret,
  validateProfileChange,
  validateProfileInput,
  type Profile,
  type ProfileChange,
  type ProfileInput,
  type StoredProfile,
} from './profile';
import { readProfileFile, withProfileFileLock, writeProfileFile, type ProfileFileContent } from './profile-file';
import { Secrets } from './secrets';
import { testProfile, type ProfileTestOptions, type ProfileTestPassed } from './test-profile';

export interface VaultOptions {
  dataDir: string;
  /** This run's in-process paper exchange, which becomes the paper profile; none when the run has none. */
  paper?: { baseUrl: string; apiSecret: string };
  /** How keytar is loaded (tests inject one that fails). */
  loadKeytar?: () => Promise<Keytar>;
  /** How candidates are tested (the settlement coin, the timeout). */
  profileTest?: ProfileTestOptions;
  now?: () => number;
}

export interface SavedProfile {
  profile: Profile;
  test: ProfileTestPassed;
}

export class Vault {
  /** Whether secrets go to the keychain in this run, in words a trader can be shown. */
  readonly keychain: KeychainStatus;
  private content: ProfileFileContent;
  /** Ids of the saved profiles whose secret this run holds. */
  private readonly withSecret: Set<string>;
  private readonly paper: Profile | null;
  private readonly now: () => number;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly options: VaultOptions,
    keychain: KeychainStatus,
    private readonly secrets: Secrets,
    content: ProfileFileContent,
    withSecret: Set<string>,
  ) {
    this.keychain = keychain;
    this.content = content;
    this.withSecret = withSecret;
    this.now = options.now ?? Date.now;
    this.paper = options.paper ? paperProfile(options.paper.baseUrl, this.now()) : null;
    if (options.paper) secrets.putForThisRun(PAPER_PROFILE_ID, options.paper.apiSecret);
  }

  static async open(options: VaultOptions): Promise<Vault> {
    const { status, keytar } = await openKeychain(options.loadKeytar);
    const content = await readProfileFile(options.dataDir);
    const secrets = new Secrets(keytar);
    const withSecret = new Set<string>();
    for (const profile of content.profiles) {
      const secret = await secrets.get(profile.id, profile.secretStorage).catch(() => null);
      if (secret !== null) withSecret.add(profile.id);
    }
    return new Vault(options, status, secrets, content, withSecret);
  }

  /** The paper profile first (when this run has one), then the saved ones in the order they were added. */
  list(): Profile[] {
    const saved = this.content.profiles.map((p) => this.view(p));
    return this.paper ? [this.paper, ...saved] : saved;
  }

  /** The profile with this id, or an invalid-input error. */
  get(id: string): Profile {
    const found = this.list().find((p) => p.id === id);
    if (!found) throw new VaultError('invalid-input', 'There is no such profile');
    return found;
  }

  /** A read-only profile (or an unknown one) may not place or cancel orders. */
  canTrade(id: string): boolean {
    return this.list().some((p) => p.id === id && !p.readOnly);
  }

  /** The profile last selected, where it still exists and its secret is here; otherwise the paper profile. */
  selected(): Profile | null {
    const chosen = this.list().find((p) => p.id === this.content.selected && p.secretAvailable);
    return chosen ?? this.paper;
  }

  /** The key and secret to sign with; an auth error where this run does not hold the secret. */
  async credentials(id: string): Promise<Credentials> {
    const profile = this.get(id);
    const secret = await this.secrets.get(id, profile.secretStorage);
    if (secret === null) throw secretMissing(profile);
    return { apiKey: profile.apiKey, apiSecret: secret };
  }

  /** Tests a candidate against its exchange without saving anything; refused with the reason when it fails. */
  test(input: ProfileInput, secret: string): Promise<ProfileTestPassed> {
    return withoutSecret(secret.trim(), async () => {
      const valid = validateProfileInput(input, secret, this.names());
      return this.passTest(valid, normaliseSecret(secret));
    });
  }

  /** Tests the candidate, then saves it: the profile to the file, the secret to the keychain (or memory). */
  add(input: ProfileInput, typed: string): Promise<SavedProfile> {
    return withoutSecret(typed.trim(), async () => {
      const valid = validateProfileInput(input, typed, this.names());
      const secret = normaliseSecret(typed);
      const test = await this.passTest(valid, secret);
      return this.serially(async () => {
        // Checked again: another add may have taken the name while this one was being tested.
        const valid = validateProfileInput(input, secret, this.names());
        const id = randomUUID();
        const secretStorage = await this.secrets.put(id, secret);
        const stored: StoredProfile = { id, ...valid, createdAt: this.now(), secretStorage };
        await this.save({ ...this.content, profiles: [...this.content.profiles, stored] }).catch(async (err: unknown) => {
          await this.secrets.delete(id, secretStorage).catch(() => undefined);
          throw err;
        });
        this.withSecret.add(id);
        return { profile: this.view(stored), test };
      });
    });
  }

  /** Gives a saved profile its secret again (after a run without a keychain, say): tested first, like a new one. */
  setSecret(id: string, typed: string): Promise<SavedProfile> {
    return withoutSecret(typed.trim(), async () => {
      const profile = this.savedProfile(id);
      const secret = normaliseSecret(typed);
      const test = await this.passTest(profile, secret);
      return this.serially(async () => {
        const current = this.savedProfile(id); // still there: it may have been removed while it was tested
        const secretStorage = await this.secrets.put(id, secret);
        const updated = { ...current, secretStorage };
        if (secretStorage !== current.secretStorage) {
          await this.save({ ...this.content, profiles: this.content.profiles.map((p) => (p.id === id ? updated : p)) });
        }
        this.withSecret.add(id);
        return { profile: this.view(updated), test };
      });
    });
  }

  /** Renames a saved profile or turns its read-only setting on or off; its key and secret stay as they are. */
  update(id: string, change: ProfileChange): Promise<Profile> {
    return this.serially(async () => {
      const current = this.savedProfile(id);
      const others = this.names().filter((name) => name !== current.name);
      const updated = validateProfileChange(current, change, others);
      if (updated.name !== current.name || updated.readOnly !== current.readOnly) {
        await this.save({ ...this.content, profiles: this.content.profiles.map((p) => (p.id === id ? updated : p)) });
      }
      return this.view(updated);
    });
  }

  /** Deletes a saved profile and its secret; the paper profile stays. */
  remove(id: string): Promise<void> {
    return this.serially(async () => {
      // The secret goes first: a failure after it leaves a profile without a secret, never a secret without a profile.
      await this.secrets.delete(id, this.savedProfile(id).secretStorage);
      this.withSecret.delete(id);
      await this.save({
        selected: this.content.selected === id ? null : this.content.selected,
        profiles: this.content.profiles.filter((p) => p.id !== id),
      });
    });
  }

  /** Remembers the profile to trade with, for this run and the next; it must hold its secret. */
  select(id: string): Promise<Profile> {
    return this.serially(async () => {
      const profile = this.get(id);
      if (!profile.secretAvailable) throw secretMissing(profile);
      const selected = profile.paper ? null : id;
      if (selected !== this.content.selected) await this.save({ ...this.content, selected });
      return profile;
    });
  }

  private async passTest(candidate: { baseUrl: string; apiKey: string }, secret: string): Promise<ProfileTestPassed> {
    const result = await testProfile(candidate, secret, this.options.profileTest);
    if (!result.ok) throw VaultError.fromBridge(result.error);
    const { ok: _ok, ...passed } = result;
    return passed;
  }

  private savedProfile(id: string): StoredProfile {
    if (id === PAPER_PROFILE_ID) {
      throw new VaultError('invalid-input', 'The paper profile is built in: its secret is new each run and it cannot be removed');
    }
    const found = this.content.profiles.find((p) => p.id === id);
    if (!found) throw new VaultError('invalid-input', 'There is no such profile');
    return found;
  }

  private names(): string[] {
    return [PAPER_PROFILE_NAME, ...this.content.profiles.map((p) => p.name)];
  }

  private view(stored: StoredProfile): Profile {
    return { ...stored, paper: false, secretAvailable: this.withSecret.has(stored.id) };
  }

  private async save(content: ProfileFileContent): Promise<void> {
    await writeProfileFile(this.options.dataDir, content);
    this.content = content;
  }

  /**
   * One change at a time, here and in any other process or Vault on the same directory (the file's lock), and
   * each starts from the file as it is now: a profile another one added or removed is never written over.
   */
  private serially<T>(change: () => Promise<T>): Promise<T> {
    const next = this.queue.then(() =>
      withProfileFileLock(this.options.dataDir, async () => {
        await this.reload();
        return change();
      }),
    );
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Reads the file again; a profile added elsewhere is shown with a secret where this run can read it. */
  private async reload(): Promise<void> {
    const content = await readProfileFile(this.options.dataDir);
    for (const profile of content.profiles) {
      if (this.content.profiles.some((p) => p.id === profile.id)) continue;
      const secret = await this.secrets.get(profile.id, profile.secretStorage).catch(() => null);
      if (secret !== null) this.withSecret.add(profile.id);
    }
    this.content = content;
  }
}

const secretMissing = (profile: Profile) =>
  new VaultError(
    'auth',
    profile.secretStorage === 'memory'
      ? `The API secret of "${profile.name}" was kept for an earlier run only (there was no system keychain): enter it again to use the profile`
      : `The API secret of "${profile.name}" is in the system keychain, which cannot be reached now: unlock the keychain and restart Perpdesk, or enter the secret again`,
  );
