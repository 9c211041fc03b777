/**
 * The Watch workspace for `npm run bench -- ui` and `fresh`: four charts of four markets (red, green, blue, yellow)
 * and the red market's book and ladder. The built-in paper exchange lists three markets, so Watch would chart one
 * twice; these benches run it on a living paper exchange of its own with a fourth.
 */
import type { Page } from '@playwright/test';
import { launchBrowserMode, launchPaperExchange } from '../../e2e/launch';

const ACCOUNT = { apiKey: 'bench-watch-key', apiSecret: 'bench-watch-secret-0123456789abcdef' };
export const WATCH_CHARTS = 4;

/** Perpdesk in browser mode on a living paper exchange listing BTC, ETH, SOL and M001. */
export async function launchWatchVenue(): Promise<{ url: string; stop(): Promise<void> }> {
  const paper = await launchPaperExchange({ port: 0, ...ACCOUNT, markets: 1, living: true });
  try {
    const perpdesk = await launchBrowserMode({ exchange: { url: paper.url, ...ACCOUNT } });
    return {
      url: perpdesk.url,
      async stop() {
        await perpdesk.stop();
        await paper.stop();
      },
    };
  } catch (err) {
    await paper.stop();
    throw err;
  }
}

/** The screen switched to Watch (the top bar's Workspace list), once its four charts and its book are up. */
export async function showWatch(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Watch (3)' });
  await page
    .getByRole('region', { name: 'Price chart', exact: true })
    .nth(WATCH_CHARTS - 1)
    .waitFor({ timeout: 30_000 });
  await page.locator('[data-side="bid"]').first().waitFor({ timeout: 30_000 });
}
