/** Cancels in progress or just finished, by order id, so each open-order row can show its own. */
import { createStore } from 'zustand/vanilla';
import type { BridgeError, BridgeResult, CancelledOrder } from '../../shared/bridge';

/** `done`: the exchange cancelled it; the row goes at the next open-orders refresh. */
export type CancelState = { status: 'pending' } | { status: 'done' } | { status: 'failed'; error: BridgeError };

export interface CancelsState {
  byOrderId: Readonly<Record<number, CancelState>>;
  actions: {
    started: (orderId: number) => void;
    settled: (orderId: number, result: BridgeResult<CancelledOrder>) => void;
    /** Forgets orders no longer open. */
    retain: (openOrderIds: readonly number[]) => void;
    clear: () => void;
  };
}

export type CancelsStore = ReturnType<typeof createCancelsStore>;

export function createCancelsStore() {
  return createStore<CancelsState>()((set) => ({
    byOrderId: {},
    actions: {
      started: (orderId) => set((s) => ({ byOrderId: { ...s.byOrderId, [orderId]: { status: 'pending' } } })),
      settled: (orderId, result) =>
        set((s) => ({
          byOrderId: { ...s.byOrderId, [orderId]: result.ok ? { status: 'done' } : { status: 'failed', error: result.error } },
        })),
      retain: (openOrderIds) =>
        set((s) => {
          const kept = Object.entries(s.byOrderId).filter(([id]) => openOrderIds.includes(Number(id)));
          return kept.length === Object.keys(s.byOrderId).length ? s : { byOrderId: Object.fromEntries(kept) };
        }),
      clear: () => set({ byOrderId: {} }),
    },
  }));
}
