import { describe, expect, it } from 'vitest';
import { fileInside } from './static-files';

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
});
