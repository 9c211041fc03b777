/**
 * Watching a market on the living paper exchange: choose it by typing in the Market combobox, see the summary and
 * the order book follow, keep the choice across a reload, watch funding count down, see trades come in.
 */
import { expect, test, type Page } from '@playwright/test';
import { usePerpdesk } from './perpdesk';

const perpdesk = usePerpdesk({ living: true });

const market = (page: Page) => page.getByRole('combobox', { name: 'Market' });
const summary = (page: Page) => page.getByRole('region', { name: 'Market summary' });
/** A summary value: a <dd> labelled by its <dt> (aria-labelledby), so found by the term's words. */
const fact = (page: Page, label: string) => summary(page).getByLabel(label, { exact: true });
/** The Market list's options (the order book's Grouping select has options too). */
const options = (page: Page) => page.getByRole('listbox', { name: 'Markets' }).getByRole('option');
const book = (page: Page) => page.getByRole('region', { name: 'Order book' });
const trades = (page: Page) => page.getByRole('table', { name: 'Recent trades' });

/** BTC-USDT trades near 60000 with 1 decimal, ETH-USDT near 3000 with 2: their prices cannot be mistaken. */
const BTC_PRICE = /^\d{5}\.\d$/;
const ETH_PRICE = /^\d{4}\.\d{2}$/;

/** Opens the list, types, and takes the first match with Enter. */
async function chooseByTyping(page: Page, text: string, symbol: string) {
  await market(page).click();
  await expect(market(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type(text);
  await expect(options(page).first()).toHaveAccessibleName(new RegExp(`^${symbol}`));
  await page.keyboard.press('Enter');
  await expect(market(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(market(page)).toHaveValue(symbol);
}

test('typing "eth" and Enter switches the summary and the book to ETH-USDT, and the choice survives a reload', async ({ page }) => {
  await page.goto(perpdesk.url);
  await expect(fact(page, 'Last price')).toHaveText(BTC_PRICE);
  await expect(book(page).locator('[data-side="ask"]').first()).toHaveAttribute('data-price', BTC_PRICE);

  await market(page).click();
  // Every pair is listed with its last price and 24h change once the tickers arrive.
  const eth = options(page).filter({ hasText: 'ETH-USDT' });
  await expect(eth).toHaveAccessibleName(/^ETH-USDT \d{4}\.\d{2} (\+|\u2212)?\d+\.\d{2} %$/);
  await expect(options(page)).toHaveCount(3);
  await page.keyboard.type('eth');
  await expect(options(page)).toHaveCount(1);
  await expect(market(page)).toHaveAttribute('aria-activedescendant', (await eth.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');

  await expect(market(page)).toHaveValue('ETH-USDT');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(fact(page, 'Last price')).toHaveText(ETH_PRICE);
  await expect(fact(page, 'Mark price')).toHaveText(ETH_PRICE);
  await expect(fact(page, '24h change')).toHaveText(/^(\+|\u2212)?\d+\.\d{2} (\+|\u2212)?\d+\.\d{2} %$/);
  await expect(fact(page, 'Open interest')).toHaveText(/^\d+\.\d{2} ETH$/);
  await expect(book(page).locator('[data-side="ask"]').first()).toHaveAttribute('data-price', ETH_PRICE);
  await expect(book(page).locator('[data-side="bid"]').first()).toHaveAttribute('data-price', ETH_PRICE);

  await page.reload();
  await expect(market(page)).toHaveValue('ETH-USDT');
  await expect(fact(page, 'Last price')).toHaveText(ETH_PRICE);
  await expect(book(page).locator('[data-side="bid"]').first()).toHaveAttribute('data-price', ETH_PRICE);

  await chooseByTyping(page, 'btc', 'BTC-USDT');
  await expect(fact(page, 'Last price')).toHaveText(BTC_PRICE);
});

test('the closed combobox shows the last price and 24h change; arrows move, Escape closes and restores', async ({ page }) => {
  await page.goto(perpdesk.url);
  const input = market(page);
  await expect(input).toHaveValue('BTC-USDT');
  await expect(input).toHaveAccessibleDescription(new RegExp(`^\\d{5}\\.\\d (\\+|\\u2212)?\\d+\\.\\d{2} %$`));

  // Escape after typing: nothing chosen, the box shows the pair again.
  await input.focus();
  await page.keyboard.type('sol');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue('BTC-USDT');
  await expect(fact(page, 'Last price')).toHaveText(BTC_PRICE);

  // ArrowDown opens on the current pair; two more steps reach SOL-USDT; ArrowUp goes back one; Enter chooses.
  await page.keyboard.press('ArrowDown');
  const active = async () => page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
  await expect(await active()).toHaveAccessibleName(/^BTC-USDT/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(await active()).toHaveAccessibleName(/^SOL-USDT/);
  await expect(await active()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(await active()).toHaveAccessibleName(/^ETH-USDT/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('SOL-USDT');
  await expect(fact(page, 'Last price')).toHaveText(/^\d{2,3}\.\d{3}$/);

  // A click on an option chooses it too.
  await input.click();
  await options(page).filter({ hasText: 'BTC-USDT' }).click();
  await expect(input).toHaveValue('BTC-USDT');
  await expect(fact(page, 'Last price')).toHaveText(BTC_PRICE);
});

test('the summary counts down to the next funding and shows its history', async ({ page }) => {
  await page.goto(perpdesk.url);
  const funding = fact(page, 'Funding rate');
  await expect(funding).toContainText(/(\+|\u2212)?\d\.\d{4} %/);
  await expect(funding).toContainText(/in \d{2}:\d{2}/);
  const first = (await funding.textContent())?.match(/in \d{2}:\d{2}/)?.[0];
  // The countdown moves every second.
  await expect(funding).not.toContainText(first ?? 'never', { timeout: 5000 });
  await expect(fact(page, '24h change')).toContainText(/\d+\.\d{2} %$/);
  await expect(fact(page, '24h volume')).toHaveText(/ BTC · .+ USDT$/);
  for (const label of ['Index price', '24h high', '24h low']) await expect(fact(page, label)).toHaveText(BTC_PRICE);

  const button = summary(page).getByRole('button', { name: 'Funding history' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Funding history' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  const rows = dialog.getByRole('table', { name: 'Funding settlements' }).locator('tbody tr');
  await expect(rows.first()).toContainText(/^\d{2}-\d{2} \d{2}:00(\+|\u2212)?\d\.\d{4} %$/);
  expect(await rows.count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(700, 500);
  await expect(dialog).toHaveCount(0);
});

test('Recent trades fill with the pair’s trades, newest first, coloured by taker side', async ({ page }) => {
  await page.goto(perpdesk.url);
  const rows = trades(page).locator('tbody tr.trade-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.first().getByRole('cell').first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  // Read at once: the table may move on between two reads.
  type Node = { getAttribute(name: string): string | null; textContent: string | null; querySelector(s: string): Node | null };
  const first = await rows.first().evaluate((element) => {
    const row = element as unknown as Node;
    const price = row.querySelector('td + td span');
    return { side: row.getAttribute('data-side'), text: price?.textContent, colour: price?.getAttribute('class') };
  });
  expect(first.side).toMatch(/^(buy|sell)$/);
  expect(first.text).toMatch(new RegExp(`^\\d{5}\\.\\d ${first.side}$`));
  expect(first.colour).toBe(`text-${first.side}`);
  await expect(rows.first().getByRole('cell').last()).toHaveText(/^\d+\.\d{3}$/);

  const times = await rows.locator('td:first-child').allTextContents();
  expect(times.length).toBeGreaterThan(0);
  expect([...times].sort().reverse()).toEqual(times);
});
