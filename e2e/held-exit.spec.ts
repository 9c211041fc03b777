/** A held order's exit as a trader sets it: a stop loss from the TP / SL dialog with Exit: Limit and its slippage. */
import { expect, test } from '@playwright/test';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk();

test('a stop loss with a limit exit: a slippage over 10 % is refused, then 0.5 % is held and shown', async ({ page }) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  await page.getByRole('tab', { name: 'Positions' }).click();
  const row = page.getByRole('table', { name: 'Positions' }).getByRole('row').filter({ hasText: 'BTC-USDT' });
  await row.getByRole('button', { name: /^TP \/ SL of BTC-USDT/ }).click();
  const dialog = page.getByRole('dialog', { name: 'TP / SL' });
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('50000.0');
  await dialog.getByRole('radiogroup', { name: 'Exit' }).getByRole('radio', { name: 'Limit' }).check();
  const slippage = dialog.getByRole('textbox', { name: 'Exit slippage' });
  await slippage.fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Slippage is at most 10 %');
  await expect(row.getByRole('button', { name: /^TP \/ SL of BTC-USDT/ })).toHaveText('—');

  await slippage.fill('0.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved: Perpdesk holds them now');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'Working' }).click();
  await expect(page.getByRole('table', { name: 'Working' }).getByRole('row').filter({ hasText: 'Stop loss' })).toContainText(
    'Sell, closes long, limit, 0.5 % slippage',
  );
});
