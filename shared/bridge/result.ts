/** How every bridge call ends: a value, or an error a trader can read. */
export const errorKinds = [
  'invalid-input',
  'rejected',
  'auth',
  'network',
  'timeout',
  'unknown-outcome',
  'internal',
  /** A guard (Settings → Guards) refused the write before anything was sent; the message names it. */
  'guard-refused',
  /**
   * A read not sent: its connection had too many reads waiting, or it waited longer than its answer stays useful.
   * Nothing reached the exchange; asking again later is safe. Writes never get it.
   */
  'busy',
] as const;

export type ErrorKind = (typeof errorKinds)[number];

export interface BridgeError {
  kind: ErrorKind;
  /** The exchange's own code, when the exchange said no. */
  code?: number;
  message: string;
  /** A create whose outcome is unknown: its client order id, to ask `trading.outcome` about later. */
  clientOrderId?: string;
}

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

export const ok = <T>(value: T): BridgeResult<T> => ({ ok: true, value });
export const fail = (kind: ErrorKind, message: string, code?: number): BridgeResult<never> => ({
  ok: false,
  error: code === undefined ? { kind, message } : { kind, code, message },
});

/** A write that timed out, or whose answer was lost, may have landed as well as not: it is not a failure to report as one. */
export const isUnknownOutcome = (error: { kind: string }): boolean => error.kind === 'unknown-outcome' || error.kind === 'timeout';

/**
 * Perpdesk's own code, outside the exchange's catalogue: a held order's trigger that the price has already crossed.
 * Sent again with `now: true`, it is armed and fires at the next price; the screen asks the trader first.
 */
export const FIRES_AT_ONCE_CODE = 9001;
