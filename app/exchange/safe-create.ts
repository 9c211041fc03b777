/**
 * Creates that are never blind (docs/architecture.md, "Writes"). A create whose outcome is unknown (timeout,
 * dropped connection, 5xx, unreadable answer) is not resent: its client order id is looked up, open orders then
 * order history, and the create is reported as it really ended. Only `not-placed` lets a caller send the order
 * again, and then with a NEW client order id.
 */
import { LANDING_WINDOW_MS, type CreateItemResult, type Order, type OrderRef } from '../../shared/exchange';
import type { ExchangeClient } from './client';
import type { ParamsOf } from './endpoints';
import { asExchangeError, ExchangeError, isThrottled, mayHaveLanded } from './errors';
import { lookUpOrders, type LookupOptions, type LookupWindow, type Wanted } from './order-lookup';

export type CreateOutcome =
  /** On the exchange. `order` is the record found when the answer was lost and the order looked up. */
  | { outcome: 'placed'; ref: OrderRef; order: Order | null }
  /** Not on the exchange, and it will not arrive: it may be sent again, with a new client order id. */
  | { outcome: 'not-placed'; reason: ExchangeError }
  /** Still not known (the look-up failed too): do not send it again; look again later. */
  | { outcome: 'unknown'; error: ExchangeError };

export type BatchCreateOptions = LookupOptions & {
  /** `batchCreateWithRes` (the default) answers per order; `batchCreate` stops at the first refused. */
  via?: 'batchCreateWithRes' | 'batchCreate';
};

/** Places one order and tells how it really ended. Never throws for the exchange's sake. */
export async function createOrderSafely(
  client: ExchangeClient,
  params: ParamsOf<'createOrder'>,
  options: LookupOptions = {},
): Promise<CreateOutcome> {
  const sentAfter = client.clock.serverNow();
  try {
    return { outcome: 'placed', ref: await client.call('createOrder', params), order: null };
  } catch (err) {
    const error = asExchangeError(err);
    if (!mayHaveLanded(error)) return { outcome: 'not-placed', reason: error };
    const [outcome] = await settle(client, [params], error, stillLanding(client, sentAfter, options), true, options);
    return outcome!;
  }
}

/** Places a batch and tells, for each order in the batch's order, how it really ended. */
export async function batchCreateSafely(
  client: ExchangeClient,
  params: ParamsOf<'batchCreateWithRes'>,
  { via = 'batchCreateWithRes', ...options }: BatchCreateOptions = {},
): Promise<CreateOutcome[]> {
  const items: Wanted[] = params.orders;
  const sentAfter = client.clock.serverNow();
  let answered: Map<string, CreateOutcome>;
  try {
    answered = via === 'batchCreate' ? placedOf(await client.call('batchCreate', params)) : itemsOf(await client.call('batchCreateWithRes', params));
  } catch (err) {
    const error = asExchangeError(err);
    // batchCreate places in order and stops at the first refusal: those before it stand.
    const partly = via === 'batchCreate' && error.kind === 'rejected' && !isThrottled(error);
    if (!mayHaveLanded(error) && !partly) return items.map(() => ({ outcome: 'not-placed', reason: error }));
    const window = partly ? { sentAfter, landsBy: client.clock.serverNow() } : stillLanding(client, sentAfter, options);
    return settle(client, items, error, window, !partly, options);
  }
  const unanswered = items.filter((item) => !answered.has(item.clientOrderId));
  if (unanswered.length > 0) {
    const error = new ExchangeError('unknown-outcome', 'The exchange answered the batch without these orders');
    const window = { sentAfter, landsBy: client.clock.serverNow() };
    const looked = await settle(client, unanswered, error, window, false, options);
    unanswered.forEach((item, i) => answered.set(item.clientOrderId, looked[i]!));
  }
  return items.map((item) => answered.get(item.clientOrderId)!);
}

const placedOf = (refs: OrderRef[]) => new Map<string, CreateOutcome>(refs.map((ref) => [ref.corderId, { outcome: 'placed', ref, order: null }]));

function itemsOf(results: CreateItemResult[]): Map<string, CreateOutcome> {
  return new Map(
    results.map(({ corderId, orderId, pairName, resultCode, resultMsg }): [string, CreateOutcome] => [
      corderId,
      orderId !== null && resultCode === 200
        ? { outcome: 'placed', ref: { pairName, orderId, corderId }, order: null }
        : { outcome: 'not-placed', reason: new ExchangeError('rejected', resultMsg, resultCode) },
    ]),
  );
}
/**
 * Looks up creates whose outcome was left `unknown` (the look-up failed too, or the app stopped before it could
 * look): `sentAt` is the server time (ms) they were sent, as journaled. While they could still land, an order
 * not found is looked for again.
 */
export async function checkCreates(
  client: ExchangeClient,
  items: readonly Wanted[],
  sentAt: number,
  options: LookupOptions = {},
): Promise<CreateOutcome[]> {
  const error = new ExchangeError('unknown-outcome', 'The answer to this create was lost');
  const window = { sentAfter: sentAt, landsBy: sentAt + (options.landingWindowMs ?? LANDING_WINDOW_MS) };
  return settle(client, items, error, window, true, options);
}

/** A request that failed just now may still land until its timestamp falls out of the exchange's window. */
const stillLanding = (client: ExchangeClient, sentAfter: number, options: LookupOptions): LookupWindow => ({
  sentAfter,
  landsBy: client.clock.serverNow() + (options.landingWindowMs ?? LANDING_WINDOW_MS),
});

/**
 * Looks the orders up and reports each as found (placed) or not. `lost`: the request's answer was lost, so an
 * order not found (once it can no longer land) was lost on the way; otherwise `error` is why it was not placed.
 */
async function settle(
  client: ExchangeClient,
  items: readonly Wanted[],
  error: ExchangeError,
  window: LookupWindow,
  lost: boolean,
  options: LookupOptions,
): Promise<CreateOutcome[]> {
  let found: Map<string, Order>;
  try {
    found = await lookUpOrders(client, items, window, options);
  } catch (lookupErr) {
    const message = `${error.message}; looking the order up failed too (${asExchangeError(lookupErr).message})`;
    return items.map(() => ({ outcome: 'unknown', error: new ExchangeError('unknown-outcome', message) }));
  }
  return items.map(({ pairName, clientOrderId }): CreateOutcome => {
    const order = found.get(clientOrderId);
    if (order) return { outcome: 'placed', ref: { pairName, orderId: order.id, corderId: clientOrderId }, order };
    const reason = lost ? new ExchangeError('network', `${error.message}; the exchange has no order ${clientOrderId}: it was not placed`) : error;
    return { outcome: 'not-placed', reason };
  });
}
