/**
 * The screen never lies about freshness: with the exchange gone, the feeds on screen are marked stale with their
 * age and the Connection status says so; when it is back, they recover by themselves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { launchBrowserMode, launchPaperExchange, type Running, type RunningPaper } from './launch';

const account = { apiKey: 'e2e-stale-key', apiSecret: 'e2e-stale-secret-0123456789abcdef' };
let paperDir: string;
let paper: RunningPaper;
let perpdesk: Running;
let port: number;

test.beforeAll(async () => {
  paperDir = mkdtempSync(path.join(os.tmpdir(), 'perpdesk-e2e-paper-'));
  paper = await launchPaperExchange({ port: 0, dataDir: paperDir, ...account });
  port = Number(new URL(paper.url).port);
  perpdesk = await launchBrowserMode({ exchange: { url: paper.url, ...account } });
});
test.afterAll(async () => {
  await perpdesk?.stop();
  await paper?.stop();
  rmSync(paperDir, { recursive: true, force: true });
});

test('stopping the exchange marks the feeds stale and the connection with them; starting it again recovers', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(perpdesk.url);
  const connection = page.getByRole('status', { name: 'Connection', exact: true });
  const book = page.getByRole('region', { name: 'Order book' });
  await expect(connection).toContainText('live', { timeout: 20_000 });
  await expect(book.locator('[data-side="bid"]').first()).toBeVisible();

  await paper.stop();
  await expect(connection).toContainText(/stale: .*order book/, { timeout: 20_000 });
  await expect(book.getByText(/^stale( \d+ s)?$/)).toBeVisible();
  // The last book is still shown, dimmed, rather than nothing or a false "live".
  await expect(book.locator('[data-side="bid"]').first()).toBeVisible();

  paper = await launchPaperExchange({ port, dataDir: paperDir, ...account });
  await expect(connection).toContainText(/\blive\b/, { timeout: 30_000 });
  await expect(connection).not.toContainText('stale');
  await expect(book.getByText(/^stale/)).toHaveCount(0);
});
