/** The launch token leaves the address bar and the history once the page has read it; a reload still connects. */
import { expect, test } from '@playwright/test';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

test('the token is gone from the address bar, and the screen still trades after a reload', async ({ page }) => {
  const token = new URLSearchParams(new URL(perpdesk.url).hash.slice(1)).get('token') ?? '';
  expect(token.length).toBeGreaterThan(20);
  await page.goto(perpdesk.url);
  const bid = page.getByRole('region', { name: 'Order book' }).locator('[data-side="bid"]').first();
  await expect(bid).toBeVisible();
  expect(page.url()).toBe(new URL('/', perpdesk.url).href);

  await page.reload();
  await expect(bid).toBeVisible();
  expect(page.url()).not.toContain(token);
});
