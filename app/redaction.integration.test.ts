/**
 * No API secret reaches a log, a file or a bridge result. The real core (vault, journal, its in-process paper
 * exchange, the exchange client) is driven through its one door while everything written to the console,
 * stdout and stderr is captured: profiles added, tested and refused, orders placed and cancelled on the profile's
 * exchange, refusals for a wrong secret, internal errors. Then every captured line, every file under the data
 * directories and every bridge result is searched for the secrets, raw, in hex and in base64.
 *
 * It passes with a keychain (`npm test` runs vitest inside one) and without (the vault then keeps secrets in
 * memory). The secrets' exchange is a second paper exchange kept in memory: a paper exchange stores its accounts'
 * secrets in its own data by design, so it must not write into the directories searched here.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCore, type Core } from './core/core';
import { startPaperExchange, type PaperExchange } from './paper';
import { expectNoSecretIn } from './vault/testing';

const SECRET = `rdx-secret-${randomUUID()}`;
const WRONG_SECRET = `rdx-wrong-${randomUUID()}`;
const API_KEY = 'redaction-key';
const forms = (secret: string): string[] => [secret, Buffer.from(secret).toString('hex'), Buffer.from(secret).toString('base64')];
const LOOKED_FOR = [...forms(SECRET), ...forms(WRONG_SECRET)];

const ORDER = { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.010' } as const;
const CONSOLE_METHODS = ['log', 'error', 'warn', 'info', 'debug', 'trace', 'dir'] as const;

/** Everything written to the console, stdout or stderr while the tests ran. */
const written: string[] = [];
/** Every bridge result, as JSON. */
const results: string[] = [];

let root: string;
let exchange: PaperExchange;

/** Where a secret was found, with the secrets themselves left out of the failure message. */
const shown = (found: string): string => LOOKED_FOR.reduce((t, secret) => t.split(secret).join('<secret>'), found).slice(0, 300);

/** A chunk written to a stream, as text. */
const text = (chunk: unknown): string =>
  typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString('latin1') : String(chunk);

function captureOutput(): void {
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(format(...args)); // as the console prints them
    });
  }
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      written.push(text(chunk));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof stream.write);
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'pd-redaction-'));
  captureOutput();
  exchange = await startPaperExchange({ port: 0, accounts: [{ apiKey: API_KEY, apiSecret: SECRET }] });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await exchange?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A bridge call whose result is kept for the final search. */
async function call(core: Core, method: string, params: unknown = {}) {
  const result = await core.dispatch(method, params);
  results.push(JSON.stringify(result));
  return result;
}

const valueOf = <T>(result: { ok: boolean; value?: unknown }): T => {
  expect(result.ok).toBe(true);
  return result.value as T;
};

describe('secrets stay out of logs, files and bridge results', () => {
  it('a saved profile: tested, refused with a wrong secret, traded, failing internally, removed', async () => {
    const dataDir = path.join(root, 'saved');
    const core = await startCore({ dataDir, stillMarket: true });
    let closed = false;
    let profileId: string | undefined;
    try {
      const profile = (apiSecret: string, name = 'Redaction') => ({ name, baseUrl: exchange.url, apiKey: API_KEY, apiSecret });

      expect(await call(core, 'profiles.add', profile(WRONG_SECRET))).toMatchObject({ ok: false, error: { kind: 'auth' } });
      expect(await call(core, 'profiles.test', profile(SECRET))).toMatchObject({ ok: true });
      profileId = valueOf<{ profile: { id: string } }>(await call(core, 'profiles.add', profile(SECRET))).profile.id;
      expect(await call(core, 'profiles.setSecret', { id: profileId, apiSecret: WRONG_SECRET })).toMatchObject({
        ok: false,
        error: { kind: 'auth' },
      });
      expect(await call(core, 'profiles.select', { id: profileId })).toMatchObject({ ok: true, value: { activeId: profileId } });

      const { orderId } = valueOf<{ orderId: number }>(await call(core, 'trading.placeOrder', ORDER));
      expect(await call(core, 'account.openOrders', { pair: 'BTC-USDT' })).toMatchObject({ ok: true, value: [{ id: orderId }] });
      expect(await call(core, 'trading.cancelOrder', { pair: 'BTC-USDT', orderId })).toMatchObject({ ok: true });
      for (const [method, params] of [
        ['market.depth', { pair: 'BTC-USDT', limit: 5 }],
        ['status.get', {}],
        ['profiles.list', {}],
      ] as const) {
        expect(await call(core, method, params)).toMatchObject({ ok: true });
      }

      // An internal failure with the secret in hand: profiles.json cannot be written (a folder stands in its way).
      const profileFile = path.join(dataDir, 'profiles.json');
      renameSync(profileFile, `${profileFile}.aside`);
      mkdirSync(profileFile);
      expect(await call(core, 'profiles.add', profile(SECRET, 'Second'))).toMatchObject({ ok: false, error: { kind: 'internal' } });
      rmSync(profileFile, { recursive: true });
      renameSync(`${profileFile}.aside`, profileFile);

      // An internal failure the dispatch logs with its stack: an order action once the journal is closed.
      await core.close();
      closed = true;
      expect(await call(core, 'trading.placeOrder', ORDER)).toMatchObject({ ok: false, error: { kind: 'internal' } });
      expect(written.some((line) => line.includes('perpdesk: trading.placeOrder failed'))).toBe(true);
    } finally {
      // Removing the profile also takes its secret out of the keychain (where there is one).
      if (profileId !== undefined) expect(await call(core, 'profiles.remove', { id: profileId })).toMatchObject({ ok: true });
      if (!closed) await core.close();
    }

    const journal = readFileSync(path.join(dataDir, 'journal.ndjson'), 'utf8');
    expect(journal).toMatch(/"placeOrder"/);
    expect(journal).toMatch(/"cancelOrder"/);
    expect(existsSync(path.join(dataDir, 'profiles.json'))).toBe(true);
    expect(readdirSync(path.join(dataDir, 'paper')).some((f) => f.startsWith('wal-'))).toBe(true);
  });

  it('the exchange named on the command line: traded with its secret, refused with a wrong one', async () => {
    const right = await startCore({
      dataDir: path.join(root, 'command-line'),
      exchange: { url: exchange.url, apiKey: API_KEY, apiSecret: SECRET },
    });
    try {
      const { orderId } = valueOf<{ orderId: number }>(await call(right, 'trading.placeOrder', ORDER));
      expect(await call(right, 'trading.cancelOrder', { pair: 'BTC-USDT', orderId })).toMatchObject({ ok: true });
      expect(await call(right, 'status.get')).toMatchObject({ ok: true, value: { venue: { paper: false } } });
    } finally {
      await right.close();
    }

    const wrong = await startCore({
      dataDir: path.join(root, 'wrong-secret'),
      exchange: { url: exchange.url, apiKey: API_KEY, apiSecret: WRONG_SECRET },
    });
    try {
      expect(await call(wrong, 'market.depth', { pair: 'BTC-USDT', limit: 5 })).toMatchObject({ ok: true });
      expect(await call(wrong, 'trading.placeOrder', ORDER)).toMatchObject({ ok: false, error: { kind: 'auth' } });
      expect(await call(wrong, 'account.openOrders', { pair: 'BTC-USDT' })).toMatchObject({ ok: false, error: { kind: 'auth' } });
    } finally {
      await wrong.close();
    }
  });

  it('neither secret is in anything written to the console, stdout or stderr', () => {
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) {
      for (const secret of LOOKED_FOR) expect(line.includes(secret), `a secret in the output: ${shown(line)}`).toBe(false);
    }
  });

  it('neither secret is in any file under the data directories', () => {
    expectNoSecretIn(root, LOOKED_FOR);
  });

  it('neither secret is in any bridge result', () => {
    expect(results.length).toBeGreaterThan(10);
    for (const result of results) {
      for (const secret of LOOKED_FOR) expect(result.includes(secret), `a secret in ${shown(result)}`).toBe(false);
    }
  });
});
