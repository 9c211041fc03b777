/**
 * `npx tsx scripts/screenshot.ts [--only WxH] [--light]`: starts browser mode on a fresh data directory, opens a
 * position and places an order so the screen shows both, and saves screenshots from Debian's Chromium at 1280×720
 * and 1600×1000 in both themes: `assets/screenshot-<W>x<H>-<theme>.png`. `assets/screenshot.png` (the README's) is
 * the 1600×1000 dark one, `assets/screenshot-light.png` its light twin.
 */
import { copyFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { launchBrowserMode, type Running } from '../e2e/launch';
import { CHROMIUM } from '../playwright.config';

type Theme = 'dark' | 'light';
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1600, height: 1000 },
];
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const themes: Theme[] = process.argv.includes('--light') ? ['light'] : ['dark', 'light'];
const fileOf = (size: { width: number; height: number }, theme: Theme) => `assets/screenshot-${size.width}x${size.height}-${theme}.png`;

async function shoot(browser: Browser, perpdesk: Running, size: { width: number; height: number }, theme: Theme, first: boolean): Promise<void> {
  const page = await browser.newPage({ viewport: size });
  await page.addInitScript((t) => localStorage.setItem('perpdesk.settings', JSON.stringify({ theme: t })), theme);
  await page.goto(perpdesk.url);
  const form = page.getByRole('form', { name: 'Order entry' });
  await page.locator('[data-side="bid"]').first().waitFor();
  if (first) {
    await form.getByRole('radio', { name: 'Market' }).check();
    await form.getByLabel('Quantity').fill('0.100');
    await form.getByRole('button', { name: 'Buy / Long' }).click();
    await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
    await form.getByRole('radio', { name: 'Limit' }).check();
    await form.getByLabel('Price').fill('59975.0');
    await form.getByLabel('Quantity').fill('0.250');
    await form.getByRole('button', { name: 'Buy / Long' }).click();
    await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
  }
  await page.getByRole('tab', { name: /^Positions/ }).click();
  await page.getByRole('table', { name: 'Positions' }).getByRole('row').filter({ hasText: 'BTC-USDT' }).waitFor();
  await page.waitForTimeout(2500);
  const out = fileOf(size, theme);
  await page.screenshot({ path: out });
  console.log(`screenshot: ${out}`);
  await page.close();
}

const perpdesk = await launchBrowserMode({ living: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  let first = true;
  for (const size of SIZES.filter((s) => only === undefined || `${s.width}x${s.height}` === only)) {
    for (const theme of themes) {
      await shoot(browser, perpdesk, size, theme, first);
      first = false;
    }
  }
  if (only === undefined && themes.length === 2) {
    copyFileSync(fileOf(SIZES[1]!, 'dark'), 'assets/screenshot.png');
    copyFileSync(fileOf(SIZES[1]!, 'light'), 'assets/screenshot-light.png');
  }
} finally {
  await browser.close();
  await perpdesk.stop();
}
