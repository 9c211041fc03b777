/**
 * The Performance tab after trading on the paper exchange: the totals, the equity curve and the daily PnL drawn,
 * the round trip in Position history, and a note with a tag written on it that is still there after a reload.
 * (That a note survives a restart of the core is app/history/history.integration.test.ts.) The trades go through
 * the bridge, as the order form would send them.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const trips = (page: Page) => page.getByRole('table', { name: 'Position history' });
const market = (page: Page, side: 'buy' | 'sell') =>
  call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side, type: 'market', quantity: '0.100', leverage: 5, marginMode: 'isolated' });

test('after a round trip: totals, the equity curve, the daily PnL, Position history, and a note that stays', async ({ page }) => {
  await page.goto(perpdesk.url);
  await market(page, 'buy');
  await market(page, 'sell');

  await page.getByRole('tab', { name: 'Performance' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(trips(page).getByRole('row')).toHaveCount(2); // the header and the round trip
  await expect(trips(page)).toContainText('BTC-USDT');
  await expect(trips(page)).toContainText('Long');
  await expect(page.getByRole('table', { name: 'Statistics' })).toContainText('All markets');
  await expect(page.getByRole('region', { name: 'Equity curve' }).locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily PnL' }).locator('canvas').first()).toBeVisible();
  // The day's parts apart: realised, fees, funding, rebates, net.
  await expect(page.getByRole('table', { name: 'Daily PnL parts' }).getByRole('row')).toHaveCount(2);

  await trips(page).getByRole('button', { name: 'Note' }).click();
  const form = page.getByRole('form', { name: 'Round trip note' });
  await form.getByLabel('Note').fill('Faded the open');
  await form.getByLabel('Tags').fill('plan, scalp');
  await form.getByRole('button', { name: 'Save note' }).click();
  await expect(trips(page)).toContainText('Faded the open [plan scalp]');

  await page.reload();
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(trips(page)).toContainText('Faded the open [plan scalp]');
});
