/**
 * A flood of reads on one bridge connection (1,000 `market.depth` a second for 5 s, with the token) does not
 * starve another: its book still answers within 2 s during the flood and right after it, and the exchange sees a
 * bounded number of requests, not one per frame.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BridgeResult, WireReply } from '../shared/bridge';
import type { BrowserHost } from './browser-host';
import { startHostForTests } from './browser-host-testing';
import { startCore, type Core } from './core';
import { startPaperBehindProxy, type PaperBehindProxy } from './exchange/testing/paper-behind-proxy';
import { tempDirForTests } from './fs/testing';

const KEY = { apiKey: 'flood-key', apiSecret: 'flood-secret-0123456789abcdef0123' };
const FRAMES_PER_BATCH = 100;
const BATCH_EVERY_MS = 100;
const BATCHES = 50;
/** The issue's own requirement: the other screen's book answers before this deadline. */
const SCREEN_DEADLINE_MS = 2000;

const dir = tempDirForTests('pd-flood-');
let venue: PaperBehindProxy;
let core: Core;
let host: BrowserHost;
let origin: string;
let token: string;

beforeAll(async () => {
  venue = await startPaperBehindProxy([KEY]);
  core = await startCore({ dataDir: path.join(dir, 'data'), exchange: { url: venue.proxy.url, ...KEY } });
  ({ host, origin, token } = await startHostForTests(core, dir));
});
afterAll(async () => {
  await host.close();
  await core.close();
  await venue.close();
});

/** A bridge client: its calls, and every reply it has had. */
async function client() {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/bridge?token=${token}`, { headers: { origin } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const waiting = new Map<number, (result: BridgeResult<unknown>) => void>();
  const replies: BridgeResult<unknown>[] = [];
  ws.on('message', (data) => {
    const reply = JSON.parse(String(data)) as WireReply;
    replies.push(reply.result);
    waiting.get(reply.id)?.(reply.result);
    waiting.delete(reply.id);
  });
  let nextId = 1;
  return {
    replies,
    send(method: string, params: unknown): void {
      ws.send(JSON.stringify({ id: nextId++, method, params }));
    },
    call(method: string, params: unknown): Promise<BridgeResult<unknown>> {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => ws.close(),
  };
}

/** The answer, or 'late' when it has not come before the deadline. */
async function beforeDeadline<T>(answer: Promise<T>): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SCREEN_DEADLINE_MS)));
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const pairs = ['BTC-USDT', 'ETH-USDT', 'SOL-USDT'];
/** Frames that differ from one another (pair and depth), so that sharing one answer among them cannot absorb them. */
const floodParams = (i: number) => ({ pair: pairs[i % pairs.length]!, limit: 1 + (i % 100) });

it("answers another connection's book within 2 s during and right after a flood of reads, and sends a bounded number of requests", async () => {
  const flooder = await client();
  const screen = await client();
  const book = { pair: 'BTC-USDT', limit: 20 };
  expect(await screen.call('market.depth', book)).toMatchObject({ ok: true });
  const seenBefore = venue.proxy.seen('/depth');

  let sent = 0;
  const flooding = (async () => {
    for (let batch = 0; batch < BATCHES; batch++) {
      for (let i = 0; i < FRAMES_PER_BATCH; i++) flooder.send('market.depth', floodParams(sent++));
      await new Promise((resolve) => setTimeout(resolve, BATCH_EVERY_MS));
    }
  })();
  let floodOver = false;
  void flooding.then(() => (floodOver = true));

  // The screen asks for its book as it would, one answer after another, while the flood lasts and once more after.
  const answers: (BridgeResult<unknown> | 'late')[] = [];
  while (!floodOver) {
    answers.push(await beforeDeadline(screen.call('market.depth', book)));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  answers.push(await beforeDeadline(screen.call('market.depth', book)));
  expect(answers.length).toBeGreaterThan(3);
  for (const answer of answers) expect(answer).toMatchObject({ ok: true, value: { bids: expect.any(Array) } });

  // Every frame of the flood is answered, none left waiting: with a book (its own, or one shared with the same
  // frame sent while it waited), or as "busy".
  await expect.poll(() => flooder.replies.length, { timeout: 20_000, interval: 200 }).toBe(sent);
  expect(flooder.replies.every((r) => r.ok || r.error.kind === 'busy')).toBe(true);
  expect(flooder.replies.filter((r) => !r.ok).length).toBeGreaterThan(sent / 2);
  // The exchange saw no more than the budget allows over the flood and the few seconds after it (~10 a second;
  // about 110 on a quiet machine), never one per frame.
  const seen = venue.proxy.seen('/depth') - seenBefore;
  expect(seen).toBeLessThan(400);
  // And nothing more is sent for the flood once it has been answered.
  const settled = venue.proxy.seen('/depth');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(venue.proxy.seen('/depth')).toBe(settled);

  flooder.close();
  screen.close();
}, 90_000);
