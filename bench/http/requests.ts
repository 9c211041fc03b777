/**
 * The two requests the HTTP benchmark sends. Creates are signed with the client's own signer;
 * each has a fresh clientOrderId and timestamp and rests as a small bid below the seeded book (50000.0 down to
 * 49900.1 USDT, 0.001 BTC at 10×: 5 USDT of margin each), so none fills and the balance lasts for millions.
 */
import { formQuery, hmacHex } from '../../app/exchange/signer';
import { fromScaled } from '../../shared/decimal';
import { BENCH_ACCOUNT } from './account';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
}

export const DEPTH_PATH = '/api/third/info/depth';
export const CREATE_PATH = '/api/third/hot/order/create';

const depth: RequestSpec = { method: 'GET', path: `${DEPTH_PATH}?pairName=BTC-USDT&limit=20`, headers: {} };
export const depthRequest = (): RequestSpec => depth;

/** Creates with clientOrderIds `<prefix>-1`, `<prefix>-2`, …; a prefix per run keeps them unique. */
export function createRequests(prefix: string): () => RequestSpec {
  let n = 0;
  return () => {
    n++;
    const query = formQuery({
      clientOrderId: `${prefix}-${n}`,
      isLong: true,
      isMarket: false,
      lever: 10,
      matchType: 1,
      pairName: 'BTC-USDT',
      positionType: 3,
      price: fromScaled(500_000 - (n % 1000), 1),
      quantity: '0.001',
      timestamp: Date.now(),
    });
    return {
      method: 'POST',
      path: `${CREATE_PATH}?${query}`,
      headers: {
        APIKEY: BENCH_ACCOUNT.apiKey,
        signature: hmacHex(BENCH_ACCOUNT.apiSecret, query),
        'Content-Type': 'text/plain',
        'Content-Length': '0',
      },
    };
  };
}
