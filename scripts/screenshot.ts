/**
 * `npx tsx scripts/screenshot.ts [out.png] [--light]`: starts browser mode on a fresh data directory, places an
 * order so the screen shows one, and saves a screenshot from Debian's Chromium.
 */
import { chromium } from '@playwright/test';
import { launchBrowserMode } from '../e2e/launch';
import { CHROMIUM } from '../playwright.config';

const out = process.argv.slice(2).find((a) => a.endsWith('.png')) ?? 'assets/screenshot.png';
const theme = process.argv.includes('--light') ? 'light' : 'dark';
const perpdesk = await launchBrowserMode({ living: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript((t) => localStorage.setItem('perpdesk.settings', JSON.stringify({ theme: t })), theme);
  await page.goto(perpdesk.url);
  const form = page.getByRole('form', { name: 'Order entry' });
  await page.locator('[data-side="bid"]').first().waitFor();
  await form.getByLabel('Price').fill('59975.0');
  await form.getByLabel('Quantity').fill('0.250');
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('table', { name: 'Open orders' }).getByRole('row').filter({ hasText: '59975.0' }).waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: out });
  console.log(`screenshot: ${out}`);
} finally {
  await browser.close();
  await perpdesk.stop();
}
