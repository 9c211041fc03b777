/**
 * A real venue's scale: the screen against the living paper exchange listing 153 markets, for over a minute, with
 * notifications on and the Market list open for part of it. Every request Perpdesk sends passes a counting relay:
 * the rate stays within the budget (10 a second), fills are asked only of the watched markets, the list asks only
 * the prices it shows, and no feed on screen ever turns stale (the Connection status is read every half second).
 * A fill in a market not on screen, where an order was placed earlier, still gives its notification.
 */
import { expect, test, type Page } from '@playwright/test';
import { call } from './bridge';
import { launchBrowserMode, launchPaperExchange, type Running, type RunningPaper } from './launch';
import { countRequests, rates, type RequestCounter } from './request-counter';

const MARKETS = 150;
const BUDGET_PER_SECOND = 10;
const RUN_MS = 65_000;
const OFF_SCREEN = 'M077-USDT';
const account = { apiKey: 'e2e-scale-key', apiSecret: 'e2e-scale-secret-0123456789abcdef' };

let paper: RunningPaper;
let relay: RequestCounter;
let perpdesk: Running;

test.beforeAll(async () => {
  paper = await launchPaperExchange({ port: 0, ...account, markets: MARKETS, living: true });
  relay = await countRequests(paper.url);
  perpdesk = await launchBrowserMode({ exchange: { url: relay.url, ...account } });
});
test.afterAll(async () => {
  await perpdesk?.stop();
  await relay?.close();
  await paper?.stop();
});

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const pairOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').get('pairName');

test('153 markets: within the budget, nothing on screen stale, fills watched where the trader traded', async ({ page }) => {
  test.setTimeout(RUN_MS + 60_000);
  await page.goto(perpdesk.url);
  const connection = page.getByRole('status', { name: 'Connection', exact: true });
  await expect(connection).toContainText('live', { timeout: 30_000 });
  await expect(toasts(page)).toHaveAttribute('data-watching', 'yes', { timeout: 20_000 });

  // The Connection status, every half second, for the whole run.
  const start = Date.now();
  const stale: string[] = [];
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const text = (await connection.textContent()) ?? '';
      if (/stale/.test(text)) stale.push(`${((Date.now() - start) / 1000).toFixed(1)} s: ${text}`);
      await page.waitForTimeout(500);
    }
  })();

  // A buy resting in a market not on screen (well under its book: it stays), so that market is watched.
  const depth = await call<{ bids: { price: string }[] }>(page, 'market.depth', { pair: OFF_SCREEN, limit: 1 });
  const price = (Number(depth.bids[0]!.price) * 0.9).toFixed(3);
  await call(page, 'trading.placeOrder', {
    pair: OFF_SCREEN,
    side: 'buy',
    type: 'limit',
    price,
    quantity: '1.0',
    leverage: 2,
    marginMode: 'isolated',
    timeInForce: 'GTC',
  });

  // The Market list, open for a while: scrolled, searched, a favourite starred.
  await page.waitForTimeout(5000);
  const market = page.getByRole('combobox', { name: 'Market' });
  await market.click();
  const list = page.getByRole('listbox', { name: 'Markets' });
  await expect(list.getByRole('option')).toHaveCount(MARKETS + 3);
  await expect(list.getByRole('option', { name: /^BTC-USDT \d/ })).toBeVisible({ timeout: 15_000 });
  const listOpened = Date.now();
  await list.evaluate((element) => {
    const box = element as unknown as { scrollTop: number; scrollHeight: number };
    box.scrollTop = box.scrollHeight / 2;
  });
  await expect(list.getByRole('option', { name: /^M07\d-USDT \d/ }).first()).toBeVisible({ timeout: 15_000 });
  await list.getByRole('button', { name: 'Favourite M150-USDT' }).click({ force: true });
  await market.fill('m14');
  await expect(list.getByRole('option')).toHaveCount(10);
  await market.fill('');
  await expect(list.getByRole('option').first()).toHaveAccessibleName(/^M150-USDT/);
  await page.waitForTimeout(15_000);
  await market.press('Escape');
  const listClosed = Date.now();

  // A fill there, the screen still on BTC-USDT: the notification comes all the same.
  await call(page, 'trading.placeOrder', { pair: OFF_SCREEN, side: 'buy', type: 'market', quantity: '2.0', leverage: 2, marginMode: 'isolated' });
  await expect(toasts(page)).toContainText(`Filled: Buy 2.0 ${OFF_SCREEN}`, { timeout: 15_000 });

  await page.waitForTimeout(Math.max(0, RUN_MS - (Date.now() - start)));
  watching = false;
  await watch;
  const end = Date.now();

  const times = relay.requests.filter((r) => r.at >= start).map((r) => r.at);
  const perSecond = rates(times, start, end, 1000);
  const perFive = rates(times, start, end, 5000);
  const fillMarkets = new Set(relay.requests.filter((r) => r.at >= start && r.path.includes('fillHistory')).map((r) => pairOf(r.path)));
  const tickerAsks = relay.requests.filter((r) => r.at >= listOpened && r.at <= listClosed && r.path.includes('ticker/24hr')).length;
  console.log(
    `scale: ${times.length} requests in ${((end - start) / 1000).toFixed(0)} s: mean ${perSecond.mean.toFixed(1)}/s, ` +
      `busiest second ${perSecond.peak}, busiest 5 s ${perFive.peak}; fills asked of ${[...fillMarkets].join(', ')}; ` +
      `${tickerAsks} ticker requests while the list was open ${((listClosed - listOpened) / 1000).toFixed(0)} s`,
  );
  expect(stale).toEqual([]);
  expect(perSecond.mean).toBeLessThanOrEqual(BUDGET_PER_SECOND);
  // A bucket of 10 a second holding 10 at most: no 5 s can see more than 60.
  expect(perFive.peak).toBeLessThanOrEqual(BUDGET_PER_SECOND * 6);
  expect([...fillMarkets].sort()).toEqual(['BTC-USDT', OFF_SCREEN]);
  // Rows in view and the favourite, each at most every 15 s: far from one request per listed market.
  expect(tickerAsks).toBeLessThan(MARKETS / 2);
});
