/**
 * For the screen's integration tests: the real core against the paper exchange behind a counting proxy, and the
 * renderer's own session over that core. What the screen asks is counted at the exchange (the proxy), never timed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCore, type Core } from '../../app/core/core';
import { startFaultyProxy, type FaultyProxy } from '../../app/exchange/testing/faulty-proxy';
import { startPaperExchange, type PaperExchangeOptions } from '../../app/paper';
import type { WriteInvoke } from '../../renderer/bridge/client';
import { createSession, type Session } from '../../renderer/composition/session';
import type { FeedName } from '../../renderer/stores/feed-table';
import { memoryStorage, type KeyValueStorage } from '../../renderer/stores/storage';
import { timerEnv } from '../../renderer/stores/testing/fake-clock';

export interface CountedCore {
  core: Core;
  proxy: FaultyProxy;
  /** Requests to `pathName` (all of them unless given) that reached the exchange from `from` for `ms`. */
  countOf(pathName: string | undefined, from: number, ms: number): number;
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A paper exchange with one funded account (`key`), the counting proxy before it, a core on a data directory of its own. */
export async function startCountedCore(key: { apiKey: string; apiSecret: string }, options: PaperExchangeOptions = {}): Promise<CountedCore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-screen-'));
  const paper = await startPaperExchange({ port: 0, market: false, ...options, accounts: [{ ...key, balance: '1000000' }] });
  const proxy = await startFaultyProxy(paper.url);
  const core = await startCore({ dataDir: dir, exchange: { url: proxy.url, ...key } });
  return {
    core,
    proxy,
    countOf: (pathName, from, ms) => proxy.arrivals(pathName).filter((t) => t >= from && t < from + ms).length,
    async close() {
      await core.close();
      await proxy.close();
      await paper.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The renderer's session over the core, `onScreen` in use (as the panels showing them would), started. */
export function startScreen(core: Core, onScreen: readonly FeedName[]): { session: Session; storage: KeyValueStorage; release: () => void } {
  const invoke = ((method, params, band) => core.dispatch(method, params, band)) as WriteInvoke;
  // The status (answered by the core, no exchange request) every second, so the pace follows the budget closely.
  const storage = memoryStorage({ 'perpdesk.settings': JSON.stringify({ intervals: { status: 1000 } }) });
  const session = createSession({ invoke, storage, env: timerEnv(), now: () => Date.now() });
  const releases = onScreen.map((feed) => session.poller.use(feed));
  session.start();
  return { session, storage, release: () => releases.forEach((release) => release()) };
}
