/**
 * The Performance tab after trading on the paper exchange: the totals, the equity curve and the daily PnL drawn,
 * the round trip in Position history, opened on the chart (its fills as markers, cleared by ✕ and by Escape), and a
 * note with a tag written on it that is still there after a reload.
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

  // Opened on the chart: a marker per fill, listed beside it; ✕ clears them; Enter on the row and Escape likewise.
  const chip = page.getByRole('group', { name: 'Round trip on the chart' });
  const markers = page.getByRole('region', { name: 'Price chart' }).locator('[data-trip-markers]');
  const fills = page.getByRole('list', { name: 'Round trip fills' }).getByRole('listitem');
  await trips(page).getByRole('button', { name: 'Show on chart' }).click();
  await expect(chip).toContainText('Round trip BTC-USDT long 0.100');
  await expect(page.getByRole('radio', { name: '1m' })).toBeChecked(); // a trip of seconds: the 1-minute candles
  await expect(fills.first()).toHaveText(/^Buy 0\.100 at [\d.]+, \d\d:\d\d:\d\d UTC, taker$/);
  const count = await fills.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(markers).toHaveAttribute('data-trip-markers', String(count));
  await chip.getByRole('button', { name: 'Clear the round trip from the chart' }).click();
  await expect(chip).toBeHidden();
  await expect(markers).toHaveCount(0);
  await trips(page).getByRole('row').nth(1).press('Enter');
  await expect(markers).toHaveAttribute('data-trip-markers', String(count));
  await page.keyboard.press('Escape');
  await expect(chip).toBeHidden();

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
