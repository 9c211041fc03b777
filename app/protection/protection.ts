/**
 * The held orders of one session: the trigger engine fed by a loop that, while anything is live, asks once a
 * second (in the write band) the positions, the price of each market with an armed order, the brackets' entries
 * and the exits whose outcome is not known yet. Every change is on disk before its actions are carried out; an
 * exit goes through the never-blind create path with the client order id the engine wrote, and a restart looks
 * an exit still `firing` up by that id before anything else, so it is never sent twice.
 */
import { UNKNOWN_CREATE_MS } from '../../shared/exchange';
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { BracketPlaced, HeldOrderView, MarginMode, ProtectionNotice, ProtectionStatus, ValidParamsOf } from '../../shared/bridge';
import { FIRES_AT_ONCE_CODE } from '../../shared/bridge';
import { decimalsOf } from '../../shared/decimal';
import { OrderStatus, PositionType, type Pair, type Position } from '../../shared/exchange';
import { breakevenPriceOf, HELD_KINDS, type PricedHeldKind } from '../../shared/trading';
import { asExchangeError, checkCreates, ExchangeError, inBand, lookUpOrders } from '../exchange';
import { orderRequest } from '../trading/order-request';
import { NothingToClose } from '../trading/exit-ledger';
import type { TradingDeps } from '../trading/trading-deps';
import { roundForExit } from '../trading/exit-price';
import { feedKey, feedPrice } from '../trading/price-feed';
import { isLive, labelOf, newHeldOrder, staleFeeds, step } from './engine';
import { fires, triggerOf } from './triggers';
import type { EngineAction, EngineEvent, EngineState, HeldOrder, MarketRules, PriceFeed } from './model';
import { numberedTiers, tierQuantityOf, underOneLot } from './tiers';
import { liveThenNewest, prunedEnded, ROUND_MS } from '../durable/loop';
import { durableMachine, type Stepped } from '../durable/machine';
import type { HeldFile, HeldStore } from './store';
import { triggerPrice } from './trigger-price';

/** Ended held orders kept for the Working tab. */
const KEEP_ENDED = 100;
const KEEP_NOTICES = 200;
/** A bracket's entry not found this long after it was written never landed (the exchange's timestamp window). */
const ENTRY_LANDS_MS = UNKNOWN_CREATE_MS;

export interface Protection {
  list(): HeldOrderView[];
  set(params: ValidParamsOf<'protection.set'>): Promise<HeldOrderView>;
  trailing(params: ValidParamsOf<'protection.trailing'>): Promise<HeldOrderView>;
  bracket(params: ValidParamsOf<'protection.bracket'>): Promise<BracketPlaced>;
  cancel(id: string): Promise<HeldOrderView>;
  move(params: ValidParamsOf<'protection.move'>): Promise<HeldOrderView>;
  /** Moves the position's stop loss to breakeven (entry plus both taker fees), or sets one there at market. */
  breakeven(params: ValidParamsOf<'protection.breakeven'>): Promise<HeldOrderView>;
  status(): ProtectionStatus;
  /** The recent notices after seq `after`, each saying whether the trader has seen it (kept on disk, the last 200). */
  notices(after: number): ProtectionNotice[];
  /** The trader has seen the notices up to seq `upTo` (on disk before this returns): they are not told again. */
  markRead(upTo: number): Promise<void>;
  /** Whether the desktop app keeps the system awake while orders are armed (on disk before this returns). */
  keepAwake(on: boolean): Promise<ProtectionStatus>;
  /** One round of the loop now. */
  cycle(): Promise<void>;
  close(): Promise<void>;
}

export type ProtectionDeps = TradingDeps & { store: HeldStore };

type SendExit = Extract<EngineAction, { type: 'send-exit' }>;

type ExitOutcome = Pick<Extract<EngineEvent, { type: 'exit' }>, 'outcome' | 'message' | 'fill'> | { outcome: 'nothing-left'; message: string };

const newHeldId = (): string => `h${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export async function openProtection({ client, market, positions, trading, store }: ProtectionDeps): Promise<Protection> {
  const loaded = await store.load();
  let seq = loaded.notices.at(-1)?.seq ?? 0;
  /** Exits written before the last stop and not settled since: the first look-up after a start decides them. */
  const firingAtStart = new Set(loaded.state.orders.filter((o) => o.status === 'firing').map((o) => o.id));
  /** The positions last read, for the exit's leverage and margin mode. */
  const held = new Map<string, Position>();
  const now = () => client.clock.serverNow();
  const machine = durableMachine<HeldFile, EngineEvent, SendExit>({
    what: 'Protection',
    file: store.file,
    state: loaded,
    step: stepFile,
    // The prices seen change every round and are read again at start: only the orders and notices are saved for.
    changed: (before, after) => after.notices !== before.notices || JSON.stringify(after.state.orders) !== JSON.stringify(before.state.orders),
    save: (file) => store.save(file),
    carryOut: (action) => exit(action),
    marketOf: (event) => pairOf(event),
    waiting: 'its exits',
    everyMs: ROUND_MS,
    live: (file) => file.state.orders.some(isLive),
    round: () => cycle(),
    failed: tellFailure,
  });
  const { serial, apply } = machine;
  const schedule = machine.wake;
  const file = machine.state;
  const state = (): EngineState => machine.state().state;

  /** The engine's step, its ended orders pruned and its notices told into the file; what is left is exits to send. */
  function stepFile(current: HeldFile, event: EngineEvent): Stepped<HeldFile, SendExit> {
    const result = step(current.state, event);
    const next = { ...result.state, orders: prunedEnded(result.state.orders, isLive, KEEP_ENDED) };
    const told = result.actions.flatMap((a) => (a.type === 'notice' ? [noticeOf(a)] : []));
    const notices = told.length === 0 ? current.notices : [...current.notices, ...told].slice(-KEEP_NOTICES);
    return { state: { ...current, state: next, notices }, actions: result.actions.filter((a): a is SendExit => a.type === 'send-exit') };
  }

  /**
   * A notice kept in memory only (the file may be what fails); saved with the next notices that can be. Told loudly
   * and once: a notice, Connection in red, the headless process's output.
   */
  function tellFailure(message: string): void {
    const notice: ProtectionNotice = {
      seq: ++seq,
      time: Date.now(),
      kind: 'failed',
      heldId: null,
      pair: '',
      title: 'Protection cannot act',
      message,
      read: false,
    };
    machine.hold({ ...file(), notices: [...file().notices, notice].slice(-KEEP_NOTICES) });
  }

  const pairOf = (event: EngineEvent): string | null =>
    'pair' in event ? event.pair : 'id' in event ? (state().orders.find((o) => o.id === event.id)?.pair ?? null) : null;

  const noticeOf = (action: Extract<EngineAction, { type: 'notice' }>): ProtectionNotice => ({
    seq: ++seq,
    time: Date.now(),
    kind: action.kind,
    heldId: action.id,
    pair: action.pair,
    title: action.title,
    message: action.message,
    read: false,
  });

  async function exit(action: SendExit): Promise<void> {
    const outcome = await sendExit(action);
    if (outcome === null) return;
    if (outcome.outcome === 'nothing-left') await apply({ type: 'nothing-left', id: action.id, message: outcome.message, at: now() });
    else await apply({ type: 'exit', id: action.id, at: now(), ...outcome });
  }

  /** Sends an exit; null when its outcome stays unknown (the loop looks it up by its client order id). */
  async function sendExit(exit: SendExit): Promise<ExitOutcome | null> {
    const position = held.get(exit.pair);
    try {
      const pair = await market.pair(exit.pair);
      const marginMode: MarginMode = position?.positionType === PositionType.CROSS ? 'cross' : 'isolated';
      const price = exit.price === null ? {} : { price: roundForExit(exit.side, exit.price, Math.min(pair.priceDecimal, decimalsOf(exit.price))) };
      const type = exit.price === null ? ('market' as const) : ('limit' as const);
      const spec = { pair: exit.pair, side: exit.side, type, ...price, quantity: exit.quantity, marginMode, timeInForce: 'IOC' as const };
      const request = orderRequest(pair, spec, position?.lever ?? pair.minLever, exit.clientOrderId);
      const placed = await trading.placePrepared(request, 'heldExit');
      // What filled, once the exit is done: an IOC limit may leave a remainder, which stays armed. Not read back, or
      // not done yet: the exit counts as whole (firing again while it may still fill could close too much).
      const done = placed.state !== null && placed.state.status >= OrderStatus.FILLED;
      // Sized down by the trading layer (other exits were on their way): what it sent is what it was to fill.
      const fill = done ? { filled: placed.state!.filledQuantity, quantity: placed.quantity ?? exit.quantity } : undefined;
      return { outcome: 'placed', message: '', ...(fill && { fill }) };
    } catch (err) {
      if (err instanceof NothingToClose) return { outcome: 'nothing-left', message: err.message };
      if (err instanceof ExchangeError && err.kind === 'unknown-outcome') return null;
      return { outcome: 'not-placed', message: asExchangeError(err).message };
    }
  }

  const live = () => state().orders.filter(isLive);

  /**
   * Exits written but not known to have been placed: after a crash, or an answer lost twice. One written before the
   * last stop is looked up once: not found, it was never sent (its sender is gone), so it is sent now.
   */
  async function settleExits(): Promise<void> {
    for (const order of live().filter((o) => o.status === 'firing')) {
      const wanted = { pairName: order.pair, clientOrderId: order.exitClientOrderId! };
      const afterRestart = firingAtStart.delete(order.id);
      const window = afterRestart ? { landingWindowMs: 0 } : {};
      const [found] = await checkCreates(client, [wanted], order.firedAt ?? 0, { attempts: 1, ...window });
      if (afterRestart && found?.outcome === 'not-placed') {
        await apply({ type: 'resend', id: order.id, at: now() });
        continue;
      }
      if (found?.outcome === 'placed') {
        // Found done: what it filled, so a limit exit's remainder stays armed after a crash as it does without one.
        const done = found.order !== null && found.order.status >= OrderStatus.FILLED;
        const fill = done ? { fill: { filled: found.order!.dealQuantity, quantity: found.order!.quantity } } : {};
        await apply({ type: 'exit', id: order.id, outcome: 'placed', message: '', at: now(), ...fill });
      }
      if (found?.outcome === 'not-placed')
        await apply({ type: 'exit', id: order.id, outcome: 'not-placed', message: found.reason.message, at: now() });
    }
  }

  async function watchEntries(): Promise<void> {
    const waiting = live().filter((o) => o.entryClientOrderId !== null);
    const entries = new Map(waiting.map((o) => [o.entryClientOrderId!, o]));
    if (entries.size === 0) return;
    const wanted = [...entries].map(([clientOrderId, o]) => ({ pairName: o.pair, clientOrderId }));
    const since = Math.min(...waiting.map((o) => o.createdAt));
    const found = await lookUpOrders(client, wanted, { sentAfter: since, landsBy: 0 }, { attempts: 1 });
    for (const [clientOrderId, o] of entries) {
      const order = found.get(clientOrderId);
      if (order) {
        const done = order.status >= 3;
        await apply({ type: 'entry', clientOrderId, filled: order.dealQuantity, done, at: now() });
      } else if (now() - o.createdAt > ENTRY_LANDS_MS) {
        await apply({ type: 'entry', clientOrderId, filled: '0', done: true, at: now() });
      }
    }
  }

  async function watchPositions(): Promise<void> {
    const pairs = new Set(live().map((o) => o.pair));
    if (pairs.size === 0) return;
    const all = await positions.list();
    for (const pair of pairs) {
      const position = all.find((p) => p.symbol === pair && new Decimal(p.quantity).gt(0)) ?? null;
      if (position) held.set(pair, position);
      else held.delete(pair);
      const view = position
        ? { side: position.isLong ? ('long' as const) : ('short' as const), quantity: position.quantity, entry: position.openingPrice }
        : null;
      await apply({ type: 'position', pair, position: view, at: now() });
    }
  }

  async function watchPrices(): Promise<void> {
    const feeds = new Map(
      live()
        .filter((o) => o.status === 'armed')
        .map((o) => [feedKey(o.pair, o.feed), o] as const),
    );
    for (const { pair, feed } of feeds.values()) {
      const price = await feedPrice(client, pair, feed).catch(() => null);
      if (price !== null) await apply({ type: 'price', pair, feed, price, at: now() });
    }
  }

  const cycle = (): Promise<void> =>
    serial(() =>
      inBand('write', async () => {
        // A failed step leaves the others to run; a feed that keeps failing shows as stale.
        for (const part of [settleExits, watchEntries, watchPositions, watchPrices]) await part().catch(() => undefined);
        await apply({ type: 'tick', at: now() });
      }),
    );

  /** Adds held orders (written to disk before this returns) and wakes the loop. */
  const add = (orders: HeldOrder[], replaces: string[] = []) =>
    serial(async () => {
      for (const order of orders) await apply({ type: 'add', order, at: now() });
      for (const id of replaces) await apply({ type: 'cancel', id, at: now() });
      schedule();
    });

  const view = (id: string): HeldOrderView => {
    const order = state().orders.find((o) => o.id === id);
    if (!order) throw new ExchangeError('invalid-input', 'Perpdesk no longer holds that order (it fired or was cancelled)');
    return toView(order);
  };

  const base = (pair: string, position: Pick<Position, 'isLong'>, more: Partial<HeldOrder>): HeldOrder =>
    newHeldOrder({ id: newHeldId(), pair, kind: 'stop-loss', positionSide: position.isLong ? 'long' : 'short', createdAt: now(), ...more });

  const checkQuantity = (quantity: string | undefined, position: Position, tradeDecimal: number): void => {
    if (quantity === undefined) return;
    if (decimalsOf(quantity) > tradeDecimal) throw new ExchangeError('invalid-input', `Quantity allows at most ${tradeDecimal} decimals`);
    if (new Decimal(quantity).gt(position.quantity))
      throw new ExchangeError('invalid-input', `Quantity is more than the position's ${position.quantity}`);
  };

  /** A trigger the price has already crossed would fire at once: refused unless the trader said to (`now`). */
  async function refuseCrossed(order: HeldOrder): Promise<void> {
    const price = await feedPrice(client, order.pair, order.feed).catch(() => null);
    if (price === null || !fires(order, new Decimal(price), now())) return;
    const what = `${labelOf(order)} at ${order.trigger} on a ${order.positionSide} position`;
    throw new ExchangeError(
      'invalid-input',
      `A ${what.charAt(0).toLowerCase()}${what.slice(1)} would fire at once: the ${order.feed} price is ${price}. Send it with "now": true to fire it now, or choose another trigger`,
      FIRES_AT_ONCE_CODE,
    );
  }

  function status(): ProtectionStatus {
    const at = now();
    const stale = staleFeeds(state(), at).map((key) => {
      const [pair, feed] = key.split('|') as [string, PriceFeed];
      const seen = state().feeds[key];
      return { pair, feed, ageMs: seen ? at - seen.at : null };
    });
    const count = (status: HeldOrder['status']) => state().orders.filter((o) => o.status === status).length;
    return { armed: count('armed') + count('firing'), pending: count('pending'), stale, keepAwake: file().keepAwake, failure: machine.failure() };
  }

  // The loop resumes what was armed before the last stop; the first price says whether it crossed meanwhile.
  await serial(() => apply({ type: 'started', at: now() }));
  schedule();

  return {
    list: () => [...state().orders].sort(liveThenNewest(isLive)).map(toView),

    async set({ pair: symbol, positionId, kind, by, value, quantity, tiers, breakevenAfterTp1, feed, now: fireNow, ...exit }) {
      const pair = await market.pair(symbol);
      const position = await positions.get(symbol, positionId);
      checkQuantity(quantity, position, pair.tradeDecimal);
      const more = { kind, feed, exit: heldExit(exit), market: rulesOf(pair) };
      const orders =
        tiers === undefined
          ? [
              base(symbol, position, {
                ...more,
                trigger: triggerOf({ kind, by, value: value!, position, priceDecimal: pair.priceDecimal }),
                quantity: quantity ?? null,
              }),
            ]
          : tiersOf(
              tiers.map((t) => ({ trigger: triggerOf({ kind, by, value: t.value, position, priceDecimal: pair.priceDecimal }), share: t.share })),
              position,
              pair.tradeDecimal,
            ).map((t) => base(symbol, position, { ...more, ...t, breakevenAfterTp1: t.tier === 1 && breakevenAfterTp1 === true }));
      if (!fireNow) for (const order of orders) await refuseCrossed(order);
      // One stop loss and one take profit (or one set of tiers) per position from here: new ones replace the old.
      const replaces = live()
        .filter((o) => o.pair === symbol && o.kind === kind && o.positionSide === orders[0]!.positionSide && o.status === 'armed')
        .map((o) => o.id);
      held.set(symbol, position);
      await add(orders, replaces);
      return view(orders[0]!.id);
    },

    async breakeven({ pair: symbol, positionId, now: fireNow }) {
      const pair = await market.pair(symbol);
      const position = await positions.get(symbol, positionId);
      const positionSide: HeldOrder['positionSide'] = position.isLong ? 'long' : 'short';
      const trigger = breakevenPriceOf({
        isLong: position.isLong,
        entry: position.openingPrice,
        feeRate: rulesOf(pair).takerFeeRate,
        priceDecimal: pair.priceDecimal,
      });
      const stops = live().filter((o) => o.pair === symbol && o.positionSide === positionSide && o.kind === 'stop-loss');
      const firing = stops.find((o) => o.status === 'firing');
      if (firing) throw new ExchangeError('invalid-input', `The stop loss on ${symbol} is firing: its exit is on the way`);
      const better = stops.find(
        (o) =>
          o.status === 'armed' &&
          !new Decimal(o.trigger!).eq(trigger) &&
          (position.isLong ? new Decimal(o.trigger!).gt(trigger) : new Decimal(o.trigger!).lt(trigger)),
      );
      if (better)
        throw new ExchangeError(
          'invalid-input',
          `The stop loss at ${better.trigger} already locks in more than breakeven (${trigger}): it stays where it is`,
        );
      const stop = stops[0] ?? base(symbol, position, { kind: 'stop-loss', feed: 'mark', trigger });
      if (!fireNow) await refuseCrossed({ ...stop, trigger });
      held.set(symbol, position);
      const event = {
        type: 'breakeven' as const,
        pair: symbol,
        positionSide,
        trigger,
        entry: position.openingPrice,
        feed: stop.feed,
        id: stop.id,
        at: now(),
      };
      await serial(async () => {
        await apply(event);
        schedule();
      });
      return view(stop.id);
    },

    async trailing({ pair: symbol, positionId, distance, percent, quantity, feed, ...exit }) {
      const pair = await market.pair(symbol);
      const position = await positions.get(symbol, positionId);
      checkQuantity(quantity, position, pair.tradeDecimal);
      if (percent !== undefined && new Decimal(percent).gte(100)) throw new ExchangeError('invalid-input', 'A trailing percent must be under 100');
      const trailing = { distance: distance ?? null, percent: percent ?? null, best: null };
      const order = base(symbol, position, { kind: 'trailing-stop', feed, trailing, quantity: quantity ?? null, exit: heldExit(exit) });
      held.set(symbol, position);
      await add([order]);
      return view(order.id);
    },

    async bracket({ order: spec, stopLoss, takeProfit, takeProfits, breakevenAfterTp1, feed, ...exit }) {
      if (spec.reduceOnly) throw new ExchangeError('invalid-input', 'A bracket opens a position: its entry cannot be reduce only');
      const pair = await market.pair(spec.pair);
      const reference = spec.price ?? (await client.call('markPrice', { pairName: spec.pair }));
      const isLong = spec.side === 'buy';
      const entryOf = { isLong, openingPrice: reference, quantity: spec.quantity };
      const checked = (kind: 'stop-loss' | 'take-profit', price: string) =>
        triggerPrice({ kind, by: 'price', value: price }, entryOf, pair.priceDecimal);
      if (stopLoss !== undefined) checked('stop-loss', stopLoss);
      if (takeProfit !== undefined) checked('take-profit', takeProfit);
      // Each tier a lot at least of the whole entry (a partial fill arms a tier once its share is a lot).
      const tiers =
        takeProfits &&
        tiersOf(
          takeProfits.map((t) => ({ trigger: checked('take-profit', t.price), share: t.share })),
          entryOf,
          pair.tradeDecimal,
        );
      const entryId = `pd${newHeldId()}`;
      const leg = (kind: 'stop-loss' | 'take-profit', trigger: string, more: Partial<HeldOrder> = {}): HeldOrder => ({
        ...base(spec.pair, { isLong }, { kind, feed, trigger, quantity: spec.quantity, exit: heldExit(exit), market: rulesOf(pair), ...more }),
        status: 'pending',
        group: `b${entryId}`,
        entryClientOrderId: entryId,
      });
      const legs = [
        ...(stopLoss !== undefined ? [leg('stop-loss', stopLoss)] : []),
        ...(takeProfit !== undefined ? [leg('take-profit', takeProfit)] : []),
        ...(tiers ?? []).map((t) =>
          leg('take-profit', t.trigger, {
            tier: t.tier,
            share: t.share,
            quantity: t.quantity,
            breakevenAfterTp1: t.tier === 1 && breakevenAfterTp1 === true,
          }),
        ),
      ];
      // The guards refuse the entry before its legs are written, so a refused bracket leaves nothing behind.
      await trading.checkGuards(spec);
      // The legs are on disk before the entry is sent: an entry never fills unprotected because of a crash.
      await add(legs);
      try {
        const entry = await trading.placeOrder(spec, entryId);
        return { entry, held: legs.map((l) => view(l.id)) };
      } catch (err) {
        if (!(err instanceof ExchangeError && err.kind === 'unknown-outcome')) {
          await serial(async () => {
            for (const l of legs) await apply({ type: 'cancel', id: l.id, at: now() });
          });
        }
        throw err;
      }
    },

    async cancel(id) {
      const order = view(id);
      if (order.status !== 'armed' && order.status !== 'pending') {
        throw new ExchangeError(
          'invalid-input',
          `That held order is ${order.status === 'firing' ? 'firing: its exit is on the way' : order.status}; it cannot be cancelled`,
        );
      }
      await serial(() => apply({ type: 'cancel', id, at: now() }));
      return view(id);
    },

    async move({ id, trigger, now: fireNow }) {
      const order = state().orders.find((o) => o.id === id);
      if (!order || (order.status !== 'armed' && order.status !== 'pending'))
        throw new ExchangeError('invalid-input', 'That held order is no longer live (it fired or was cancelled): there is nothing to move');
      if (!HELD_KINDS[order.kind].movable)
        throw new ExchangeError('invalid-input', `A ${labelOf(order).toLowerCase()} cannot be moved: cancel it and set another`);
      const pair = await market.pair(order.pair);
      if (decimalsOf(trigger) > pair.priceDecimal)
        throw new ExchangeError('invalid-input', `A trigger price allows at most ${pair.priceDecimal} decimals`);
      const moved = { ...order, trigger: new Decimal(trigger).toFixed(pair.priceDecimal) };
      // Armed on a position: on the same side of its entry as when it was set (a pending leg's entry has not filled).
      if (order.status === 'armed') {
        const position = (await positions.list(order.pair)).find(
          (p) => p.isLong === (order.positionSide === 'long') && new Decimal(p.quantity).gt(0),
        );
        if (position) triggerPrice({ kind: order.kind as PricedHeldKind, by: 'price', value: moved.trigger }, position, pair.priceDecimal);
        if (!fireNow) await refuseCrossed(moved);
      }
      await serial(() => apply({ type: 'move', id, trigger: moved.trigger, at: now() }));
      return view(id);
    },

    status,

    notices: (after) => {
      const { notices, read } = file();
      return notices.filter((n) => n.seq > after).map((n) => ({ ...n, read: n.seq <= read }));
    },

    markRead: (upTo) =>
      serial(async () => {
        if (upTo <= file().read) return;
        await machine.commit({ ...file(), read: Math.min(upTo, seq) });
      }),

    async keepAwake(on) {
      await serial(() => machine.commit({ ...file(), keepAwake: on }));
      return status();
    },
    cycle,

    close: machine.close,
  };
}

/** The bridge's `exit` and `slippage` (checked: a limit has one, a market none) as the engine keeps them. */
const heldExit = ({ exit, slippage }: { exit: 'market' | 'limit'; slippage?: string | undefined }): HeldOrder['exit'] =>
  exit === 'limit' ? { type: 'limit', slippage: slippage! } : { type: 'market' };

const toView = ({
  entryClientOrderId: _e,
  firedAt: _f,
  attempts: _a,
  sent: _s,
  partial: _p,
  breakevenAfterTp1: _b,
  market: _m,
  ...view
}: HeldOrder): HeldOrderView => view;

/** The pair's rules a held order keeps: its taker fee as a fraction (the pair list gives a percent), its decimals. */
const rulesOf = (pair: Pair): MarketRules => ({
  takerFeeRate: new Decimal(pair.takerTradeFeeRate).div(100).toString(),
  priceDecimal: pair.priceDecimal,
  tradeDecimal: pair.tradeDecimal,
});

/** Numbered from the nearest price out and sized to their shares of `position`; one under a lot is refused by name. */
function tiersOf(tiers: { trigger: string; share: string }[], position: { isLong: boolean; quantity: string }, tradeDecimal: number) {
  return numberedTiers(tiers, position.isLong).map(({ trigger, share, tier }) => {
    const quantity = tierQuantityOf(position.quantity, share, tradeDecimal);
    if (new Decimal(quantity).isZero()) throw new ExchangeError('invalid-input', underOneLot(tier, share, position.quantity, tradeDecimal));
    return { trigger, share, tier, quantity };
  });
}
