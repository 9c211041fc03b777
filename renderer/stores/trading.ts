/** The trading actions: send, record the outcome in the stores, and refresh what the action changed. */
import type { Invoke } from './invoke';
import type { CancelsStore } from './cancels-store';
import type { OrderEntryStore, PlaceOrderRequest } from './order-entry-store';

export interface TradingDeps {
  invoke: Invoke;
  orderEntry: OrderEntryStore;
  cancels: CancelsStore;
  /** Depth and open orders at once: an order changes both, whatever its outcome. */
  afterTrade: () => void;
}

export interface Trading {
  placeOrder: (request: PlaceOrderRequest) => Promise<void>;
  cancelOrder: (pair: string, orderId: number) => Promise<void>;
}

export function createTrading({ invoke, orderEntry, cancels, afterTrade }: TradingDeps): Trading {
  return {
    async placeOrder(request) {
      // One order at a time: a second click while the first is out would be a second order.
      if (orderEntry.getState().submission.status === 'pending') return;
      orderEntry.getState().actions.submitted(request);
      const result = await invoke('trading.placeOrder', request);
      orderEntry.getState().actions.settled(result);
      afterTrade();
    },
    async cancelOrder(pair, orderId) {
      if (cancels.getState().byOrderId[orderId]?.status === 'pending') return;
      cancels.getState().actions.started(orderId);
      const result = await invoke('trading.cancelOrder', { pair, orderId });
      cancels.getState().actions.settled(orderId, result);
      afterTrade();
    },
  };
}
