/**
 * scripts/setup-system.sh (run by `npm test` first) decides what to install without installing anything here:
 * dpkg-query, apt-get, id, node and npm are fakes on a PATH that holds nothing else but a shell's basic tools.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../scripts/setup-system.sh', import.meta.url));
const ALL = [
  'chromium',
  'fonts-liberation',
  'fonts-dejavu-core',
  'libsecret-1-dev',
  'gnome-keyring',
  'dbus',
  'dbus-daemon',
  'g++',
  'make',
  'python3',
  'pkg-config',
];
const root = mkdtempSync(path.join(os.tmpdir(), 'pd-setup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Machine {
  /** Debian packages installed; no dpkg-query at all where undefined (not Debian). */
  installed?: string[];
  root?: boolean;
  apt?: boolean;
  /** What scripts/keytar-state.mjs says. */
  keytar?: string;
  /** Commands present besides the fakes (for the machine without dpkg). */
  commands?: string[];
  env?: Record<string, string>;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** Each fake's calls, one line of arguments each. */
  calls: string[];
}

const fake = (dir: string, name: string, body: string) => {
  writeFileSync(path.join(dir, name), `#!/bin/bash\necho "${name} $*" >> "$CALLS"\n${body}\n`);
  chmodSync(path.join(dir, name), 0o755);
};

function runSetup(machine: Machine): Promise<Run> {
  const dir = mkdtempSync(path.join(root, 'machine-'));
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  for (const tool of ['bash', 'grep', 'dirname']) symlinkSync(`/usr/bin/${tool}`, path.join(bin, tool));
  const calls = path.join(dir, 'calls');
  writeFileSync(calls, '');
  if (machine.installed) {
    const installed = machine.installed.join(' ');
    fake(bin, 'dpkg-query', `for p in ${installed}; do [ "$p" = "\${@: -1}" ] && printf 'install ok installed' && exit 0; done; exit 1`);
  }
  if (machine.apt) fake(bin, 'apt-get', '');
  fake(bin, 'id', `echo ${machine.root ? 0 : 1000}`);
  fake(bin, 'node', `echo "${machine.keytar ?? 'ok'}"`);
  fake(bin, 'npm', '');
  for (const command of machine.commands ?? []) fake(bin, command, '');
  return new Promise((resolve) => {
    execFile('/usr/bin/bash', [SCRIPT], { env: { PATH: bin, CALLS: calls, ...machine.env } }, (err, stdout, stderr) =>
      resolve({
        code: err ? Number(err.code ?? 1) : 0,
        stdout,
        stderr,
        calls: readFileSync(calls, 'utf8')
          .split('\n')
          .filter((line) => line && !line.startsWith('dpkg-query') && !line.startsWith('id')),
      }),
    );
  });
}

describe('npm test setting up the system', () => {
  it('does nothing but say so where everything is there', async () => {
    const run = await runSetup({ installed: ALL, root: true, apt: true });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('setup-system: the system has what the tests need\n');
    expect(run.calls).toEqual(['node scripts/keytar-state.mjs']);
  });

  it('installs exactly what is missing on Debian as root, then builds keytar', async () => {
    const run = await runSetup({
      installed: ALL.filter((p) => p !== 'chromium' && p !== 'libsecret-1-dev'),
      root: true,
      apt: true,
      keytar: 'unbuilt',
    });
    expect(run.code).toBe(0);
    expect(run.calls).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium libsecret-1-dev',
      'node scripts/keytar-state.mjs',
      'npm rebuild keytar --foreground-scripts',
    ]);
    expect(run.stdout).toMatch(/building keytar/);
  });

  it('installs keytar again where npm dropped it, at the version of the lockfile', async () => {
    const run = await runSetup({ installed: ALL, root: true, apt: true, keytar: 'absent 7.9.0' });
    expect(run.code).toBe(0);
    expect(run.calls).toContain('npm install --no-save --no-audit --no-fund keytar@7.9.0');
  });

  it('stops at once, not root, with the exact list and the command that installs it', async () => {
    const run = await runSetup({ installed: ALL.filter((p) => p !== 'gnome-keyring' && p !== 'fonts-liberation'), root: false, apt: true });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the tests need these Debian packages, not installed here: fonts-liberation gnome-keyring');
    expect(run.stderr).toContain('sudo apt-get install fonts-liberation gnome-keyring');
    expect(run.calls).toEqual([]);
  });

  it('stops as root where there is no apt-get', async () => {
    const run = await runSetup({ installed: ALL.filter((p) => p !== 'make'), root: true, apt: false });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('not installed here: make');
    expect(run.calls).toEqual([]);
  });

  it('needs no chromium package where PERPDESK_CHROMIUM names another', async () => {
    const run = await runSetup({ installed: ALL.filter((p) => p !== 'chromium'), root: false, apt: true, env: { PERPDESK_CHROMIUM: '/opt/chrome' } });
    expect(run.code).toBe(0);
  });

  it('elsewhere (no dpkg) lists what it cannot find, and installs nothing', async () => {
    const run = await runSetup({
      root: true,
      apt: false,
      commands: ['c++', 'make', 'python3', 'gnome-keyring-daemon'],
      env: { PERPDESK_CHROMIUM: '/nowhere/chromium' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        'setup-system: the tests need these, not found here:',
        'setup-system:   - Chromium at /nowhere/chromium (or set PERPDESK_CHROMIUM to another)',
        "setup-system:   - libsecret's development headers (pkg-config libsecret-1)",
        'setup-system:   - dbus (dbus-run-session)',
        '',
      ].join('\n'),
    );
    expect(run.calls).toEqual([]);
  });
});
