import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startPaperExchange } from '.';
import { parseCliArgs } from './cli-args';
import { BALANCE, post } from './http/testing';

const secretFile = (text: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'paper-secret-'));
  const file = join(dir, 'secret');
  writeFileSync(file, text, { mode: 0o600 });
  return file;
};

describe('parseCliArgs', () => {
  it('reads every option, in both spellings', () => {
    const argv = ['--port', '8080', '--data-dir=/tmp/x', '--api-key', 'k', '--balance', '2500.5', '--seed', '7'];
    expect(parseCliArgs([...argv, '--no-market', '--funding-interval', '60', '--markets', '150'], { PAPER_API_SECRET: 's' })).toEqual({
      port: 8080,
      seed: 7,
      market: false,
      markets: 150,
      fundingIntervalMs: 60_000,
      dataDir: '/tmp/x',
      account: { apiKey: 'k', apiSecret: 's', balance: '2500.5' },
    });
    expect(parseCliArgs([], {})).toEqual({ port: 0, seed: 1, market: true, markets: 0, fundingIntervalMs: 3_600_000 });
    expect(parseCliArgs(['--port', '1', '--help'], {})).toBeNull();
  });

  it('takes the secret from PAPER_API_SECRET and removes it from the environment', () => {
    const env: NodeJS.ProcessEnv = { PAPER_API_SECRET: 'from-env', HOME: '/home/x' };
    expect(parseCliArgs(['--api-key', 'k'], env)?.account).toEqual({ apiKey: 'k', apiSecret: 'from-env' });
    expect(env).toEqual({ HOME: '/home/x' });
  });

  it('takes the secret from --api-secret-file, without its trailing newline', () => {
    const file = secretFile('from-file\n');
    expect(parseCliArgs(['--api-key', 'k', '--api-secret-file', file], {})?.account).toEqual({ apiKey: 'k', apiSecret: 'from-file' });
    rmSync(join(file, '..'), { recursive: true, force: true });
  });

  it('refuses --api-secret on the command line, saying what to use instead', () => {
    expect(() => parseCliArgs(['--api-key', 'k', '--api-secret', 's'], {})).toThrow(
      /--api-secret is not taken on the command line.*PAPER_API_SECRET.*--api-secret-file/,
    );
    expect(() => parseCliArgs(['--api-key', 'k', '--api-secret=s'], {})).toThrow(/not taken on the command line/);
  });

  it.each([
    [['--nope'], /unknown option --nope/],
    [['--port'], /--port needs a value/],
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '65536'], /--port must be/],
    [['--port', '-1'], /--port must be/],
    [['--seed', '1.5'], /--seed must be/],
    [['--api-key', 'k'], /--api-key needs its secret in the environment variable PAPER_API_SECRET or --api-secret-file/],
    [['--api-secret-file', '/nonexistent'], /cannot read --api-secret-file \/nonexistent/],
    [['--balance', '5'], /--balance needs --api-key/],
    [['--port', '1', '--port', '2'], /--port is given twice/],
    [['--funding-interval', '0'], /--funding-interval must be at least 1 second/],
    [['--markets', '1000'], /--markets must be a whole number from 0 to 999/],
    [['--markets', '-3'], /--markets must be/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv, {})).toThrow(message);
  });

  it.each([
    [['--api-key', 'k', '--balance', '1e4'], { PAPER_API_SECRET: 's' }, /--balance must be a plain amount/],
    [[], { PAPER_API_SECRET: 's' }, /PAPER_API_SECRET is set but --api-key is not/],
    [['--api-key', 'k', '--api-secret-file', '/x'], { PAPER_API_SECRET: 's' }, /one way: PAPER_API_SECRET or --api-secret-file, not both/],
  ])('refuses %j with %j', (argv, env, message) => {
    expect(() => parseCliArgs(argv, env)).toThrow(message);
  });

  it('refuses an empty secret file', () => {
    const file = secretFile('\n');
    expect(() => parseCliArgs(['--api-key', 'k', '--api-secret-file', file], {})).toThrow(/is empty/);
    rmSync(join(file, '..'), { recursive: true, force: true });
  });
});

describe('npm run paper', () => {
  it('prints its URL, serves, creates the data dir and stops on SIGTERM', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'paper-cli-')), 'state');
    const args = ['tsx', 'app/paper/cli.ts', '--port', '0', '--api-key', 'k', '--data-dir', dataDir];
    const child = spawn('npx', args, {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, PAPER_API_SECRET: 's' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
      expect(line).toMatch(/^paper exchange listening on http:\/\/127\.0\.0\.1:\d+$/);
      const url = line.slice('paper exchange listening on '.length);
      const reply = await fetch(`${url}/api/third/info/time`);
      const body = (await reply.json()) as { code: number; data: number };
      expect(body).toMatchObject({ error: false, code: 200 });
      expect(Math.abs(body.data - Date.now())).toBeLessThan(5000);
      expect(existsSync(dataDir)).toBe(true);
      // The account of --api-key trades with the secret from the environment.
      const balance = await post(url, { apiKey: 'k', apiSecret: 's' }, BALANCE, { symbol: 'USDT' });
      expect(balance.body).toMatchObject({ code: 200, data: { availableAmount: '10000.0000' } });
      const exited = once(child, 'exit');
      killGroup();
      await exited;
    } finally {
      killGroup();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses a damaged data directory in one line that names the file, and exits 1', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'paper-cli-')), 'state');
    try {
      await (await startPaperExchange({ dataDir })).close();
      const [segment = ''] = readdirSync(dataDir).filter((name) => name.startsWith('wal-'));
      rmSync(join(dataDir, segment));
      const child = spawn(process.execPath, ['--import', 'tsx', 'app/paper/cli.ts', '--port', '0', '--data-dir', dataDir], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(1);
      expect(stderr.trimEnd().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^paper: cannot start: ${join(dataDir, segment)}: the log after the snapshot's record \\d+ is missing: .* restore it from a backup\\.$`,
          ),
        ),
      ]);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 30_000);
});
