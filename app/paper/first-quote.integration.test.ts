/** A living paper exchange has quoted before it answers its first call: a book asked at once is never empty. */
import { describe, expect, it } from 'vitest';
import { startPaperExchange } from './index';

describe('the living market at start', () => {
  it('answers the first depth asked with both sides of the book', async () => {
    const exchange = await startPaperExchange({ market: true, tickMs: 60_000 });
    try {
      for (const pair of ['BTC-USDT', 'ETH-USDT', 'SOL-USDT']) {
        const reply = await fetch(`${exchange.url}/api/third/info/depth?pairName=${pair}&limit=5`);
        const body = (await reply.json()) as { data: { bids: unknown[]; asks: unknown[] } };
        expect(body.data.bids.length, pair).toBeGreaterThan(0);
        expect(body.data.asks.length, pair).toBeGreaterThan(0);
      }
    } finally {
      await exchange.close();
    }
  });
});
