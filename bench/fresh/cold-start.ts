/**
 * Cold start: from starting Perpdesk as `npm start` does once built (`tsx app/start.ts`, browser mode, a fresh data
 * directory, the living paper exchange seeding its week of history) to the first order book on screen in
 * Chromium. Baseline, in the same run: the same start, the same server handing Chromium a page that only loads the
 * bundle (its script and stylesheet fetched, nothing run). Both timed from the spawn to a moment the page records
 * on the epoch clock; Chromium is already running for both.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { launchBrowserMode } from '../../e2e/launch';

export interface ColdStartFigures {
  /** Medians, ms: ours, the baseline, and the part of both until the server printed its address. */
  oursMs: number;
  baseMs: number;
  serverMs: number;
  runs: number;
}

const BOOK = '[data-side="bid"], [data-marks~="best-bid"]';

export async function measureColdStart(browser: Browser, runs: number): Promise<ColdStartFigures> {
  const bundle = bundleFiles();
  const ours: number[] = [];
  const base: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < runs; i++) {
    ours.push(await startOnce(browser, 'ours', bundle, server));
    base.push(await startOnce(browser, 'base', bundle, server));
  }
  return { oursMs: median(ours), baseMs: median(base), serverMs: median(server), runs };
}

async function startOnce(browser: Browser, which: 'ours' | 'base', bundle: string[], server: number[]): Promise<number> {
  const spawnedAt = Date.now();
  const perpdesk = await launchBrowserMode({ living: true });
  server.push(Date.now() - spawnedAt);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    if (which === 'ours') {
      // Plain script: the page has none of the helpers tsx would wrap a named function of ours in.
      await context.addInitScript(
        `(function look() { if (document.querySelector(${JSON.stringify(BOOK)})) window.__ready = performance.timeOrigin + performance.now(); else requestAnimationFrame(look); })();`,
      );
    } else {
      const loads = bundle.map((file) => `fetch(${JSON.stringify(file)}).then((r) => r.text())`).join(', ');
      const html = `<!doctype html><html><head><script>Promise.all([${loads}]).then(() => { window.__ready = performance.timeOrigin + performance.now(); });</script></head><body></body></html>`;
      await page.route(perpdesk.url.split('#')[0]!, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    }
    await page.goto(perpdesk.url);
    const ready = await page.waitForFunction(() => (globalThis as unknown as { __ready?: number }).__ready, undefined, { timeout: 60_000 });
    return Number(await ready.jsonValue()) - spawnedAt;
  } finally {
    await context.close();
    await perpdesk.stop();
  }
}

/** The bundle's script and stylesheet, as the built index.html names them. */
function bundleFiles(): string[] {
  const html = readFileSync('dist/renderer/index.html', 'utf8');
  return [...html.matchAll(/(?:src|href)="(\.\/assets\/[^"]+)"/g)].map((m) => m[1]!);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
