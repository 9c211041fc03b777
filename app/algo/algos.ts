/**
 * The chases and TWAPs of one session: the step machine fed by a loop that, while any is live, reads (in the
 * write band) each one's order on the exchange first, then the best prices of their markets and, for reduce only,
 * the positions. Every change is on disk before its actions are carried out; an order goes through the never-blind
 * create path under the client order id the machine wrote, and one whose fate is not known (a lost answer, a
 * crash) is looked up by that id before anything else is sent. So after a restart a chase re-reads its order
 * first, and a TWAP carries on from its last recorded slice.
 */
import { randomBytes, randomInt } from 'node:crypto';
import Decimal from 'decimal.js';
import type { AlgoView, ValidParamsOf } from '../../shared/bridge';
import { decimalsOf } from '../../shared/decimal';
import { REDUCE_ONLY_ALGO_PREFIX } from '../../shared/trading';
import { checkCreates, ExchangeError, inBand } from '../exchange';
import { checkLeverage, orderRequest, positionTypeOf } from '../trading/order-request';
import { averagePrice, floorLot, isLive, remainder } from './child';
import { newChase, newTwap } from './create';
import { emptyAlgoState, step } from './engine';
import type { AlgoAction, AlgoEvent, AlgoOrder, AlgoState, PositionView } from './model';
import { liveThenNewest, prunedEnded, ROUND_MS } from '../durable/loop';
import { durableMachine } from '../durable/machine';
import type { TradingDeps } from '../trading/trading-deps';
import type { AlgoStore } from './store';
import { twapSchedule } from './twap';

/** Ended ones kept for the Working tab. */
const KEEP_ENDED = 100;

export interface Algos {
  list(): AlgoView[];
  chase(params: ValidParamsOf<'algo.chase'>): Promise<AlgoView>;
  twap(params: ValidParamsOf<'algo.twap'>): Promise<AlgoView>;
  pause(id: string): Promise<AlgoView>;
  resume(id: string): Promise<AlgoView>;
  cancel(id: string): Promise<AlgoView>;
  /** Live ones (working, paused, or ending). */
  live(): number;
  /** Why they cannot act now; null: nothing. */
  failure(): string | null;
  /** One round of the loop now. */
  cycle(): Promise<void>;
  close(): Promise<void>;
}

/** What they trade with, and their own file. */
export type AlgoDeps = TradingDeps & { store: AlgoStore };

/** A reduce-only one's id begins `ar`, so its orders' client order ids mark them as exits (shared/trading/exit-ids.ts). */
const newAlgoId = (reduceOnly: boolean): string =>
  `${reduceOnly ? REDUCE_ONLY_ALGO_PREFIX : 'a'}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export async function openAlgos({ client, market, positions, trading, store }: AlgoDeps): Promise<Algos> {
  const now = () => client.clock.serverNow();
  const loop = durableMachine<AlgoState, AlgoEvent, AlgoAction>({
    what: 'Chases and TWAPs',
    file: store.file,
    state: { ...emptyAlgoState(), orders: await store.load() },
    step: (state, event) => {
      const result = step(state, event);
      return { ...result, state: { ...result.state, orders: prunedEnded(result.state.orders, isLive, KEEP_ENDED) } };
    },
    // The books and positions seen are read again at start: only the orders are saved for.
    changed: (before, after) => JSON.stringify(after.orders) !== JSON.stringify(before.orders),
    save: (state) => store.save(state.orders),
    carryOut: (action) => carryOut(action),
    waiting: 'their orders',
    everyMs: ROUND_MS,
    live: (state) => state.orders.some(isLive),
    round: () => cycle(),
  });
  const { apply } = loop;
  const orders = () => loop.state().orders;
  const liveOrders = () => orders().filter(isLive);

  async function carryOut(action: AlgoAction): Promise<void> {
    if (action.type === 'place') return place(action);
    try {
      await trading.cancelOrder({ pair: action.pair, orderId: action.orderId });
    } catch {
      // Refused (already filled or cancelled) or lost: the read-back says where it is.
    }
    await readChild(action.id, action.clientOrderId, action.orderId);
  }

  async function place(action: Extract<AlgoAction, { type: 'place' }>): Promise<void> {
    const order = orders().find((o) => o.id === action.id)!;
    const sent = { type: 'sent' as const, id: action.id, clientOrderId: action.clientOrderId, at: now() };
    try {
      const pair = await market.pair(action.pair);
      const type = action.price === null ? ('market' as const) : ('limit' as const);
      const spec = {
        pair: action.pair,
        side: action.side,
        type,
        ...(action.price !== null && { price: action.price }),
        quantity: action.quantity,
        marginMode: order.marginMode,
        timeInForce: action.timeInForce,
      };
      const request = orderRequest(pair, spec, order.leverage, action.clientOrderId);
      // A reduce-only order is capped at the position it reduces: an exit, which the guards let through.
      const placed = await trading.placePrepared(request, order.reduceOnly ? 'algoExit' : 'algoOrder');
      await apply({ ...sent, outcome: 'placed', orderId: placed.orderId });
    } catch (err) {
      // Its fate unknown: it stays `sending`, and the loop looks its client order id up.
      if (err instanceof ExchangeError && err.kind === 'unknown-outcome') return;
      await apply({ ...sent, outcome: 'not-placed', message: err instanceof Error ? err.message : String(err) });
    }
  }

  async function readChild(id: string, clientOrderId: string, orderId: number): Promise<void> {
    const order = await client.call('queryOrder', { entrustId: orderId }).catch(() => null);
    if (order)
      await apply({ type: 'read', id, clientOrderId, status: order.status, filled: order.dealQuantity, amount: order.dealAmount, at: now() });
  }

  /** Each live one's order: looked up by client order id while its create's fate is unknown, else read by id. */
  async function readChildren(): Promise<void> {
    for (const order of liveOrders()) {
      const child = order.child;
      if (child === null) continue;
      if (child.orderId !== null) {
        await readChild(order.id, child.clientOrderId, child.orderId);
        continue;
      }
      const [found] = await checkCreates(client, [{ pairName: order.pair, clientOrderId: child.clientOrderId }], child.sentAt, { attempts: 1 });
      const sent = { type: 'sent' as const, id: order.id, clientOrderId: child.clientOrderId, at: now() };
      if (found?.outcome === 'placed') await apply({ ...sent, outcome: 'placed', orderId: found.ref.orderId });
      if (found?.outcome === 'not-placed') await apply({ ...sent, outcome: 'not-placed', message: found.reason.message });
    }
  }

  async function readBooks(): Promise<void> {
    for (const pair of new Set(liveOrders().map((o) => o.pair))) {
      const depth = await client.call('depth', { pairName: pair, limit: 1 });
      await apply({ type: 'book', pair, bid: depth.bids[0]?.price ?? null, ask: depth.asks[0]?.price ?? null, at: now() });
    }
  }

  async function readPositions(): Promise<void> {
    const pairs = new Set(
      liveOrders()
        .filter((o) => o.reduceOnly)
        .map((o) => o.pair),
    );
    if (pairs.size === 0) return;
    const all = await positions.list();
    for (const pair of pairs) await apply({ type: 'position', pair, position: positionOf(all, pair), at: now() });
  }

  const cycle = (): Promise<void> =>
    loop.serial(() =>
      inBand('write', async () => {
        // A failed part leaves the others to run; the next cycle tries again.
        for (const part of [readChildren, readBooks, readPositions]) await part().catch(() => undefined);
        await apply({ type: 'tick', at: now() });
      }),
    );

  const view = (id: string): AlgoView => {
    const order = orders().find((o) => o.id === id);
    if (!order) throw new ExchangeError('invalid-input', 'That chase or TWAP is no longer working (it finished or was cancelled)');
    return toView(order);
  };

  /** What a new one trades with: the pair's decimals, and the leverage and margin mode (a reduce-only one: its position's). */
  async function basis(params: ValidParamsOf<'algo.chase' | 'algo.twap'>, extra: string | undefined) {
    const pair = await market.pair(params.pair);
    if (decimalsOf(params.quantity) > pair.tradeDecimal)
      throw new ExchangeError('invalid-input', `Quantity allows at most ${pair.tradeDecimal} decimals on ${pair.symbol}`);
    if (extra !== undefined && decimalsOf(extra) > pair.priceDecimal)
      throw new ExchangeError('invalid-input', `Prices allow at most ${pair.priceDecimal} decimals on ${pair.symbol}`);
    let { leverage, marginMode } = params;
    let seen: PositionView | null | undefined;
    if (params.reduceOnly) {
      const held = await positions.list(params.pair);
      seen = positionOf(held, params.pair);
      const position = held.find((p) => p.symbol === params.pair && p.isLong === (params.side === 'sell') && new Decimal(p.quantity).gt(0));
      if (!position)
        throw new ExchangeError(
          'invalid-input',
          `Reduce only: there is no ${params.side === 'buy' ? 'short' : 'long'} position on ${params.pair} to reduce`,
        );
      leverage = position.lever;
      marginMode = position.positionType === positionTypeOf('cross') ? 'cross' : 'isolated';
    }
    leverage ??= (await positions.leverage({ pair: params.pair, marginMode })).leverage;
    checkLeverage(pair, leverage);
    const depth = await inBand('write', () => client.call('depth', { pairName: params.pair, limit: 1 }));
    // The guards see the whole quantity as one order (at the book's price on its side, or the mark's): cutting it up
    // never gets past them. Reduce only is an exit, which they let through.
    if (!params.reduceOnly) {
      const book = (params.side === 'buy' ? depth.asks[0] : depth.bids[0])?.price;
      const price = book ?? (await inBand('write', () => client.call('markPrice', { pairName: params.pair })));
      await trading.checkGuards({
        pair: params.pair,
        side: params.side,
        type: 'limit',
        price,
        quantity: params.quantity,
        leverage,
        marginMode,
        timeInForce: 'GTC',
      });
    }
    const fields = {
      id: newAlgoId(params.reduceOnly),
      pair: params.pair,
      side: params.side,
      quantity: params.quantity,
      reduceOnly: params.reduceOnly,
      leverage,
      marginMode,
      priceDecimals: pair.priceDecimal,
      lotDecimals: pair.tradeDecimal,
      createdAt: now(),
    };
    const book = { type: 'book' as const, pair: params.pair, bid: depth.bids[0]?.price ?? null, ask: depth.asks[0]?.price ?? null };
    return { fields, seen: { book, position: seen } };
  }

  /** Adds one (on disk before this returns) and feeds it what was read to start it: its first order may go out at once. */
  async function add(order: AlgoOrder, { book, position }: Awaited<ReturnType<typeof basis>>['seen']): Promise<AlgoView> {
    await loop.serial(() =>
      inBand('write', async () => {
        // The position read to start it goes in first: the order decides at once on what it is added to, and what
        // the loop last read may be an earlier algo's (a long since closed would stop a reduce-only buy at once).
        if (position !== undefined) await apply({ type: 'position', pair: order.pair, position, at: now() });
        await apply({ type: 'add', order, at: now() });
        await apply({ ...book, at: now() });
      }),
    );
    loop.wake();
    return view(order.id);
  }

  const control = (type: 'pause' | 'resume' | 'cancel', id: string) =>
    loop
      .serial(() => inBand('write', () => apply({ type, id, at: now() })))
      .then(() => {
        loop.wake();
        return view(id);
      });

  // Resumes what was live before the last stop: the first cycle reads their orders before anything is sent.
  loop.wake();

  return {
    list: () => [...orders()].sort(liveThenNewest(isLive)).map(toView),

    async chase(params) {
      const { fields, seen } = await basis(params, params.maxDistance);
      const order = newChase({
        ...fields,
        deadline: fields.createdAt + params.maxSeconds * 1000,
        maxDistance: params.maxDistance ?? null,
        onLimit: params.onLimit,
      });
      return add(order, seen);
    },

    async twap(params) {
      const { fields, seen } = await basis(params, params.priceLimit);
      if (floorLot(new Decimal(params.quantity).div(params.slices), fields.lotDecimals).lte(0)) {
        throw new ExchangeError('invalid-input', `${params.quantity} in ${params.slices} slices is under one lot a slice`);
      }
      const seed = params.seed ?? randomInt(2 ** 31);
      const schedule = twapSchedule(fields.createdAt, params.durationSeconds * 1000, params.slices, params.spread, seed);
      const order = newTwap({ ...fields, slices: params.slices, schedule, priceLimit: params.priceLimit ?? null, slippage: params.slippage });
      return add(order, seen);
    },

    pause(id) {
      const order = orders().find((o) => o.id === id);
      if (order?.kind === 'chase') throw new ExchangeError('invalid-input', 'A chase cannot be paused: cancel it');
      if (order?.kind === 'twap' && order.status !== 'working')
        throw new ExchangeError('invalid-input', `That TWAP is ${order.status}; only a working one pauses`);
      return control('pause', id);
    },

    resume(id) {
      const order = orders().find((o) => o.id === id);
      if (order && order.status !== 'paused')
        throw new ExchangeError('invalid-input', `That ${order.kind === 'twap' ? 'TWAP' : 'chase'} is ${order.status}, not paused`);
      return control('resume', id);
    },

    cancel(id) {
      const order = orders().find((o) => o.id === id);
      if (order && !isLive(order))
        throw new ExchangeError('invalid-input', `That ${order.kind === 'twap' ? 'TWAP' : 'chase'} has ended (${order.status})`);
      return control('cancel', id);
    },

    live: () => liveOrders().length,
    cycle,

    close: loop.close,
    failure: loop.failure,
  };
}

function positionOf(all: { symbol: string; isLong: boolean; quantity: string }[], pair: string): PositionView | null {
  const position = all.find((p) => p.symbol === pair && new Decimal(p.quantity).gt(0));
  return position ? { side: position.isLong ? 'long' : 'short', quantity: position.quantity } : null;
}

function toView(order: AlgoOrder): AlgoView {
  const filled = new Decimal(order.filled).plus(order.child?.filled ?? 0);
  const child = order.child;
  return {
    id: order.id,
    kind: order.kind,
    pair: order.pair,
    side: order.side,
    quantity: order.quantity,
    filled: filled.toFixed(order.lotDecimals),
    remaining: Decimal.max(0, remainder(order)).toFixed(order.lotDecimals),
    averagePrice: averagePrice(order),
    status: order.status,
    note: order.note,
    reduceOnly: order.reduceOnly,
    createdAt: order.createdAt,
    order:
      child === null
        ? null
        : { clientOrderId: child.clientOrderId, orderId: child.orderId, price: child.price, quantity: child.quantity, filled: child.filled },
    chase:
      order.kind === 'chase'
        ? { maxDistance: order.maxDistance, deadline: order.deadline, onLimit: order.onLimit, startPrice: order.startPrice }
        : null,
    twap:
      order.kind === 'twap'
        ? {
            slices: order.slices,
            sent: order.next,
            nextAt: order.next < order.slices ? order.schedule[order.next]! : null,
            priceLimit: order.priceLimit,
            slippage: order.slippage,
          }
        : null,
  };
}
