import { defineConfig } from '@playwright/test';

/** Debian's Chromium (Playwright's own browsers cannot be downloaded here). */
export const CHROMIUM = process.env['PERPDESK_CHROMIUM'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every spec starts its own core and paper exchange on port 0 with its own data directory, so two run at once.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'browser', testIgnore: /electron\.spec\.ts/ },
    { name: 'electron', testMatch: /electron\.spec\.ts/ },
  ],
});
