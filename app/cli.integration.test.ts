/** `npm run cli`, spawned as a user runs it, on a temp data directory and the still paper market. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { methodNames } from '../shared/bridge';
import { parseCliArgs, UsageError, withSecret } from './cli-args';
import { deadUrl } from './vault/testing';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'pd-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** A data directory of its own for each test, so that the tests can run at once. */
const newDataDir = () => mkdtempSync(path.join(root, 'data-'));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const { PERPDESK_API_SECRET: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'app/cli.ts', ...args],
      { cwd: ROOT, env: { ...inherited, ...env }, timeout: 20_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const onPaper = (dataDir: string, method: string, params: unknown) => cli([method, JSON.stringify(params), '--data-dir', dataDir, '--still-market']);

describe.concurrent('npm run cli', () => {
  it('lists every bridge method with --help', async () => {
    const run = await cli(['--help']);
    expect(run.code).toBe(0);
    for (const method of methodNames) expect(run.stdout).toMatch(new RegExp(`^  ${method.replace('.', '\\.')} +\\{`, 'm'));
    expect(run.stdout).toMatch(/^ {2}market\.depth +\{pair: string, limit\?: integer\}$/m);
    expect(run.stdout).toMatch(/^ {2}protection\.set +\{.*, tiers\?: \[\{value: string, share: string\}\], breakevenAfterTp1\?: boolean,/m);
  });

  it('prints the pairs of the paper exchange', async () => {
    const run = await cli(['market.pairs', '--data-dir', newDataDir(), '--still-market']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.ok).toBe(true);
    expect(result.value.map((p: { symbol: string }) => p.symbol)).toEqual(expect.arrayContaining(['BTC-USDT', 'ETH-USDT']));
  });

  it('places an order that a later run lists among the open orders', async () => {
    const dataDir = newDataDir();
    const placed = await onPaper(dataDir, 'trading.placeOrder', { pair: 'ETH-USDT', side: 'buy', price: '2500.00', quantity: '0.10' });
    expect(placed.code).toBe(0);
    const { value: order } = JSON.parse(placed.stdout);
    expect(order).toMatchObject({ pair: 'ETH-USDT', orderId: expect.any(Number) });

    const listed = await onPaper(dataDir, 'account.openOrders', { pair: 'ETH-USDT' });
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).value).toContainEqual(
      expect.objectContaining({ id: order.orderId, clientOrderId: order.clientOrderId, price: '2500.00', quantity: '0.10' }),
    );
  });

  it('exits 1 with the error as JSON when the call fails', async () => {
    const run = await onPaper(newDataDir(), 'market.depth', { pair: 'BTC-USDT', limit: 1000 });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({ ok: false, error: { kind: 'invalid-input', message: expect.stringMatching(/^limit: /) } });
  });

  it.each([
    [['account.nope', '{}'], /^perpdesk cli: no such method: account\.nope; npm run cli -- --help lists the methods\n$/],
    [['market.depth', '{pair:'], /^perpdesk cli: the parameters must be JSON, like '\{"pair":"BTC-USDT"\}' \(.+\)\n$/],
  ])('exits 2 with one line on stderr for %j', async (args, message) => {
    const run = await cli(args);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('calls the exchange named on the command line, and never shows its secret', async () => {
    const secret = 'cli-secret-never-shown-42';
    const url = await deadUrl();
    const run = await cli(['market.pairs', '--exchange', url, '--api-key', 'K', '--data-dir', newDataDir()], {
      PERPDESK_API_SECRET: secret,
    });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).error).toMatchObject({ kind: 'network', message: 'Cannot reach the exchange (ECONNREFUSED)' });
    expect(run.stdout + run.stderr).not.toContain(secret);
  });
});

describe('the command line', () => {
  it('takes the method, its parameters (empty unless given) and the shared launch flags', () => {
    const env = { PERPDESK_DATA_DIR: '/tmp/pd' };
    expect(parseCliArgs(['market.pairs'], env)).toMatchObject({
      help: false,
      method: 'market.pairs',
      params: {},
      options: { dataDir: '/tmp/pd', stillMarket: false },
    });
    expect(parseCliArgs(['market.depth', '{"pair":"BTC-USDT"}', '--still-market', '--data-dir', '/x'], env)).toMatchObject({
      params: { pair: 'BTC-USDT' },
      options: { dataDir: '/x', stillMarket: true },
    });
    expect(parseCliArgs(['market.pairs', '--help'], env)).toEqual({ help: true });
  });

  it.each([
    [[], /^name a method first/],
    [['--data-dir', '/x'], /^name a method first/],
    [['market.pairs', '--browser'], /^unknown option --browser/],
    [['market.pairs', '--port', '80'], /^unknown option --port/],
    [['market.pairs', '{}', '{}'], /^unknown option \{\}/],
    [['market.pairs', '--data-dir'], /^--data-dir needs a value/],
    [['market.pairs', '--exchange', 'https://ex.example', '--api-key', 'K'], /PERPDESK_API_SECRET/],
  ])('refuses %j as a usage error', (args, message) => {
    expect(() => parseCliArgs(args, {})).toThrow(UsageError);
    expect(() => parseCliArgs(args, {})).toThrow(message);
  });

  it('fills in apiSecret from PERPDESK_API_SECRET where the method takes one and the JSON leaves it out', () => {
    const takesSecret = z.object({ id: z.string(), apiSecret: z.string() });
    expect(withSecret({ id: 'a' }, takesSecret, 'from-env')).toEqual({ id: 'a', apiSecret: 'from-env' });
    expect(withSecret({ id: 'a', apiSecret: 'given' }, takesSecret, 'from-env')).toEqual({ id: 'a', apiSecret: 'given' });
    expect(withSecret({ id: 'a' }, takesSecret, undefined)).toEqual({ id: 'a' });
    expect(withSecret({ pair: 'BTC-USDT' }, z.object({ pair: z.string() }), 'from-env')).toEqual({ pair: 'BTC-USDT' });
    expect(withSecret([1], takesSecret, 'from-env')).toEqual([1]);
  });

  it.each([[['--help']], [[]], [['no.such']], [['market.pairs', '{not json']]])(
    'takes PERPDESK_API_SECRET out of the environment for %j too',
    (args) => {
      const env: NodeJS.ProcessEnv = { PERPDESK_API_SECRET: 'from-env' };
      try {
        parseCliArgs(args, env);
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
      }
      expect(env).toEqual({});
    },
  );

  it('takes PERPDESK_API_SECRET out of the environment as it reads it', () => {
    const env: NodeJS.ProcessEnv = { PERPDESK_API_SECRET: 'from-env' };
    const request = parseCliArgs(['profiles.setSecret', '{"id":"a"}', '--exchange', 'https://ex.example', '--api-key', 'K'], env);
    expect(request).toMatchObject({ params: { id: 'a', apiSecret: 'from-env' }, options: { exchange: { apiSecret: 'from-env' } } });
    expect(env).toEqual({});
  });
});
