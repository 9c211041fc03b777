/**
 * Signing a create: our parameter canonicalisation plus HMAC, against the bare HMAC of the already-built string
 * (the least any signer must do), in the same run. `signingRow` is the same comparison for any request's
 * parameters; the client benchmark uses it for the requests it sends.
 */
import { createHmac } from 'node:crypto';
import { formQuery, hmacHex, type Params } from '../app/exchange/signer';
import { median, opsPerSecond } from './measure';
import { row, type BenchResult, type Row } from './report';

const SECRET = 'a'.repeat(64);
const create = {
  pairName: 'BTC-USDT',
  isLong: true,
  isMarket: false,
  matchType: 1,
  price: '59995.0',
  quantity: '0.123',
  lever: 10,
  positionType: 3,
  clientOrderId: 'pdm3x1k2a9f0c1d2e3',
  timestamp: 1763700000000,
};
const ROUNDS = 3;

/** µs per signature, from signatures per second. */
export const microsPerSignature = (r: Row): number => 1e6 / r.ours;

/**
 * Signatures per second of formQuery + hmacHex over `params` (with `timestamp` added as the client adds it),
 * against a bare HMAC of the prebuilt query: the median of interleaved rounds.
 */
export function signingRow(name: string, params: Params, timestamp?: number, secret = SECRET): Row {
  const prebuilt = formQuery(params, timestamp);
  const ourRates: number[] = [];
  const peerRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    peerRates.push(opsPerSecond(() => createHmac('sha256', secret).update(prebuilt).digest('hex'), 400));
    ourRates.push(opsPerSecond(() => hmacHex(secret, formQuery(params, timestamp)), 400));
  }
  const ours = median(ourRates);
  return row(name, ours, median(peerRates), `${(1e6 / ours).toFixed(2)} µs per signature`);
}

export function benchSigner(): BenchResult {
  return {
    ours: 'formQuery + hmacHex (app/exchange/signer)',
    peer: 'bare HMAC-SHA256 of the prebuilt string',
    unit: 'signatures/s',
    method: `median of ${ROUNDS} interleaved rounds of 0.4 s`,
    rows: [signingRow('sign a create (form POST)', create)],
    targets: [],
  };
}
