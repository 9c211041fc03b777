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

/** What a keychain failure means to a trader. */
export type KeychainFault = 'not-built' | 'not-running' | 'locked' | 'silent' | 'refused';

const IN_MEMORY = 'API secrets are kept in memory for this run only, never written to disk';

/** The status line for each fault: what it means, never a file path or a module's name. */
const STATUS: Record<KeychainFault, string> = {
  'not-built': `No system keychain (Perpdesk's keychain support is not installed on this computer): ${IN_MEMORY}`,
  'not-running': `No system keychain: ${IN_MEMORY}`,
  locked: `The system keychain is locked: ${IN_MEMORY}. Unlock it and restart Perpdesk to keep them there`,
  silent: `The system keychain did not answer: ${IN_MEMORY}`,
  refused: `The system keychain refused Perpdesk: ${IN_MEMORY}`,
};

/** The probe's question was not answered in time. */
class KeychainSilent extends Error {}

/** Which fault a keychain call's error is (keytar passes on libsecret's and D-Bus's own texts). */
export function keychainFaultOf(err: unknown): Exclude<KeychainFault, 'not-built'> {
  const text = err instanceof Error ? err.message : String(err);
  if (err instanceof KeychainSilent) return 'silent';
  if (/locked|unlock|prompt|dismissed/i.test(text)) return 'locked';
  if (/d-?bus|org\.freedesktop\.secrets|secret service|\$DISPLAY|X11|autolaunch|no such (interface|object)/i.test(text)) {
    return 'not-running';
  }
  return 'refused';
}

/** Loads keytar and asks the keychain one harmless question; any failure means no keychain for this run. */
export async function probeKeychain(load: () => Promise<Keytar> = loadKeytar): Promise<KeychainStatus> {
  return (await openKeychain(load)).status;
}

/** As probeKeychain, and hands over the keytar that answered (null where none did). */
export async function openKeychain(load: () => Promise<Keytar> = loadKeytar): Promise<{ status: KeychainStatus; keytar: Keytar | null }> {
  let keytar: Keytar;
  try {
    keytar = await load();
  } catch {
    // Not installed, or its native part not built for this Node or Electron: the same to a trader.
    return { status: { available: false, message: STATUS['not-built'] }, keytar: null };
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      keytar.getPassword(KEYCHAIN_SERVICE, '__probe__'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new KeychainSilent()), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { status: { available: true, message: 'API secrets are kept in the system keychain' }, keytar };
  } catch (err) {
    return { status: { available: false, message: STATUS[keychainFaultOf(err)] }, keytar: null };
  } finally {
    clearTimeout(timer);
  }
}
