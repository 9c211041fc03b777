/**
 * The soak: the screen polling a living market while the trader trades and moves around, for
 * PERPDESK_SOAK_MINUTES (1 in the test suite; `npm run soak` runs 30). Renderer JS heap growth ≤ 5 MB, host memory
 * growth ≤ 20 MB, no growth in the host's open sockets or file handles. The figures are printed.
 *
 * The host runs the paper exchange in its own process, so each client connection to it is two of the host's sockets.
 * The client keeps a pool of them that widens with the polling's concurrency (a freshly polled book, the history's
 * reads) up to its cap and is renewed as the exchange closes idle ones: those are held to the cap, the rest to no
 * growth.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MAX_SOCKETS_PER_EXCHANGE } from '../app/exchange/transport';
import { usePerpdesk } from './perpdesk';

const MINUTES = Number(process.env.PERPDESK_SOAK_MINUTES ?? '1');
const MB = 2 ** 20;

const perpdesk = usePerpdesk({ living: true });

/** The TCP connections whose both ends are sockets of the process (inodes): the client's, to its own exchange. */
function connectionsWithin(pid: number, inodes: ReadonlySet<string>): number {
  const ends = new Set<string>(); // "local remote", for the process's own sockets
  for (const table of ['tcp', 'tcp6']) {
    for (const line of readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const [local, remote, inode] = [columns[1], columns[2], columns[9]];
      if (local && remote && inode && inodes.has(inode)) ends.add(`${local} ${remote}`);
    }
  }
  return [...ends].filter((end) => ends.has(end.split(' ').reverse().join(' '))).length / 2;
}

/** The host's resident memory (bytes), open file handles and, among them, sockets; the client's pool apart. */
function hostUsage(pid: number) {
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
  const fds = readdirSync(`/proc/${pid}/fd`);
  const inodes = new Set<string>();
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed while we looked
    }
  }
  const pool = connectionsWithin(pid, inodes);
  return { rss, handles: fds.length - 2 * pool, sockets: inodes.size - 2 * pool, pool };
}

type Bridge = { perpdesk: { call(method: string, params: unknown): Promise<{ ok: boolean; value?: unknown }> } };
const call = (page: Page, method: string, params: unknown) =>
  page.evaluate(({ method, params }) => (globalThis as unknown as Bridge).perpdesk.call(method, params), { method, params });

test(`soak: ${MINUTES} min of polling and trading keeps memory and handles flat`, async ({ page }) => {
  test.setTimeout((MINUTES + 3) * 60_000);
  await page.addInitScript(() => localStorage.setItem('perpdesk.settings', JSON.stringify({ confirmOrders: false })));
  await page.goto(perpdesk.url);
  await expect(page.getByRole('status', { name: 'Connection', exact: true })).toContainText('live', { timeout: 20_000 });
  const cdp = await page.context().newCDPSession(page);
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };

  // Warm up: every panel mounted once, every feed answered, the first candles and trades kept.
  const tabs = ['Positions', 'Open orders', 'Order history', 'Fills', 'Funding', 'Rebates'];
  for (const name of tabs) await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name: 'Open orders' }).click();
  // Every background job once too: the history's first read (due 15 s after start) opens the client's pool of
  // connections as wide as it goes; counted after it, the sockets measure leaks, not that one-off widening.
  expect((await call(page, 'history.refresh', {})).ok).toBe(true);
  await page.waitForTimeout(10_000);
  const heap0 = await heapAfterGc();
  const host0 = hostUsage(perpdesk.pid);

  const markets = ['ETH-USDT', 'SOL-USDT', 'BTC-USDT'];
  const end = Date.now() + MINUTES * 60_000;
  for (let round = 0; Date.now() < end; round++) {
    // Trade: an order away from the market, then its cancel (journaled, looked at by every order table).
    const placed = (await call(page, 'trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '30000.0', quantity: '0.001' })) as {
      ok: boolean;
      value?: { orderId: number };
    };
    expect(placed.ok).toBe(true);
    await call(page, 'trading.cancelOrder', { pair: 'BTC-USDT', orderId: placed.value!.orderId });
    // Move around: another market every round, another tab every other round.
    const market = page.getByRole('combobox', { name: 'Market' });
    await market.fill(markets[round % markets.length]!);
    await market.press('Enter');
    if (round % 2 === 0) await page.getByRole('tab', { name: tabs[round % tabs.length]! }).click();
    await page.waitForTimeout(4000);
  }

  await page.getByRole('tab', { name: 'Open orders' }).click();
  await page.waitForTimeout(5000);
  const heapGrowth = (await heapAfterGc()) - heap0;
  const host1 = hostUsage(perpdesk.pid);
  const figures = {
    minutes: MINUTES,
    rendererHeapGrowthMB: +(heapGrowth / MB).toFixed(2),
    hostMemoryGrowthMB: +((host1.rss - host0.rss) / MB).toFixed(2),
    hostHandles: `${host0.handles} → ${host1.handles}`,
    hostSockets: `${host0.sockets} → ${host1.sockets}`,
    clientPool: `${host0.pool} → ${host1.pool}`,
  };
  console.log(`soak: ${JSON.stringify(figures)}`);
  expect(heapGrowth).toBeLessThanOrEqual(5 * MB);
  expect(host1.rss - host0.rss).toBeLessThanOrEqual(20 * MB);
  // A request or two may be in flight at either count: a leak grows with every round, far past that.
  expect(host1.sockets).toBeLessThanOrEqual(host0.sockets + 2);
  expect(host1.handles).toBeLessThanOrEqual(host0.handles + 2);
  expect(host1.pool).toBeLessThanOrEqual(MAX_SOCKETS_PER_EXCHANGE);
});
