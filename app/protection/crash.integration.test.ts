/**
 * Exactly once across a crash, with real processes: `npm run headless` holds a stop, the market goes through it,
 * the exit reaches the exchange but its answer is held back (a proxy), and the headless process is killed with SIGKILL. The
 * next start finds the exit's client order id on disk, looks it up, and sends nothing again.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCore, type Core } from '../core';
import { startFaultyProxy, type FaultyProxy } from '../exchange/testing/faulty-proxy';
import type { PaperExchange } from '../paper';
import {
  call,
  heldOnDisk,
  journaledExits,
  longAtMarket,
  protect,
  push,
  startHeadlessOn,
  startOn as startOnAs,
  startTwoAccountExchange,
  trader,
  until,
} from './testing';

const CREATE_PATH = '/hot/order/create';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-held-crash-'));
const children: ChildProcess[] = [];
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  children.forEach((c) => c.kill('SIGKILL'));
  for (const close of cleanup.reverse()) await close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

const startHeadless = (exchangeUrl: string | null, dir = dataDir): Promise<ChildProcess> => startHeadlessOn(exchangeUrl, dir, children);

const startOn = (script: string, exchangeUrl: string | null, dir: string, ready: RegExp, more: string[] = []): Promise<ChildProcess> =>
  startOnAs(script, exchangeUrl, dir, ready, children, more);

describe('npm run headless', () => {
  it('owns the data directory: the app refuses to start beside it, naming it', async () => {
    const dir = path.join(dataDir, 'held-elsewhere');
    const headless = await startHeadless(null, dir);
    await expect(startCore({ dataDir: dir, stillMarket: true, owner: 'Perpdesk (browser mode)' })).rejects.toThrow(
      new RegExp(`The data directory ${dir} is in use by Perpdesk headless \\(npm run headless\\), pid ${headless.pid}, since \\d\\d:\\d\\d`),
    );
    headless.kill('SIGTERM');
    await new Promise((resolve) => headless.once('exit', resolve));
  });
});

describe('Ctrl+C with armed orders', () => {
  it(
    'warns and keeps the headless process (and npm start in browser mode) running; a second Ctrl+C within 5 s stops it',
    { timeout: 40_000 },
    async () => {
      const exchange: PaperExchange = await startTwoAccountExchange();
      cleanup.push(() => exchange.close());
      const dir = path.join(dataDir, 'interrupted');
      const core: Core = await startCore({ dataDir: dir, exchange: { url: exchange.url, ...trader } });
      const position = await longAtMarket(core, '0.100');
      await protect(core, position, { kind: 'stop-loss', value: '50000.0' });
      await core.close();

      const browserMode = () => startOn('app/start.ts', exchange.url, dir, /^Perpdesk: http:\/\/127\.0\.0\.1:\d+\//m, ['--browser', '--no-open']);
      for (const start of [() => startHeadless(exchange.url, dir), browserMode]) {
        const child = await start();
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await until('the warning', async () =>
          out.includes('1 held order is armed. They fire only while Perpdesk runs. Quit anyway? Press Ctrl+C again within 5 s to quit.'),
        );
        await new Promise((r) => setTimeout(r, 300));
        expect(child.exitCode).toBeNull();
        child.kill('SIGINT');
        expect(await exited).toBe(0);
      }
    },
  );
});

describe('held orders across kill -9', () => {
  it('an exit journaled and sent, its answer lost to a crash, is looked up at the next start and never sent twice', async () => {
    const exchange: PaperExchange = await startTwoAccountExchange();
    cleanup.push(() => exchange.close());
    const proxy: FaultyProxy = await startFaultyProxy(exchange.url);
    cleanup.push(() => proxy.close());
    const venue = { url: proxy.url, ...trader };

    // The trader opens a long and sets a stop, then quits.
    const first: Core = await startCore({ dataDir, exchange: venue });
    const position = await longAtMarket(first, '0.100');
    const stop = await protect(first, position, { kind: 'stop-loss', value: '59985.0', feed: 'last' });
    await first.close();

    // The headless process holds it; the exit's answer will not come back before the headless process dies.
    const headless = await startHeadless(proxy.url);
    const created = proxy.seen(CREATE_PATH);
    proxy.inject({ fault: 'late', path: CREATE_PATH, lateMs: 120_000 });
    await push(exchange.url, 'sell', '4.000', 'crash-mover-1');
    await until('the exit sent', async () => proxy.seen(CREATE_PATH) === created + 1);
    expect(heldOnDisk(dataDir).find((o) => o.exitClientOrderId !== null)).toMatchObject({ status: 'firing', exitClientOrderId: `${stop.id}x0` });
    expect(journaledExits(dataDir)).toEqual([expect.objectContaining({ phase: 'request', ref: `${stop.id}x0` })]);
    headless.kill('SIGKILL');
    await new Promise((resolve) => headless.once('exit', resolve));
    proxy.heal();

    // The next start: the exit is found by its client order id; nothing is sent again.
    const second = await startCore({ dataDir, exchange: venue });
    cleanup.push(() => second.close());
    await until('the stop known as fired', async () => (await call(second, 'protection.list', {}))[0]?.status === 'fired');
    await push(exchange.url, 'sell', '4.000', 'crash-mover-2');
    await new Promise((r) => setTimeout(r, 2500));
    expect(proxy.seen(CREATE_PATH)).toBe(created + 1);
    expect(await call(second, 'positions.list', { pair: 'BTC-USDT' })).toEqual([]);
    const history = await call(second, 'account.orderHistory', { pair: 'BTC-USDT', limit: 100 });
    expect(history.filter((o) => o.clientOrderId.startsWith(stop.id))).toHaveLength(1);
  });
});
