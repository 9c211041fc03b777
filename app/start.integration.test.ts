/**
 * `npm start`'s first start, at the process boundary: the Electron binary is missing, so Electron's installer is
 * run; here it is replaced by small fake installers (PERPDESK_ELECTRON_INSTALLER) that download from a local
 * server and write a fake binary, or fail as a real download fails. Electron's real installer is also run,
 * against a mirror on a port where nothing listens.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirForTests } from './fs/testing';
import { findElectronBinary } from './shell/electron-binary';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const URL_LINE = /^Perpdesk: http:\/\/127\.0\.0\.1:\d+\/#token=\S+$/m;
const FAKE_ZIP = Buffer.alloc(3_000_000, 7);

const root = tempDirForTests('pd-start-');
let mirror: Server;
let mirrorUrl: string;
let deadUrl: string;

beforeAll(async () => {
  mirror = createServer((req, res) => {
    if (req.url === '/refused.zip') return void res.writeHead(403, 'Forbidden').end();
    res.writeHead(200, { 'content-length': String(FAKE_ZIP.length) }).end(FAKE_ZIP);
  });
  mirrorUrl = await listen(mirror);
  const dead = createServer();
  deadUrl = await listen(dead);
  await new Promise((resolve) => dead.close(resolve));
});
afterAll(async () => {
  await new Promise((resolve) => mirror.close(resolve));
});

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** A fake installer: a Node script, run the way Electron's own install.js is. */
function fakeInstaller(name: string, body: string): string {
  const file = path.join(root, `${name}.mjs`);
  writeFileSync(file, body);
  return file;
}

const SUCCEEDS = `
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
const response = await fetch(process.env.FAKE_MIRROR + '/electron.zip');
await response.arrayBuffer();
const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH;
mkdirSync(dist, { recursive: true });
writeFileSync(dist + '/electron', '#!/bin/sh\\nprintf "%s\\\\n" "$@" > "$FAKE_ARGV"\\n');
chmodSync(dist + '/electron', 0o755);
`;
const fetchesThenFails = (url: string) => `await fetch(${JSON.stringify(url)}).then((r) => { if (!r.ok) throw new Error('HTTP ' + r.status); });`;
const SILENT = 'setInterval(() => {}, 1000);';
const MARKS_ITS_RUN = `import { writeFileSync } from 'node:fs'; writeFileSync(process.env.FAKE_MARK, 'ran'); process.exit(1);`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm start` (after its build step) with a fresh data directory and an Electron dist folder where no binary is;
 * settles when browser mode prints its address (and is stopped) or when the process ends by itself.
 */
function start(args: string[], env: Record<string, string>, prepare?: (dataDir: string) => void): Promise<Run> {
  const dir = mkdtempSync(path.join(root, 'run-'));
  mkdirSync(path.join(dir, 'data'));
  prepare?.(path.join(dir, 'data'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'app/start.ts', '--no-open', '--port', '0', '--still-market', '--data-dir', path.join(dir, 'data'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ELECTRON_OVERRIDE_DIST_PATH: path.join(dir, 'dist'),
        electron_config_cache: path.join(dir, 'cache'),
        FAKE_MIRROR: mirrorUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const run: Run = { code: null, stdout: '', stderr: '' };
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      if (URL_LINE.test(run.stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ ...run, code }));
  });
}

const perpdeskLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('Perpdesk:'));

describe.skipIf(process.platform === 'win32')('npm start without the Electron binary', { timeout: 60_000 }, () => {
  it('downloads it with a progress line, then opens the desktop app with the launch arguments', async () => {
    const argvFile = path.join(root, 'argv.txt');
    const run = await start([], {
      PERPDESK_ELECTRON_INSTALLER: fakeInstaller('succeeds', SUCCEEDS),
      FAKE_ARGV: argvFile,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Perpdesk: downloading Electron \d+\.\d+\.\d+ \(first start only\)…$/m);
    expect(run.stdout).toMatch(/^Perpdesk: 100 % of 3 MB$/m);
    expect(run.stdout).not.toMatch(URL_LINE);
    const argv = readFileSync(argvFile, 'utf8').trim().split('\n');
    expect(argv[0]).toMatch(/dist\/electron\/main\.cjs$/);
    expect(argv.slice(1)).toEqual(expect.arrayContaining(['--no-open', '--still-market', '--data-dir']));
  });

  it('says in one line that the download server could not be reached, and starts browser mode', async () => {
    const run = await start([], {
      PERPDESK_ELECTRON_INSTALLER: fakeInstaller('dead', fetchesThenFails(`${deadUrl}/electron.zip`)),
    });
    const lines = perpdeskLines(run.stdout);
    expect(lines[1]).toMatch(
      /^Perpdesk: could not download Electron \(the download server could not be reached: connect ECONNREFUSED 127\.0\.0\.1:\d+\); starting browser mode instead\.$/,
    );
    expect(lines[2]).toMatch(URL_LINE);
    expect(run.stderr).toBe('');
  });

  it('says that the download was refused, and starts browser mode', async () => {
    const run = await start([], {
      PERPDESK_ELECTRON_INSTALLER: fakeInstaller('refused', fetchesThenFails(`${mirrorUrl}/refused.zip`)),
    });
    expect(run.stdout).toMatch(
      /^Perpdesk: could not download Electron \(the download was refused: HTTP 403 Forbidden\); starting browser mode instead\.$/m,
    );
    expect(run.stdout).toMatch(URL_LINE);
  });

  it('gives up a download that makes no progress, and starts browser mode', async () => {
    const run = await start([], {
      PERPDESK_ELECTRON_INSTALLER: fakeInstaller('silent', SILENT),
      PERPDESK_ELECTRON_INSTALL_TIMEOUT: '1',
    });
    expect(run.stdout).toMatch(
      /^Perpdesk: could not download Electron \(the download was given up: no progress for 1 s\); starting browser mode instead\.$/m,
    );
    expect(run.stdout).toMatch(URL_LINE);
  });

  it('does not try the download with --browser', async () => {
    const mark = path.join(root, 'browser-mark');
    const run = await start(['--browser'], { PERPDESK_ELECTRON_INSTALLER: fakeInstaller('marks', MARKS_ITS_RUN), FAKE_MARK: mark });
    expect(perpdeskLines(run.stdout)).toEqual([expect.stringMatching(URL_LINE)]);
    expect(existsSync(mark)).toBe(false);
  });

  // Electron's own installer, where the binary is not already downloaded (it would then have nothing to do).
  it.skipIf('path' in findElectronBinary({}))("runs Electron's own installer and reports why its download failed", async () => {
    const run = await start([], { ELECTRON_MIRROR: `${deadUrl}/` });
    expect(run.stdout).toMatch(
      /^Perpdesk: could not download Electron \(the download server could not be reached: connect ECONNREFUSED 127\.0\.0\.1:\d+\); starting browser mode instead\.$/m,
    );
    expect(run.stdout).toMatch(URL_LINE);
  });
});

describe('npm start that cannot start', () => {
  it('says why in one plain line, without a stack trace', async () => {
    const run = await start(['--browser'], {}, (dataDir) => writeFileSync(path.join(dataDir, 'profiles.json'), '{"version":1,'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Perpdesk: could not start: The saved profiles file \S+profiles\.json is damaged \(it is not JSON\): move it away to start with no saved profiles\n$/,
    );
  });
});
