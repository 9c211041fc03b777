import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '.';
import { request } from './http/testing';

let exchange: PaperExchange | undefined;
afterEach(async () => {
  await exchange?.close();
  exchange = undefined;
});
const get = async (pathAndQuery: string) => (await request(`${exchange!.url}${pathAndQuery}`)).body;

describe('the paper exchange listing many markets (--markets N)', () => {
  it('lists N markets after BTC, ETH and SOL, each with a still book of its own', async () => {
    exchange = await startPaperExchange({ markets: 12 });
    const pairs = (await get('/api/third/info/pairs')).data as { symbol: string; priceDecimal: number }[];
    expect(pairs.map((p) => p.symbol)).toEqual([
      'BTC-USDT',
      'ETH-USDT',
      'SOL-USDT',
      ...Array.from({ length: 12 }, (_, i) => `M${String(i + 1).padStart(3, '0')}-USDT`),
    ]);
    const depth = (await get('/api/third/info/depth?pairName=M012-USDT&limit=5')).data as { bids: unknown[]; asks: unknown[] };
    expect(depth.bids).toHaveLength(5);
    expect(depth.asks).toHaveLength(5);
    const other = (await get('/api/third/info/depth?pairName=M011-USDT&limit=5')).data as typeof depth;
    expect(JSON.stringify(other.bids[0])).not.toBe(JSON.stringify(depth.bids[0]));
  });

  it('lives as the rest of the market: the extra markets trade and have a chart from the start', async () => {
    let now = Date.UTC(2026, 0, 5, 12);
    exchange = await startPaperExchange({ markets: 3, market: true, tickMs: 3_600_000, now: () => now });
    const candles = (await get('/api/third/info/kline?pairName=M002-USDT&period=1MIN&limit=1500')).data as unknown[];
    expect(candles.length).toBeGreaterThan(1000);
    for (let i = 0; i < 40; i++) {
      now += 250;
      await exchange.tick();
    }
    const trades = (await get('/api/third/info/trades?pairName=M003-USDT')).data as unknown[];
    expect(trades.length).toBeGreaterThan(0);
  });

  it('keeps its markets across a restart on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paper-markets-'));
    try {
      exchange = await startPaperExchange({ dataDir, markets: 2 });
      await exchange.close();
      exchange = await startPaperExchange({ dataDir });
      const pairs = (await get('/api/third/info/pairs')).data as { symbol: string }[];
      expect(pairs.map((p) => p.symbol).slice(-2)).toEqual(['M001-USDT', 'M002-USDT']);
      await exchange.close();
      exchange = undefined;
      // Another number is refused rather than silently ignored; the exchange is left as it was.
      await expect(startPaperExchange({ dataDir, markets: 150 })).rejects.toThrow(/already lists 2 extra markets/);
      exchange = await startPaperExchange({ dataDir, markets: 2 });
      expect(((await get('/api/third/info/pairs')).data as unknown[]).length).toBe(5);
    } finally {
      await exchange?.close();
      exchange = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a count it cannot list', async () => {
    await expect(startPaperExchange({ markets: 1000 })).rejects.toThrow(/markets must be a whole number from 0 to 999/);
  });
});
