/**
 * The exchange's records of orders a status line said were placed and that have since left Open orders, read on
 * demand (one at a time per order, a few tries at most: an exchange may still say open for a moment), so the line
 * can say "filled" or "cancelled" instead of "no longer open". No React here.
 */
import { createStore } from 'zustand/vanilla';
import { OrderStatus, type Order } from '../../shared/exchange';
import type { ReadInvoke } from '../stores/invoke';

/** Reads of one order at most: enough for an exchange that lags, never a poll that runs on. */
const MAX_TRIES = 3;

export interface OrderRecords {
  /** The records read so far, by order id. */
  store: ReturnType<typeof createRecordsStore>;
  /** Reads the order's record unless it is being read, already final, or read too often. */
  lookUp: (pair: string, orderId: number) => Promise<void>;
}

const createRecordsStore = () => createStore<{ byId: Readonly<Record<number, Order>> }>()(() => ({ byId: {} }));

const isFinal = (order: Order | undefined): boolean =>
  order !== undefined && order.status !== OrderStatus.OPEN && order.status !== OrderStatus.PARTIALLY_FILLED;

export function createOrderRecords(invoke: ReadInvoke): OrderRecords {
  const store = createRecordsStore();
  const asking = new Set<number>();
  const tries = new Map<number, number>();
  return {
    store,
    async lookUp(pair, orderId) {
      const tried = tries.get(orderId) ?? 0;
      if (asking.has(orderId) || tried >= MAX_TRIES || isFinal(store.getState().byId[orderId])) return;
      asking.add(orderId);
      tries.set(orderId, tried + 1);
      const result = await invoke('account.order', { pair, orderId }, 'background');
      asking.delete(orderId);
      if (result.ok) store.setState((s) => ({ byId: { ...s.byId, [orderId]: result.value } }));
    },
  };
}
