/** React's view of the order entry store and the cancels store (the stores themselves are plain factories). */
import { useStore } from 'zustand';
import type { CancelState } from './cancels-store';
import type { OrderEntryState, OrderField, ScaleSubmission, Submission } from './order-entry-store';
import { useSession } from './session-context';

const useOrderEntry = <T>(selector: (s: OrderEntryState) => T): T => useStore(useSession().orderEntry, selector);

/** Any part of the order form's state (select a field or an object the store keeps, so it redraws only on change). */
export const useOrderEntryState = useOrderEntry;
export const useOrderPriceText = (): string => useOrderEntry((s) => s.price);
export const useOrderQuantityText = (): string => useOrderEntry((s) => s.quantity);
export const useOrderTouched = (): Record<OrderField, boolean> => useOrderEntry((s) => s.touched);
export const useSubmission = (): Submission => useOrderEntry((s) => s.submission);
export const useScaleSubmission = (): ScaleSubmission => useOrderEntry((s) => s.scaleSubmission);
export const useOrderEntryActions = (): OrderEntryState['actions'] => useOrderEntry((s) => s.actions);

export const useCancelState = (orderId: number): CancelState | undefined =>
  useStore(useSession().cancels, (s) => s.byOrderId[orderId]);
