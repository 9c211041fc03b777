/**
 * A create whose answer is lost while the exchange also cannot be asked: the screen hears "outcome unknown" with
 * the client order id, and when the exchange answers again the core finds the order and says so (and journals
 * it). It is never sent twice.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BridgeResult, CreateOutcomeView } from '../../shared/bridge';
import { ExchangeClient } from '../exchange';
import { startFaultyProxy, type FaultyProxy } from '../exchange/testing/faulty-proxy';
import { startPaperExchange } from '../paper';
import { startCore, type Core } from './core';

const KEY = { apiKey: 'unresolved-key', apiSecret: 'unresolved-secret-0123456789abcdef' };
let dir: string;
let paper: Awaited<ReturnType<typeof startPaperExchange>>;
let proxy: FaultyProxy;
let core: Core;
let truth: ExchangeClient;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pd-unresolved-'));
  paper = await startPaperExchange({ port: 0, market: false, accounts: [KEY] });
  proxy = await startFaultyProxy(paper.url);
  core = await startCore({ dataDir: dir, exchange: { url: proxy.url, ...KEY } });
  truth = new ExchangeClient({ baseUrl: paper.url, credentials: KEY, clockRefreshMs: 0 });
});
afterAll(async () => {
  truth.close();
  await core.close();
  await proxy.close();
  await paper.close();
  rmSync(dir, { recursive: true, force: true });
});

it('reports a create lost with its look-up as unknown, then finds it once the exchange answers again', async () => {
  proxy.inject({ fault: 'drop-after', path: '/hot/order/create', times: 1 });
  proxy.inject({ fault: 'drop-before', path: '/selectContractCurrentEntrustList' });
  proxy.inject({ fault: 'drop-before', path: '/v1/orders/histories' });
  const placed = await core.dispatch('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.010', leverage: 5 });
  expect(placed).toMatchObject({ ok: false, error: { kind: 'unknown-outcome', clientOrderId: expect.stringMatching(/^pd/) } });
  const clientOrderId = (placed as { error: { clientOrderId: string } }).error.clientOrderId;
  const outcome = async () => (await core.dispatch('trading.outcome', { clientOrderId })) as BridgeResult<CreateOutcomeView>;
  expect(await outcome()).toMatchObject({ ok: true, value: { status: 'unknown' } });

  proxy.heal();
  await expect
    .poll(async () => (await outcome()).ok && ((await outcome()) as { value: CreateOutcomeView }).value.status, { timeout: 30_000, interval: 500 })
    .toBe('placed');
  const found = ((await outcome()) as { value: CreateOutcomeView & { orderId: number } }).value;

  const open = await truth.call('openOrders', { pairName: 'BTC-USDT', pageNo: 1, pageSize: 100 });
  expect(open.records.filter((o) => o.clientOrderId === clientOrderId).map((o) => o.id)).toEqual([found.orderId]);
  const journal = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { ref: string; outcome?: { ok: boolean; value?: { foundLater?: boolean } } });
  const outcomes = journal.filter((e) => e.ref === clientOrderId && e.outcome);
  expect(outcomes.map((e) => e.outcome?.ok)).toEqual([false, true]);
  expect(outcomes[1]?.outcome?.value?.foundLater).toBe(true);
}, 60_000);

it('says so for an id it has never seen', async () => {
  expect(await core.dispatch('trading.outcome', { clientOrderId: 'pd-nothing' })).toMatchObject({
    ok: true,
    value: { status: 'unknown', message: 'Perpdesk has no record of sending that order, so its outcome is unknown' },
  });
});
