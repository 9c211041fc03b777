/**
 * A chase across kill -9, with real processes: `npm run headless` holds a chase; the answer to its re-peg's create is
 * held back (a proxy) and the headless process is killed with SIGKILL. The next start finds the order's client order id on
 * disk, looks it up before anything else, and carries on. What the exchange holds decides: never more filled than
 * the quantity, never an order sent twice, and never two of its orders on the exchange at once.
 */
import type { ChildProcess } from 'node:child_process';
import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlgoView } from '../../shared/bridge';
import { startCore, type Core } from '../core';
import { startFaultyProxy } from '../exchange/testing/faulty-proxy';
import { tempDirForTests } from '../fs/testing';
import { call, push, startOn, startTwoAccountExchange, trader, until } from '../protection/testing';
import { expectOneAtATime } from './testing';

const CREATE_PATH = '/hot/order/create';
const dataDir = tempDirForTests('pd-algo-crash-');
const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const close of cleanup.reverse()) await close();
});

/** `npm run headless` on the data directory, once it holds the chase; killed after the tests. */
function startHeadless(exchangeUrl: string): Promise<ChildProcess> {
  const children: ChildProcess[] = [];
  cleanup.push(() => children.forEach((child) => child.kill('SIGKILL')));
  return startOn('app/headless.ts', exchangeUrl, dataDir, /Perpdesk headless: holding \d+ orders? and 1 chase or TWAP on/, children);
}

describe('a chase across kill -9', () => {
  it(
    'is resumed from disk: its lost create looked up and never sent again, one order at a time, never more than its quantity',
    { timeout: 90_000 },
    async () => {
      const exchange = await startTwoAccountExchange();
      cleanup.push(() => exchange.close());
      const proxy = await startFaultyProxy(exchange.url);
      cleanup.push(() => proxy.close());
      const venue = { url: proxy.url, ...trader };

      // The trader starts a chase and quits: its order rests at the best bid, unwatched.
      const first: Core = await startCore({ dataDir, exchange: venue });
      const [bid] = (await call(first, 'market.depth', { pair: 'BTC-USDT', limit: 1 })).bids;
      const chase = await call(first, 'algo.chase', {
        pair: 'BTC-USDT',
        side: 'buy',
        quantity: '0.050',
        maxSeconds: 80,
        onLimit: 'stop',
        leverage: 10,
      });
      expect(chase.order).toMatchObject({ price: bid!.price, quantity: '0.050' });
      await first.close();

      // The headless process carries it on. Another trader bids a tick higher: the chase re-pegs there, and the answer to that
      // create is held back; the headless process dies before it comes.
      const headless = await startHeadless(proxy.url);
      proxy.inject({ fault: 'late', path: CREATE_PATH, lateMs: 120_000 });
      const created = proxy.seen(CREATE_PATH);
      const higher = new Decimal(bid!.price).plus('0.1').toFixed(1);
      await push(exchange.url, 'buy', '0.010', 'algo-crash-bid', higher);
      await until('the re-peg sent', async () => proxy.seen(CREATE_PATH) > created, 30_000);
      headless.kill('SIGKILL');
      await new Promise((resolve) => headless.once('exit', resolve));
      proxy.heal();

      // The next start looks the lost create up first and finds it resting; nothing is sent again. The market sells
      // through the bids: the chase fills there, as maker.
      const second = await startCore({ dataDir, exchange: venue });
      cleanup.push(() => second.close());
      await until(
        'the order found',
        async () =>
          (await call(second, 'algo.list', {}))[0]?.note === `Resting at ${higher}` &&
          (await call(second, 'algo.list', {}))[0]?.order?.clientOrderId === `${chase.id}c1`,
      );
      await new Promise((r) => setTimeout(r, 2500));
      await push(exchange.url, 'sell', '1.000', 'algo-crash-sell');
      const end = await until('the chase done', async () =>
        (await call(second, 'algo.list', {})).find((a): a is AlgoView => a.id === chase.id && a.status === 'done'),
      );
      expect(end).toMatchObject({ filled: '0.050', remaining: '0.000', averagePrice: higher });

      const orders = (await call(second, 'account.orderHistory', { pair: 'BTC-USDT', limit: 100 })).filter((o) =>
        o.clientOrderId.startsWith(chase.id),
      );
      const fills = (await call(second, 'account.fills', { pair: 'BTC-USDT', limit: 100 })).filter((f) => f.clOrdId.startsWith(chase.id));
      expect(orders.map((o) => o.clientOrderId).sort()).toEqual([`${chase.id}c0`, `${chase.id}c1`]);
      expect(proxy.seen(CREATE_PATH)).toBe(created + 1);
      expectOneAtATime(orders);
      expect(fills.reduce((sum, f) => sum.plus(f.fillQty), new Decimal(0)).toFixed(3)).toBe('0.050');
      expect(fills.every((f) => f.isTaker === false)).toBe(true);
    },
  );
});
