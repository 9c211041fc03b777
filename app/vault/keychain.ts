/**
 * The OS keychain through keytar. keytar is an optional dependency: where it could not be built, or cannot
 * load, Perpdesk runs without a keychain and says so; secrets then live in memory for this run only.
 */
export interface KeychainStatus {
  available: boolean;
  message: string;
}

type Keytar = typeof import('keytar');

let loaded: Promise<Keytar | Error> | undefined;

const loadKeytar = (): Promise<Keytar | Error> =>
  (loaded ??= import('keytar').then(
    (mod) => ((mod as { default?: Keytar }).default ?? mod) as Keytar,
    (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
  ));

export async function probeKeychain(): Promise<KeychainStatus> {
  const keytar = await loadKeytar();
  if (keytar instanceof Error) {
    return {
      available: false,
      message: 'No keychain available: API secrets are kept in memory for this run only and never written to disk',
    };
  }
  return { available: true, message: 'API secrets are kept in the system keychain' };
}
