import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('reads every option, in both spellings', () => {
    const argv = ['--port', '8080', '--data-dir=/tmp/x', '--api-key', 'k', '--api-secret=s', '--balance', '2500.5', '--seed', '7'];
    expect(parseCliArgs([...argv, '--no-market', '--funding-interval', '60', '--markets', '150'])).toEqual({
      port: 8080,
      seed: 7,
      market: false,
      markets: 150,
      fundingIntervalMs: 60_000,
      dataDir: '/tmp/x',
      account: { apiKey: 'k', apiSecret: 's', balance: '2500.5' },
    });
    expect(parseCliArgs([])).toEqual({ port: 0, seed: 1, market: true, markets: 0, fundingIntervalMs: 3_600_000 });
    expect(parseCliArgs(['--port', '1', '--help'])).toBeNull();
  });

  it.each([
    [['--nope'], /unknown option --nope/],
    [['--port'], /--port needs a value/],
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '65536'], /--port must be/],
    [['--port', '-1'], /--port must be/],
    [['--seed', '1.5'], /--seed must be/],
    [['--api-key', 'k'], /--api-key and --api-secret go together/],
    [['--api-secret', 's'], /--api-key and --api-secret go together/],
    [['--balance', '5'], /--balance needs --api-key/],
    [['--api-key', 'k', '--api-secret', 's', '--balance', '1e4'], /--balance must be a plain amount/],
    [['--port', '1', '--port', '2'], /--port is given twice/],
    [['--funding-interval', '0'], /--funding-interval must be at least 1 second/],
    [['--markets', '1000'], /--markets must be a whole number from 0 to 999/],
    [['--markets', '-3'], /--markets must be/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe('npm run paper', () => {
  it('prints its URL, serves, creates the data dir and stops on SIGTERM', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'paper-cli-')), 'state');
    const args = ['tsx', 'app/paper/cli.ts', '--port', '0', '--api-key', 'k', '--api-secret', 's', '--data-dir', dataDir];
    const child = spawn('npx', args, {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
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
      const exited = once(child, 'exit');
      killGroup();
      await exited;
    } finally {
      killGroup();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 30_000);
});
