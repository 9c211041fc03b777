/**
 * Sizing by risk, the chart's position tool and Reduce only, as a trader meets them. The exchange is a still paper
 * exchange with two accounts: the trader's (which Perpdesk trades) and one that moves the price with real orders.
 * Perpdesk is launched once for the file; the tests run in order (the book they meet is the one the last left).
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import type { PaperExchange } from '../app/paper';
import { mover, push, startTwoAccountExchange, trader } from '../app/protection/testing';
import { CREATE, post } from '../app/paper/http/testing';
import type { HeldOrderView } from '../shared/bridge';
import { call } from './bridge';
import { usePerpdesk } from './perpdesk';

// The exchange first (the launch reads its address when it runs), Perpdesk once for the file, the exchange closed last.
let exchange: PaperExchange | undefined;
const exchangeNow = (): PaperExchange => {
  if (!exchange) throw new Error('the paper exchange has not started');
  return exchange;
};
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => void (exchange = await startTwoAccountExchange()));
const perpdesk = usePerpdesk({
  get exchange() {
    return { url: exchangeNow().url, ...trader };
  },
});
test.afterAll(async () => exchange?.close());

interface FillRecord {
  isLong: boolean;
  fillPrice: string;
  fillQty: string;
  fillFee: string;
}
interface PositionRecord {
  symbol: string;
  isLong: boolean;
  quantity: string;
}

const positionOf = async (page: Page): Promise<PositionRecord | undefined> =>
  (await call<PositionRecord[]>(page, 'positions.list', { pair: 'BTC-USDT' })).find((p) => new Decimal(p.quantity).gt(0));

const placeFromForm = async (page: Page, side: 'Buy / Long' | 'Sell / Short') => {
  await page.getByRole('form', { name: 'Order entry' }).getByRole('button', { name: side }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
};

test('Risk 50 USDT with a stop: closed at the stop, the fills lose 50 USDT or less', async ({ page }) => {
  await page.goto(perpdesk.url);
  const form = page.getByRole('form', { name: 'Order entry' });
  await form.getByRole('radio', { name: 'Market' }).click();
  await form.getByRole('checkbox', { name: 'Size by risk' }).check();
  await form.getByRole('textbox', { name: 'Risk', exact: true }).fill('50');
  // One stop: the bracket's Stop loss sizes the order and is armed with it.
  await expect(form.getByRole('textbox', { name: 'Stop loss' })).toHaveAccessibleDescription('Also sizes by risk');
  await form.getByRole('textbox', { name: 'Stop loss' }).fill('59955.0');
  const quantity = form.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue(/^0\.\d{3}$/);
  const q = await quantity.inputValue();
  await expect(form.getByRole('status', { name: 'Risk sizing' })).toContainText(`Long ${q} BTC`);
  await placeFromForm(page, 'Buy / Long');
  await expect.poll(async () => (await positionOf(page))?.quantity).toBe(q);
  const armed = async () => (await call<HeldOrderView[]>(page, 'protection.list', {})).filter((h) => h.kind === 'stop-loss' && h.status === 'armed');
  await expect.poll(async () => (await armed()).map((h) => h.trigger)).toEqual(['59955.0']);
  // The stop is closed by hand at its price below, not by the held market exit (which may slip).
  await call(page, 'protection.cancel', { id: (await armed())[0]!.id });

  // The other account sells through the bids above the stop, then bids exactly the stop for the trader's size.
  await push(exchangeNow().url, 'sell', '15.000', 'risk-mover-1');
  const bid = await post(exchangeNow().url, mover, CREATE, {
    pairName: 'BTC-USDT',
    isLong: true,
    isMarket: false,
    matchType: 1,
    price: '59955.0',
    quantity: q,
    lever: 10,
    positionType: 3,
    clientOrderId: 'risk-mover-2',
  });
  expect(bid.body.code).toBe(200);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'sell', type: 'limit', price: '59955.0', quantity: q, timeInForce: 'IOC' });
  await expect.poll(async () => (await positionOf(page)) ?? null).toBeNull();

  const fills = await call<FillRecord[]>(page, 'account.fills', { pair: 'BTC-USDT', limit: 50 });
  const exit = fills.filter((f) => !f.isLong);
  expect(exit.map((f) => f.fillPrice)).toEqual(['59955.0']);
  // Money in and out, fees included, as the exchange booked them.
  const net = fills.reduce((sum, f) => {
    const amount = new Decimal(f.fillPrice).times(f.fillQty);
    return sum.plus(f.isLong ? amount.negated() : amount).minus(f.fillFee);
  }, new Decimal(0));
  expect(net.negated().lte(50)).toBe(true);
  // Sized to the risk, not far under it: one lot more would have lost more than 50.
  expect(net.negated().gt(45)).toBe(true);
});

test('a reduce-only order larger than the position is capped at it and never flips it', async ({ page }) => {
  await page.goto(perpdesk.url);
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.050', timeInForce: 'IOC' });
  const form = page.getByRole('form', { name: 'Order entry' });
  await expect(form).toContainText('Position: Long 0.050 BTC');
  await form.getByRole('radio', { name: 'Market' }).click();
  await form.getByRole('textbox', { name: 'Quantity' }).fill('0.200');
  const reduceOnly = form.getByRole('checkbox', { name: 'Reduce only' });
  await reduceOnly.check();
  await expect(reduceOnly).toHaveAccessibleDescription(/Close and Flip always behave this way/);
  await expect(form).toContainText('Reduce only: capped at 0.050 BTC, what the position holds');
  await placeFromForm(page, 'Sell / Short');
  await expect.poll(async () => (await positionOf(page)) ?? null).toBeNull();
  const fills = await call<FillRecord[]>(page, 'account.fills', { pair: 'BTC-USDT', limit: 50 });
  expect(fills[0]).toMatchObject({ isLong: false, fillQty: '0.050' });

  // With no position left (once the screen shows it gone: on a loaded machine its positions answer may come a moment
  // after the exchange's), a reduce-only order is refused and nothing is sent.
  await expect(form).toContainText('No BTC-USDT position');
  await form.getByRole('button', { name: 'Sell / Short' }).click();
  await expect(form).toContainText('Reduce only: there is no BTC-USDT long position for a sell to reduce');
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toHaveCount(0);
});

// Last: the trades before it drew candles, so the chart has a price scale to draw the tool's lines on.
test('the position tool: drag its stop, flip it short, and Use fills the Order entry with price, quantity by risk, stop and target', async ({
  page,
}) => {
  await page.goto(perpdesk.url);
  const form = page.getByRole('form', { name: 'Order entry' });
  await expect(form.getByRole('button', { name: 'Buy / Long' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Price chart' })).not.toContainText('No candles yet');
  // The tool starts at the book's mid: with the book on screen, as a trader would see it.
  await expect(page.locator('[data-side="bid"]').first()).toBeVisible();
  await page.getByRole('region', { name: 'Price chart' }).getByRole('button', { name: 'Position tool' }).click();
  const tool = page.getByRole('region', { name: 'Position tool' });
  const prices = /Entry (\d+\.\d) · Stop (\d+\.\d) · Target (\d+\.\d)/;
  const read = async () =>
    prices
      .exec((await tool.textContent()) ?? '')!
      .slice(1)
      .map((p) => new Decimal(p));
  // Started at the book's mid: a long, the stop 1 % below, the target 2 % above; sized at 1 % of equity.
  await expect(tool).toContainText(prices);
  const [entry, stop, target] = await read();
  expect(stop!.toFixed(1)).toBe(entry!.minus(entry!.times('0.01').toDecimalPlaces(1, Decimal.ROUND_HALF_UP)).toFixed(1));
  await expect(tool.getByRole('list', { name: 'Planned trade' }).getByRole('listitem').first()).toHaveText(/^Risk \d+\.\d{2} USDT$/);

  // Drag the stop line 40 px down: the stop goes lower, the figures follow.
  await expect(tool).toHaveAttribute('data-stop-y', /^\d/);
  const stopY = Number(await tool.getAttribute('data-stop-y'));
  const host = (await page.locator('.chart-host').boundingBox())!;
  const size = await tool.getByRole('listitem').filter({ hasText: 'Size' }).textContent();
  await page.mouse.move(host.x + 60, host.y + stopY);
  await page.mouse.down();
  await page.mouse.move(host.x + 60, host.y + stopY + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await read())[1]!.lt(stop!)).toBe(true);
  await expect(tool.getByRole('listitem').filter({ hasText: 'Size' })).not.toHaveText(size!);
  const [, dragged] = await read();

  await tool.getByRole('button', { name: 'Short' }).click();
  const mirrored = entry!.times(2).minus(dragged!).toFixed(1);
  const below = entry!.times(2).minus(target!).toFixed(1);
  await expect(tool).toContainText(`Entry ${entry!.toFixed(1)} · Stop ${mirrored} · Target ${below}`);
  await tool.getByRole('button', { name: 'Use' }).click();

  await expect(form.getByRole('textbox', { name: 'Price' })).toHaveValue(entry!.toFixed(1));
  // One stop and one target: the bracket's, opened with Size by risk.
  await expect(form.getByRole('textbox', { name: 'Stop loss' })).toHaveValue(mirrored);
  await expect(form.getByRole('textbox', { name: 'Take profit' })).toHaveValue(below);
  await expect(form.getByRole('textbox', { name: 'Quantity' })).toHaveValue(/^\d+\.\d{3}$/);
  await expect(form.getByRole('status', { name: 'Risk sizing' })).toContainText(/^Short \d+\.\d{3} BTC at \d+\.\d · loses/);

  await tool.getByRole('button', { name: 'Use' }).focus();
  await page.keyboard.press('Escape');
  await expect(tool).toHaveCount(0);
});
