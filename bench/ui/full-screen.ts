/**
 * For the scripts that look inside the poll cycle (profile.ts, trace.ts): a fresh Perpdesk on the living paper
 * market and a Chromium, the full screen polling every feed, settled for 4 s; `look` runs on it, then all closes.
 */
import { chromium } from '@playwright/test';
import { launchBrowserMode } from '../../e2e/launch';
import { CHROMIUM } from '../../playwright.config';
import { FULL_SCREEN, intervals, openScreen, type Screen } from './screen';

export async function onFullScreen(look: (screen: Screen) => Promise<void>): Promise<void> {
  const perpdesk = await launchBrowserMode({ living: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const screen = await openScreen(browser, perpdesk.url, intervals(FULL_SCREEN.feeds), {
      settings: FULL_SCREEN.settings,
      viewport: FULL_SCREEN.viewport,
    });
    await screen.page.waitForTimeout(4000);
    await look(screen);
    await screen.close();
  } finally {
    await browser.close();
    await perpdesk.stop();
  }
}
