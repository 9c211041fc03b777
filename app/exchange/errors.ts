import type { BridgeError, ErrorKind } from '../../shared/bridge';
import { Code } from '../../shared/exchange';

/** A failure of an exchange call, typed by what a trader needs to know about it. */
export class ExchangeError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** The exchange's own code, when it answered with one. */
    readonly code?: number,
    /** The same read may well succeed if asked again: the network, a timeout, the server's own failure. */
    readonly transient = false,
  ) {
    super(message);
    this.name = 'ExchangeError';
  }

  /** A create whose outcome is unknown: the client order id it can be looked up by. */
  clientOrderId: string | undefined;

  toBridge(): BridgeError {
    return {
      kind: this.kind,
      ...(this.code === undefined ? {} : { code: this.code }),
      message: this.message,
      ...(this.clientOrderId === undefined ? {} : { clientOrderId: this.clientOrderId }),
    };
  }
}

/** The exchange refused a signed request because its timestamp is outside the window: our clock is off. */
export const isTimestampRejection = (err: ExchangeError): boolean => err.kind === 'auth' && /timestamp/i.test(err.message);

/** 2008 `Frequent requests`: nothing was done; ask again after a pause. */
export const isThrottled = (err: ExchangeError): boolean => err.kind === 'rejected' && err.code === Code.FREQUENT_REQUESTS;

/** A write that failed this way may still have been done: only a look-up can tell. */
export const mayHaveLanded = (err: ExchangeError): boolean => err.kind === 'unknown-outcome' || err.kind === 'timeout' || err.kind === 'internal';

/** A look-up that failed this way is worth trying again: the exchange may be back in a moment. */
export const lookupMayRecover = (err: unknown): boolean =>
  err instanceof ExchangeError && (err.transient || err.kind === 'network' || err.kind === 'timeout' || isThrottled(err));

export const asExchangeError = (err: unknown): ExchangeError =>
  err instanceof ExchangeError ? err : new ExchangeError('internal', err instanceof Error ? err.message : String(err));
