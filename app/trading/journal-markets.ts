/**
 * The markets the journal names: where the trader placed orders in earlier runs, on any venue, mistyped pairs
 * included (a cancel is journaled before the venue refuses it). Those the venue does not know are read past by the
 * history (app/history/unlisted.ts). Read once at start; a damaged line is skipped, a missing journal names none.
 */
import { readFile } from 'node:fs/promises';

export async function journalMarkets(filePath: string): Promise<Set<string>> {
  const markets = new Set<string>();
  const text = await readFile(filePath, 'utf8').catch(() => '');
  for (const line of text.split('\n')) {
    if (!line.includes('"request"')) continue;
    try {
      const entry = JSON.parse(line) as { phase?: unknown; params?: unknown };
      if (entry.phase === 'request') collect(entry.params, markets);
    } catch {
      // a line cut short by a crash names nothing
    }
  }
  return markets;
}

/** A create's `pairName`, a cancel's `pair`, and those of a batch's `orders`. */
function collect(params: unknown, into: Set<string>): void {
  if (typeof params !== 'object' || params === null) return;
  const { pairName, pair, orders } = params as Record<string, unknown>;
  for (const name of [pairName, pair]) if (typeof name === 'string') into.add(name);
  if (Array.isArray(orders)) for (const order of orders) collect(order, into);
}
