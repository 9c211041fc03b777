/**
 * Signing a create: our parameter canonicalisation plus HMAC, against the bare HMAC of the already-built string
 * (the least any signer must do), in the same run.
 */
import { createHmac } from 'node:crypto';
import { formQuery, hmacHex } from '../app/exchange/signer';
import { median, opsPerSecond } from './measure';
import { row, type BenchResult } from './report';

const SECRET = 'a'.repeat(64);
const params = {
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
const prebuilt = formQuery(params);
const ROUNDS = 3;

export function benchSigner(): BenchResult {
  const ourRates: number[] = [];
  const peerRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    peerRates.push(opsPerSecond(() => createHmac('sha256', SECRET).update(prebuilt).digest('hex'), 400));
    ourRates.push(opsPerSecond(() => hmacHex(SECRET, formQuery(params)), 400));
  }
  const ours = median(ourRates);
  return {
    ours: 'formQuery + hmacHex (app/exchange/signer)',
    peer: 'bare HMAC-SHA256 of the prebuilt string',
    unit: 'signatures/s',
    method: `median of ${ROUNDS} interleaved rounds of 0.4 s`,
    rows: [row('sign a create (form POST)', ours, median(peerRates), `${(1e6 / ours).toFixed(2)} µs per signature`)],
    targets: [],
  };
}
