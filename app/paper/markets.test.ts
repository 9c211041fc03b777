/** `markets`: the paper exchange listing many markets beside BTC, ETH and SOL, as a real venue does. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExchangeClient } from '../exchange';
import { startPaperExchange } from './index';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a paper exchange listing extra markets', () => {
  it('lists M001-USDT … beside the three, each with a still book and prices, and keeps them after a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-markets-'));
    dirs.push(dir);
    const first = await startPaperExchange({ dataDir: dir, markets: 150 });
    const client = new ExchangeClient({ baseUrl: first.url, clockRefreshMs: 0, requestsPerSecond: 1_000 });
    const symbols = (await client.call('pairs')).map((p) => p.symbol);
    expect(symbols).toHaveLength(153);
    expect(symbols.slice(0, 4)).toEqual(['BTC-USDT', 'ETH-USDT', 'SOL-USDT', 'M001-USDT']);
    expect(symbols.at(-1)).toBe('M150-USDT');
    const book = await client.call('depth', { pairName: 'M150-USDT', limit: 3 });
    expect(book.bids[0]?.price).toBe('99.99');
    expect(book.asks[0]?.price).toBe('100.01');
    expect(await client.call('indexPrice', { pairName: 'M007-USDT' })).toBe('100.00');
    client.close();
    await first.close();

    const again = await startPaperExchange({ dataDir: dir });
    const replayed = new ExchangeClient({ baseUrl: again.url, clockRefreshMs: 0, requestsPerSecond: 1_000 });
    expect(await replayed.call('pairs')).toHaveLength(153);
    replayed.close();
    await again.close();
  });

  it('refuses a count that is not a whole number up to 999', async () => {
    await expect(startPaperExchange({ markets: 1.5 })).rejects.toThrow(/whole number/);
    await expect(startPaperExchange({ markets: 1000 })).rejects.toThrow(/whole number/);
  });
});
