/**
 * A chase as a trader starts it from the Order entry, against the paper exchange (a still book: BTC-USDT bids from
 * 59990.0, asks from 60010.0): it rests post only at the best bid (the ladder's My orders), follows the best bid
 * when a better one appears, and fills there as maker; the Working tab shows it held by Perpdesk, done. While it runs
 * its ladder row is named the chase's and its chart line says what it does. A TWAP without a price limit is a tag on
 * the chart, whose ✕ cancels it.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const form = (page: Page) => page.getByRole('form', { name: 'Order entry' });
const ladder = (page: Page) => page.getByRole('region', { name: 'Depth ladder' });
const ladderRow = (page: Page, price: string) => ladder(page).locator(`[role="row"][data-price="${price}"]`);
const mine = (page: Page, price: string) => ladderRow(page, price).locator('.ladder-mine');
const chartLines = (page: Page) => page.getByRole('region', { name: 'Price chart' }).getByRole('list', { name: 'Chart lines' });

test('a chase started from the form follows the best bid on the ladder (its row marked the chase’s, its chart line saying what it does) and fills as maker', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption('beside');
  // Rows 5.0 apart, so the better bid at 59995.0 has its own row (the still book opens at 10.0, every row sized).
  await ladder(page).getByRole('combobox', { name: 'Ladder grouping' }).selectOption('5');
  await expect(ladder(page).locator('[role="row"][data-price="59990.0"]')).toHaveAttribute('data-marks', /best-bid/);
  await expect(form(page).getByRole('combobox', { name: 'Leverage' })).toHaveValue('10');

  await form(page).getByRole('radiogroup', { name: 'Order type' }).getByRole('radio', { name: 'Chase' }).check();
  await expect(form(page).getByRole('combobox', { name: 'Time in force' })).toHaveValue('POST_ONLY');
  await form(page).getByLabel('Quantity').fill('0.010');
  await form(page).getByRole('textbox', { name: 'Max time' }).fill('120');
  await form(page).getByRole('button', { name: 'Buy / Long' }).click();
  await expect(form(page).getByRole('status')).toContainText('Chase started: buy 0.010 BTC-USDT');
  await expect(mine(page, '59990.0')).toHaveText('0.010');
  // Its row on the ladder is the chase's, and its line on the chart says what it does, with a ✕ that cancels the chase.
  await expect(ladderRow(page, '59990.0')).toHaveAttribute('aria-label', /my orders buy 0\.010; .*chase buy held by Perpdesk/);
  const chaseLine = chartLines(page).locator('li', { hasText: 'Chase buy of 0.010 BTC held by Perpdesk' });
  await expect(chaseLine).toHaveAttribute('data-price', '59990.0');
  await expect(chaseLine).toContainText(/0\.010 left, resting at 59990\.0, \d+ s left/);
  await expect(chaseLine.getByRole('button', { name: 'Cancel Chase buy' })).toHaveCount(1);

  // A better bid appears (the trader's own, 0.001 at 59995.0): the chase moves there, behind it.
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'limit', price: '59995.0', quantity: '0.001', timeInForce: 'GTC' });
  await expect(mine(page, '59995.0')).toHaveText('0.011');
  await expect(mine(page, '59990.0')).toHaveText('');
  await expect(ladderRow(page, '59995.0')).toHaveAttribute('aria-label', /chase buy held by Perpdesk/);
  await expect(chaseLine).toHaveAttribute('data-price', '59995.0');

  await page.getByRole('tab', { name: 'Working' }).click();
  const row = page.getByRole('table', { name: 'Chase and TWAP' }).getByRole('row').filter({ hasText: 'BTC-USDT' });
  await expect(row).toContainText('Chase');
  await expect(row).toContainText('0.010 at 59995.0');
  await expect(page.getByRole('tabpanel')).toContainText('Held by Perpdesk Chases and TWAPs trade only while Perpdesk');

  // Sold into at 59995.0: the chase fills there, as maker, and is done.
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'limit', price: '59995.0', quantity: '0.011', timeInForce: 'IOC' });
  await expect(row).toContainText('Done');
  await expect(row).toContainText('0.010 / 0.010');
  await expect(mine(page, '59995.0')).toHaveText('');
  await expect(chaseLine).toHaveCount(0);
  const fills = await call<{ clOrdId: string; isTaker: boolean }[]>(page, 'account.fills', { pair: 'BTC-USDT', limit: 50 });
  const chased = fills.filter((f) => /^a[0-9a-z]+c\d+$/.test(f.clOrdId));
  expect(chased.length).toBeGreaterThan(0);
  expect(chased.every((f) => !f.isTaker)).toBe(true);
});

test('a TWAP started from the form shows its slices in the Working tab and as a tag on the chart; it pauses and resumes there, and the tag’s ✕ cancels it', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  await expect(form(page).getByRole('combobox', { name: 'Leverage' })).toHaveValue('10');
  await form(page).getByRole('radiogroup', { name: 'Order type' }).getByRole('radio', { name: 'TWAP' }).check();
  await form(page).getByLabel('Quantity').fill('0.020');
  await form(page).getByRole('textbox', { name: 'Slices' }).fill('2');
  await form(page).getByRole('textbox', { name: 'Duration' }).fill('10');
  await form(page).getByRole('textbox', { name: 'Timing spread' }).fill('0');
  await form(page).getByRole('button', { name: 'Sell / Short' }).click();
  await expect(form(page).getByRole('status')).toContainText('TWAP started: sell 0.020 BTC-USDT');

  await page.getByRole('tab', { name: 'Working' }).click();
  const row = page.getByRole('table', { name: 'Chase and TWAP' }).getByRole('row').filter({ hasText: 'TWAP' });
  // The first slice goes at once, an IOC at the best bid less the slippage: it fills on the still book.
  await expect(row).toContainText('TWAP 1 / 2');
  await expect(row).toContainText('0.010 / 0.020');
  // On the chart (no price limit): a tag with its progress, and paused while it is.
  const tag = chartLines(page).locator('li[data-kind="algo-tag"]');
  await expect(tag).toContainText(/TWAP sell 1\/2 slices of 0\.020 BTC held by Perpdesk: 0\.010 filled at [\d.]+ on average/);
  await row.getByRole('button', { name: 'Pause TWAP on BTC-USDT' }).click();
  await expect(row).toContainText('Paused');
  await expect(tag).toContainText('held by Perpdesk, paused');
  await row.getByRole('button', { name: 'Resume TWAP on BTC-USDT' }).click();
  await expect(row).toContainText('Working');
  // ✕ on its chart tag cancels the TWAP, as the Working tab's Cancel does.
  await expect(row.getByRole('button', { name: 'Cancel TWAP on BTC-USDT' })).toBeVisible();
  await expect(tag).not.toContainText('paused');
  await expect(tag).toHaveAttribute('data-button-x', /^\d/);
  const pane = await page.getByRole('region', { name: 'Price chart' }).locator('[data-bars]').boundingBox();
  await page.mouse.click(pane!.x + Number(await tag.getAttribute('data-button-x')), pane!.y + Number(await tag.getAttribute('data-y')));
  await expect(row).toContainText('Cancelled');
  await expect(tag).toHaveCount(0);
  await expect(row).toContainText('Cancelled after 1 of 2 slices');
  await expect(row.getByRole('button')).toHaveCount(0);
});
