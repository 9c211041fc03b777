/**
 * The fault suite: Perpdesk in browser mode trading a paper exchange the way it trades a real one, while the
 * exchange or the road to it misbehaves. Each fault is one test on a fresh stage (e2e/faults/venue.ts), in one
 * shape: a healthy screen → the fault → the trader looks and, where it matters, places an order through the form →
 * what the screen says → the fault ends → the screen recovers by itself → the exchange, asked directly, holds
 * exactly the orders the trader was told were placed: none twice, none lost, none that was reported refused.
 *
 * The market is BTC-USDT on a still book (best bid 59990.0); every order is a resting limit buy well below it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './faults/fixture';
import {
  book,
  connection,
  expectLive,
  openHealthyScreen,
  openOrderRows,
  placeLimitBuy,
  resultLine,
  shownClockOffsetS,
  shownLatencyMs,
  shownOrderId,
  staleBadge,
  watchShownPause,
} from './faults/screen';
import { countByPrice } from './faults/truth';
import type { ProxiedVenue } from './faults/venue';

const CREATE = '/hot/order/create';
const DEPTH = '/info/depth';
const OPEN_ORDERS = '/selectContractCurrentEntrustList';
const ORDER_HISTORY = '/v1/orders/histories';

/** "Order placed: buy 0.010 BTC-USDT at 59000.0 (#12)". */
const placed = (price: string) => new RegExp(`Order placed: buy 0\\.010 BTC-USDT at ${price.replace('.', '\\.')} \\(#\\d+\\)`);

/** The test's stage, once Perpdesk's screen on it is healthy. */
async function healthyScreenOn<V extends { perpdesk: { url: string } }>(page: Page, opening: Promise<V>): Promise<V> {
  const venue = await opening;
  await openHealthyScreen(page, venue.perpdesk.url);
  return venue;
}

/** A limit buy of 0.010 at `price` through the form, reported placed and shown in Open orders, once. */
async function placeAndSee(page: Page, price: string): Promise<void> {
  await placeLimitBuy(page, price, '0.010');
  await expect(resultLine(page)).toContainText(placed(price));
  await expect(openOrderRows(page, price)).toHaveCount(1);
}

/** The exchange, asked directly, holds one order: at 59000.0, with the id the trader was shown, as the journal says. */
async function expectTheOneOrder(venue: ProxiedVenue, id: number): Promise<void> {
  const orders = await venue.orders();
  expect(countByPrice(orders)).toEqual({ '59000.0': 1 });
  expect(orders[0]!.id).toBe(id);
  expect(await venue.reconcile()).toEqual([]);
}

/** The age a "stale 12 s" badge shows, in seconds. */
async function badgeAgeS(page: Page): Promise<number> {
  const text = (await staleBadge(book(page)).textContent()) ?? '';
  const match = /stale (\d+) s/.exec(text);
  if (!match) throw new Error(`no age in "${text}"`);
  return Number(match[1]);
}

test('the exchange killed and restarted: stale with ages, an order refused as unreachable; it recovers by itself and the order goes once', async ({
  page,
  venues,
}) => {
  test.setTimeout(90_000);
  const venue = await healthyScreenOn(page, venues.killable());
  await placeAndSee(page, '59000.0');

  await venue.kill();
  // The screen says the exchange is gone: every feed on screen stale, with its age, counting up; the last book
  // still shown (not nothing, not a false "live").
  await expect(connection(page)).toContainText(/stale: .*order book \d+ s/, { timeout: 15_000 });
  await expect(connection(page)).toHaveAttribute('title', /Cannot reach the exchange \(ECONNREFUSED\)/);
  await expect(staleBadge(book(page))).toBeVisible();
  const age = await badgeAgeS(page);
  await expect.poll(() => badgeAgeS(page)).toBeGreaterThan(age);
  await expect(book(page).locator('[data-side="bid"]').first()).toBeVisible();

  // An order while it is down: refused as unreachable, in words a trader understands; nothing placed.
  await placeLimitBuy(page, '58900.0', '0.010');
  await expect(resultLine(page)).toContainText('Not placed: Cannot reach the exchange (ECONNREFUSED)');
  await expect(resultLine(page)).toContainText('buy 0.010 BTC-USDT at 58900.0');

  await venue.restart();
  await expectLive(page);
  // The order placed before the crash survived it; the refused one is nowhere.
  await expect(openOrderRows(page, '59000.0')).toHaveCount(1);
  await expect(openOrderRows(page, '58900.0')).toHaveCount(0);

  // The trader places it again: it goes, once.
  await placeAndSee(page, '58900.0');

  expect(countByPrice(await venue.orders())).toEqual({ '59000.0': 1, '58900.0': 1 });
  expect(venue.creates().map((c) => c.outcome?.ok)).toEqual([true, false, true]);
  expect(await venue.reconcile()).toEqual([]);
});

test('every answer slowed to 2 s: the Connection shows the latency, an order is pending then placed once; it recovers when the link is fast again', async ({
  page,
  venues,
}) => {
  test.setTimeout(90_000);
  const venue = await healthyScreenOn(page, venues.proxied());
  expect(await shownLatencyMs(page)).toBeLessThan(500);

  // Every request reaches the exchange 2 s late (and is answered at once). An order is pending for as long as the
  // exchange has not answered, and is not in Open orders; then it is placed, once. The Connection shows the round
  // trip: about 2000 ms. (Feeds are not asserted live or stale here: the book, asked 1 s after each answer, now
  // gets one every 3 s, right on its stale line of three intervals; what arrives is fresh, the exchange's of now.)
  venue.proxy.inject({ fault: 'slow', delayMs: 2_000 });
  const creates = venue.proxy.seen(CREATE);
  await placeLimitBuy(page, '59000.0', '0.010');
  await expect(resultLine(page)).toContainText('Sending: buy 0.010 BTC-USDT at 59000.0…');
  await expect(openOrderRows(page, '59000.0')).toHaveCount(0);
  await expect(resultLine(page)).toContainText(placed('59000.0'), { timeout: 15_000 });
  const id = await shownOrderId(page);
  await expect.poll(() => shownLatencyMs(page), { timeout: 20_000 }).toBeGreaterThan(1_700);
  expect(await shownLatencyMs(page)).toBeLessThan(2_600);
  await expect(openOrderRows(page, '59000.0')).toHaveCount(1, { timeout: 15_000 });

  venue.proxy.heal();
  await expect.poll(() => shownLatencyMs(page), { timeout: 20_000 }).toBeLessThan(500);
  await expectLive(page);

  expect(venue.proxy.seen(CREATE) - creates).toBe(1);
  await expectTheOneOrder(venue, id);
});

test('500 answers: the book read fails and is marked stale; a create the exchange did but answered 500 is looked up and reported placed, once', async ({
  page,
  venues,
}) => {
  const venue = await healthyScreenOn(page, venues.proxied());

  venue.proxy.inject({ fault: '500', path: DEPTH });
  await expect(connection(page)).toContainText(/stale: .*order book \d+ s/, { timeout: 15_000 });
  await expect(connection(page)).toHaveAttribute('title', /The exchange failed \(HTTP 500\): System error/);
  await expect(staleBadge(book(page))).toBeVisible();
  await expect(book(page).locator('[data-side="bid"]').first()).toBeVisible();

  venue.proxy.inject({ fault: '500-after', path: CREATE, times: 1 });
  const creates = venue.proxy.seen(CREATE);
  await placeLimitBuy(page, '59000.0', '0.010');
  await expect(resultLine(page)).toContainText(placed('59000.0'), { timeout: 15_000 });
  const id = await shownOrderId(page);
  await expect(openOrderRows(page, '59000.0')).toHaveCount(1);
  expect(venue.proxy.seen(CREATE) - creates).toBe(1);

  venue.proxy.heal();
  await expectLive(page);

  await expectTheOneOrder(venue, id);
});

test('the connection dropped during a create: taken by the exchange, reported placed once; lost with the exchange unreachable, outcome unknown and never resent; never arrived, reported not placed', async ({
  page,
  venues,
}) => {
  test.setTimeout(100_000);
  const venue = await healthyScreenOn(page, venues.proxied());
  const creates = venue.proxy.seen(CREATE);

  // Dropped after the exchange placed it: looked up by its client order id, reported placed, never resent.
  venue.proxy.inject({ fault: 'drop-after', path: CREATE, times: 1 });
  await placeLimitBuy(page, '59000.0', '0.010');
  await expect(resultLine(page)).toContainText(placed('59000.0'), { timeout: 15_000 });
  await expect(openOrderRows(page, '59000.0')).toHaveCount(1);
  expect(venue.proxy.seen(CREATE) - creates).toBe(1);

  // Dropped after the exchange placed it, and the exchange unreachable for the look-up too: nobody can say, and the
  // screen says exactly that. Not resent. Once the exchange answers again, Open orders shows it, once.
  venue.proxy.inject({ fault: 'drop-after', path: CREATE, times: 1 });
  venue.proxy.inject({ fault: 'drop-before', path: OPEN_ORDERS });
  venue.proxy.inject({ fault: 'drop-before', path: ORDER_HISTORY });
  await placeLimitBuy(page, '59100.0', '0.010');
  await expect(resultLine(page)).toContainText('Outcome unknown: buy 0.010 BTC-USDT at 59100.0', { timeout: 30_000 });
  await expect(resultLine(page)).toContainText('looking the order up failed too');
  await expect(connection(page)).toContainText(/stale: .*open orders \d+ s/);
  expect(venue.proxy.seen(CREATE) - creates).toBe(2);
  venue.proxy.heal();
  // The exchange answers again: the core finds the order by its client order id (never resending it), and the
  // result line says how it really ended.
  await expect(resultLine(page)).toContainText(placed('59100.0'), { timeout: 30_000 });
  expect(venue.proxy.seen(CREATE) - creates).toBe(2);

  // Dropped before it reached the exchange: nobody can know at once; it is looked for until it can no longer land
  // (the exchange's 20 s timestamp window), pending meanwhile while the feeds stay live, never resent; then
  // reported not placed.
  venue.proxy.inject({ fault: 'drop-before', path: CREATE, times: 1 });
  await placeLimitBuy(page, '58900.0', '0.010');
  await expect(resultLine(page)).toContainText('Sending: buy 0.010 BTC-USDT at 58900.0…');
  await expect(connection(page)).toContainText(/\blive\b/, { timeout: 20_000 });
  await expect(openOrderRows(page, '59100.0')).toHaveCount(1);
  await expect(resultLine(page)).toContainText('Sending: buy 0.010 BTC-USDT at 58900.0…');
  await expect(resultLine(page)).toContainText(
    /Not placed: The connection to the exchange was lost .*the exchange has no order pd\w+: it was not placed/,
    {
      timeout: 40_000,
    },
  );
  await expect(resultLine(page)).toContainText('buy 0.010 BTC-USDT at 58900.0');
  await expect(openOrderRows(page, '58900.0')).toHaveCount(0);
  expect(venue.proxy.seen(CREATE) - creates).toBe(3);

  // The trader sends it again: placed, once.
  await placeAndSee(page, '58900.0');
  await expectLive(page);

  expect(countByPrice(await venue.orders())).toEqual({ '59000.0': 1, '59100.0': 1, '58900.0': 1 });
  // The journal's last word on each create: the lost one was found later and is journaled placed.
  expect(venue.creates().map((c) => (c.outcome?.ok ? 'placed' : c.outcome?.kind))).toEqual(['placed', 'placed', 'network', 'placed']);
  expect(await venue.reconcile()).toEqual([]);
});

test("the exchange's clock 30 s ahead: the Connection shows the offset and orders go; when its clock is set right, Perpdesk follows by itself", async ({
  page,
  venues,
}) => {
  const venue = await healthyScreenOn(page, venues.proxied({ clockAheadMs: 30_000 }));
  await expect.poll(() => shownClockOffsetS(page)).toBeGreaterThan(29.5);
  expect(await shownClockOffsetS(page)).toBeLessThan(30.5);

  await placeAndSee(page, '59000.0');

  // The exchange's clock jumps back to ours: Perpdesk's signed reads are refused for their timestamps, it measures
  // the offset again and carries on.
  venue.setClockAhead(0);
  await expect.poll(() => shownClockOffsetS(page), { timeout: 15_000 }).toBeLessThan(0.5);
  expect(await shownClockOffsetS(page)).toBeGreaterThan(-0.5);
  await expectLive(page);
  await placeLimitBuy(page, '58900.0', '0.010');
  await expect(resultLine(page)).toContainText(placed('58900.0'));

  expect(countByPrice(await venue.orders())).toEqual({ '59000.0': 1, '58900.0': 1 });
  expect(await venue.reconcile()).toEqual([]);
});

test('rate limited (2008): the Connection says the exchange slowed us down, the feeds back off, an order refused with 2008 says so; it recovers by itself', async ({
  page,
  venues,
}) => {
  const venue = await healthyScreenOn(page, venues.proxied());

  venue.proxy.inject({ fault: '2008' });
  const pauses = watchShownPause(page);
  await expect(connection(page)).toContainText(/slowed down by the exchange, \d+ s/, { timeout: 10_000 });

  // An order meanwhile waits for the pause, then is refused: in the exchange's words, and not placed.
  await placeLimitBuy(page, '59000.0', '0.010');
  await expect(resultLine(page)).toContainText('Rejected: Frequent requests (code 2008)', { timeout: 20_000 });
  await expect(resultLine(page)).toContainText('buy 0.010 BTC-USDT at 59000.0 was not placed');

  // The book's reads, refused after their retries, turn it stale, and the Connection says why.
  await expect(connection(page)).toContainText(/stale: .*order book \d+ s/, { timeout: 10_000 });
  await expect(connection(page)).toHaveAttribute('title', /Frequent requests/);
  // The pause grows while the refusals go on, but the screen's feeds, refused together, count as one refusal: the
  // pause shown so far is of seconds, not the 30 s cap that one moment of refusals once reached.
  expect(await pauses.stop()).toBeLessThan(10);

  // Backing off: every call waits out a pause that doubles while 2008 goes on, until the exchange hears nothing
  // for 1.5 s together, which the healthy screen (the book asked every second) never leaves it.
  await expect.poll(() => Date.now() - Math.max(...venue.proxy.arrivals()), { timeout: 20_000, intervals: [100] }).toBeGreaterThan(1_500);

  venue.proxy.heal();
  await expectLive(page);
  await placeAndSee(page, '59000.0');

  expect(countByPrice(await venue.orders())).toEqual({ '59000.0': 1 });
  expect(venue.creates().map((c) => c.outcome?.ok)).toEqual([false, true]);
  expect(await venue.reconcile()).toEqual([]);
});
