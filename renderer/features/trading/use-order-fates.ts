/** What a status line reads an order's fate from (order-fate.ts), and the reads of the records it still lacks. */
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useFeed, type KeyedLoadable } from '../../stores';
import { useSession } from '../../services/hooks';
import type { Order } from '../../../shared/exchange';
import type { FateSources, OpenNow } from '../../services/order-fate';

const openNow = (feed: KeyedLoadable<Order[]>): OpenNow | null =>
  feed.data === null || feed.updatedAt === null ? null : { pair: feed.key, orders: feed.data, readAt: feed.updatedAt };

/** The open orders of the market shown (polled while mounted), this screen's cancels, and the records read back. */
export function useFateSources(): FateSources {
  const session = useSession();
  const openFeed = useFeed('openOrders');
  const cancels = useStore(session.cancels, (s) => s.byOrderId);
  const records = useStore(session.orderRecords.store, (s) => s.byId);
  return useMemo(
    () => ({ open: openNow(openFeed), cancelled: (id) => cancels[id]?.status === 'done', record: (id) => records[id] }),
    [openFeed, cancels, records],
  );
}

/** Reads the exchange's record of each order that left the book (again at each read of Open orders, a few times at most). */
export function useLookUps(pair: string, orderIds: readonly number[], sources: FateSources): void {
  const session = useSession();
  const key = orderIds.join(' ');
  const readAt = sources.open?.readAt;
  useEffect(() => {
    for (const id of key === '' ? [] : key.split(' ')) void session.orderRecords.lookUp(pair, Number(id));
  }, [session, pair, key, readAt]);
}
