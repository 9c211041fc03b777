/**
 * The freshest book of a market for a price a trader acts on at once (B and S, the Bid/Ask/Mid buttons): the one on
 * screen when it is younger than FRESH_BOOK_MS, else asked of the exchange now, in the screen's band. No React here.
 */
import type { Depth } from '../../shared/exchange';
import { DEPTH_LIMIT } from '../stores/feed-table';
import type { FeedsStore } from '../stores/feeds-store';
import type { ReadInvoke } from '../stores/invoke';

/** How old a book may be and still price an order sent now. */
export const FRESH_BOOK_MS = 250;

export interface FreshBookDeps {
  invoke: ReadInvoke;
  feeds: FeedsStore;
  now: () => number;
}

/** The book and its age in ms when it was read (0: asked just now). */
export type FreshBook = { ok: true; depth: Depth; ageMs: number } | { ok: false; message: string };

export async function freshBook({ invoke, feeds, now }: FreshBookDeps, pair: string, maxAgeMs = FRESH_BOOK_MS): Promise<FreshBook> {
  const onScreen = feeds.getState().feeds.depth;
  const started = now();
  if (onScreen.key === pair && onScreen.data && onScreen.status !== 'error' && onScreen.updatedAt !== null) {
    const ageMs = Math.max(0, started - onScreen.updatedAt);
    if (ageMs <= maxAgeMs) return { ok: true, depth: onScreen.data, ageMs };
  }
  const asked = await invoke('market.depth', { pair, limit: DEPTH_LIMIT }, 'screen');
  if (!asked.ok) return { ok: false, message: `The ${pair} order book could not be read now: ${asked.error.message}` };
  return { ok: true, depth: asked.value, ageMs: 0 };
}
