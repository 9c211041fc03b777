import type { BridgeError, ErrorKind } from '../../shared/bridge';

/** A refusal by the vault, worded for the trader. Its message never holds a secret (see `withoutSecret`). */
export class VaultError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** The exchange's own code, when a profile's test was refused by the exchange. */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'VaultError';
  }

  static fromBridge(error: BridgeError): VaultError {
    return new VaultError(error.kind, error.message, error.code);
  }

  toBridge(): BridgeError {
    return this.code === undefined ? { kind: this.kind, message: this.message } : { kind: this.kind, code: this.code, message: this.message };
  }
}

const REDACTED = '[secret withheld]';

/**
 * Secrets shorter than this are not looked for in text: "s", as in demos, is in every word. Real secrets are far
 * longer.
 */
export const SHORTEST_SECRET_LOOKED_FOR = 6;

/** The text with every occurrence of the secret replaced, for messages built from what a user or a server sent. */
export const redact = (text: string, secret: string): string =>
  secret.length >= SHORTEST_SECRET_LOOKED_FOR ? text.split(secret).join(REDACTED) : text;

/** Runs `work`; an error it throws comes out as a VaultError whose message cannot carry the secret. */
export async function withoutSecret<T>(secret: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof VaultError) throw new VaultError(err.kind, redact(err.message, secret), err.code);
    throw new VaultError('internal', redact(err instanceof Error ? err.message : String(err), secret));
  }
}
