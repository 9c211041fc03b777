/** The trading actions: send, record the outcome in the stores, and refresh what the action changed. */
import type { Invoke } from './invoke';
import type { CancelsStore } from './cancels-store';
import type { MarginMode, PlaceOrderRequest, PlaceScaleRequest } from '../../shared/bridge';
import { leverageKey, type OrderEntryStore } from './order-entry-store';

export interface TradingDeps {
  invoke: Invoke;
  orderEntry: OrderEntryStore;
  cancels: CancelsStore;
  /** Depth and open orders at once: an order changes both, whatever its outcome. */
  afterTrade: () => void;
  now?: () => number;
  /** Resolves after `ms` (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
}

const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface Trading {
  placeOrder: (request: PlaceOrderRequest) => Promise<void>;
  /** A scale of limit orders, sent as one batch; each order's own outcome comes back. */
  placeScale: (request: PlaceScaleRequest) => Promise<void>;
  cancelOrder: (pair: string, orderId: number) => Promise<void>;
  /** Reads the exchange's trade configs, once per session (again only after a failure). */
  loadTradeConfigs: () => Promise<void>;
  /** Reads the account's leverage setting for the pair and mode (each time the form turns to them). */
  loadLeverage: (pair: string, marginMode: MarginMode) => Promise<void>;
}

/** How often, and for how long, the screen asks what became of an order whose outcome is unknown. */
const FOLLOW_MS = 3000;
const FOLLOW_FOR_MS = 5 * 60_000;

export function createTrading({ invoke, orderEntry, cancels, afterTrade, now = Date.now, wait = defaultWait }: TradingDeps): Trading {
  const entry = () => orderEntry.getState();

  /** Asks the core (which keeps looking the order up) until it knows; then the screen says how it ended. */
  async function followUnknown(clientOrderId: string, pair: string): Promise<void> {
    const until = now() + FOLLOW_FOR_MS;
    while (now() < until) {
      await wait(FOLLOW_MS);
      const answer = await invoke('trading.outcome', { clientOrderId });
      if (!answer.ok || answer.value.status === 'unknown') continue;
      const found = answer.value;
      entry().actions.outcomeFound(
        clientOrderId,
        found.status === 'placed'
          ? { ok: true, value: { pair, orderId: found.orderId, clientOrderId, state: null } }
          : { ok: false, error: { kind: 'network', message: found.message } },
      );
      afterTrade();
      return;
    }
  }

  return {
    async placeOrder(request) {
      // One order at a time: a second click while the first is out would be a second order.
      if (entry().submission.status === 'pending') return;
      entry().actions.submitted(request);
      const result = await invoke('trading.placeOrder', request);
      entry().actions.settled(result);
      afterTrade();
      if (!result.ok && result.error.clientOrderId) void followUnknown(result.error.clientOrderId, request.pair);
    },
    async placeScale(request) {
      if (entry().scaleSubmission.status === 'pending') return;
      entry().actions.scaleSubmitted(request);
      const result = await invoke('trading.placeScale', request);
      entry().actions.scaleSettled(result);
      afterTrade();
    },
    async cancelOrder(pair, orderId) {
      if (cancels.getState().byOrderId[orderId]?.status === 'pending') return;
      cancels.getState().actions.started(orderId);
      const result = await invoke('trading.cancelOrder', { pair, orderId });
      cancels.getState().actions.settled(orderId, result);
      afterTrade();
    },
    async loadTradeConfigs() {
      const { status } = entry().tradeConfigs;
      if (status === 'ok' || status === 'loading') return;
      entry().actions.tradeConfigsRequested();
      entry().actions.tradeConfigsSettled(await invoke('account.tradeConfigs', {}), now());
    },
    async loadLeverage(pair, marginMode) {
      const key = leverageKey(pair, marginMode);
      if (entry().leverageSettings[key]?.status === 'loading') return;
      entry().actions.leverageRequested(key);
      entry().actions.leverageSettled(key, await invoke('positions.leverage', { pair, marginMode }), now());
    },
  };
}
