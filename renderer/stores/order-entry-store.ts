/** What the trader has typed into the order form, and how the last order they sent went. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BridgeResult, ParamsOf, PlacedOrder } from '../../shared/bridge';
import { useSession } from './session-context';

export type PlaceOrderRequest = ParamsOf<'trading.placeOrder'>;
export type OrderField = 'price' | 'quantity';

export type Submission =
  | { status: 'idle' }
  | { status: 'pending'; request: PlaceOrderRequest }
  | { status: 'settled'; request: PlaceOrderRequest; result: BridgeResult<PlacedOrder> };

export interface OrderEntryState {
  price: string;
  quantity: string;
  /** A field shows its error only once the trader has left it or tried to send. */
  touched: Record<OrderField, boolean>;
  submission: Submission;
  actions: {
    setPrice: (text: string) => void;
    setQuantity: (text: string) => void;
    touch: (field: OrderField) => void;
    touchAll: () => void;
    /** Empties the fields: a price typed for one pair is nonsense for another. */
    clearFields: () => void;
    submitted: (request: PlaceOrderRequest) => void;
    settled: (result: BridgeResult<PlacedOrder>) => void;
    /** Forgets the last outcome, so it is not read as the answer to a newer attempt. */
    dismissOutcome: () => void;
  };
}

export type OrderEntryStore = ReturnType<typeof createOrderEntryStore>;

const untouched: Record<OrderField, boolean> = { price: false, quantity: false };

export function createOrderEntryStore() {
  return createStore<OrderEntryState>()((set) => ({
    price: '',
    quantity: '',
    touched: untouched,
    submission: { status: 'idle' },
    actions: {
      setPrice: (price) => set({ price }),
      setQuantity: (quantity) => set({ quantity }),
      touch: (field) => set((s) => (s.touched[field] ? s : { touched: { ...s.touched, [field]: true } })),
      touchAll: () => set({ touched: { price: true, quantity: true } }),
      clearFields: () => set({ price: '', quantity: '', touched: untouched }),
      submitted: (request) => set({ submission: { status: 'pending', request } }),
      settled: (result) =>
        set((s) => (s.submission.status === 'pending' ? { submission: { status: 'settled', request: s.submission.request, result } } : s)),
      dismissOutcome: () => set((s) => (s.submission.status === 'settled' ? { submission: { status: 'idle' } } : s)),
    },
  }));
}

const useOrderEntry = <T>(selector: (s: OrderEntryState) => T): T => useStore(useSession().orderEntry, selector);

export const useOrderPriceText = (): string => useOrderEntry((s) => s.price);
export const useOrderQuantityText = (): string => useOrderEntry((s) => s.quantity);
export const useOrderTouched = (): Record<OrderField, boolean> => useOrderEntry((s) => s.touched);
export const useSubmission = (): Submission => useOrderEntry((s) => s.submission);
export const useOrderEntryActions = (): OrderEntryState['actions'] => useOrderEntry((s) => s.actions);
