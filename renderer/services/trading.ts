/**
 * The one road for every write the renderer makes: place (one order or a scale), cancel (one, many, all of a
 * market), move, close, flip, adjust margin, set leverage. Whoever asks (the Order entry, a hotkey, the chart, a
 * dialog, anything later), an order is first checked by the order form's engine (trade config, decimals, balance,
 * leverage, margin mode) against what the screen knows now, and refused in the form's own words without being
 * sent; what goes out is recorded in the stores (the Order entry's result line, each open order's cancel state) and
 * everything it may change is refreshed. No React here.
 */
import {
  errorKinds,
  type BridgeError,
  type BracketPlaced,
  type BridgeResult,
  type CancelledOrder,
  type CancelResults,
  type ErrorKind,
  type LeverageSetting,
  type MovedOrder,
  type ParamsOf,
  type PlacedOrder,
  type PlaceOrderRequest,
  type PlaceScaleRequest,
} from '../../shared/bridge';
import type { Position } from '../../shared/exchange';
import type { EntryContext, FieldErrors, MarginMode, Side } from '../domain/trading/entry-context';
import { evaluateOrderForm, type OrderFormFields } from '../domain/trading/order-form';
import { evaluateScaleForm, type ScaleFormFields } from '../domain/trading/scale-form';
import { cancelInChunks, type CancelAllProgress, type CancelTarget } from './cancel-all';
import {
  cancelAllSaid,
  cancelManySaid,
  cancelSaid,
  describeClose,
  describeLeverageSet,
  describeMarginChange,
  describeScaleSubmission,
  describeSubmission,
  movedSaid,
  saidOf,
  type Said,
} from './outcomes';
import type { ActionLogStore } from '../stores/action-log-store';
import type { CancelsStore } from '../stores/cancels-store';
import type { WriteInvoke } from '../bridge/client';
import { clearedBracket, leverageKey, type BracketLegs, type OrderEntryStore } from '../stores/order-entry-store';

export interface TradingDeps {
  invoke: WriteInvoke;
  orderEntry: OrderEntryStore;
  cancels: CancelsStore;
  /** What the engine checks an order on `pair` in `marginMode` against, now; null while the pair is not known. */
  context: (pair: string, marginMode: MarginMode) => EntryContext | null;
  /** Depth, open orders, positions, balance at once: a trade changes them, whatever its outcome. */
  afterTrade: () => void;
  /** The open orders of this market and of every market (after each batch of a cancel of many). */
  refreshOpenOrders?: () => void;
  /** An order the exchange acknowledged: shown in Open orders from its answer at once, where it surely rests. */
  showPlaced?: (request: PlaceOrderRequest, placed: PlacedOrder) => void;
  /** Where every settled write is said (the action log), whoever asked for it. */
  actionLog?: ActionLogStore;
  /** The position a close or a margin change is about, as the screen last saw it. */
  positionOf?: (positionId: number) => Position | undefined;
  now?: () => number;
  /** Resolves after `ms` (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
}

/** An order as the form takes it: the pair, the side, and the fields as a trader would type them. */
export interface OrderIntent {
  pair: string;
  side: Side;
  fields: OrderFormFields;
}

/** The engine's verdict: the request to send, or why not in the form's own words. */
export type Checked<T> = { ok: true; request: T } | { ok: false; message: string };

/** What became of a place: refused by the checks (nothing sent), not sent while another is out, or answered. */
export type PlaceOutcome<T = PlacedOrder> =
  { status: 'refused'; message: string } | { status: 'busy' } | { status: 'settled'; result: BridgeResult<T> };

export type ClosePositionRequest = ParamsOf<'trading.closePosition'>;
/** A close as the Positions dialog sends it: always with its quantity. */
export type CloseRequest = ClosePositionRequest & { quantity: string };

/**
 * `reduceOnly`: checked against the position now and capped at it (domain/trading/reduce-only.ts); the order
 * goes out with the capped quantity, or not at all.
 */
export interface PlaceOptions {
  reduceOnly?: boolean;
}

export interface Trading {
  /** The engine's verdict on an order, without sending it. */
  checkOrder: (intent: OrderIntent) => Checked<PlaceOrderRequest>;
  /**
   * Checks the order, then sends it as given; one at a time (a second while the first is out is not sent). With
   * `bracket`, its take profit and stop loss are held by Perpdesk, armed when it fills (`protection.bracket`).
   */
  placeOrder: (request: PlaceOrderRequest, bracket?: BracketLegs, options?: PlaceOptions) => Promise<PlaceOutcome>;
  /** A scale of limit orders, checked, then sent as one batch; each order's own outcome comes back. */
  placeScale: (request: PlaceScaleRequest) => Promise<PlaceOutcome<unknown>>;
  /** The answer, or null when a cancel of that order is already out. */
  cancelOrder: (pair: string, orderId: number) => Promise<BridgeResult<CancelledOrder> | null>;
  /** Cancels these orders in small batches, each row showing its own cancel, reporting progress after each batch. */
  cancelMany: (targets: readonly CancelTarget[], onProgress: (progress: CancelAllProgress) => void) => Promise<CancelAllProgress>;
  /** Asks the exchange to cancel every order of the market (even those no table shows yet). */
  /** Every open order on `pair`, or on every listed market when none is named. */
  cancelAll: (pair?: string) => Promise<BridgeResult<CancelResults>>;
  /** Cancels the order and places what is left of it at `price`. */
  moveOrder: (pair: string, orderId: number, price: string) => Promise<BridgeResult<MovedOrder>>;
  closePosition: (request: ClosePositionRequest) => Promise<BridgeResult<PlacedOrder>>;
  adjustMargin: (request: ParamsOf<'positions.adjustMargin'>) => Promise<BridgeResult<Position>>;
  setLeverage: (request: ParamsOf<'positions.setLeverage'>) => Promise<BridgeResult<LeverageSetting>>;
  /** Reads the exchange's trade configs, once per session (again only after a failure). */
  loadTradeConfigs: () => Promise<void>;
  /** Reads the account's leverage setting for the pair and mode (each time the form turns to them). */
  loadLeverage: (pair: string, marginMode: MarginMode) => Promise<void>;
}

/** How often, and for how long, the screen asks what became of an order whose outcome is unknown. */
const FOLLOW_MS = 3000;
const FOLLOW_FOR_MS = 5 * 60_000;

const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The first thing wrong, in the form's order of its fields. */
export const firstError = (errors: FieldErrors): string | undefined =>
  errors.price ??
  errors.quantity ??
  errors.fromPrice ??
  errors.toPrice ??
  errors.count ??
  errors.totalQuantity ??
  errors.marginMode ??
  errors.leverage ??
  errors.form;

/** A request as the form's fields (a quantity in the base coin). */
export const fieldsOfRequest = (r: PlaceOrderRequest): OrderFormFields => ({
  type: r.type ?? (r.price === undefined ? 'market' : 'limit'),
  price: r.price ?? '',
  quantity: r.quantity,
  unit: 'base',
  leverage: r.leverage ?? null,
  marginMode: r.marginMode ?? 'isolated',
  timeInForce: r.timeInForce ?? 'GTC',
});

export const fieldsOfScale = (r: PlaceScaleRequest): ScaleFormFields => ({
  fromPrice: r.fromPrice,
  toPrice: r.toPrice,
  count: String(r.count),
  totalQuantity: r.totalQuantity,
  distribution: r.distribution ?? 'flat',
  leverage: r.leverage ?? null,
  marginMode: r.marginMode ?? 'isolated',
  timeInForce: r.timeInForce ?? 'GTC',
});

const NO_PAIR = 'The market list has not arrived yet';

/** A bracket's answer as its entry's: the order form shows what became of the order it sent. */
const entryOf = (result: BridgeResult<BracketPlaced>): BridgeResult<PlacedOrder> => (result.ok ? { ok: true, value: result.value.entry } : result);

/** A per-item refusal as a bridge error (its kind kept when it is one). */
const asError = (error: { kind: string; code?: number; message: string }): BridgeError => {
  const kind: ErrorKind = (errorKinds as readonly string[]).includes(error.kind) ? (error.kind as ErrorKind) : 'rejected';
  return error.code === undefined ? { kind, message: error.message } : { kind, code: error.code, message: error.message };
};

export function createTrading(deps: TradingDeps): Trading {
  const {
    invoke,
    orderEntry,
    cancels,
    context,
    afterTrade,
    refreshOpenOrders = () => {},
    showPlaced = () => {},
    actionLog,
    positionOf = () => undefined,
    now = Date.now,
    wait = defaultWait,
  } = deps;
  const entry = () => orderEntry.getState();
  const say = (said: Said | null): void => {
    if (said) actionLog?.getState().actions.logged(said, now());
  };
  const pairOf = (pair: string) => context(pair, 'isolated')?.pair;

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

  function checkOrder({ pair, side, fields }: OrderIntent): Checked<PlaceOrderRequest> {
    const ctx = context(pair, fields.marginMode);
    if (!ctx) return { ok: false, message: NO_PAIR };
    const form = evaluateOrderForm(fields, ctx, side);
    if (form.request) return { ok: true, request: form.request };
    return { ok: false, message: firstError(form.errors) ?? 'The order is not complete' };
  }

  function checkScale(request: PlaceScaleRequest): string | null {
    const fields = fieldsOfScale(request);
    const ctx = context(request.pair, fields.marginMode);
    if (!ctx) return NO_PAIR;
    const form = evaluateScaleForm(fields, ctx, request.side);
    return form.request ? null : (firstError(form.errors) ?? 'The scale is not complete');
  }

  async function write<T>(send: () => Promise<BridgeResult<T>>): Promise<BridgeResult<T>> {
    let result: BridgeResult<T>;
    try {
      result = await send();
    } catch (error) {
      result = { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
    afterTrade();
    return result;
  }

  async function cancelBatch(orderIds: number[], pairOf: ReadonlyMap<number, string>): Promise<BridgeResult<CancelResults>> {
    const result = await invoke('trading.cancelOrders', { orderIds });
    for (const orderId of orderIds) {
      const item = result.ok ? result.value.items.find((i) => i.orderId === orderId) : undefined;
      const settled: BridgeResult<CancelledOrder> = !result.ok
        ? result
        : item?.outcome === 'cancelled'
          ? { ok: true, value: { pair: pairOf.get(orderId) ?? '', orderId } }
          : { ok: false, error: item ? asError(item.error) : { kind: 'unknown-outcome', message: 'The exchange did not answer for this order' } };
      cancels.getState().actions.settled(orderId, settled);
    }
    refreshOpenOrders();
    return result;
  }

  return {
    checkOrder,
    async placeOrder(asked, bracket, options) {
      // One order at a time: a second click while the first is out would be a second order.
      if (entry().submission.status === 'pending') return { status: 'busy' };
      const reduceOnly = options?.reduceOnly === true;
      const checked = checkOrder({ pair: asked.pair, side: asked.side, fields: { ...fieldsOfRequest(asked), reduceOnly } });
      if (!checked.ok) return { status: 'refused', message: checked.message };
      const request = reduceOnly && checked.request.quantity !== asked.quantity ? { ...asked, quantity: checked.request.quantity } : asked;
      entry().actions.submitted(request);
      // Reduce only goes to the core too: it sizes the order against the position and the exits already on their way.
      const sent = reduceOnly ? { ...request, reduceOnly: true } : request;
      const result = bracket ? entryOf(await invoke('protection.bracket', { order: request, ...bracket })) : await invoke('trading.placeOrder', sent);
      if (result.ok) showPlaced(request, result.value);
      // A bracket sent takes its take profit and stop loss with it: the next order is never a bracket unasked.
      if (result.ok && bracket) {
        entry().actions.setBracket(clearedBracket(entry().bracket));
      }
      entry().actions.settled(result);
      afterTrade();
      const text = describeSubmission({ status: 'settled', request, result }, pairOf(request.pair));
      say(text && saidOf(text));
      if (!result.ok && result.error.clientOrderId) void followUnknown(result.error.clientOrderId, request.pair);
      return { status: 'settled', result };
    },
    async placeScale(request) {
      if (entry().scaleSubmission.status === 'pending') return { status: 'busy' };
      const problem = checkScale(request);
      if (problem) return { status: 'refused', message: problem };
      entry().actions.scaleSubmitted(request);
      const result = await invoke('trading.placeScale', request);
      entry().actions.scaleSettled(result);
      afterTrade();
      const text = describeScaleSubmission({ status: 'settled', request, result }, pairOf(request.pair));
      say(text && saidOf(text));
      return { status: 'settled', result };
    },
    async cancelOrder(pair, orderId) {
      if (cancels.getState().byOrderId[orderId]?.status === 'pending') return null;
      cancels.getState().actions.started(orderId);
      const result = await invoke('trading.cancelOrder', { pair, orderId });
      cancels.getState().actions.settled(orderId, result);
      afterTrade();
      say(cancelSaid(orderId, pair, result));
      return result;
    },
    async cancelMany(targets, onProgress) {
      const pairsById = new Map(targets.map((t) => [t.orderId, t.pair]));
      for (const target of targets) cancels.getState().actions.started(target.orderId);
      const progress = await cancelInChunks(targets, (ids) => cancelBatch(ids, pairsById), onProgress);
      afterTrade();
      say(cancelManySaid(progress));
      return progress;
    },
    async cancelAll(pair) {
      const result = await write(() => invoke('trading.cancelAll', pair === undefined ? {} : { pair }));
      say(cancelAllSaid(pair ?? 'every market', result));
      if (result.ok) {
        for (const item of result.value.items) {
          if (item.outcome === 'cancelled')
            cancels.getState().actions.settled(item.orderId, { ok: true, value: { pair: pair ?? '', orderId: item.orderId } });
        }
      }
      return result;
    },
    async moveOrder(pair, orderId, price) {
      const result = await write(() => invoke('trading.moveOrder', { pair, orderId, price }));
      say(movedSaid(pair, orderId, price, result, pairOf(pair)));
      return result;
    },
    async closePosition(request) {
      const position = positionOf(request.positionId);
      const result = await write(() => invoke('trading.closePosition', request));
      const quantity = request.quantity ?? position?.quantity ?? '';
      say(saidOf(describeClose(result, { ...request, quantity }, position?.isLong ?? null, pairOf(request.pair))));
      return result;
    },
    async adjustMargin(request) {
      const result = await write(() => invoke('positions.adjustMargin', request));
      const pair = pairOf(request.pair);
      say(saidOf(describeMarginChange(result, request.direction, request.amount, pair?.settleCoinName ?? '', pair)));
      return result;
    },
    async setLeverage(request) {
      const result = await write(() => invoke('positions.setLeverage', request));
      say(saidOf(describeLeverageSet(result, request.pair, request.marginMode, request.leverage)));
      return result;
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
