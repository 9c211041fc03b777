/**
 * Secrets do not travel to children: `npm start -- --browser` with PERPDESK_API_SECRET (and another secret-like
 * variable of ours) set opens the browser through a stand-in `xdg-open` that writes down its environment; none
 * of it may reach it. And the pipe that hands `--exchange`'s secret to Electron, from both ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnvironment } from './shell/child-env';
import { tempDirForTests } from './fs/testing';
import { SECRET_PIPE_VARIABLE, sendSecret } from './shell/secret-pipe';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const root = tempDirForTests('pd-env-');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

const SECRET = 'sekrit-4f1d9c2b7a';
const TOKEN = 'tok-8e3a51c0d6';

async function until<T>(probe: () => T | null, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the environment of children', () => {
  it('keeps every PERPDESK_* secret from the browser opener npm start runs', async () => {
    const bin = path.join(root, 'bin');
    const dump = path.join(root, 'opener-env.txt');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nenv > "${dump}.part"\necho "ARGV $*" >> "${dump}.part"\nmv "${dump}.part" "${dump}"\n`);
    chmodSync(path.join(bin, 'xdg-open'), 0o755);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'app/start.ts', '--browser', '--port', '0', '--data-dir', path.join(root, 'data'), '--still-market'],
      {
        cwd: ROOT,
        stdio: 'ignore',
        env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, PERPDESK_API_SECRET: SECRET, PERPDESK_SESSION_TOKEN: TOKEN },
      },
    );
    children.push(child);
    const seen = await until(() => (existsSync(dump) ? readFileSync(dump, 'utf8') : null));
    child.kill('SIGTERM');
    expect(seen).toMatch(/^ARGV http:\/\/127\.0\.0\.1:\d+\/#token=/m);
    expect(seen).toMatch(/^PATH=/m);
    expect(seen).not.toContain(SECRET);
    expect(seen).not.toContain(TOKEN);
    expect(seen).not.toMatch(/^PERPDESK_API_SECRET=/m);
  }, 60_000);

  it('scrubs secret-like PERPDESK_ variables and keeps the rest', () => {
    expect(
      childEnvironment({
        PATH: '/bin',
        HOME: '/h',
        PERPDESK_DATA_DIR: '/d',
        PERPDESK_API_SECRET: 's',
        PERPDESK_API_KEY: 'k',
        PERPDESK_X_TOKEN: 't',
        PERPDESK_PASSWORD: 'p',
      }),
    ).toEqual({ PATH: '/bin', HOME: '/h', PERPDESK_DATA_DIR: '/d' });
  });

  it('hands a secret to a child through its pipe, not its environment, and the child takes it from there', async () => {
    const script = [
      "import { receiveSecret } from './app/shell/secret-pipe.ts';",
      'const secret = await receiveSecret();',
      `console.log(JSON.stringify({ secret, inEnv: JSON.stringify(process.env).includes(${JSON.stringify(SECRET)}), flag: process.env.${SECRET_PIPE_VARIABLE} ?? null }));`,
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit', 'pipe'],
      env: { ...childEnvironment(), [SECRET_PIPE_VARIABLE]: '3' },
    });
    children.push(child);
    sendSecret(child, SECRET);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    expect(JSON.parse(out)).toEqual({ secret: SECRET, inEnv: false, flag: null });
  }, 30_000);
});
