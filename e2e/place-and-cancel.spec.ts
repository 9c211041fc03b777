/** A trader's first minute: pick a market, place a limit order, see it in the book and the table, cancel it. */
import { expect, test, type Page } from '@playwright/test';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const book = (page: Page) => page.getByRole('region', { name: 'Order book' });
const openOrders = (page: Page) => page.getByRole('table', { name: 'Open orders' });
const orderEntry = (page: Page) => page.getByRole('form', { name: 'Order entry' });

test('a limit buy rests in the book and in Open orders, and Cancel removes it from both', async ({ page }) => {
  await page.goto(perpdesk.url);
  await page.getByRole('combobox', { name: 'Market' }).fill('ETH-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await expect(book(page).locator('[data-side="bid"][data-price="2999.00"]')).toBeVisible();

  await orderEntry(page).getByLabel('Price').fill('2995.50');
  await orderEntry(page).getByLabel('Quantity').fill('1.25');
  await orderEntry(page).getByRole('button', { name: 'Buy / Long' }).click();
  // Orders are confirmed before they go (on unless turned off in Settings).
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();

  await expect(orderEntry(page).getByRole('status')).toContainText(/placed/i);
  const row = openOrders(page).getByRole('row').filter({ hasText: '2995.50' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1.25');
  const level = book(page).locator('[data-side="bid"][data-price="2995.50"]');
  await expect(level).toContainText('1.25');

  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(0);
  await expect(level).toHaveCount(0);
  await expect(openOrders(page)).toContainText('No open orders');
});

test('a price with too many decimals is refused at the field and nothing is placed', async ({ page }) => {
  await page.goto(perpdesk.url);
  await page.getByRole('combobox', { name: 'Market' }).fill('BTC-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await expect(book(page).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();

  const price = orderEntry(page).getByLabel('Price');
  await price.fill('59000.123');
  await orderEntry(page).getByLabel('Quantity').fill('0.5');
  await orderEntry(page).getByRole('button', { name: 'Buy / Long' }).click();

  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(orderEntry(page)).toContainText(/at most 1 decimal/);
  await expect(openOrders(page)).toContainText('No open orders');
});

test('a click on a book level puts its price into the order form', async ({ page }) => {
  await page.goto(perpdesk.url);
  await page.getByRole('combobox', { name: 'Market' }).fill('BTC-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await book(page).locator('[data-side="ask"][data-price="60020.0"]').click();
  await expect(orderEntry(page).getByLabel('Price')).toHaveValue('60020.0');
});
