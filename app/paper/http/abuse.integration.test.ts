/**
 * The attack, replayed on a paper exchange in its own process: 400 idle connections and 400 that each
 * send a megabyte without a valid key took it from 88 MB to 462 MB, for good. Now the bodies are never read, the
 * idle connections are capped and closed, its heap comes back to where it was, and a signed trader is served
 * throughout.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BALANCE, CREATE, limitOrder, post, SET_LEVER, type Key } from './testing';

const trader: Key = { apiKey: 'trader', apiSecret: 'trader-secret' };
const MiB = 1024 * 1024;
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGKILL'));

type Memory = NodeJS.MemoryUsage;

function startProbe(): Promise<{ url: string; measure: () => Promise<Memory> }> {
  const probe = fork(fileURLToPath(new URL('./memory-probe.ts', import.meta.url)), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child = probe;
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, T>) => {
        if (!(key in message)) return;
        probe.off('message', onMessage);
        resolve(message[key] as T);
      };
      probe.on('message', onMessage);
      probe.once('exit', (code) => reject(new Error(`the paper exchange exited with ${code}`)));
    });
  return next<string>('url').then((url) => ({
    url,
    measure: () => {
      const memory = next<Memory>('memory');
      probe.send('measure');
      return memory;
    },
  }));
}

/** A connection that connects and then says nothing. */
function idle(port: number): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  return socket;
}

/**
 * A connection that sends a request with a made-up key and a megabyte of body but its last byte, and holds on: a
 * server that reads bodies before keys holds the megabyte for as long as the connection stays.
 */
function megabyteWithoutKey(port: number): { socket: net.Socket; answer: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.write(
      `POST ${SET_LEVER} HTTP/1.1\r\nHost: 127.0.0.1\r\nAPIKEY: guessed\r\nsignature: 00\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${MiB}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(MiB - 1, 0x20));
  });
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  // The server may close while the body is still being written: EPIPE, which is what it should do.
  socket.on('error', () => undefined);
  return { socket, answer: new Promise((resolve) => socket.on('close', () => resolve(answer))) };
}

const mb = (bytes: number) => Math.round(bytes / MiB);

describe('an abusive burst on the paper exchange', () => {
  it('leaves its memory where it was and its traders served', async () => {
    const { url, measure } = await startProbe();
    const port = Number(new URL(url).port);
    for (let i = 0; i < 50; i++) await post(url, trader, BALANCE, { symbol: 'USDT' });
    const before = await measure();

    const sockets = Array.from({ length: 400 }, () => idle(port));
    await Promise.all(sockets.map((s) => once(s, 'connect').catch(() => undefined)));
    const bodies = Array.from({ length: 400 }, () => megabyteWithoutKey(port));
    // A trader during the burst: every answer comes, and every create lands.
    const during = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(url, trader, CREATE, limitOrder(`during-${i}`, { price: `${1000 + i}.0` }))),
    );
    expect(during.map((r) => r.body.code)).toEqual(Array(20).fill(200));
    // Every one of them answered 401 and closed, without waiting for its body (or, at worst, still held).
    const answers = await Promise.race([
      Promise.all(bodies.map((b) => b.answer)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
    ]);
    const peak = await measure();
    // Each was answered 401 from its headers, or (over the cap, before it spoke) closed unanswered.
    expect(answers).not.toBeNull();
    const answered = (answers ?? []).filter((a) => a !== '');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((a) => /^HTTP\/1\.1 401 /.test(a))).toBe(true);
    // No more than the cap of idle connections is still open.
    expect(sockets.filter((s) => !s.destroyed).length).toBeLessThanOrEqual(256);

    bodies.forEach((b) => b.socket.destroy());
    sockets.forEach((s) => s.destroy());
    await new Promise((r) => setTimeout(r, 500));
    const after = await measure();
    const report = (m: Memory) => `heap ${mb(m.heapUsed)} MB, buffers ${mb(m.arrayBuffers)} MB, rss ${mb(m.rss)} MB`;
    console.log(`paper exchange before ${report(before)}; at the end of the burst ${report(peak)}; after ${report(after)}`);
    // The issue saw +374 MB of rss that stayed. Bodies are not buffered now: growth is sockets' bookkeeping only.
    expect(peak.rss - before.rss).toBeLessThan(100 * MiB);
    expect(peak.arrayBuffers - before.arrayBuffers).toBeLessThan(16 * MiB);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(8 * MiB);
    expect(after.rss - before.rss).toBeLessThan(100 * MiB);

    const reply = await post(url, trader, CREATE, limitOrder('after'));
    expect(reply.body.code).toBe(200);
  }, 60_000);
});
