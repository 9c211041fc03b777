/**
 * The workspaces through the bridge of a real core on the paper exchange: a layout saved is found again by the
 * next core on the same data directory; a damaged file is refused by name on every workspace call, written over by
 * none, and stops nothing else (the core starts, reads and trades).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../shared/bridge';
import type { Workspace, Workspaces } from '../../shared/workspace/model';
import { startCore, type Core } from '../core/core';
import { callerOf } from '../core/testing';
import { tempDirForTests } from '../fs/testing';

const root = tempDirForTests('pd-workspaces-core-');
const open: Core[] = [];
afterEach(async () => {
  for (const core of open.splice(0)) await core.close();
});
async function coreOn(dir: string): Promise<Core> {
  const core = await startCore({ dataDir: dir, stillMarket: true });
  open.push(core);
  return core;
}

describe('workspaces through the bridge', () => {
  it('are found as saved by the next start, the one on screen with them', async () => {
    const dir = path.join(root, 'kept');
    const first = await coreOn(dir);
    const call = callerOf(() => first);
    const { workspaces } = await call('workspaces.list', {});
    const watch = workspaces.find((w) => w.id === 'watch')!;
    const saved: Workspace = { ...watch, links: { red: 'ETH-USDT', green: 'SOL-USDT' } };
    await call('workspaces.save', { workspace: saved });
    await call('workspaces.select', { id: 'watch' });
    await first.close();
    open.length = 0;

    const next = await coreOn(dir);
    const again = await callerOf(() => next)('workspaces.list', {});
    expect(again.current).toBe('watch');
    expect(again.workspaces.find((w) => w.id === 'watch')).toEqual(saved);
  });

  it('refuse a broken one at the door, in words, and keep what was saved', async () => {
    const core = await coreOn(path.join(root, 'refused'));
    const trade = (await callerOf(() => core)('workspaces.list', {})).workspaces[0]!;
    const result = await core.dispatch('workspaces.save', { workspace: { ...trade, layout: { group: { panels: ['chart'], active: 'chart' } } } });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-input', message: 'workspace: panel portfolio is placed nowhere' } });
    expect((await callerOf(() => core)('workspaces.list', {})).workspaces[0]).toEqual(trade);
  });

  it('stop at a damaged file, by its name, on every call, and nothing else stops', async () => {
    const dir = path.join(root, 'damaged');
    const first = await coreOn(dir);
    await callerOf(() => first)('workspaces.create', { name: 'Mine', from: null });
    await first.close();
    open.length = 0;
    const file = path.join(dir, 'workspaces.json');
    const damaged = readFileSync(file, 'utf8').replace('"Mine"', '"Mime"');
    writeFileSync(file, damaged);

    const core = await coreOn(dir);
    const refusal = `Workspaces unavailable: ${file}: the checksum does not match its contents (changed outside Perpdesk?); move the file away to start without it (Perpdesk then starts with the workspaces it comes with)`;
    for (const [method, params] of [
      ['workspaces.list', {}],
      ['workspaces.create', { name: 'Other', from: null }],
      ['workspaces.select', { id: 'trade' }],
    ] as const) {
      const result = (await core.dispatch(method, params)) as BridgeResult<Workspaces>;
      expect(result).toEqual({ ok: false, error: { kind: 'internal', message: refusal } });
    }
    expect(readFileSync(file, 'utf8')).toBe(damaged);
    // The rest of Perpdesk goes on: it reads the market and trades.
    const call = callerOf(() => core);
    expect((await call('market.depth', { pair: 'BTC-USDT', limit: 5 })).bids.length).toBeGreaterThan(0);
    const placed = await call('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '1000.0', quantity: '0.010' });
    expect(placed.orderId).toBeGreaterThan(0);
  });
});
