/** The profiles.* bridge methods through the core's one door, against real paper exchanges. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '../paper';
import { startCore, type Core } from './core';

const alice = { apiKey: 'alice', apiSecret: 'alice-secret-0123456789' };
let exchange: PaperExchange;
let core: Core;
let dataDir: string;

beforeAll(async () => {
  exchange = await startPaperExchange({ accounts: [alice] });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-core-profiles-'));
  core = await startCore({ dataDir, stillMarket: true });
});
afterAll(async () => {
  await core.close();
  await exchange.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: string, params: unknown = {}) => core.dispatch(method, params);
const aliceParams = (extra: object = {}) => ({ name: 'Alice', baseUrl: exchange.url, apiKey: alice.apiKey, apiSecret: alice.apiSecret, ...extra });

describe('profiles over the bridge', () => {
  it('starts on the paper profile', async () => {
    const list = await call('profiles.list');
    expect(list).toMatchObject({ ok: true, value: { activeId: 'paper', profiles: [{ id: 'paper', name: 'Paper' }] } });
  });

  it('refuses a wrong secret with the exchange words, and never returns a secret', async () => {
    const refused = await call('profiles.add', aliceParams({ apiSecret: 'wrong-secret-123456' }));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'auth', message: expect.stringMatching(/refused the credentials/) } });
    const added = await call('profiles.add', aliceParams());
    expect(added).toMatchObject({ ok: true, value: { profile: { name: 'Alice' }, test: { balance: { symbol: 'USDT' } } } });
    expect(JSON.stringify(added)).not.toContain(alice.apiSecret);
  });

  it('trades the selected profile, refuses orders on a read-only one, and falls back to paper on remove', async () => {
    const list = await call('profiles.list');
    const aliceId = list.ok && (list.value as { profiles: { id: string; name: string }[] }).profiles.find((p) => p.name === 'Alice')?.id;
    expect(await call('profiles.select', { id: aliceId })).toMatchObject({ ok: true, value: { activeId: aliceId } });
    expect(await call('status.get')).toMatchObject({ ok: true, value: { venue: { name: 'Alice', baseUrl: exchange.url, paper: false } } });
    expect(await call('account.openOrders', { pair: 'BTC-USDT' })).toEqual({ ok: true, value: [] });

    const watcher = await call('profiles.add', aliceParams({ name: 'Watcher', readOnly: true }));
    const watcherId = watcher.ok && (watcher.value as { profile: { id: string } }).profile.id;
    await call('profiles.select', { id: watcherId });
    const order = { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.010' };
    expect(await call('trading.placeOrder', order)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/read-only/) },
    });

    expect(await call('profiles.remove', { id: watcherId })).toMatchObject({ ok: true, value: { activeId: 'paper' } });
    expect(await call('trading.placeOrder', order)).toMatchObject({ ok: true });
    expect(await call('profiles.remove', { id: 'paper' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('turns the active profile read-only at once, renames it, and names the files its removal keeps', async () => {
    const added = await call('profiles.add', aliceParams({ name: 'Desk', apiKey: ` ${alice.apiKey}`, apiSecret: `${alice.apiSecret}\n` }));
    expect(added).toMatchObject({ ok: true, value: { profile: { name: 'Desk', apiKey: 'alice', readOnly: false } } });
    const id = added.ok ? (added.value as { profile: { id: string } }).profile.id : '';
    await call('profiles.select', { id });
    const order = { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.010' };
    const placed = await call('trading.placeOrder', order);
    expect(placed).toMatchObject({ ok: true });

    expect(await call('profiles.update', { id, name: 'Desk two', readOnly: true })).toMatchObject({
      ok: true,
      value: { id, name: 'Desk two', readOnly: true },
    });
    expect(await call('status.get')).toMatchObject({ ok: true, value: { venue: { name: 'Desk two' }, readOnly: true } });
    expect(await call('trading.placeOrder', order)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/"Desk two" is read-only/) },
    });
    expect(await call('profiles.update', { id, name: 'paper' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'A profile named "Paper" already exists' },
    });
    expect(await call('profiles.update', { id, readOnly: false })).toMatchObject({ ok: true, value: { readOnly: false } });
    const orderId = placed.ok ? (placed.value as { orderId: number }).orderId : 0;
    expect(await call('trading.cancelOrder', { pair: 'BTC-USDT', orderId })).toMatchObject({ ok: true });

    const files = await call('profiles.files', { id });
    expect(files).toMatchObject({
      ok: true,
      value: expect.arrayContaining([{ what: 'trade history', path: path.join(dataDir, 'history', `${id}.sqlite`) }]),
    });
    await call('profiles.remove', { id });
    const kept = files.ok ? (files.value as { path: string }[]) : [];
    expect(kept.length).toBeGreaterThan(0);
    for (const { path: file } of kept) expect(existsSync(file), file).toBe(true);
    expect(await call('profiles.files', { id })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});
