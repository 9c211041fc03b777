/**
 * A trader's positions on the paper exchange: a market order opens one; Adjust margin previews and then shows a
 * lower liquidation price; Leverage changes it; Close at market removes it, and the close is a filled order with
 * its fill. Refusals show the exchange's own words. Positions are opened through the bridge (as the order form
 * would), so this spec does not depend on the form's confirmation step.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

const positions = (page: Page) => page.getByRole('table', { name: 'Positions' });
const row = (page: Page, symbol: string) => positions(page).locator(`tr[data-symbol="${symbol}"]`);
const account = (page: Page) => page.getByRole('region', { name: 'Account' });
/** A labelled value: a <dd> named by its <dt>. */
const fact = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const priceOf = async (locator: Locator) => Number((await locator.textContent())?.trim());

test('a market order opens a position; margin added lowers its liquidation price; leverage changes; Close at market closes it', async ({ page }) => {
  await page.goto(perpdesk.url);
  await page.getByRole('tab', { name: 'Positions' }).click();
  await expect(positions(page)).toContainText('No open positions');

  await test.step('a market buy opens a long position', async () => {
    const placed = await call<{ state: { status: number } | null }>(page, 'trading.placeOrder', {
      pair: 'BTC-USDT',
      side: 'buy',
      type: 'market',
      quantity: '0.100',
      leverage: 5,
      marginMode: 'isolated',
    });
    expect(placed.state?.status).toBe(3);
    await expect(row(page, 'BTC-USDT')).toHaveCount(1);
    await expect(row(page, 'BTC-USDT')).toContainText('Long');
    await expect(row(page, 'BTC-USDT')).toContainText('0.100');
    await expect(row(page, 'BTC-USDT')).toContainText('Isolated');
    await expect(row(page, 'BTC-USDT').getByRole('button', { name: 'Leverage 5×' })).toBeVisible();
    await expect(row(page, 'BTC-USDT').locator('[data-field="liquidation"]')).toHaveText(/^\d{5}\.\d$/);
  });

  await test.step('the Account region counts the position', async () => {
    await expect(fact(account(page), 'Position margin')).toHaveText(/^[1-9]\d*\.\d{4} USDT$/);
    await expect(fact(account(page), 'Frozen in orders')).toHaveText(/^\d+\.\d{4} USDT$/);
    await expect(fact(account(page), 'Available')).toHaveText(/^\d+\.\d{4} USDT$/);
    await expect(fact(account(page), 'Equity')).toHaveText(/^\d+\.\d{4} USDT$/);
    await expect(fact(account(page), 'Unrealized PnL')).toHaveText(/^[+\u2212]?\d+\.\d{4} USDT$/);
    await expect(fact(account(page), 'Margin ratio')).toContainText(/\d+\.\d{2} % BTC-USDT isolated/);
  });

  await test.step('Adjust margin previews a lower liquidation price, and the exchange then reports it', async () => {
    const liquidation = row(page, 'BTC-USDT').locator('[data-field="liquidation"]');
    const before = await priceOf(liquidation);
    // Margin ratio as Binance means it (maintenance margin ÷ margin balance): more margin lowers it.
    const ratioOf = async () => Number(/^([\d.]+) %/.exec((await fact(account(page), 'Margin ratio').textContent()) ?? '')?.[1]);
    const ratioBefore = await ratioOf();
    expect(ratioBefore).toBeGreaterThan(0);
    expect(ratioBefore).toBeLessThan(100);
    await row(page, 'BTC-USDT').getByRole('button', { name: 'Adjust margin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust margin' });
    await expect(dialog).toBeVisible();
    await expect(fact(dialog, 'Liquidation price')).toHaveText(String(before.toFixed(1)));
    await expect(fact(dialog, 'Most that may be removed')).toHaveText(/^\d+\.\d{4} USDT$/);

    await dialog.getByRole('textbox', { name: 'Amount' }).fill('500');
    const preview = fact(dialog, 'New liquidation price');
    await expect(preview).toHaveText(/^\d{5}\.\d$/);
    const previewed = await priceOf(preview);
    expect(previewed).toBeLessThan(before);
    await dialog.getByRole('button', { name: 'Add margin' }).click();
    await expect(dialog.getByRole('status')).toContainText('Margin added: 500.0000 USDT');
    await expect(dialog.getByRole('status')).toContainText(`liquidation price now ${previewed.toFixed(1)}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(liquidation).toHaveText(previewed.toFixed(1));
    await expect.poll(ratioOf).toBeLessThan(ratioBefore);
  });

  await test.step('removing more than may be removed is refused at the field, and nothing is sent', async () => {
    await row(page, 'BTC-USDT').getByRole('button', { name: 'Adjust margin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust margin' });
    await dialog.getByRole('radio', { name: 'Remove' }).check();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('99999');
    await dialog.getByRole('button', { name: 'Remove margin' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText(/At most \d+\.\d{4} USDT may be removed/);
    await expect(dialog.getByRole('status')).toHaveText('');
    await page.keyboard.press('Escape');
  });

  await test.step('Leverage shows the setting and sets a new one', async () => {
    await row(page, 'BTC-USDT').getByRole('button', { name: 'Leverage 5×' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leverage' });
    await expect(fact(dialog, 'Current leverage')).toHaveText('5×');
    await expect(dialog.getByRole('radio', { name: 'Isolated' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Leverage' }).fill('10');
    await dialog.getByRole('button', { name: 'Set leverage' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Leverage set to 10× for BTC-USDT isolated');
    await expect(fact(dialog, 'Current leverage')).toHaveText('10×');
    await page.keyboard.press('Escape');
    await expect(row(page, 'BTC-USDT').getByRole('button', { name: 'Leverage 10×' })).toBeVisible();
  });

  await test.step('Close at market closes it: gone from Positions, a filled closing order with its fill', async () => {
    const positionId = Number(await row(page, 'BTC-USDT').getAttribute('data-position-id'));
    await row(page, 'BTC-USDT').getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close position' });
    await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('0.100');
    await dialog.getByRole('button', { name: 'Close at market' }).click();
    await expect(dialog.getByRole('status')).toContainText(/^Closed: sell 0\.100 BTC-USDT at market, 0\.100 filled \(#\d+\)/);
    await expect(dialog).toContainText('The position is closed.');
    // What the exchange reports now: no position, not the last one seen beside "closed".
    await expect(fact(dialog, 'Position')).toHaveText('None on BTC-USDT: closed');
    await expect(dialog).not.toContainText('Long 0.100');
    await page.keyboard.press('Escape');
    await expect(row(page, 'BTC-USDT')).toHaveCount(0);
    await expect(positions(page)).toContainText('No open positions');
    await expect(fact(account(page), 'Margin ratio')).toHaveText('—');

    const history = await call<{ id: number; isClose: boolean; isLong: boolean; status: number; dealQuantity: string }[]>(
      page,
      'account.orderHistory',
      { pair: 'BTC-USDT' },
    );
    const closing = history.find((o) => o.isClose);
    expect(closing).toMatchObject({ isLong: false, status: 3, dealQuantity: '0.100' });
    const fills = await call<{ orderId: number; isClose: boolean; fillQty: string }[]>(page, 'account.fills', { pair: 'BTC-USDT' });
    expect(fills.filter((f) => f.orderId === closing!.id)).toEqual([expect.objectContaining({ isClose: true, fillQty: '0.100' })]);
    const open = await call<{ id: number }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
    expect(open.map((p) => p.id)).not.toContain(positionId);

    // And as a trader sees it: the closing sell in Order history, its fill in Fills.
    await page.getByRole('tab', { name: 'Order history' }).click();
    const orderRow = page
      .getByRole('table', { name: 'Order history', exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(closing!.id), exact: true }) });
    await expect(orderRow).toContainText(/Sell.*Market.*0\.100.*Filled/);
    await page.getByRole('tab', { name: 'Fills' }).click();
    const fillRow = page
      .getByRole('table', { name: 'Fills', exact: true })
      .getByRole('row')
      .filter({ hasText: /Sell.*0\.100/ });
    await expect(fillRow.first()).toBeVisible();
  });

  await test.step('Close all from the header closes the positions of two markets, after a confirmation listing them', async () => {
    await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.050', leverage: 5 });
    await call(page, 'trading.placeOrder', { pair: 'ETH-USDT', side: 'sell', type: 'market', quantity: '0.50', leverage: 5 });
    await page.getByRole('tab', { name: /^Positions/ }).click();
    await expect(positions(page).locator('tbody tr[data-symbol]')).toHaveCount(2);
    const closeAll = page.getByRole('button', { name: 'Close all' });
    const menu = page.getByRole('menu', { name: 'Close all' });
    // Escape, or a press outside, closes the menu and gives the keyboard back to its button.
    await closeAll.click();
    await menu.getByRole('menuitem').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(closeAll).toBeFocused();
    await closeAll.click();
    await positions(page).getByRole('columnheader', { name: 'Entry' }).click();
    await expect(menu).toBeHidden();
    await expect(closeAll).toBeFocused();
    await closeAll.click();
    await page.getByRole('menuitem', { name: 'Close all positions (2 markets)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close all on every market' });
    await expect(dialog.getByRole('list', { name: 'Positions to close' })).toContainText(/BTC-USDT Long 0\.050/);
    await expect(dialog.getByRole('list', { name: 'Positions to close' })).toContainText(/ETH-USDT Short 0\.50/);
    await dialog.getByRole('button', { name: 'Close 2 positions' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Closed 2 of 2 positions');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(positions(page)).toContainText('No open positions');
    await expect(page.getByRole('region', { name: 'Action log' })).toContainText(/Close all on every market: closed 2 of 2/);
  });

  await test.step('Flip turns a new long into a short of the same size', async () => {
    await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.020', leverage: 5 });
    await expect(row(page, 'BTC-USDT')).toContainText(/Long\s*0\.020/);
    await row(page, 'BTC-USDT').getByRole('button', { name: 'Flip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flip position' });
    await expect(dialog).toContainText('Flip: close long 0.020 BTC-USDT and open short 0.020 at market');
    await dialog.getByRole('button', { name: 'Flip' }).click();
    await expect(row(page, 'BTC-USDT')).toContainText(/Short\s*0\.020/);
    await expect(page.getByRole('group', { name: 'Positions actions' }).getByRole('status')).toContainText(
      /Flipped BTC-USDT: long 0\.020 closed, short 0\.020 opened \(order #\d+\)/,
    );
  });
});

test('the exchange’s refusal is shown in its words; a limit close rests as an open order', async ({ page }) => {
  await page.goto(perpdesk.url);
  await page.getByRole('tab', { name: 'Positions' }).click();
  await call(page, 'trading.placeOrder', { pair: 'ETH-USDT', side: 'sell', type: 'market', quantity: '10.00', leverage: 5, marginMode: 'isolated' });
  const eth = row(page, 'ETH-USDT');
  await expect(eth).toContainText('Short');

  await test.step('leverage 1 would need more margin than is available: 2102, and the leverage stays', async () => {
    await eth.getByRole('button', { name: 'Leverage 5×' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leverage' });
    await expect(fact(dialog, 'Current leverage')).toHaveText('5×');
    await dialog.getByRole('textbox', { name: 'Leverage' }).fill('1');
    await expect(dialog).toContainText(/more from Available/);
    await dialog.getByRole('button', { name: 'Set leverage' }).click();
    await expect(dialog.getByRole('status')).toContainText('Rejected: Insufficient balance (code 2102)');
    await expect(dialog.getByRole('status')).not.toContainText('set to');
    await page.keyboard.press('Escape');
    await expect(eth.getByRole('button', { name: 'Leverage 5×' })).toBeVisible();
  });

  await test.step('a limit close at a price away from the market rests in open orders; the position stays', async () => {
    await eth.getByRole('button', { name: 'Close', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close position' });
    await dialog.getByRole('radio', { name: 'Limit' }).check();
    await dialog.getByRole('textbox', { name: 'Price' }).fill('2500.00');
    await dialog.getByRole('button', { name: '50 %' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5.00');
    await dialog.getByRole('button', { name: 'Place close order' }).click();
    await expect(dialog.getByRole('status')).toContainText(/^Close order placed: buy 5\.00 ETH-USDT at 2500\.00 \(#\d+\)/);
    await expect(fact(dialog, 'Being closed by open orders')).toHaveText('5.00');
    await page.keyboard.press('Escape');
    const orders = await call<{ isClose: boolean; price: string; quantity: string }[]>(page, 'account.openOrders', { pair: 'ETH-USDT' });
    expect(orders).toEqual([expect.objectContaining({ isClose: true, price: '2500.00', quantity: '5.00' })]);
    await expect(eth).toContainText('10.00');
  });
});
