/**
 * Placing and cancelling orders, each journaled before it is sent and after it ends. Creates go through the
 * never-blind path: an answer lost is looked up by client order id, never sent again.
 */
import Decimal from 'decimal.js';
import type {
  BatchItem,
  BatchPlaced,
  CancelItem,
  CancelledOrder,
  CancelResults,
  ClosedPosition,
  PlacedOrder,
  ValidParamsOf,
} from '../../shared/bridge';
import { MatchType, MAX_BATCH, type Order, type Pair } from '../../shared/exchange';
import { scaleOrders } from '../../shared/trading';
import {
  batchCancelSafely,
  batchCreateSafely,
  cancelOrderSafely,
  createOrderSafely,
  ExchangeError,
  type CancelOutcome,
  type CreateOutcome,
  type ExchangeClient,
  type OrderInput,
} from '../exchange';
import { EXIT_ACTIONS, type Guards } from './guards';
import type { AccountService } from './account';
import { closeAllPositions } from './close-all';
import { newClientOrderId, newExitClientOrderId } from './client-order-id';
import { LEDGER_ACTIONS, type ExitLedger } from './exit-ledger';
import type { Journaled } from './journaled';
import type { MarketService } from './market';
import { orderRequest, positionTypeOf, type OrderSpec } from './order-request';
import type { PositionsService } from './positions';
import type { UnresolvedCreates } from './unresolved-creates';
import type { WatchSet } from './watch-set';

export interface TradingService {
  /** `clientOrderId`: one the caller wrote down first (a bracket's entry); a fresh one otherwise. */
  placeOrder(spec: OrderSpec, clientOrderId?: string): Promise<PlacedOrder>;
  placeBatch(params: ValidParamsOf<'trading.placeBatch'>): Promise<BatchPlaced>;
  placeScale(params: ValidParamsOf<'trading.placeScale'>): Promise<BatchPlaced>;
  cancelOrder(params: ValidParamsOf<'trading.cancelOrder'>): Promise<CancelledOrder>;
  cancelByClientId(params: ValidParamsOf<'trading.cancelByClientId'>): Promise<{ pair: string; clientOrderId: string }>;
  cancelOrders(params: ValidParamsOf<'trading.cancelOrders'>): Promise<CancelResults>;
  cancelAll(pair?: string): Promise<CancelResults>;
  closePosition(params: ValidParamsOf<'trading.closePosition'>): Promise<PlacedOrder>;
  /** Every open position of `pair`, or of every market, closed one after another (see close-all.ts). */
  closeAll(pair?: string): Promise<ClosedPosition[]>;
  /** Places a prepared create (never blind, journaled under `action`). */
  placePrepared(request: OrderInput, action: string): Promise<PlacedOrder>;
  /** Refuses (`guard-refused`) an order the guards would refuse, sending nothing: a bracket before its legs are written. */
  checkGuards(spec: OrderSpec): Promise<void>;
}

interface Deps {
  client: ExchangeClient;
  market: MarketService;
  account: AccountService;
  positions: PositionsService;
  journaled: Journaled;
  unresolved: UnresolvedCreates;
  watch: WatchSet;
  guards: Guards;
  exits: ExitLedger;
}

export function createTradingService({ client, market, account, positions, journaled, unresolved, watch, guards, exits }: Deps): TradingService {
  /** The leverage asked for, or the pair's setting for this margin mode. */
  const leverageFor = async (pair: Pair, spec: OrderSpec): Promise<number> =>
    spec.leverage ?? (await positions.leverage({ pair: pair.symbol, marginMode: spec.marginMode })).leverage;

  /** For an order that does not rest (IOC, FOK, market), reads back whether and how much it filled. */
  async function stateOf(request: OrderInput, orderId: number, found: Order | null): Promise<PlacedOrder['state']> {
    if (!request.isMarket && request.matchType === MatchType.GTC) return null;
    const order = found ?? (await client.call('queryOrder', { entrustId: orderId }).catch(() => null));
    if (!order) return null;
    const filled = new Decimal(order.dealQuantity);
    // The average fill price, so what is said of the order is the price it traded at, not its limit.
    const averagePrice = filled.gt(0) ? new Decimal(order.dealAmount).div(filled).toString() : null;
    return { status: order.status, filledQuantity: order.dealQuantity, averagePrice };
  }

  /** Every order passes the guards here, before it is journaled or sent; an exit passes them all. */
  async function guarded(requests: OrderInput[], action: string): Promise<void> {
    if (!EXIT_ACTIONS.has(action)) await guards.checkOrders(requests);
    guards.sent(requests.length);
  }

  /** An exit is sized to what its position holds less the exits on their way, and sent in its market's turn. */
  function place(request: OrderInput, action = 'placeOrder'): Promise<PlacedOrder> {
    if (!LEDGER_ACTIONS.has(action)) return send(request, action);
    const unknown = (err: unknown) => err instanceof ExchangeError && err.kind === 'unknown-outcome';
    return exits.send(
      request,
      async (sized) => {
        const placed = await send(sized, action);
        return sized.quantity === request.quantity ? placed : { ...placed, quantity: sized.quantity };
      },
      unknown,
    );
  }

  async function send(request: OrderInput, action: string): Promise<PlacedOrder> {
    await guarded([request], action);
    watch.orderPlaced(request.pairName);
    return journaled(action, request.clientOrderId, { ...request }, async () => {
      const sentAt = client.clock.serverNow();
      const result = await createOrderSafely(client, request);
      if (result.outcome === 'not-placed') throw result.reason;
      if (result.outcome === 'unknown') {
        // Not sent again: kept and looked for until the exchange says where it is (trading.outcome).
        result.error.clientOrderId = request.clientOrderId;
        unresolved.add({ pairName: request.pairName, clientOrderId: request.clientOrderId }, sentAt, result.error.message);
        throw result.error;
      }
      const { pairName, orderId } = result.ref;
      return { pair: pairName, orderId, clientOrderId: request.clientOrderId, state: await stateOf(request, orderId, result.order) };
    });
  }

  async function placeMany(requests: OrderInput[], action: string): Promise<BatchPlaced> {
    await guarded(requests, action);
    const ref = `batch-${requests[0]!.clientOrderId}`;
    for (const request of requests) watch.orderPlaced(request.pairName);
    return journaled(action, ref, { orders: requests }, async () => {
      const outcomes = await batchCreateSafely(client, { orders: requests });
      const items = requests.map((request, i) => batchItem(request, outcomes[i]!));
      return { items, placed: items.filter((item) => item.outcome === 'placed').length };
    });
  }

  async function cancelMany(orderIds: number[], action: string, ref: string): Promise<CancelResults> {
    return journaled(action, ref, { orderIds }, async () => {
      const items: CancelItem[] = [];
      for (let start = 0; start < orderIds.length; start += MAX_BATCH) {
        const chunk = orderIds.slice(start, start + MAX_BATCH);
        const outcomes = await batchCancelSafely(client, { entrustIds: chunk });
        chunk.forEach((orderId, i) => items.push(cancelItem(orderId, outcomes[i]!)));
      }
      return { items, cancelled: items.filter((item) => item.outcome === 'cancelled').length };
    });
  }

  const service: TradingService = {
    placePrepared: place,

    async checkGuards(spec) {
      const pair = await market.pair(spec.pair);
      await guards.checkOrders([orderRequest(pair, spec, await leverageFor(pair, spec), newClientOrderId())]);
    },

    async placeOrder({ reduceOnly, ...spec }, clientOrderId) {
      const pair = await market.pair(spec.pair);
      const id = clientOrderId ?? (reduceOnly ? newExitClientOrderId() : newClientOrderId());
      return place(orderRequest(pair, spec, await leverageFor(pair, spec), id), reduceOnly ? 'reduceOnlyOrder' : 'placeOrder');
    },

    async placeBatch({ orders }) {
      const requests: OrderInput[] = [];
      for (const spec of orders) {
        if (spec.reduceOnly) throw new ExchangeError('invalid-input', 'Reduce only is for one order at a time, not in a batch');
        const pair = await market.pair(spec.pair);
        requests.push(orderRequest(pair, spec, await leverageFor(pair, spec), newClientOrderId()));
      }
      return placeMany(requests, 'placeBatch');
    },

    async placeScale({ pair: symbol, side, fromPrice, toPrice, count, totalQuantity, distribution, leverage, marginMode, timeInForce }) {
      const pair = await market.pair(symbol);
      const scale = scaleOrders({ fromPrice, toPrice, count, totalQuantity, distribution }, pair);
      if (!scale.ok) throw new ExchangeError('invalid-input', scale.message);
      const base = { pair: symbol, side, type: 'limit' as const, leverage, marginMode, timeInForce };
      const lever = await leverageFor(pair, { ...base, quantity: totalQuantity });
      const requests = scale.legs.map((leg) => orderRequest(pair, { ...base, ...leg }, lever, newClientOrderId()));
      return placeMany(requests, 'placeScale');
    },

    async cancelOrder({ pair, orderId }) {
      return journaled('cancelOrder', `cancel-${orderId}`, { pair, entrustId: orderId }, async () => {
        const result = await cancelOrderSafely(client, { entrustId: orderId });
        if (result.outcome === 'not-cancelled') throw result.reason;
        if (result.outcome === 'unknown') throw result.error;
        return { pair, orderId };
      });
    },

    async cancelByClientId({ pair, clientOrderId }) {
      await market.pair(pair);
      return journaled('cancelByClientId', `cancel-${clientOrderId}`, { pair, clientOrderId }, async () => {
        if (!(await client.call('cancelOrderByClientId', { clientOrderId }))) {
          throw new ExchangeError('rejected', 'The exchange did not cancel the order');
        }
        return { pair, clientOrderId };
      });
    },

    cancelOrders: ({ orderIds }) => cancelMany(orderIds, 'cancelOrders', `cancel-${orderIds[0]}x${orderIds.length}`),

    async cancelAll(pair) {
      // Every market is asked, not only the watched ones: an order placed elsewhere must not survive "Cancel all".
      const open = pair === undefined ? await account.openOrdersEverywhere() : await account.openOrders(pair);
      if (open.length === 0) return { items: [], cancelled: 0 };
      return cancelMany(
        open.map((o) => o.id),
        'cancelAll',
        `cancel-all-${pair ?? 'markets'}-${Date.now()}`,
      );
    },

    async closePosition({ pair: symbol, positionId, type, price, quantity }) {
      const pair = await market.pair(symbol);
      const position = await positions.get(symbol, positionId);
      const size = quantity ?? position.quantity;
      if (new Decimal(size).greaterThan(position.quantity)) {
        throw new ExchangeError('invalid-input', `Quantity is more than the position's ${position.quantity}`);
      }
      const spec: OrderSpec = {
        pair: symbol,
        side: position.isLong ? 'sell' : 'buy',
        type,
        price,
        quantity: size,
        marginMode: position.positionType === positionTypeOf('cross') ? 'cross' : 'isolated',
        timeInForce: type === 'market' ? 'IOC' : 'GTC',
      };
      return place(orderRequest(pair, spec, position.lever, newExitClientOrderId()), 'closePosition');
    },

    closeAll: (pair) => closeAllPositions({ positions, account, trading: service }, pair),
  };
  return service;
}

function batchItem(request: OrderInput, outcome: CreateOutcome): BatchItem {
  const base = {
    pair: request.pairName,
    clientOrderId: request.clientOrderId,
    price: request.isMarket ? null : request.price,
    quantity: request.quantity,
  };
  if (outcome.outcome === 'placed') return { ...base, outcome: 'placed', orderId: outcome.ref.orderId };
  const error = outcome.outcome === 'not-placed' ? outcome.reason : outcome.error;
  return { ...base, outcome: outcome.outcome, error: error.toBridge() };
}

function cancelItem(orderId: number, outcome: CancelOutcome): CancelItem {
  if (outcome.outcome === 'cancelled') return { orderId, outcome: 'cancelled' };
  const error = outcome.outcome === 'not-cancelled' ? outcome.reason : outcome.error;
  return { orderId, outcome: outcome.outcome, error: error.toBridge() };
}
