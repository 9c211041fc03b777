/** The real client against the real paper exchange on 127.0.0.1, and against servers that misbehave. */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '../paper';
import { ClockOffset } from './clock';
import { ExchangeClient } from './client';
import { ExchangeError } from './errors';

const credentials = { apiKey: 'client-test', apiSecret: 'client-secret' };
let paper: PaperExchange;
let client: ExchangeClient;

beforeAll(async () => {
  paper = await startPaperExchange({ port: 0, accounts: [credentials] });
  client = new ExchangeClient({ baseUrl: paper.url, credentials });
  await client.syncClock();
});
afterAll(() => paper.close());

const order = (clientOrderId: string, price = '2990.00') => ({
  pairName: 'ETH-USDT',
  isLong: true,
  isMarket: false,
  matchType: 1,
  price,
  quantity: '0.50',
  lever: 10,
  positionType: 3,
  clientOrderId,
});

async function failure(promise: Promise<unknown>): Promise<ExchangeError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExchangeError);
  return err as ExchangeError;
}

describe('client against the paper exchange', () => {
  it('measures the clock offset', () => {
    expect(client.clock.measured).not.toBeNull();
    expect(Math.abs(client.clock.measured ?? Infinity)).toBeLessThan(1000);
  });

  it('reads the pairs and the book, best prices first', async () => {
    const pairs = await client.call('pairs', {});
    expect(pairs.map((p) => p.symbol)).toEqual(expect.arrayContaining(['BTC-USDT', 'ETH-USDT', 'SOL-USDT']));
    const depth = await client.call('depth', { pairName: 'ETH-USDT', limit: 5 });
    expect(depth.bids[0]?.price).toBe('2999.00');
    expect(depth.asks[0]?.price).toBe('3001.00');
    expect(depth.bids).toHaveLength(5);
  });

  it('places, lists and cancels an order; a second cancel is refused with the exchange code', async () => {
    const ref = await client.call('createOrder', order('it-place-1', '2990.00'));
    expect(ref).toMatchObject({ pairName: 'ETH-USDT', corderId: 'it-place-1' });
    const open = await client.call('openOrders', { pairName: 'ETH-USDT', pageNo: 1, pageSize: 100 });
    expect(open.records.find((o) => o.id === ref.orderId)).toMatchObject({
      clientOrderId: 'it-place-1',
      price: '2990.00',
      quantity: '0.50',
      status: 1,
    });
    await expect(client.call('cancelOrder', { entrustId: ref.orderId })).resolves.toBe(true);
    const again = await failure(client.call('cancelOrder', { entrustId: ref.orderId }));
    expect(again).toMatchObject({ kind: 'rejected', code: 2125 });
  });

  it('reports a rejection with the exchange code and message', async () => {
    const err = await failure(client.call('createOrder', { ...order('it-bad-qty'), quantity: '0.001' }));
    expect(err).toMatchObject({ kind: 'rejected', code: 2001 });
    expect(err.message).toMatch(/quantity/);
  });

  it('a wrong secret is an auth error and places nothing', async () => {
    const wrong = new ExchangeClient({ baseUrl: paper.url, credentials: { ...credentials, apiSecret: 'nope' } });
    const err = await failure(wrong.call('createOrder', order('it-wrong-secret')));
    expect(err.kind).toBe('auth');
    const open = await client.call('openOrders', { pairName: 'ETH-USDT', pageNo: 1, pageSize: 100 });
    expect(open.records.some((o) => o.clientOrderId === 'it-wrong-secret')).toBe(false);
  });

  it('a clock 30 s behind is refused as auth, naming the timestamp', async () => {
    const late = new ExchangeClient({
      baseUrl: paper.url,
      credentials,
      clock: new ClockOffset(() => Date.now() - 30_000),
    });
    const err = await failure(late.call('openOrders', { pairName: 'ETH-USDT' }));
    expect(err.kind).toBe('auth');
    expect(err.message).toMatch(/timestamp/i);
  });
});

describe('client against a failing network', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  /** A TCP server that reads the request and then behaves as told. */
  async function misbehaving(behaviour: 'drop' | 'silent'): Promise<string> {
    const server = createServer((socket) => {
      socket.on('data', () => {
        if (behaviour === 'drop') socket.destroy();
      });
      socket.on('error', () => undefined);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('a refused connection is a network error, even for a write: it never left', async () => {
    const server = await misbehaving('silent');
    const port = new URL(server).port;
    servers.pop()?.close();
    await new Promise((r) => setTimeout(r, 50));
    const gone = new ExchangeClient({ baseUrl: `http://127.0.0.1:${port}`, credentials });
    expect((await failure(gone.call('createOrder', order('it-refused')))).kind).toBe('network');
  });

  it('a connection dropped after a create was sent is an unknown outcome, not a failure', async () => {
    const dropping = new ExchangeClient({ baseUrl: await misbehaving('drop'), credentials });
    expect((await failure(dropping.call('createOrder', order('it-drop')))).kind).toBe('unknown-outcome');
    expect((await failure(dropping.call('depth', { pairName: 'ETH-USDT' }))).kind).toBe('network');
  });

  it('no answer in time: a read times out, a write has an unknown outcome', async () => {
    const silent = new ExchangeClient({ baseUrl: await misbehaving('silent'), credentials, timeoutMs: 200 });
    expect((await failure(silent.call('depth', { pairName: 'ETH-USDT' }))).kind).toBe('timeout');
    expect((await failure(silent.call('createOrder', order('it-silent')))).kind).toBe('unknown-outcome');
  });
});
