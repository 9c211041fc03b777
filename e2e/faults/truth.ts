/**
 * What really happened, asked without Perpdesk: the exchange itself (a signed client of our own, straight to the
 * exchange, never through the faulty proxy) and Perpdesk's order journal (which client order ids it sent, and
 * what it told the trader about each).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ExchangeClient, type Credentials } from '../../app/exchange';
import type { Order } from '../../shared/exchange';

/** The exchange asked directly. */
export class ExchangeTruth {
  private readonly client: ExchangeClient;

  constructor(exchangeUrl: string, credentials: Credentials) {
    this.client = new ExchangeClient({ baseUrl: exchangeUrl, credentials, clockRefreshMs: 0, requestsPerSecond: 100 });
  }

  /** Every order the account has on the pair, open or done, each once (by order id). */
  async orders(pair: string): Promise<Order[]> {
    const open = await this.client.call('openOrders', { pairName: pair, pageSize: 100 });
    const done = await this.client.call('orderHistory', { symbol: pair, limit: 100 });
    const byId = new Map<number, Order>();
    for (const order of [...open.records, ...done]) byId.set(order.id, order);
    return [...byId.values()];
  }

  close(): void {
    this.client.close();
  }
}

/** One create Perpdesk sent, as its journal has it. */
export interface JournaledCreate {
  clientOrderId: string;
  price: string | undefined;
  /** Null while it is still out (no outcome written yet). */
  outcome: { ok: true; orderId: number } | { ok: false; kind: string; message: string } | null;
}

interface JournalLine {
  action: string;
  phase: 'request' | 'outcome';
  ref: string;
  params?: { clientOrderId?: string; price?: string };
  outcome?: { ok: true; value: { orderId: number } } | { ok: false; kind: string; message: string };
}

/** The single-order creates in Perpdesk's journal (`DATA_DIR/journal.ndjson`), in the order they were sent. */
export function journaledCreates(dataDir: string): JournaledCreate[] {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, 'journal.ndjson'), 'utf8');
  } catch {
    return [];
  }
  const creates = new Map<string, JournaledCreate>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as JournalLine;
    if (entry.action !== 'placeOrder') continue;
    if (entry.phase === 'request') {
      creates.set(entry.ref, { clientOrderId: entry.params?.clientOrderId ?? entry.ref, price: entry.params?.price, outcome: null });
    } else if (entry.outcome) {
      const create = creates.get(entry.ref);
      if (!create) throw new Error(`journal: an outcome for ${entry.ref} without its request`);
      create.outcome = entry.outcome.ok
        ? { ok: true, orderId: entry.outcome.value.orderId }
        : { ok: false, kind: entry.outcome.kind, message: entry.outcome.message };
    }
  }
  return [...creates.values()];
}

/** How many orders rest (or rested) at each price, as the exchange has them: `{ "59000.0": 1 }`. */
export function countByPrice(orders: readonly Order[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const order of orders) counts[order.price] = (counts[order.price] ?? 0) + 1;
  return counts;
}

/**
 * Checks the journal against the exchange: every create reported placed is there exactly once, with the order
 * id the trader was shown; every create reported not placed is not there at all; and the exchange holds no order
 * Perpdesk did not send. Returns what is wrong, one line each (empty when all is well).
 */
export function reconcile(creates: readonly JournaledCreate[], orders: readonly Order[]): string[] {
  const problems: string[] = [];
  const sent = new Set(creates.map((c) => c.clientOrderId));
  for (const create of creates) {
    const copies = orders.filter((o) => o.clientOrderId === create.clientOrderId);
    if (create.outcome === null) problems.push(`${create.clientOrderId}: no outcome journaled`);
    else if (create.outcome.ok) {
      if (copies.length !== 1) problems.push(`${create.clientOrderId}: reported placed, on the exchange ${copies.length} times`);
      else if (copies[0]!.id !== create.outcome.orderId) {
        problems.push(`${create.clientOrderId}: reported as #${create.outcome.orderId}, on the exchange as #${copies[0]!.id}`);
      }
    } else if (create.outcome.kind === 'unknown-outcome' || create.outcome.kind === 'timeout') {
      if (copies.length > 1) problems.push(`${create.clientOrderId}: outcome unknown, on the exchange ${copies.length} times`);
    } else if (copies.length !== 0) {
      problems.push(`${create.clientOrderId}: reported not placed (${create.outcome.message}), on the exchange ${copies.length} times`);
    }
  }
  for (const order of orders) {
    if (!sent.has(order.clientOrderId)) problems.push(`#${order.id} (${order.clientOrderId}) is on the exchange but Perpdesk never sent it`);
  }
  return problems;
}
