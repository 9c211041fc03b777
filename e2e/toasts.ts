/**
 * The notifications as a trader reads them: the toasts in sight and, when a burst put some behind "+N more", those
 * too. A burst is ordinary (a late fill's toast and a held order's news land in one second), so a test that reads
 * only the three in sight can miss the one it waits for.
 */
import { expect, type Page } from '@playwright/test';

export const toastRegion = (page: Page) => page.getByRole('status', { name: 'Notifications' });

/** Waits until a toast containing `text` is on screen, opening "+N more" whenever it shows. */
export async function expectToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  const more = page.getByRole('button', { name: /^\+\d+ more$/ });
  await expect
    .poll(
      async () => {
        // The line can go between the look and the click (the stack shrank): the next poll looks again.
        if (await more.isVisible()) await more.click({ timeout: 1000 }).catch(() => undefined);
        return toastRegion(page).innerText();
      },
      { timeout, message: `a toast saying "${text}"` },
    )
    .toContain(text);
}
