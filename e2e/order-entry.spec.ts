/**
 * The order form as a trader uses it, against the paper exchange (a still book: BTC-USDT bids from 59990.0, asks
 * from 60010.0; 10 000 USDT available): limit, market, IOC, scale orders, their preview and confirmation, and
 * what the screen says afterwards. Each test starts on a fresh exchange.
 */
import { expect, test, type Page } from '@playwright/test';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({}, 'test');

const form = (page: Page) => page.getByRole('form', { name: 'Order entry' });
const openOrders = (page: Page) => page.getByRole('table', { name: 'Open orders' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm order' });
const status = (page: Page) => form(page).getByRole('status');
/** The preview's figure for a side: the Long column or the Short one. */
const previewed = (page: Page, figure: string, side: 'Long' | 'Short') =>
  form(page)
    .getByRole('table', { name: 'Order preview' })
    .getByRole('row', { name: new RegExp(`^${figure}`) })
    .getByRole('cell')
    .nth(side === 'Long' ? 0 : 1);

/** Fills a limit order's price and quantity and presses the side's button. */
async function sendLimit(page: Page, button: 'Buy / Long' | 'Sell / Short', price: string, quantity: string) {
  await form(page).getByLabel('Price').fill(price);
  await form(page).getByLabel('Quantity').fill(quantity);
  await form(page).getByRole('button', { name: button }).click();
}

async function openBtc(page: Page) {
  await page.goto(perpdesk.url);
  await expect(page.getByRole('region', { name: 'Order book' }).locator('[data-side="ask"][data-price="60010.0"]')).toBeVisible();
  // The account's leverage setting has been read (the default, 10×).
  await expect(form(page).getByRole('combobox', { name: 'Leverage' })).toHaveValue('10');
}

test('a limit order is previewed, confirmed, and appears in Open orders', async ({ page }) => {
  await openBtc(page);
  await form(page).getByRole('button', { name: 'Bid' }).click();
  await expect(form(page).getByLabel('Price')).toHaveValue('59990.0');
  await form(page).getByLabel('Price').fill('59950.0');
  await form(page).getByLabel('Quantity').fill('0.100');

  // 0.100 × 59950.0 at 10×, isolated: (5995 − 599.5) / (0.1 × 0.995) = 54226.1…
  await expect(previewed(page, 'Value', 'Long')).toHaveText('5995.00');
  await expect(previewed(page, 'Margin', 'Long')).toHaveText('599.50');
  await expect(previewed(page, 'Fee', 'Long')).toContainText('1.1990 maker');
  await expect(previewed(page, 'Liq. price', 'Long')).toHaveText('54226.1');
  await expect(previewed(page, 'Position after', 'Long')).toHaveText('Long 0.100');

  await form(page).getByRole('button', { name: 'Buy / Long' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText('Buy / Long BTC-USDT');
  await expect(dialog).toContainText('59950.0 USDT');
  await expect(dialog).toContainText('0.100 BTC');
  await expect(dialog).toContainText('54226.1');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(dialog).toBeHidden();

  await expect(status(page)).toContainText(/Order placed: buy 0\.100 BTC-USDT at 59950\.0 \(#\d+\)/);
  const row = openOrders(page).getByRole('row').filter({ hasText: '59950.0' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0.100');
});

test('a market order opens a position at the leverage chosen, with the liquidation price previewed', async ({ page }) => {
  await openBtc(page);
  await form(page).getByRole('radio', { name: 'Market' }).check();
  await form(page).getByRole('combobox', { name: 'Leverage' }).selectOption('5');
  await form(page).getByLabel('Quantity').fill('0.010');
  await expect(previewed(page, 'Est. price', 'Long')).toHaveText('60010.0');
  await expect(previewed(page, 'Fee', 'Long')).toContainText('taker');
  const liquidation = (await previewed(page, 'Liq. price', 'Long').textContent())!.trim();
  expect(liquidation).toMatch(/^\d{5}\.\d$/);

  await form(page).getByRole('button', { name: 'Buy / Long' }).click();
  await expect(confirmDialog(page)).toContainText('5× Isolated');
  await confirmDialog(page).getByRole('button', { name: 'Place order' }).click();

  await expect(status(page)).toContainText(/Filled: buy 0\.010 BTC-USDT at 60010\.0 average \(market\) \(#\d+\)/);
  const position = form(page).getByText(/^Position:/);
  await expect(position).toContainText('Long 0.010 BTC @ 60010.0 · 5× Isolated');
  // The exchange's own liquidation price is the one the form estimated.
  await expect(position).toContainText(`Liq. ${liquidation}`);
  await expect(openOrders(page)).toContainText('No open orders');
});

test('an IOC that finds nothing to fill is reported as not filled, not as a rejection', async ({ page }) => {
  await openBtc(page);
  await form(page).getByLabel('Price').fill('59000.0');
  await form(page).getByLabel('Quantity').fill('0.010');
  await form(page).getByRole('combobox', { name: 'Time in force' }).selectOption('IOC');
  await expect(form(page)).toContainText('Long: Nothing in the book at this price: an IOC order expires unfilled');

  await form(page).getByRole('button', { name: 'Buy / Long' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Place order' }).click();

  await expect(status(page)).toContainText(/Not filled: buy 0\.010 BTC-USDT at 59000\.0 IOC expired/);
  await expect(status(page)).toHaveClass(/outcome-warn/);
  await expect(status(page)).not.toContainText('Rejected');
  await expect(openOrders(page)).toContainText('No open orders');
});

test('a scale of 5 orders is previewed, sent as one batch, and gives 5 results', async ({ page }) => {
  await openBtc(page);
  await form(page).getByRole('radio', { name: 'Scale' }).check();
  await form(page).getByLabel('From price').fill('59000');
  await form(page).getByLabel('To price').fill('59400');
  await form(page).getByLabel('Orders').fill('5');
  await form(page).getByLabel('Total quantity').fill('0.500');
  await form(page).getByRole('radio', { name: 'Increasing' }).check();

  const legs = form(page).getByRole('table', { name: 'Scale preview' }).locator('tbody tr');
  await expect(legs).toHaveCount(5);
  await expect(legs.first()).toContainText('59000.0');
  await expect(legs.first()).toContainText('0.033');
  await expect(legs.last()).toContainText('59400.0');
  await expect(legs.last()).toContainText('0.168');

  await form(page).getByRole('button', { name: 'Buy / Long' }).click();
  await expect(confirmDialog(page)).toContainText('Scale · 5 limit orders · increasing');
  await confirmDialog(page).getByRole('button', { name: 'Place 5 orders' }).click();

  await expect(status(page)).toContainText('Scale placed: 5 of 5 orders');
  const results = form(page).getByRole('table', { name: 'Scale results' }).locator('tbody tr');
  await expect(results).toHaveCount(5);
  for (let i = 0; i < 5; i++) await expect(results.nth(i)).toContainText(/Placed #\d+/);
  await expect(openOrders(page).locator('tbody tr')).toHaveCount(5);
});

test('an order below quantityMin shows the exchange’s minimum at the field, and nothing is placed', async ({ page }) => {
  await openBtc(page);
  const quantity = form(page).getByLabel('Quantity');
  await form(page).getByLabel('Price').fill('59000.0');
  await quantity.fill('0.0005');
  await form(page).getByRole('button', { name: 'Buy / Long' }).click();

  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  await expect(form(page)).toContainText("Quantity is below the exchange's minimum of 0.001 BTC");
  await expect(confirmDialog(page)).toBeHidden();

  // The same minimum when the size is typed as an amount of USDT.
  await form(page).getByRole('combobox', { name: 'Size in' }).selectOption('USDT');
  await quantity.fill('5');
  await form(page).getByRole('button', { name: 'Sell / Short' }).click();
  await expect(form(page)).toContainText("5 USDT is 0.000 BTC at 59000.0: below the exchange's minimum of 0.001 BTC");
  await expect(confirmDialog(page)).toBeHidden();
  await expect(openOrders(page)).toContainText('No open orders');
});

test('a rejection shows in red in the exchange’s own words, and nothing is placed', async ({ page }) => {
  await openBtc(page);
  // Above the paper exchange's highest accepted price: only the exchange knows it.
  await sendLimit(page, 'Buy / Long', '9999999.0', '0.001');
  await confirmDialog(page).getByRole('button', { name: 'Place order' }).click();

  await expect(status(page)).toContainText('Rejected: Illegal parameter:price (code 2001)');
  await expect(status(page)).toHaveClass(/outcome-error/);
  await expect(openOrders(page)).toContainText('No open orders');
});

test('the confirmation can be turned off from the dialog: later orders go at once', async ({ page }) => {
  await openBtc(page);
  await sendLimit(page, 'Sell / Short', '59000.0', '0.010');
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(openOrders(page)).toContainText('No open orders');

  await form(page).getByLabel('Price').fill('61000.0');
  await form(page).getByRole('button', { name: 'Sell / Short' }).click();
  await confirmDialog(page)
    .getByRole('checkbox', { name: /Don.t ask again/ })
    .check();
  await confirmDialog(page).getByRole('button', { name: 'Place order' }).click();
  await expect(openOrders(page).getByRole('row').filter({ hasText: '61000.0' })).toHaveCount(1);

  await form(page).getByLabel('Price').fill('61100.0');
  await form(page).getByRole('button', { name: 'Sell / Short' }).click();
  await expect(openOrders(page).getByRole('row').filter({ hasText: '61100.0' })).toHaveCount(1);
  await expect(confirmDialog(page)).toBeHidden();
});

test('Escape on the confirmation puts the focus back where it was: the button that asked, or the field', async ({ page }) => {
  await openBtc(page);
  await form(page).getByLabel('Price').fill('59950.0');
  await form(page).getByLabel('Quantity').fill('0.100');
  const buy = form(page).getByRole('button', { name: 'Buy / Long' });
  await buy.click();
  await expect(confirmDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmDialog(page)).toBeHidden();
  await expect(buy).toBeFocused();

  // From the keyboard: Sell / Short reached with Tab, Enter, Escape: back on it, and X types nowhere.
  const sell = form(page).getByRole('button', { name: 'Sell / Short' });
  await sell.focus();
  await page.keyboard.press('Enter');
  await expect(confirmDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sell).toBeFocused();
  await page.keyboard.press('x');
  await expect(form(page).getByLabel('Price')).toHaveValue('59950.0');
  await expect(openOrders(page).getByRole('row').filter({ hasText: '59950.0' })).toHaveCount(0);
});
