/** Creating and cancelling orders, singly and in batches (docs/exchange-api.md). */
import { MAX_BATCH, type OrderRef } from '../../../../shared/exchange';
import { accept, illegal, required, type OrderCommand, type Outcome } from '../../engine';
import { readOrder } from '../order-input';
import { integer, Rejected, text, type Params } from '../params';
import { paramsOfJson } from '../json-params';
import type { PaperState } from '../../state/paper-state';
import { idList, pairOf } from './read';
import type { Call, RouteTable, Venue } from './route';

/** A cancelled item's `resultCode`, as the spec gives it. */
const CANCELLED = 1;

export const orderRoutes: RouteTable = {
  'POST /api/third/hot/order/create': {
    private: true,
    handle: ({ params, accountId, now }, venue) => {
      const order = readOrder(params, pairOf(params, venue.state));
      return venue.execute({ type: 'placeOrder', accountId, order, now }) as Promise<Outcome<OrderRef>>;
    },
  },

  // All or nothing on the parameters (client order ids included); then placed in order, stopping at the first
  // the engine refuses (e.g. 2102), whose answer names the orders placed before it: they stand.
  'POST /api/third/hot/order/batchCreate': {
    private: true,
    body: 'json',
    handle: async (call, venue) => {
      const orders = batchItems(call).map((item) => orderOf(item, venue.state));
      if (!clientOrderIdsFree(orders, call.accountId, venue)) return illegal('clientOrderId');
      const outcomes = (await venue.execute({
        type: 'placeOrders',
        accountId: call.accountId,
        orders,
        stopAtFirstFailure: true,
        now: call.now,
      })) as Outcome<OrderRef>[];
      const refused = outcomes.find((o) => !o.ok);
      const placed = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
      if (!refused) return accept(placed);
      if (placed.length === 0) return refused;
      const ids = placed.map((p) => `#${p.orderId}`).join(', ');
      return { ...refused, msg: `${refused.msg} (order ${placed.length + 1} of ${orders.length}; placed before it: ${ids})` };
    },
  },

  // One result per order, in order; a refused item has orderId null and its own code.
  'POST /api/third/hot/order/batchCreateWithRes': {
    private: true,
    body: 'json',
    handle: async (call, venue) => {
      const items = batchItems(call).map((item) => {
        try {
          return orderOf(item, venue.state);
        } catch (error) {
          if (!(error instanceof Rejected)) throw error;
          return { rejected: error.rejection, corderId: textOf(item.clientOrderId), pairName: textOf(item.pairName) };
        }
      });
      const valid = items.filter((i): i is OrderCommand => !('rejected' in i));
      const placed = (await venue.execute({
        type: 'placeOrders',
        accountId: call.accountId,
        orders: valid,
        stopAtFirstFailure: false,
        now: call.now,
      })) as Outcome<OrderRef>[];
      let next = 0;
      return accept(
        items.map((item) => {
          if ('rejected' in item) {
            const { code, msg } = item.rejected;
            return { corderId: item.corderId, orderId: null, pairName: item.pairName, resultCode: code, resultMsg: msg };
          }
          const outcome = placed[next++]!;
          const pairName = venue.state.engine.pairs.find((p) => p.id === item.pairId)?.symbol ?? '';
          return outcome.ok
            ? { corderId: item.clientOrderId, orderId: outcome.value.orderId, pairName, resultCode: 200, resultMsg: 'SUCCESS' }
            : { corderId: item.clientOrderId, orderId: null, pairName, resultCode: outcome.code, resultMsg: outcome.msg };
        }),
      );
    },
  },

  'POST /api/third/order/cancelEntrust': {
    private: true,
    handle: ({ params, accountId, now }, venue) =>
      venue.execute({ type: 'cancelOrder', accountId, orderId: params.required('entrustId', integer), now }) as Promise<Outcome<true>>,
  },

  'POST /api/third/order/cancelEntrustByCli': {
    private: true,
    handle: ({ params, accountId, now }, venue) =>
      venue.execute({
        type: 'cancelByClientOrderId',
        accountId,
        clientOrderId: params.required('clientOrderId', text),
        now,
      }) as Promise<Outcome<true>>,
  },

  // One by one, stopping at the first failure: the first failure is the answer.
  'POST /api/third/order/batchCancelEntrust': {
    private: true,
    handle: async ({ params, accountId, now }, venue) => {
      const orderIds = idList(params, 'entrustIds', MAX_BATCH);
      const outcomes = await cancelEach(venue, accountId, orderIds, true, now);
      return outcomes.find((o) => !o.ok) ?? accept(true);
    },
  },

  // One by one, skipping failures, a result for every id.
  'POST /api/third/order/batchCancelWithRes': {
    private: true,
    handle: async ({ params, accountId, now }, venue) => {
      const orderIds = idList(params, 'entrustIds', MAX_BATCH);
      const outcomes = await cancelEach(venue, accountId, orderIds, false, now);
      return accept(
        orderIds.map((orderId, i) => {
          const order = venue.state.engine.order(accountId, orderId);
          const outcome = outcomes[i]!;
          return {
            orderId,
            clientOrderId: order?.clientOrderId ?? '',
            pairName: order?.symbol ?? '',
            isLong: order?.isLong ?? null,
            resultCode: outcome.ok ? CANCELLED : outcome.code,
            resultMsg: outcome.ok ? 'canceled' : outcome.msg,
          };
        }),
      );
    },
  },
};

const cancelEach = (venue: Venue, accountId: number, orderIds: number[], stopAtFirstFailure: boolean, now: number) =>
  venue.execute({ type: 'cancelOrders', accountId, orderIds, stopAtFirstFailure, now }) as Promise<Outcome<true>[]>;

/** The `orders` array of a batch body: 1 to MAX_BATCH objects. */
function batchItems({ json }: Call): Record<string, unknown>[] {
  const orders = json?.['orders'];
  if (orders === undefined) throw new Rejected(required('orders'));
  if (!Array.isArray(orders) || orders.length === 0 || orders.length > MAX_BATCH) throw new Rejected(illegal('orders'));
  return orders.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new Rejected(illegal('orders'));
    return item as Record<string, unknown>;
  });
}

/** No two orders of the batch share a client order id, and the account has used none of them. */
function clientOrderIdsFree(orders: readonly OrderCommand[], accountId: number, venue: Venue): boolean {
  const ids = new Set(orders.map((o) => o.clientOrderId));
  return ids.size === orders.length && orders.every((o) => venue.state.engine.orderIdOf(accountId, o.clientOrderId) === undefined);
}

function orderOf(item: Record<string, unknown>, state: PaperState): OrderCommand {
  const params: Params = paramsOfJson(item);
  return readOrder(params, pairOf(params, state));
}

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
