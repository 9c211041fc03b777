/** Browser mode's host: the page with its CSP, and a bridge that only its own page with the token may use. */
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BrowserHost } from './browser-host';
import { startHostForTests } from './browser-host-testing';
import { startCore, type Core } from './core';
import { tempDirForTests } from './fs/testing';

const dir = tempDirForTests('pd-host-');
let core: Core;
let host: BrowserHost;
let origin: string;
let token: string;

beforeAll(async () => {
  core = await startCore({ dataDir: path.join(dir, 'data'), stillMarket: true });
  ({ host, origin, token } = await startHostForTests(core, dir));
});
afterAll(async () => {
  await host.close();
  await core.close();
});

/** Opens the bridge; resolves with the socket, or with the HTTP status that refused it. */
function connect(query: string, headers: Record<string, string> = { origin }): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/bridge${query}`, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', reject);
  });
}

function call(ws: WebSocket, id: number, method: unknown, params: unknown, band?: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    ws.on('message', (data) => {
      const reply = JSON.parse(String(data)) as { id: number; result: unknown };
      if (reply.id === id) resolve(reply.result);
    });
    ws.send(JSON.stringify({ id, method, params, band }));
  });
}

describe('browser host', () => {
  it('prints an address on 127.0.0.1 with a launch token', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{20,}$/);
  });

  it('serves the page with a CSP that allows only its own bridge', async () => {
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src ${origin.replace('http', 'ws')}`);
  });

  it('refuses a bridge without the token, with a wrong one, or from a foreign page', async () => {
    expect(await connect('')).toBe(401);
    expect(await connect(`?token=${token}x`)).toBe(401);
    expect(await connect(`?token=${token}`, { origin: 'http://evil.example' })).toBe(403);
    expect(await connect(`?token=${token}`, {})).toBe(403);
  });

  it('answers the contract methods, and only those, with typed results', async () => {
    const ws = await connect(`?token=${token}`);
    if (typeof ws === 'number') throw new Error(`refused with ${ws}`);
    expect(await call(ws, 1, 'status.get', {})).toMatchObject({ ok: true, value: { venue: { paper: true } } });
    expect(await call(ws, 2, 'system.exec', { cmd: 'rm' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/No such method/) },
    });
    expect(await call(ws, 3, 'market.depth', { pair: 'btc usdt' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    // A method name that cannot even be printed is answered, and the host stays up.
    expect(await call(ws, 4, { toString: 1 }, {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'No such method: (a object)' },
    });
    expect(await call(ws, 5, 'status.get', {})).toMatchObject({ ok: true });
    ws.close();
  });

  it('passes the band a call asks for to the core, which spends from it', async () => {
    const ws = await connect(`?token=${token}`);
    if (typeof ws === 'number') throw new Error(`refused with ${ws}`);
    expect(await call(ws, 1, 'market.pairs', {}, 'background')).toMatchObject({ ok: true });
    expect(await call(ws, 2, 'status.get', {}, 'write')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/^band:/) },
    });
    ws.close();
  });

  it.each([
    ['a frame of invalid UTF-8', 1007, (ws: WebSocket) => ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })],
    ['a frame over 1 MiB', 1009, (ws: WebSocket) => ws.send('x'.repeat(1024 * 1024 + 1))],
  ])('closes the connection that sends %s with %i, and goes on serving others', async (_what, code, send) => {
    const bad = await connect(`?token=${token}`);
    const good = await connect(`?token=${token}`);
    if (typeof bad === 'number' || typeof good === 'number') throw new Error('refused');
    bad.on('error', () => undefined);
    const closed = new Promise<number>((resolve) => bad.once('close', (closeCode) => resolve(closeCode)));
    send(bad);
    expect(await closed).toBe(code);
    // The client already connected, and a new one, are both still answered.
    expect(await call(good, 1, 'status.get', {})).toMatchObject({ ok: true });
    const later = await connect(`?token=${token}`);
    if (typeof later === 'number') throw new Error(`refused with ${later}`);
    expect(await call(later, 1, 'status.get', {})).toMatchObject({ ok: true });
    good.close();
    later.close();
  });

  it('survives a socket that sends garbage in place of an upgrade', async () => {
    const { port } = new URL(origin);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /bridge HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
        socket.destroy();
        resolve();
      });
    });
    const ws = await connect(`?token=${token}`);
    if (typeof ws === 'number') throw new Error(`refused with ${ws}`);
    expect(await call(ws, 1, 'status.get', {})).toMatchObject({ ok: true });
    ws.close();
  });
});
