import type { BridgeError, ErrorKind } from '../../shared/bridge';

/** A failure of an exchange call, typed by what a trader needs to know about it. */
export class ExchangeError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** The exchange's own code, when it answered with one. */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ExchangeError';
  }

  toBridge(): BridgeError {
    return this.code === undefined
      ? { kind: this.kind, message: this.message }
      : { kind: this.kind, code: this.code, message: this.message };
  }
}
