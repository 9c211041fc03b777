/**
 * The test a profile passes before it is saved: the exchange's time (is it there, and is it the exchange?), then
 * the balance (do the key and secret sign requests it accepts?).
 */
import type { BridgeError } from '../../shared/bridge';
import { ExchangeClient, ExchangeError, type ResultOfEndpoint } from '../exchange';
import { redact } from './errors';

export type Balance = ResultOfEndpoint<'balance'>;

export interface ProfileTestPassed {
  /** The exchange's time (ms) when the test ended. */
  serverTime: number;
  /** The exchange's clock minus ours, ms. */
  clockOffsetMs: number;
  balance: Balance;
}

export type ProfileTestResult = ({ ok: true } & ProfileTestPassed) | { ok: false; error: BridgeError };

export interface ProfileTestOptions {
  /** The settlement coin whose balance is read; the paper exchange settles in USDT. */
  settleCoin?: string;
  timeoutMs?: number;
}

const SETTLE_COIN = 'USDT';
const TEST_TIMEOUT_MS = 5_000;

export async function testProfile(
  candidate: { baseUrl: string; apiKey: string },
  secret: string,
  { settleCoin = SETTLE_COIN, timeoutMs = TEST_TIMEOUT_MS }: ProfileTestOptions = {},
): Promise<ProfileTestResult> {
  const client = new ExchangeClient({
    baseUrl: candidate.baseUrl,
    credentials: { apiKey: candidate.apiKey, apiSecret: secret },
    timeoutMs,
  });
  try {
    await client.syncClock();
  } catch (err) {
    return { ok: false, error: failure(`Reading the time of the exchange at ${candidate.baseUrl}`, err, secret) };
  }
  let balance: Balance;
  try {
    balance = await client.call('balance', { symbol: settleCoin });
  } catch (err) {
    return { ok: false, error: failure('Reading the balance with this key', err, secret) };
  }
  return { ok: true, serverTime: client.clock.serverNow(), clockOffsetMs: client.clock.measured ?? 0, balance };
}

/** The error a trader reads: which step failed and why, in the exchange's words where it gave any; never the secret. */
function failure(what: string, err: unknown, secret: string): BridgeError {
  const error: BridgeError =
    err instanceof ExchangeError ? err.toBridge() : { kind: 'internal', message: err instanceof Error ? err.message : String(err) };
  return { ...error, message: redact(`${what} failed: ${error.message}`, secret) };
}
