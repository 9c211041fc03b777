/**
 * What a client may hold of the paper exchange, over real sockets: a private request without a known key is
 * refused from its headers before its body is sent; idle connections are closed; over the connection cap the
 * idle ones go first, so a trader is still served; bodies in memory have a budget.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startPaperExchange, type PaperExchange } from '..';
import type { ServerLimits } from './limits';
import { BALANCE, CREATE, hmac, limitOrder, post, postJson, SET_LEVER, type Key } from './testing';

const alice: Key = { apiKey: 'alice', apiSecret: 'alice-secret' };
let exchange: PaperExchange | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.destroy());
  await exchange?.close();
  exchange = undefined;
});

async function start(limits: Partial<ServerLimits>): Promise<PaperExchange> {
  exchange = await startPaperExchange({ accounts: [alice], limits });
  return exchange;
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  return socket;
}

/** Everything the server sends until it closes the connection. */
async function untilClosed(socket: net.Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  if (!socket.destroyed) await once(socket, 'close');
  return text;
}

const headOf = (method: string, path: string, headers: Record<string, string>): string =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

const traderServed = async (url: string): Promise<void> => {
  expect((await post(url, alice, BALANCE, { symbol: 'USDT' })).body.code).toBe(200);
};

describe('paper server limits', () => {
  it('answers a private request without a known key 401 from its headers, before any of its body is sent, and closes', async () => {
    const { port, url } = await start({});
    const unknownKey = { APIKEY: 'nobody', signature: 'ab', 'Content-Length': String(1024 * 1024) };
    const noSignature = { APIKEY: alice.apiKey, 'Content-Length': String(1024 * 1024) };
    for (const headers of [unknownKey, noSignature]) {
      const socket = await connect(port);
      // The headers only: a server that waited for the megabyte would never answer.
      socket.write(headOf('POST', SET_LEVER, headers));
      const answer = await untilClosed(socket);
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toMatch(/"code":401/);
    }
    await traderServed(url);
  });

  it('closes a connection that sends nothing', async () => {
    const { port, url } = await start({ idleTimeoutMs: 300 });
    const idle = await connect(port);
    expect(await untilClosed(idle)).toBe('');
    await traderServed(url);
  });

  it('closes a connection whose headers never end with 408', async () => {
    const { port } = await start({ headersTimeoutMs: 300 });
    const slow = await connect(port);
    slow.write('POST /api/third/hot/order/create HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(await untilClosed(slow)).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('over the connection cap closes the oldest idle connection, and still serves a trader', async () => {
    const { port, url } = await start({ maxConnections: 4 });
    const idle = [];
    for (let i = 0; i < 7; i++) idle.push(await connect(port));
    // The three oldest were closed to make room; the four newest are open.
    await Promise.all(idle.slice(0, 3).map((s) => untilClosed(s)));
    await new Promise((r) => setTimeout(r, 100));
    expect(idle.map((s) => s.destroyed)).toEqual([true, true, true, false, false, false, false]);
    await traderServed(url);
    const reply = await post(url, alice, CREATE, limitOrder('during'));
    expect(reply.body.code).toBe(200);
  });

  it('refuses a body past the budget of bodies in memory with 503 and close; the budget comes back', async () => {
    const { port, url } = await start({ maxBytesInFlight: 64 * 1024 });
    const body = `{"leverage":5,"pad":"${'x'.repeat(100 * 1024)}","timestamp":${Date.now()}}`;
    const socket = await connect(port);
    const headers = {
      APIKEY: alice.apiKey,
      signature: hmac(alice.apiSecret, body),
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
    };
    socket.write(headOf('POST', SET_LEVER, headers) + body);
    const answer = await untilClosed(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/"code":2008/);
    // Bodies within the budget are read and answered as ever, one after another: nothing was kept held.
    for (let i = 0; i < 3; i++) {
      const within = `{"pad":"${'x'.repeat(40 * 1024)}","timestamp":${Date.now()}}`;
      const reply = await postJson(url, alice, SET_LEVER, within);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ error: true, code: 2002 });
    }
  });
});
