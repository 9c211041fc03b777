/**
 * The living market replays exactly: an exchange that ran makers, takers, funding and a trader's orders for a
 * while, then restarted from its log alone, shows the same book, tape, candles, positions and balances.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPaperExchange } from '.';
import { CREATE, limitOrder, post, request, type Key } from './http/testing';

const key: Key = { apiKey: 'replay', apiSecret: 'replay-secret' };
const root = mkdtempSync(path.join(os.tmpdir(), 'pd-replay-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Everything a client can see that the market moved. */
async function observe(url: string, time: number) {
  const get = async (p: string) => (await request(`${url}${p}`)).body.data;
  const signed = async (p: string, params: Record<string, string | number>) => (await post(url, key, p, params, { timestamp: time })).body.data;
  return {
    depth: await get('/api/third/info/depth?pairName=BTC-USDT&limit=50'),
    trades: await get('/api/third/info/trades?pairName=ETH-USDT&limit=100'),
    candles: await get('/api/third/info/kline?pairName=SOL-USDT&period=1MIN&limit=30'),
    mark: await get('/api/third/info/markPrice?pairName=BTC-USDT'),
    funding: await get('/api/third/v1/market/funding/history?pairName=BTC-USDT'),
    balance: await signed('/api/third/hot/order/balance', { symbol: 'USDT' }),
    positions: await signed('/api/third/hot/order/selectContractPositionList', { pageSize: 100 }),
  };
}

describe('replay of the living market', () => {
  it('rebuilds the same exchange from its snapshot, and from its log alone', async () => {
    let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
    const now = () => clock;
    const dataDir = path.join(root, 'data');
    const crashImage = path.join(root, 'crash-image');
    // The timer never fires here: the test moves the clock and the market by hand.
    const options = { market: true, fundingIntervalMs: 60_000, tickMs: 3_600_000, now, accounts: [key] };

    const first = await startPaperExchange({ ...options, dataDir });
    for (let i = 0; i < 400; i++) {
      clock += 250;
      await first.tick();
      if (i % 50 === 0) {
        const order = limitOrder(`r${i}`, { isMarket: true, matchType: 2, quantity: '0.010' });
        const reply = await post(first.url, key, CREATE, order, { timestamp: clock });
        expect(reply.body.code).toBe(200);
      }
    }
    const before = await observe(first.url, clock);
    expect(before.trades.length).toBeGreaterThan(10);
    expect(before.positions.records).toHaveLength(1);
    expect(before.funding.length).toBeGreaterThan(0);
    // The files as a crash would leave them: the log, no snapshot.
    cpSync(dataDir, crashImage, { recursive: true });
    expect(readdirSync(crashImage)).not.toContain('snapshot.json');
    await first.close();
    expect(readdirSync(dataDir)).toContain('snapshot.json');

    for (const dir of [dataDir, crashImage]) {
      const again = await startPaperExchange({ ...options, dataDir: dir });
      expect(await observe(again.url, clock), dir).toEqual(before);
      await again.close();
    }
  }, 60_000);
});
