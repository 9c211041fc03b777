/**
 * PERPDESK_API_SECRET at the process boundary: once `npm run headless` or `npm start` has read it, it is in no
 * child's environment (Electron gets it through its pipe) and, on Linux, no longer in what /proc/<pid>/environ
 * shows of the process itself. (The processes that launched it, npm and tsx, keep theirs: only a process can
 * blank its own.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { callAppChannel, readAppChannel } from './core/app-channel';
import { tempDirForTests } from './fs/testing';
import { startPaperExchange, type PaperExchange } from './paper';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const root = tempDirForTests('pd-secret-environ-');
const trader = { apiKey: 'environ-trader', apiSecret: 'environ-secret-5c7e1a9d3b' };
const children: ChildProcess[] = [];
let exchange: PaperExchange;
afterAll(async () => {
  children.forEach((c) => c.kill('SIGKILL'));
  await exchange?.close();
});
const linux = process.platform === 'linux';

async function until<T>(what: string, probe: () => T | null | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function run(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PERPDESK_API_SECRET: trader.apiSecret },
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return { child, output: () => out, exited };
}

describe('PERPDESK_API_SECRET once read', () => {
  it('is gone from the headless process’s own environment as /proc shows it, and the headless process trades with it', async () => {
    exchange = await startPaperExchange({ accounts: [trader] });
    const dataDir = path.join(root, 'headless');
    const headless = run('app/headless.ts', ['--data-dir', dataDir, '--exchange', exchange.url, '--api-key', trader.apiKey]);
    await until('the headless process ready', () => /Perpdesk headless: holding \d+ orders? /.test(headless.output()));
    const positions = await callAppChannel((await readAppChannel(dataDir))!, 'positions.list', {});
    expect(positions).toEqual({ ok: true, value: [] });
    if (linux) {
      const environ = readFileSync(`/proc/${headless.child.pid}/environ`, 'utf8');
      expect(environ).toContain('PATH=');
      expect(environ).not.toContain(trader.apiSecret);
      expect(environ).not.toContain('PERPDESK_API_SECRET=');
    }
    headless.child.kill('SIGTERM');
    await headless.exited;
  }, 60_000);

  it('reaches Electron through its pipe alone; npm start’s own environment no longer holds it', async () => {
    // A stand-in Electron: writes down its environment, what its pipe brings, and its launcher's /proc environ.
    const dist = path.join(root, 'electron-dist');
    const dump = path.join(root, 'electron-saw');
    mkdirSync(dist);
    writeFileSync(
      path.join(dist, 'electron'),
      `#!/bin/sh\n{ env; echo "PIPE=$(cat <&3)"; echo "LAUNCHER=$(tr '\\0' ' ' < /proc/$PPID/environ 2>/dev/null)"; } > "${dump}.part"\nmv "${dump}.part" "${dump}"\n`,
    );
    chmodSync(path.join(dist, 'electron'), 0o755);
    const start = run('app/start.ts', ['--data-dir', path.join(root, 'app'), '--exchange', 'https://ex.example', '--api-key', trader.apiKey], {
      ELECTRON_OVERRIDE_DIST_PATH: dist,
    });
    const saw = await until('the stand-in Electron', () => existsSync(dump) && readFileSync(dump, 'utf8'));
    const lines = saw.split('\n');
    expect(lines).toContain(`PIPE=${trader.apiSecret}`);
    const environment = lines.filter((line) => !line.startsWith('PIPE=') && !line.startsWith('LAUNCHER='));
    expect(environment).toContain('PERPDESK_SECRET_PIPE=3');
    expect(environment.join('\n')).not.toContain(trader.apiSecret);
    expect(environment.join('\n')).not.toMatch(/^PERPDESK_API_SECRET=/m);
    if (linux) {
      const launcher = lines.find((line) => line.startsWith('LAUNCHER='))!;
      expect(launcher).toContain('PATH=');
      expect(launcher).not.toContain(trader.apiSecret);
    }
    expect(await start.exited).toBe(0);
  }, 60_000);
});
