/**
 * The OS keychain through keytar. keytar is an optional dependency: where it could not be built, where it cannot
 * load, or where no Secret Service answers, Perpdesk runs without a keychain and says so; secrets then live in
 * memory for this run only.
 */
export interface KeychainStatus {
  available: boolean;
  message: string;
}

/** The part of keytar we use, declared here so the type checker passes where keytar could not be installed. */
export interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export const KEYCHAIN_SERVICE = 'Perpdesk';
const KEYTAR = 'keytar';
const PROBE_TIMEOUT_MS = 3000;

export async function loadKeytar(): Promise<Keytar> {
  const mod = (await import(KEYTAR)) as Keytar | { default: Keytar };
  return 'default' in mod ? mod.default : mod;
}

/** Loads keytar and asks the keychain one harmless question; any failure means no keychain for this run. */
export async function probeKeychain(load: () => Promise<Keytar> = loadKeytar): Promise<KeychainStatus> {
  return (await openKeychain(load)).status;
}

/** As probeKeychain, and hands over the keytar that answered (null where none did). */
export async function openKeychain(
  load: () => Promise<Keytar> = loadKeytar,
): Promise<{ status: KeychainStatus; keytar: Keytar | null }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const keytar = await load();
    await Promise.race([
      keytar.getPassword(KEYCHAIN_SERVICE, '__probe__'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the keychain did not answer')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { status: { available: true, message: 'API secrets are kept in the system keychain' }, keytar };
  } catch (err) {
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    const message = `No keychain available (${why}): API secrets are kept in memory for this run only, never written to disk`;
    return { status: { available: false, message }, keytar: null };
  } finally {
    clearTimeout(timer);
  }
}
