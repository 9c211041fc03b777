/**
 * Durability, proven the hard way: clients place and cancel orders on a real paper exchange process, which is
 * killed with SIGKILL mid-load and restarted on the same data directory. Everything the clients were told must
 * still be true; nothing they were not told may appear twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CANCEL, CREATE, limitOrder, OPEN_ORDERS, post, type Key } from './http/testing';

const key: Key = { apiKey: 'crash-test', apiSecret: 'crash-secret' };
const QUERY_ORDER = '/api/third/order/queryOrder';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startExchange(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'app/paper/cli.ts', '--port', '0', '--data-dir', dataDir, '--no-market', '--api-key', key.apiKey, '--balance', '100000000'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PAPER_API_SECRET: key.apiSecret } },
  );
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`paper exchange exited with ${code}: ${out}`)));
  });
  return { url, child };
}

interface Told {
  placed: Map<string, number>;
  cancelled: Set<number>;
  /** Creates sent whose answer never came: the order may or may not exist. */
  placeInFlight: Set<string>;
  /** Cancels sent whose answer never came: either outcome is true. */
  cancelInFlight: Set<number>;
}

async function client(url: string, worker: number, told: Told, stop: { now: boolean }): Promise<void> {
  for (let i = 0; !stop.now; i++) {
    const clientOrderId = `w${worker}-${i}`;
    const price = `${1000 + ((worker * 997 + i * 13) % 4000)}.0`;
    let placed;
    told.placeInFlight.add(clientOrderId);
    try {
      placed = await post(url, key, CREATE, limitOrder(clientOrderId, { price }));
    } catch {
      return; // the server died mid-request: this order's fate is unknown
    }
    told.placeInFlight.delete(clientOrderId);
    if (placed.body.code !== 200) throw new Error(`create refused: ${JSON.stringify(placed.body)}`);
    const orderId: number = placed.body.data.orderId;
    told.placed.set(clientOrderId, orderId);
    if (i % 3 !== 0) continue;
    told.cancelInFlight.add(orderId);
    try {
      const cancel = await post(url, key, CANCEL, { entrustId: orderId });
      if (cancel.body.code !== 200) throw new Error(`cancel refused: ${JSON.stringify(cancel.body)}`);
      told.cancelled.add(orderId);
      told.cancelInFlight.delete(orderId);
    } catch {
      return;
    }
  }
}

describe('durability', () => {
  it('keeps every acknowledged order and cancel across kill -9, and duplicates nothing', async () => {
    const first = await startExchange();
    const told: Told = { placed: new Map(), cancelled: new Set(), placeInFlight: new Set(), cancelInFlight: new Set() };
    const stop = { now: false };
    const workers = Array.from({ length: 8 }, (_, w) => client(first.url, w, told, stop));
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    stop.now = true;
    await Promise.all(workers);
    expect(told.placed.size).toBeGreaterThan(50);

    const second = await startExchange();
    for (const [clientOrderId, orderId] of told.placed) {
      const reply = await post(second.url, key, QUERY_ORDER, { entrustId: orderId });
      expect(reply.body.data, `order ${clientOrderId}`).toMatchObject({ id: orderId, clientOrderId });
      if (told.cancelled.has(orderId)) expect(reply.body.data.status, `order ${clientOrderId}`).toBe(4);
      else if (!told.cancelInFlight.has(orderId)) expect(reply.body.data.status, `order ${clientOrderId}`).toBe(1);
    }

    const open: { id: number; clientOrderId: string }[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await post(second.url, key, OPEN_ORDERS, { pairName: 'BTC-USDT', pageNo, pageSize: 100 });
      open.push(...page.body.data.records);
      if (page.body.data.records.length < 100) break;
    }
    const ids = open.map((o) => o.clientOrderId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const order of open) {
      // An open order the clients never heard of can only be one whose answer the crash swallowed.
      if (!told.placed.has(order.clientOrderId)) expect(told.placeInFlight).toContain(order.clientOrderId);
    }
    const lastTold = Math.max(...told.placed.values());

    const after = await post(second.url, key, CREATE, limitOrder('after-restart'));
    expect(after.body.data.orderId).toBeGreaterThan(Math.max(...open.map((o) => o.id), lastTold));
    second.child.kill('SIGTERM');
  }, 30_000);
});
