import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journalMarkets } from './journal-markets';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the markets the journal names', () => {
  it('are those of every order action requested, batches included; outcomes and damaged lines name none', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pd-journal-markets-'));
    const file = path.join(dir, 'journal.ndjson');
    const lines = [
      { action: 'placeOrder', phase: 'request', ref: 'a', venue: 'v', params: { pairName: 'M007-USDT', price: '1' } },
      { action: 'placeOrder', phase: 'outcome', ref: 'a', venue: 'v', outcome: { ok: true, value: { pair: 'NOT-USDT' } } },
      { action: 'placeScale', phase: 'request', ref: 'b', venue: 'v', params: { orders: [{ pairName: 'ETH-USDT' }, { pairName: 'ETH-USDT' }] } },
      { action: 'cancelOrder', phase: 'request', ref: 'c', venue: 'v', params: { pair: 'SOL-USDT', entrustId: 3 } },
    ].map((entry) => JSON.stringify(entry));
    writeFileSync(file, `${lines.join('\n')}\n{"action":"placeOrder","phase":"request","params":{"pairName":"CUT`);
    expect([...(await journalMarkets(file))].sort()).toEqual(['ETH-USDT', 'M007-USDT', 'SOL-USDT']);
  });

  it('are none when there is no journal yet', async () => {
    expect(await journalMarkets(path.join(os.tmpdir(), 'no-such-dir-pd', 'journal.ndjson'))).toEqual(new Set());
  });
});
