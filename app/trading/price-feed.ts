/**
 * The price a held order or a price alert watches: the mark price, or the last trade's (null before any trade).
 * One request each; the caller picks the band (the held orders ask in the write band, alerts in the background).
 */
import type { ExchangeClient } from '../exchange';

export type PriceFeed = 'mark' | 'last';

/** A feed with no price for this long, behind an armed order or alert, is stale (it is polled every second). */
export const STALE_MS = 5000;

/** One key per market and feed, however many orders or alerts watch it. */
export const feedKey = (pair: string, feed: string): string => `${pair}|${feed}`;

export async function feedPrice(client: ExchangeClient, pair: string, feed: PriceFeed): Promise<string | null> {
  if (feed === 'mark') return client.call('markPrice', { pairName: pair });
  const [last] = await client.call('trades', { pairName: pair, limit: 1 });
  return last?.price ?? null;
}
