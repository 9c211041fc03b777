/** Guards against the fat finger: set in Settings, they refuse an order before it reaches the exchange. */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const orderEntry = (page: Page) => page.getByRole('form', { name: 'Order entry' });
const openOrders = (page: Page) => page.getByRole('table', { name: 'Open orders' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function setLargestOrderValue(page: Page, value: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings(page).getByLabel('Largest order value (USDT)').fill(value);
  await settings(page).getByRole('button', { name: 'Save guards' }).click();
}

test('an order over the largest order value is refused, naming the guard, and nothing reaches the exchange', async ({ page }) => {
  await page.goto(perpdesk.url);
  await setLargestOrderValue(page, '10000');
  await expect(settings(page).getByText('Guards saved')).toBeVisible();
  await settings(page).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('combobox', { name: 'Market' }).fill('BTC-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await orderEntry(page).getByLabel('Price').fill('59000.0');
  await orderEntry(page).getByLabel('Quantity').fill('0.5');
  // Said under the buttons before the click; the buttons still send (the core refuses).
  await expect(orderEntry(page).getByRole('note', { name: 'Guards' })).toContainText(
    'Buy: over Largest order value 10,000 USDT (this order 29,500 USDT)',
  );
  await orderEntry(page).getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();

  await expect(orderEntry(page).getByRole('status')).toContainText(
    'Refused by guard ‘Largest order value’: 29,500 USDT is over 10,000 USDT. Change it in Settings → Guards.',
  );
  await expect(openOrders(page)).toContainText('No open orders');
  expect(await call<unknown[]>(page, 'account.orderHistory', { pair: 'BTC-USDT', limit: 10 })).toEqual([]);

  // Loosening it asks first.
  await setLargestOrderValue(page, '50000');
  const ask = page.getByRole('dialog', { name: 'Loosen guards' });
  await expect(ask).toContainText('Loosen ‘Largest order value’ from 10,000 to 50,000 USDT?');
  await ask.getByRole('button', { name: 'Loosen' }).click();
  await expect(settings(page).getByText('Guards saved')).toBeVisible();
  expect(await call(page, 'guards.get', {})).toMatchObject({ maxOrderValue: '50000' });
});
