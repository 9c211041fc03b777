/**
 * A market the journal names but the venue does not list (here a mistyped pair whose cancel the exchange refused)
 * does not stop the history: the markets the venue lists are still read, at every read, and the refusal is said
 * once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { callerOf } from '../core/testing';
import { startCore, type Core } from '../core/core';
import { tempDirForTests } from '../fs/testing';

const dir = tempDirForTests('pd-history-unknown-');
const MISTYPED = 'ABTC-USDT'; // sorts before BTC-USDT: the markets after it were never read

describe('a journal naming a market the venue does not list', () => {
  let core: Core;
  const call = callerOf(() => core);
  afterAll(() => core?.close());

  it('leaves every read of the markets the venue lists working, after a restart too, and is said once', async () => {
    core = await startCore({ dataDir: dir, stillMarket: true });
    expect(await core.dispatch('trading.cancelOrder', { pair: MISTYPED, orderId: 1 })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.001', leverage: 5 });
    expect(readFileSync(path.join(dir, 'journal.ndjson'), 'utf8')).toContain(`"pair":"${MISTYPED}"`);
    await core.close();

    const said = vi.spyOn(console, 'error');
    try {
      core = await startCore({ dataDir: dir, stillMarket: true });
      for (let read = 0; read < 3; read++) {
        const status = await call('history.refresh', {});
        expect(status.lastError).toBeNull();
        expect(status.fills).toBe(1);
        expect(status.snapshots).toBeGreaterThanOrEqual(1);
      }
      const { markets } = await call('history.summary', { period: 'all' });
      expect(markets.map((m) => m.symbol)).toEqual(['BTC-USDT']);
      const lines = said.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes(MISTYPED));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/does not know the market ABTC-USDT .*Illegal parameter:pairName/);
    } finally {
      said.mockRestore();
    }
  }, 60_000);
});
