/**
 * The same first minute in the desktop shell, through Playwright's Electron driver. It runs where the Electron
 * binary exists, and says plainly that it was skipped where it does not.
 */
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findElectronBinary } from '../app/shell/electron-binary';

const binary = findElectronBinary();
if ('missing' in binary) console.log(`Electron e2e skipped: ${binary.missing}; the same flow runs in browser mode.`);

/** The desktop app on a still paper market and a fresh data directory, for `run`; skipped where there is no binary. */
async function onDesktop(run: (app: ElectronApplication, page: Page) => Promise<void>): Promise<void> {
  test.skip('missing' in binary, `Skipped: no Electron binary here (${'missing' in binary ? binary.missing : ''})`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perpdesk-electron-'));
  const app = await electron.launch({
    executablePath: 'path' in binary ? binary.path : undefined,
    args: ['dist/electron/main.cjs', '--data-dir', dataDir, '--still-market'],
  });
  try {
    await run(app, await app.firstWindow());
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('desktop: place a limit order and cancel it', async () => {
  await onDesktop(async (app, page) => {
    await page.getByRole('combobox', { name: 'Market' }).fill('ETH-USDT');
    await page.getByRole('combobox', { name: 'Market' }).press('Enter');
    const form = page.getByRole('form', { name: 'Order entry' });
    await form.getByLabel('Price').fill('2995.50');
    await form.getByLabel('Quantity').fill('1.25');
    await form.getByRole('button', { name: 'Buy / Long' }).click();
    await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
    const row = page.getByRole('table', { name: 'Open orders' }).getByRole('row').filter({ hasText: '2995.50' });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Order book' }).locator('[data-price="2995.50"]')).toContainText('1.25');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(0);
  });
});

test('desktop: the ladder pops out into a second window of the same app, and closing it puts the ladder back', async () => {
  await onDesktop(async (app, page) => {
    await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Watch (3)' });
    const opened = app.waitForEvent('window');
    await page.getByRole('button', { name: 'Pop out Depth ladder · BTC-USDT' }).click();
    const popout = await opened;
    await expect(popout.getByRole('region', { name: 'Depth ladder', exact: true })).toBeVisible();
    expect(app.windows()).toHaveLength(2);
    // Blank, drawn by the main window: it runs none of the app's code of its own.
    expect(popout.url()).toBe('about:blank');
    await popout.close();
    await expect(page.locator('.dock-tab').filter({ hasText: 'Depth ladder · BTC-USDT' })).toBeVisible();
  });
});
