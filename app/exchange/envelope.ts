/** The envelope every response carries (SPEC section 7), and what it means for the caller. */
import { z } from 'zod';
import { Code } from '../../shared/exchange';
import { ExchangeError } from './errors';

const envelopeSchema = z.object({
  error: z.boolean(),
  code: z.number(),
  msg: z.string(),
  data: z.unknown(),
});

/** Reads an HTTP answer: returns `data` on success, throws a typed ExchangeError otherwise. */
export function openEnvelope(httpStatus: number, text: string, write: boolean): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw unreadable(`HTTP ${httpStatus} with a body that is not JSON`, write);
  }
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw unreadable(`HTTP ${httpStatus} without the exchange's envelope`, write);
  const { error, code, msg, data } = envelope.data;
  if (httpStatus === 401 || code === Code.AUTH_FAILED) {
    throw new ExchangeError('auth', `The exchange refused the credentials: ${msg}`, code);
  }
  if (httpStatus >= 500) {
    // The server failed while handling it: a write may or may not have happened.
    throw new ExchangeError(write ? 'unknown-outcome' : 'network', `The exchange failed (HTTP ${httpStatus}): ${msg}`, code);
  }
  if (error || code !== Code.SUCCESS) throw new ExchangeError('rejected', msg, code);
  return data;
}

const unreadable = (what: string, write: boolean) =>
  new ExchangeError(write ? 'unknown-outcome' : 'network', `The exchange sent an unreadable answer (${what})`);
