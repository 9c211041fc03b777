/**
 * A new trader connects their own exchange from the screen: a second paper exchange, started here as "another
 * venue" with its own key and secret, is added in the Profiles dialog (both test steps pass), used, traded on (the
 * order is on that exchange, asked directly, and not on the built-in one), made read-only (the trading controls go
 * off, saying why) and removed. A wrong secret is refused in the venue's words with profiles.json unchanged byte for
 * byte. Afterwards the secret is nowhere: the data directory, the process's output, the page's storage, or a heap
 * snapshot of the renderer.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startPaperExchange, type PaperExchange } from '../app/paper';
import { OrderStatus, type Order } from '../shared/exchange';
import { call } from './bridge';
import { ExchangeTruth } from './faults/truth';
import { launchBrowserMode, type Running } from './launch';

const venueKey = { apiKey: 'venue-trader-0001', apiSecret: `venue-secret-${randomBytes(12).toString('hex')}` };
const WRONG_SECRET = `wrong-secret-${randomBytes(12).toString('hex')}`;
const NAME = 'Another venue';

let venue: PaperExchange;
let perpdesk: Running;

test.beforeEach(async () => {
  venue = await startPaperExchange({ port: 0, accounts: [venueKey] });
  perpdesk = await launchBrowserMode();
});
test.afterEach(async () => {
  await perpdesk?.stop();
  await venue?.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Profiles' });
const row = (page: Page, name: string) => dialog(page).getByRole('listitem', { name, exact: true });
const orderEntry = (page: Page) => page.getByRole('form', { name: 'Order entry' });
const openOrders = (page: Page) => page.getByRole('table', { name: 'Open orders' });
const profilesFile = () => path.join(perpdesk.dataDir, 'profiles.json');

async function openProfiles(page: Page, venueName: RegExp) {
  await page.getByRole('button', { name: venueName }).click();
  await expect(dialog(page)).toBeVisible();
}

async function addKey(page: Page, secret: string) {
  await dialog(page).getByRole('button', { name: 'Add a key' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(NAME);
  await dialog(page).getByRole('textbox', { name: 'Exchange address' }).fill(` ${venue.url}/ `);
  await dialog(page).getByRole('textbox', { name: 'API key' }).fill(` ${venueKey.apiKey}`);
  await dialog(page).getByLabel('API secret', { exact: true }).fill(secret);
  await dialog(page).getByRole('button', { name: 'Test and save' }).click();
}

async function use(page: Page, name: string) {
  await row(page, name).getByRole('button', { name: 'Use this profile' }).click();
  await expect(dialog(page).getByRole('status', { name: 'Profiles outcome' })).toHaveText(`Trading on "${name}" now`);
  await expect(row(page, name)).toContainText('Live');
}

test('a key added in Profiles is tested, used, traded on, made read-only and removed; its secret is kept nowhere', async ({ page }) => {
  await page.goto(perpdesk.url);
  await openProfiles(page, /^Profiles: Paper exchange \(paper\)/);
  await expect(row(page, 'Paper exchange')).toContainText('Live');
  const keychain = (await call<{ keychain: { available: boolean } }>(page, 'profiles.list', {})).keychain.available;

  // Added, with whitespace around the pasted values; the keychain's absence is said before the secret is typed.
  await dialog(page).getByRole('button', { name: 'Add a key' }).click();
  await expect(dialog(page).getByRole('note')).toHaveCount(keychain ? 0 : 1);
  if (!keychain)
    await expect(dialog(page).getByRole('note')).toHaveText('No system keychain: the secret will be kept in memory until Perpdesk quits');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await addKey(page, `  ${venueKey.apiSecret}\n`);
  const outcome = dialog(page).getByRole('status', { name: 'Profiles outcome' });
  await expect(outcome).toContainText(`Saved "${NAME}"`);
  const steps = outcome.getByRole('list', { name: 'Test steps' }).getByRole('listitem');
  await expect(steps.nth(0)).toHaveText(/^✓ Exchange reached \(clock [+\u2212]\d+\.\d s\)$/);
  await expect(steps.nth(1)).toHaveText('✓ Key accepted: balance 10,000.00 USDT');
  await expect(row(page, NAME)).toContainText(venue.url);
  await expect(row(page, NAME)).toContainText('Key ••••0001');
  await expect(row(page, NAME)).toContainText('Trading');
  await expect(row(page, NAME)).toContainText(keychain ? 'Secret in the system keychain' : 'Secret in memory until Perpdesk quits');

  // A wrong secret, and one with a space inside: refused, in the venue's words and by name, and nothing written.
  const before = readFileSync(profilesFile());
  await addKeyAs(page, 'Wrong one', WRONG_SECRET);
  const refused = dialog(page).getByRole('list', { name: 'Test steps' }).getByRole('listitem');
  await expect(refused.nth(0)).toHaveText('✓ Exchange reached');
  await expect(refused.nth(1)).toHaveText(/^✕ Key refused: The exchange refused the credentials: .+ \(code \d+\)$/);
  await dialog(page).getByLabel('API secret', { exact: true }).fill('abc def-0123456789');
  await dialog(page).getByRole('button', { name: 'Test and save' }).click();
  await expect(refused).toHaveText(['✕ Not saved: The API secret has a space or a line break inside it: copy it again from the exchange']);
  expect(readFileSync(profilesFile()).equals(before)).toBe(true);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Wrong one')).toHaveCount(0);

  // Used: the screen trades the other venue now.
  await use(page, NAME);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Profiles: ${NAME}` })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection', exact: true })).toContainText(NAME);

  // An order placed and cancelled there: on that exchange, asked directly.
  await page.getByRole('combobox', { name: 'Market' }).fill('BTC-USDT');
  await page.getByRole('combobox', { name: 'Market' }).press('Enter');
  await orderEntry(page).getByLabel('Price').fill('51234.5');
  await orderEntry(page).getByLabel('Quantity').fill('0.010');
  await orderEntry(page).getByRole('button', { name: 'Buy / Long' }).click();
  await page.getByRole('dialog', { name: 'Confirm order' }).getByRole('button', { name: 'Place order' }).click();
  const orderRow = openOrders(page).getByRole('row').filter({ hasText: '51234.5' });
  await expect(orderRow).toHaveCount(1);
  const truth = new ExchangeTruth(venue.url, venueKey);
  const ours = async () => (await truth.orders('BTC-USDT')).filter((o: Order) => o.price === '51234.5');
  try {
    await expect.poll(async () => (await ours()).map((o) => o.status)).toEqual([OrderStatus.OPEN]);
    await orderRow.getByRole('button', { name: 'Cancel' }).click();
    await expect(orderRow).toHaveCount(0);
    await expect.poll(async () => (await ours()).map((o) => o.status)).toEqual([OrderStatus.CANCELED]);
  } finally {
    truth.close();
  }
  const [placed] = await ours();

  // Not on the built-in exchange: back on paper, its account has no such order.
  await openProfiles(page, new RegExp(`^Profiles: ${NAME}`));
  await use(page, 'Paper exchange');
  const paperOrders = [
    ...(await call<Order[]>(page, 'account.openOrders', { pair: 'BTC-USDT' })),
    ...(await call<Order[]>(page, 'account.orderHistory', { pair: 'BTC-USDT' })),
  ];
  expect(paperOrders.some((o) => o.clientOrderId === placed?.clientOrderId || o.price === '51234.5')).toBe(false);

  // Made read-only and used: the order form, the ladder and the trading hotkeys are off, with the reason.
  await row(page, NAME).getByRole('button', { name: 'Edit' }).click();
  await dialog(page)
    .getByRole('checkbox', { name: /^Read only/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(`Saved: "${NAME}" is read only`);
  await dialog(page).getByRole('button', { name: 'Back to profiles' }).click();
  await expect(row(page, NAME)).toContainText('Read only');
  await use(page, NAME);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  const why = `"${NAME}" is a read-only profile: it cannot place, move or cancel orders. Turn Read only off in Profiles (the venue in the top bar) to trade`;
  await expect(page.getByRole('button', { name: `Profiles: ${NAME} (read only)` })).toBeVisible();
  await expect(orderEntry(page).getByRole('button', { name: 'Buy / Long' })).toBeDisabled();
  await expect(orderEntry(page).getByRole('button', { name: 'Sell / Short' })).toBeDisabled();
  await expect(orderEntry(page).getByRole('note')).toHaveText(why);
  await expect(orderEntry(page).locator('.side-buttons')).toHaveAttribute('title', why);
  await page.getByRole('combobox', { name: 'Depth ladder' }).selectOption('beside');
  const ladderSwitch = page.getByRole('switch', { name: 'Ladder trading' });
  await expect(ladderSwitch).toBeDisabled();
  await expect(ladderSwitch).not.toBeChecked();
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('switch', { name: 'Trading hotkeys' })).toBeDisabled();
  await settings.getByRole('button', { name: 'Close' }).click();

  // Removed, from Settings' way in: it asks first and names the files it keeps.
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('button', { name: 'Profiles…' }).click();
  const id = (await call<{ profiles: { id: string; name: string }[] }>(page, 'profiles.list', {})).profiles.find((p) => p.name === NAME)?.id ?? '';
  await row(page, NAME).getByRole('button', { name: 'Remove' }).click();
  const question = dialog(page).getByRole('group', { name: `Remove ${NAME}?` });
  await expect(question).toContainText(
    keychain ? 'deletes its API secret from the system keychain' : 'forgets its key and the secret kept in memory',
  );
  await expect(question).toContainText(`Trade history: ${path.join(perpdesk.dataDir, 'history', `${id}.sqlite`)}`);
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog(page).getByRole('status', { name: 'Profiles outcome' })).toHaveText(`Removed "${NAME}"`);
  await expect(row(page, NAME)).toHaveCount(0);
  await expect(row(page, 'Paper exchange')).toContainText('Live');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(orderEntry(page).getByRole('button', { name: 'Buy / Long' })).toBeEnabled();

  // The secret is nowhere: files, the process's output, the page's storage, the renderer's heap.
  const secrets = [venueKey.apiSecret, WRONG_SECRET];
  for (const file of filesUnder(perpdesk.dataDir)) {
    const text = readFileSync(file, 'latin1');
    for (const secret of secrets) expect(text.includes(secret), `${file} holds the secret`).toBe(false);
  }
  for (const secret of secrets) expect(perpdesk.output().includes(secret), "the process's output holds the secret").toBe(false);
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  for (const secret of secrets) expect(storage.includes(secret), "the page's storage holds the secret").toBe(false);
  const heap = await heapSnapshot(page);
  for (const secret of secrets) expect(heap.includes(secret), "the renderer's heap holds the secret").toBe(false);
});

async function addKeyAs(page: Page, name: string, secret: string) {
  await dialog(page).getByRole('button', { name: 'Add a key' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Exchange address' }).fill(venue.url);
  await dialog(page).getByRole('textbox', { name: 'API key' }).fill(venueKey.apiKey);
  await dialog(page).getByLabel('API secret', { exact: true }).fill(secret);
  await dialog(page).getByRole('button', { name: 'Test and save' }).click();
}

/** The renderer's JavaScript heap after a full collection, as the DevTools protocol writes it. */
async function heapSnapshot(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

test('using another profile while a held order is armed asks first, and says the order waits for its profile', async ({ page }) => {
  await page.goto(perpdesk.url);
  await call(page, 'profiles.add', { name: NAME, baseUrl: venue.url, ...venueKey });
  await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', type: 'market', quantity: '0.100', timeInForce: 'IOC' });
  const [position] = await call<{ id: number }[]>(page, 'positions.list', { pair: 'BTC-USDT' });
  await call(page, 'protection.set', { pair: 'BTC-USDT', positionId: position?.id, kind: 'stop-loss', value: '50000.0', feed: 'last' });

  await openProfiles(page, /^Profiles: Paper exchange/);
  await row(page, NAME).getByRole('button', { name: 'Use this profile' }).click();
  const question = dialog(page).getByRole('group', { name: `Switch to ${NAME}?` });
  await expect(question).toContainText(`1 held order armed on "Paper exchange" trade only while Perpdesk trades "Paper exchange".`);
  await expect(question).toContainText(
    `they wait for "Paper exchange"'s next use: the headless process (npm run headless) cannot keep them running beside the app on the same data directory`,
  );
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(row(page, 'Paper exchange')).toContainText('Live');

  await row(page, NAME).getByRole('button', { name: 'Use this profile' }).click();
  await question.getByRole('button', { name: 'Switch anyway' }).click();
  await expect(dialog(page).getByRole('status', { name: 'Profiles outcome' })).toHaveText(`Trading on "${NAME}" now`);
  await expect(row(page, NAME)).toContainText('Live');
});
