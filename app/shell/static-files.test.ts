import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileInside, realFileInside } from './static-files';

describe('static files', () => {
  const root = '/srv/renderer';

  it('resolves paths inside the root', () => {
    expect(fileInside(root, '/index.html')).toBe('/srv/renderer/index.html');
    expect(fileInside(root, '/assets/app.js')).toBe('/srv/renderer/assets/app.js');
  });

  it('never leaves the root', () => {
    expect(fileInside(root, '/../../etc/passwd')).toBe('/srv/renderer/etc/passwd');
    expect(fileInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/renderer/etc/passwd');
    expect(fileInside(root, '/%E0%A4%A')).toBeNull();
  });

  it('refuses a symlink that leads out of the root, and serves one that stays inside', async () => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'pd-static-')));
    try {
      const renderer = path.join(dir, 'renderer');
      mkdirSync(path.join(renderer, 'assets'), { recursive: true });
      writeFileSync(path.join(renderer, 'index.html'), 'ours');
      writeFileSync(path.join(dir, 'secret.txt'), 'not ours');
      symlinkSync(path.join(dir, 'secret.txt'), path.join(renderer, 'leak.txt'));
      symlinkSync(dir, path.join(renderer, 'assets', 'up'));
      symlinkSync(path.join(renderer, 'index.html'), path.join(renderer, 'alias.html'));
      expect(await realFileInside(renderer, '/index.html')).toBe(path.join(renderer, 'index.html'));
      expect(await realFileInside(renderer, '/alias.html')).toBe(path.join(renderer, 'index.html'));
      expect(await realFileInside(renderer, '/leak.txt')).toBeNull();
      expect(await realFileInside(renderer, '/assets/up/secret.txt')).toBeNull();
      expect(await realFileInside(renderer, '/missing.js')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
