/**
 * The price a held order or a price alert watches: the mark price, or the last trade's (null before any trade).
 * One request each; the caller picks the band (the held loops ask in the write band).
 */
import type { ExchangeClient } from '../exchange';
import type { PriceFeed } from './model';

export async function feedPrice(client: ExchangeClient, pair: string, feed: PriceFeed): Promise<string | null> {
  if (feed === 'mark') return client.call('markPrice', { pairName: pair });
  const [last] = await client.call('trades', { pairName: pair, limit: 1 });
  return last?.price ?? null;
}
