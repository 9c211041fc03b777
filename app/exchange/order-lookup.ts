/**
 * Finding orders by their client order ids: open orders of their pair (every page), then the pair's order
 * history. A create whose answer was lost is looked up until it is found or can no longer land.
 */
import type { Order } from '../../shared/exchange';
import { backoffDelay, sleep, type Backoff } from './backoff';
import type { ExchangeClient } from './client';
import { MAX_PAGE_SIZE } from '../../shared/exchange';
import { lookupMayRecover } from './errors';

export interface Wanted {
  pairName: string;
  clientOrderId: string;
}

export interface LookupOptions {
  /**
   * How long after it was sent a lost request may still be accepted: the exchange's timestamp window (20 s)
   * and a margin. Until then an order not found may still land. 21 000 unless given.
   */
  landingWindowMs?: number;
  /** Between look-ups while an order may still land: 1 000 ms unless given. */
  pollMs?: number;
  /** Look-ups in a row that may fail (the exchange unreachable) before the outcome is given up as unknown: 5. */
  attempts?: number;
  /** Between failed look-ups: 500 ms doubling to 5 s unless given. */
  backoff?: Backoff;
}

/** Order history is read from this long before the request was sent: the two clocks may differ a little. */
const HISTORY_SLACK_MS = 60_000;
/** The rows of order history read per look-up (the spec gives no maximum; the paper's default is 100). */
const HISTORY_LIMIT = 100;

export interface LookupWindow {
  /** Server time (ms) before the request was sent. */
  sentAfter: number;
  /** Server time (ms) after which nothing sent can still land; a round begun after it is final. */
  landsBy: number;
}

/** The orders found by client order id. Throws (the last failure) when look-ups keep failing. */
export async function lookUpOrders(
  client: ExchangeClient,
  wanted: readonly Wanted[],
  { sentAfter, landsBy }: LookupWindow,
  options: LookupOptions = {},
): Promise<Map<string, Order>> {
  const { pollMs = 1_000, attempts = 5, backoff = { baseMs: 500, maxMs: 5_000 } } = options;
  const found = new Map<string, Order>();
  for (let failures = 0; ;) {
    const roundStart = client.clock.serverNow();
    try {
      const missing = wanted.filter((w) => !found.has(w.clientOrderId));
      for (const order of await findOnce(client, missing, sentAfter - HISTORY_SLACK_MS)) {
        found.set(order.clientOrderId, order);
      }
      failures = 0;
    } catch (err) {
      if (!lookupMayRecover(err) || ++failures >= attempts) throw err;
      await sleep(backoffDelay(failures - 1, backoff));
      continue;
    }
    // Every order that landed before this round began was open or done throughout it, so it was seen.
    if (found.size === wanted.length || roundStart > landsBy) return found;
    await sleep(Math.max(1, Math.min(pollMs, landsBy - roundStart + 1)));
  }
}

/**
 * One pass: the wanted orders seen now. Only orders created since `since` count: an older order that happens to
 * carry the same client order id is not the one sent.
 */
async function findOnce(client: ExchangeClient, wanted: readonly Wanted[], since: number): Promise<Order[]> {
  const found: Order[] = [];
  const recent = (o: Order) => o.createTime >= since;
  for (const [pairName, ids] of byPair(wanted)) {
    const open = (await openOrdersOf(client, pairName, ids)).filter(recent);
    const missing = new Set([...ids].filter((id) => !open.some((o) => o.clientOrderId === id)));
    if (missing.size > 0) {
      const history = { symbol: pairName, beginTime: Math.max(0, since), limit: HISTORY_LIMIT };
      const done = await client.call('orderHistory', history);
      found.push(...done.filter((o) => missing.has(o.clientOrderId) && recent(o)));
    }
    found.push(...open);
  }
  return found;
}

/** The pair's open orders among `ids`, reading pages until all are seen or there are no more. */
async function openOrdersOf(client: ExchangeClient, pairName: string, ids: ReadonlySet<string>): Promise<Order[]> {
  const found: Order[] = [];
  for (let pageNo = 1, seen = 0; ; pageNo++) {
    const page = await client.call('openOrders', { pairName, pageNo, pageSize: MAX_PAGE_SIZE });
    found.push(...page.records.filter((o) => ids.has(o.clientOrderId)));
    seen += page.records.length;
    if (found.length === ids.size || page.records.length < MAX_PAGE_SIZE || seen >= page.total) return found;
  }
}

function byPair(wanted: readonly Wanted[]): Map<string, Set<string>> {
  const pairs = new Map<string, Set<string>>();
  for (const { pairName, clientOrderId } of wanted) {
    const ids = pairs.get(pairName) ?? new Set<string>();
    ids.add(clientOrderId);
    pairs.set(pairName, ids);
  }
  return pairs;
}
