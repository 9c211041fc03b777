/** The envelope every response carries (docs/exchange-api.md), and what it means for the caller. */
import { Code } from '../../shared/exchange';
import { ExchangeError } from './errors';

export interface Opened {
  data: unknown;
  /** Server time (ms) the ticker, open interest and trade config answers carry. */
  timestamp: number | undefined;
}

/** Reads an HTTP answer: returns `data` (and the envelope's timestamp) on success, throws an ExchangeError otherwise. */
export function openEnvelope(httpStatus: number, text: string, write: boolean): Opened {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw unreadable(`HTTP ${httpStatus} with a body that is not JSON`, write);
  }
  if (!isEnvelope(body)) throw unreadable(`HTTP ${httpStatus} without the exchange's envelope`, write);
  const { code, data, timestamp } = body;
  const msg = typeof body.msg === 'string' ? body.msg : `code ${code}`;
  const error = body.error === true;
  if (httpStatus === 401 || code === Code.AUTH_FAILED) {
    throw new ExchangeError('auth', `The exchange refused the credentials: ${msg}`, code);
  }
  if (httpStatus >= 500) {
    // The server failed while handling it: a write may or may not have happened.
    const message = `The exchange failed (HTTP ${httpStatus}): ${msg}`;
    throw new ExchangeError(write ? 'unknown-outcome' : 'network', message, code, true);
  }
  if (error || code !== Code.SUCCESS) throw new ExchangeError('rejected', msg, code);
  return { data, timestamp: typeof timestamp === 'number' ? timestamp : undefined };
}

/** `{ error, code, msg, data, sid, timestamp? }`; only `code` is needed to know what happened. */
interface Envelope {
  code: number;
  error?: unknown;
  msg?: unknown;
  data?: unknown;
  timestamp?: unknown;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)['code'] === 'number';

const unreadable = (what: string, write: boolean) =>
  new ExchangeError(write ? 'unknown-outcome' : 'network', `The exchange sent an unreadable answer (${what})`, undefined, true);
