/** For the browser host's tests: the host on a core, serving a page of its own, and where to reach it. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBrowserHost, type BrowserHost } from './browser-host';
import type { Core } from './core';

export interface HostForTests {
  host: BrowserHost;
  /** `http://127.0.0.1:N`: the page's origin, which the bridge wants. */
  origin: string;
  /** The launch token every bridge call needs. */
  token: string;
}

export async function startHostForTests(core: Core, dir: string): Promise<HostForTests> {
  const rendererDir = path.join(dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Perpdesk</title>');
  const host = await startBrowserHost(core, { port: 0, rendererDir });
  const url = new URL(host.url);
  return { host, origin: url.origin, token: new URLSearchParams(url.hash.slice(1)).get('token') ?? '' };
}
