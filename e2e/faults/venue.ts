/**
 * The stage of a fault test: a paper exchange, Perpdesk in browser mode trading it the way a trader trades a real
 * exchange (`--exchange URL --api-key K`, the secret in PERPDESK_API_SECRET), and what really happened there.
 *
 * - `openProxiedVenue`: the exchange in this (the test's) process, with a faulty proxy between it and Perpdesk
 *   (app/exchange/testing/faulty-proxy.ts) and, if asked, a clock of its own that the test can set.
 * - `openKillableVenue`: the exchange as its own process (`npm run paper`, still book, state on disk), which the
 *   test can kill (SIGKILL) and start again on the same port and state; Perpdesk talks to it directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultyProxy, type FaultyProxy } from '../../app/exchange/testing/faulty-proxy';
import { startPaperExchange, type PaperExchange } from '../../app/paper';
import { launchBrowserMode, type Running } from '../launch';
import { ExchangeTruth, journaledCreates, reconcile, type JournaledCreate } from './truth';
import type { Order } from '../../shared/exchange';

export const ACCOUNT = { apiKey: 'e2e-faults-key', apiSecret: 'e2e-faults-secret-0123456789abcdef' };
/** The market the screen opens on, and the one every test trades. */
export const PAIR = 'BTC-USDT';

interface Stage {
  perpdesk: Running;
  truth: ExchangeTruth;
  /** Every order the account has on the exchange (open or done), asked directly. */
  orders(): Promise<Order[]>;
  /** The creates Perpdesk journaled. */
  creates(): JournaledCreate[];
  /** Journal against exchange: empty when every create is there exactly as the trader was told. */
  reconcile(): Promise<string[]>;
  close(): Promise<void>;
}

export interface ProxiedVenue extends Stage {
  proxy: FaultyProxy;
  /** Sets how far the exchange's clock is ahead of ours, ms (0 unless the venue was opened with a clock). */
  setClockAhead(ms: number): void;
}

export interface KillableVenue extends Stage {
  /** Kills the exchange's process outright (SIGKILL): no goodbye, sockets reset by the system. */
  kill(): Promise<void>;
  /** Starts the exchange again on the same port and the same state. */
  restart(): Promise<void>;
}

function stage(perpdesk: Running, truth: ExchangeTruth, closeVenue: () => Promise<void>): Stage {
  const orders = () => truth.orders(PAIR);
  const creates = () => journaledCreates(perpdesk.dataDir);
  return {
    perpdesk,
    truth,
    orders,
    creates,
    reconcile: async () => reconcile(creates(), await orders()),
    async close() {
      truth.close();
      await perpdesk.stop();
      await closeVenue();
    },
  };
}

export async function openProxiedVenue(options: { clockAheadMs?: number } = {}): Promise<ProxiedVenue> {
  let ahead = options.clockAheadMs ?? 0;
  const paper: PaperExchange = await startPaperExchange({ port: 0, market: false, accounts: [ACCOUNT], now: () => Date.now() + ahead });
  const proxy = await startFaultyProxy(paper.url);
  let perpdesk: Running;
  try {
    perpdesk = await launchBrowserMode({ exchange: { url: proxy.url, ...ACCOUNT } });
  } catch (err) {
    await proxy.close();
    await paper.close();
    throw err;
  }
  const truth = new ExchangeTruth(paper.url, ACCOUNT);
  return {
    ...stage(perpdesk, truth, async () => {
      await proxy.close();
      await paper.close();
    }),
    proxy,
    setClockAhead: (ms) => {
      ahead = ms;
    },
  };
}

export async function openKillableVenue(): Promise<KillableVenue> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perpdesk-e2e-faults-paper-'));
  let exchange = await spawnPaper(0, dataDir);
  const port = exchange.port;
  let perpdesk: Running;
  try {
    perpdesk = await launchBrowserMode({ exchange: { url: exchange.url, ...ACCOUNT } });
  } catch (err) {
    await exchange.kill();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const truth = new ExchangeTruth(exchange.url, ACCOUNT);
  return {
    ...stage(perpdesk, truth, async () => {
      await exchange.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }),
    kill: () => exchange.kill(),
    async restart() {
      exchange = await spawnPaper(port, dataDir);
    },
  };
}

interface PaperProcess {
  url: string;
  port: number;
  kill(): Promise<void>;
}

/** `npm run paper` (a still book) with the test account, its state in `dataDir`. */
async function spawnPaper(port: number, dataDir: string): Promise<PaperProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'app/paper/cli.ts', ...['--port', String(port), '--data-dir', dataDir, '--api-key', ACCOUNT.apiKey], '--no-market'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PAPER_API_SECRET: ACCOUNT.apiSecret } },
  );
  const url = await listening(child);
  return {
    url,
    port: Number(new URL(url).port),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the paper exchange did not start in time:\n${out}\n${err}`));
    }, 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^paper exchange listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the paper exchange exited (${code ?? signal}):\n${out}\n${err}`));
    });
  });
}
