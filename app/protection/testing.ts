/**
 * For the held-order integration tests: a still paper exchange with two accounts, the trader's (the core trades
 * it as the exchange named on the command line) and a second one that moves the price with real market orders.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { afterEach, beforeEach } from 'vitest';
import type { BridgeResult, HeldOrderView, MethodName, ParamsOf, ResultOf } from '../../shared/bridge';
import { startCore, type Core } from '../core';
import { startPaperExchange, type PaperExchange } from '../paper';
import { CREATE, post, type Key } from '../paper/http/testing';
import { startScript } from '../shell/testing';

export const trader: Key = { apiKey: 'held-trader', apiSecret: 'held-trader-secret' };
export const mover: Key = { apiKey: 'held-mover', apiSecret: 'held-mover-secret' };

export const startTwoAccountExchange = (): Promise<PaperExchange> =>
  startPaperExchange({
    accounts: [
      { ...trader, balance: '1000000' },
      { ...mover, balance: '10000000' },
    ],
  });

/**
 * For a test file: before each test, a fresh two-account exchange and a `<prefix>…` data directory (in `venue`);
 * `open()` starts a core on them trading the trader's account. After each test the cores still open are closed,
 * then the exchange, and the directory is removed.
 */
export function twoAccountVenueForTests(prefix: string) {
  const venue = { exchange: undefined as unknown as PaperExchange, dataDir: '' };
  const cores: Core[] = [];
  beforeEach(async () => {
    venue.exchange = await startTwoAccountExchange();
    venue.dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(async () => {
    for (const core of cores.splice(0)) await core.close();
    await venue.exchange.close();
    rmSync(venue.dataDir, { recursive: true, force: true });
  });
  return {
    venue,
    async open(): Promise<Core> {
      const core = await startCore({ dataDir: venue.dataDir, exchange: { url: venue.exchange.url, ...trader } });
      cores.push(core);
      return core;
    },
    /** Closes one core before the test ends (a restart). */
    async close(core: Core): Promise<void> {
      cores.splice(cores.indexOf(core), 1);
      await core.close();
    },
  };
}

/**
 * The second account sells (or buys) at market: the trades move the last price through the book. With a `price`,
 * it rests a GTC limit order there instead (liquidity for the trader's exits).
 */
export async function push(url: string, side: 'sell' | 'buy', quantity: string, id: string, price?: string): Promise<void> {
  const how = price === undefined ? { isMarket: true, matchType: 2, price: '0' } : { isMarket: false, matchType: 1, price };
  const order = { pairName: 'BTC-USDT', isLong: side === 'buy', ...how, quantity, lever: 10, positionType: 3, clientOrderId: id };
  const reply = await post(url, mover, CREATE, order);
  if (reply.body.code !== 200) throw new Error(`the mover's order was refused: ${JSON.stringify(reply.body)}`);
}

export async function call<M extends MethodName>(core: Core, method: M, params: ParamsOf<M>): Promise<ResultOf<M>> {
  const result = (await core.dispatch(method, params)) as BridgeResult<ResultOf<M>>;
  if (!result.ok) throw new Error(`${method}: ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

/** The trader buys `quantity` BTC-USDT at market (an IOC): its long position. */
export async function longAtMarket(core: Core, quantity: string) {
  await call(core, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity, timeInForce: 'IOC' });
  const [position] = await call(core, 'positions.list', { pair: 'BTC-USDT' });
  return position!;
}

/** Sets a held stop or target on `position`: its kind, trigger, feed and the rest in `fields`. */
export const protect = (core: Core, position: { id: number; symbol: string }, fields: Omit<ParamsOf<'protection.set'>, 'pair' | 'positionId'>) =>
  call(core, 'protection.set', { pair: position.symbol, positionId: position.id, ...fields });

export async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The held orders as written on disk (the one venue's file in held/). */
export function heldOnDisk(dataDir: string): HeldOrderView[] {
  const dir = path.join(dataDir, 'held');
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const text = readFileSync(path.join(dir, file!), 'utf8');
  return (JSON.parse(text) as { state: { orders: HeldOrderView[] } }).state.orders;
}

/** The journal's entries for held exits. */
export function journaledExits(dataDir: string): { phase: string; ref: string }[] {
  return readFileSync(path.join(dataDir, 'journal.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { action: string; phase: string; ref: string })
    .filter((e) => e.action === 'heldExit');
}

/**
 * Runs `script` (the headless process, or npm start) as its own process on a data directory and the venue (the still market
 * when `exchangeUrl` is null), trading the trader's account; resolves once it prints `ready`. `children` collects
 * it, for the caller to kill.
 */
export function startOn(
  script: string,
  exchangeUrl: string | null,
  dir: string,
  ready: RegExp,
  children: ChildProcess[],
  more: string[] = [],
): Promise<ChildProcess> {
  const venue = exchangeUrl === null ? ['--still-market'] : ['--exchange', exchangeUrl, '--api-key', trader.apiKey];
  const env = { PERPDESK_API_SECRET: trader.apiSecret };
  return startScript(script, ['--data-dir', dir, ...venue, ...more], { env, line: ready, children }).then(({ child }) => child);
}

/** `npm run headless` on the data directory, once it says what it holds. */
export const startHeadlessOn = (exchangeUrl: string | null, dir: string, children: ChildProcess[]): Promise<ChildProcess> =>
  startOn('app/headless.ts', exchangeUrl, dir, /Perpdesk headless: holding \d+ orders? /, children);

/**
 * The second account trades the last price to `price` (a level of the book) with a limit order that takes every
 * level up to it and rests `rest` more there: a bid (or ask) for the trader's exits, so they do not move the price.
 */
export async function tradeTo(core: Core, url: string, side: 'buy' | 'sell', price: string, rest: string, id: string): Promise<void> {
  const { bids, asks } = await call(core, 'market.depth', { pair: 'BTC-USDT', limit: 100 });
  const before = side === 'buy' ? asks.filter((l) => new Decimal(l.price).lte(price)) : bids.filter((l) => new Decimal(l.price).gte(price));
  const quantity = before.reduce((sum, l) => sum.plus(l.quantity), new Decimal(rest));
  await push(url, side, quantity.toFixed(3), id, price);
}
