/**
 * Traded volume per price since the ladder opened, from the polled recent trades. Polls overlap (each answer is
 * the newest trades), so a trade is counted only the first time it is seen, by its id; trades older than the
 * opening are not counted.
 */
import type { LastTrade } from '../../../shared/exchange';
import { scaledOf } from '../../domain/market/order-book-model';

export interface VolumeTally {
  /** Exact volume per price in ticks (ungrouped: the grid groups it when drawn). */
  byPrice: ReadonlyMap<bigint, bigint>;
  /** The ids of the last answer: the next one is checked against them. */
  seen: ReadonlySet<number>;
  openedAt: number;
}

export const emptyTally = (openedAt: number): VolumeTally => ({ byPrice: new Map(), seen: new Set(), openedAt });

/**
 * The tally with the trades of one answer added. The poller never has two answers out, and each answer is the
 * newest trades, so a trade of this answer is either new or was in the last one: the last answer's ids suffice.
 */
export function addTrades(tally: VolumeTally, trades: readonly LastTrade[], pd: number, qd: number): VolumeTally {
  const fresh = trades.filter((t) => !tally.seen.has(t.contractMatchPairId) && t.timestamp >= tally.openedAt);
  const seen = new Set(trades.map((t) => t.contractMatchPairId));
  if (fresh.length === 0) return { ...tally, seen };
  const byPrice = new Map(tally.byPrice);
  for (const t of fresh) {
    const at = scaledOf(t.price, pd);
    byPrice.set(at, (byPrice.get(at) ?? 0n) + scaledOf(t.quantity, qd));
  }
  return { byPrice, seen, openedAt: tally.openedAt };
}

/** The volume grouped onto the grid (a price between rows goes to the row at or below it). */
export function volumeOnGrid(byPrice: ReadonlyMap<bigint, bigint>, step: bigint): Map<bigint, bigint> {
  const out = new Map<bigint, bigint>();
  for (const [price, size] of byPrice) {
    const at = (price / step) * step;
    out.set(at, (out.get(at) ?? 0n) + size);
  }
  return out;
}
