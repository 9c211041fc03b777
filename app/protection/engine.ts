/**
 * The trigger engine: a pure step machine, `step(state, event) → { state, actions }`. Prices, positions, a
 * bracket's entry fills and exits' outcomes come in; exits to send and notices for the trader go out. Its caller
 * writes the new state to disk before it carries out a single action, so an exit's client order id is on disk
 * before the exit is sent.
 *
 * An exit is sized to what the position holds at that moment, capped by the order's quantity, and never more:
 * it closes, it never flips. A held order whose position closes goes; one larger than its shrunk position
 * shrinks with it. One of a group (a bracket's stop and target) placed cancels the others.
 */
import Decimal from 'decimal.js';
import { decimalsOf } from '../../shared/decimal';
import { breakevenPriceOf } from '../../shared/trading';
import { exitLimitPrice } from '../trading/exit-price';
import { feedKey, STALE_MS } from '../trading/price-feed';
import { tierQuantityOf, underOneLot } from './tiers';
import { fires, follow } from './triggers';
import { HELD_KINDS } from '../../shared/trading/held-kinds';
import type { EngineAction, EngineEvent, EngineState, HeldOrder, NoticeKind, PositionView, StepResult } from './model';

type ExitFill = NonNullable<Extract<EngineEvent, { type: 'exit' }>['fill']>;

/** Exits refused this many times end the held order (it says so) rather than hammer the exchange. */
export const MAX_ATTEMPTS = 3;

/** What the screen and the notices call a kind: "Stop loss". */
export const labelOf = (order: Pick<HeldOrder, 'kind'>): string => HELD_KINDS[order.kind].label;

/** A new held order, armed, with nothing of its life yet: what it is and where, the rest by default. */
export const newHeldOrder = (fields: Pick<HeldOrder, 'id' | 'pair' | 'kind' | 'positionSide' | 'createdAt'> & Partial<HeldOrder>): HeldOrder => ({
  feed: 'mark',
  trigger: null,
  trailing: null,
  quantity: null,
  tier: null,
  share: null,
  breakevenAfterTp1: false,
  market: null,
  group: null,
  entryClientOrderId: null,
  status: 'armed',
  exitClientOrderId: null,
  exitQuantity: null,
  firedAt: null,
  attempts: 0,
  exit: { type: 'market' },
  sent: 0,
  partial: false,
  note: null,
  ...fields,
});

export const emptyState = (): EngineState => ({ orders: [], feeds: {}, positions: {}, staleTold: [], resumed: {} });

/** The exit's client order id: the held order's id and how many exits went before, so each exit is a new order. */
export const exitClientOrderId = (order: HeldOrder): string => `${order.id}x${order.sent}`;

export const isLive = (order: HeldOrder): boolean => order.status === 'armed' || order.status === 'pending' || order.status === 'firing';

export function step(state: EngineState, event: EngineEvent): StepResult {
  const run = new Run(state);
  run.handle(event);
  return { state: run.state, actions: run.actions };
}

class Run {
  readonly actions: EngineAction[] = [];
  state: EngineState;
  /** The time of the event being handled. */
  at = 0;

  constructor(state: EngineState) {
    this.state = { ...state, orders: [...state.orders] };
  }

  handle(event: EngineEvent): void {
    this.at = event.at;
    switch (event.type) {
      case 'add':
        this.state.orders.push(event.order);
        return;
      case 'cancel':
        return this.end(event.id, 'cancelled', 'Cancelled', null);
      case 'move':
        return this.update(event.id, (o) => (o.status === 'armed' || o.status === 'pending' ? { ...o, trigger: event.trigger } : o));
      case 'breakeven':
        return this.breakeven({ ...event, because: null });
      case 'started':
        this.state.resumed = Object.fromEntries(this.live().map((o) => [feedKey(o.pair, o.feed), true]));
        return;
      case 'price':
        return this.price(event.pair, event.feed, event.price, event.at);
      case 'position':
        return this.position(event.pair, event.position);
      case 'entry':
        return this.entry(event.clientOrderId, event.filled, event.done);
      case 'exit':
        return this.exit(event.id, event.outcome, event.message, event.fill);
      case 'nothing-left':
        return this.nothingLeft(event.id, event.message);
      case 'resend':
        return this.resend(event.id);
      case 'tick':
        return this.tick(event.at);
    }
  }

  private live(): HeldOrder[] {
    return this.state.orders.filter(isLive);
  }

  private update(id: string, change: (o: HeldOrder) => HeldOrder): void {
    this.state.orders = this.state.orders.map((o) => (o.id === id ? change(o) : o));
  }

  private notice(kind: NoticeKind, order: HeldOrder | null, pair: string, message: string): void {
    this.actions.push({ type: 'notice', kind, id: order?.id ?? null, pair, title: titleOf(kind, order), message });
  }

  /** Ends a live order as cancelled (or failed) with a note; a fired or ended one is left as it is. */
  private end(id: string, status: 'cancelled', note: string, tell: string | null, kind: NoticeKind = 'cancelled'): void {
    const order = this.state.orders.find((o) => o.id === id);
    if (!order || (order.status !== 'armed' && order.status !== 'pending')) return;
    this.update(id, (o) => ({ ...o, status, note }));
    if (tell !== null) this.notice(kind, order, order.pair, tell);
  }

  private price(pair: string, feed: HeldOrder['feed'], price: string, at: number): void {
    const key = feedKey(pair, feed);
    this.state.feeds = { ...this.state.feeds, [key]: { price, at } };
    if (this.state.staleTold.includes(key)) this.state.staleTold = this.state.staleTold.filter((k) => k !== key);
    const resumed = this.state.resumed[key] === true;
    if (resumed) this.state.resumed = { ...this.state.resumed, [key]: false };
    const now = new Decimal(price);
    for (const order of this.live()) {
      if (order.pair !== pair || order.feed !== feed || order.status !== 'armed') continue;
      const current = follow(order, now, decimalsOf(price));
      if (current !== order) this.update(order.id, () => current);
      if (fires(current, now, at) && !this.groupFiring(current)) {
        this.fire(current, price, resumed, at);
      }
    }
  }

  private groupFiring(order: HeldOrder): boolean {
    return order.group !== null && this.state.orders.some((o) => o.group === order.group && o.id !== order.id && o.status === 'firing');
  }

  private fire(order: HeldOrder, price: string, resumed: boolean, at: number): void {
    const position = this.state.positions[order.pair];
    // Not known yet (just started): nothing can be sized, so it waits for the position.
    if (position === undefined) return;
    if (position === null || position.side !== order.positionSide) {
      this.end(order.id, 'cancelled', 'The position is closed', `${nameOf(order)} on ${order.pair} cancelled: the position is closed`);
      return;
    }
    // What the position holds less the exits already on their way: two that trigger together never flip it.
    const left = this.leftToClose(order, position);
    if (left.lte(0)) return;
    // The smaller of the two, as written (the pair's decimals kept).
    const leftText = left.eq(position.quantity) ? position.quantity : left.toFixed(decimalsOf(position.quantity));
    const quantity = order.quantity === null || new Decimal(order.quantity).gt(left) ? leftText : order.quantity;
    const fired: HeldOrder = {
      ...order,
      status: 'firing',
      firedAt: at,
      exitClientOrderId: exitClientOrderId(order),
      exitQuantity: quantity,
      sent: order.sent + 1,
    };
    this.update(order.id, () => fired);
    const side = order.positionSide === 'long' ? 'sell' : 'buy';
    const limit = order.exit.type === 'limit' ? exitLimitPrice(side, price, order.exit.slippage) : null;
    const how = order.exit.type === 'limit' ? `with a limit at ${limit} (${order.exit.slippage} % slippage)` : 'at market';
    const when = resumed ? ' at start: the price crossed while Perpdesk was not running' : '';
    // Firing again after a partial fill is not told again; what fills is.
    if (!order.partial) {
      this.notice(
        'triggered',
        order,
        order.pair,
        `${nameOf(order)} triggered${when} on ${order.pair} at ${price} (trigger ${order.trigger}): closing ${quantity} ${how}`,
      );
    }
    this.actions.push({ type: 'send-exit', id: order.id, pair: order.pair, side, quantity, price: limit, clientOrderId: fired.exitClientOrderId! });
  }

  /** The position less what the other exits firing on it close. */
  private leftToClose(order: HeldOrder, position: PositionView): Decimal {
    const firing = this.state.orders.filter(
      (o) => o.id !== order.id && o.pair === order.pair && o.positionSide === order.positionSide && o.status === 'firing',
    );
    return firing.reduce((left, o) => left.minus(o.exitQuantity ?? position.quantity), new Decimal(position.quantity));
  }

  /** The position as it stands once `closed` of it has been closed by an exit (before the next read says so). */
  private closedBy(order: HeldOrder, closed: Decimal): void {
    const position = this.state.positions[order.pair];
    if (!position || position.side !== order.positionSide || closed.lte(0)) return;
    this.position(order.pair, lessBy(position, closed));
  }

  private position(pair: string, position: PositionView | null): void {
    this.state.positions = { ...this.state.positions, [pair]: position };
    for (const order of this.live()) {
      if (order.pair !== pair || order.status !== 'armed') continue;
      if (position === null || position.side !== order.positionSide) {
        this.end(order.id, 'cancelled', 'The position is closed', `${nameOf(order)} on ${pair} cancelled: the position is closed`);
      } else if (order.quantity !== null && new Decimal(order.quantity).greaterThan(position.quantity)) {
        this.update(order.id, (o) => ({ ...o, quantity: position.quantity }));
        this.notice('shrunk', order, pair, `${nameOf(order)} on ${pair} shrunk to ${position.quantity}: the position shrank`);
      }
    }
  }

  private entry(clientOrderId: string, filled: string, done: boolean): void {
    const any = !new Decimal(filled).isZero();
    for (const order of this.live()) {
      if (order.entryClientOrderId !== clientOrderId) continue;
      if (any && order.share !== null) {
        this.tierFilled(order, filled, done);
      } else if (any) {
        // Sized to the fill, and armed from the first fill on: a partly filled entry is already a position.
        this.update(order.id, (o) => ({ ...o, quantity: filled, status: 'armed', entryClientOrderId: done ? null : o.entryClientOrderId }));
        if (order.status === 'pending')
          this.notice('armed', order, order.pair, `${nameOf(order)} on ${order.pair} armed for ${filled}: the entry filled`);
      } else if (done) {
        this.end(order.id, 'cancelled', 'The entry did not fill', `${nameOf(order)} on ${order.pair} cancelled: its entry ended unfilled`);
      }
    }
  }

  /** A bracket's tier: its share of the fill, armed once that is a lot; still under one when the entry is done, it goes. */
  private tierFilled(order: HeldOrder, filled: string, done: boolean): void {
    const tradeDecimal = order.market?.tradeDecimal ?? decimalsOf(filled);
    const quantity = tierQuantityOf(filled, order.share!, tradeDecimal);
    if (new Decimal(quantity).isZero()) {
      if (done)
        this.end(
          order.id,
          'cancelled',
          'Under one lot',
          `TP${order.tier} on ${order.pair} cancelled: ${underOneLot(order.tier!, order.share!, filled, tradeDecimal)}`,
        );
      return;
    }
    this.update(order.id, (o) => ({ ...o, quantity, status: 'armed', entryClientOrderId: done ? null : o.entryClientOrderId }));
    if (order.status === 'pending')
      this.notice(
        'armed',
        order,
        order.pair,
        `TP${order.tier} on ${order.pair} armed for ${quantity} (${order.share} % of ${filled}): the entry filled`,
      );
  }

  private exit(id: string, outcome: 'placed' | 'not-placed', message: string, fill: ExitFill | undefined): void {
    const order = this.state.orders.find((o) => o.id === id);
    if (!order || order.status !== 'firing') return;
    if (outcome === 'placed' && fill && new Decimal(fill.filled).lt(fill.quantity)) return this.partlyFilled(order, fill);
    if (outcome === 'placed') {
      this.update(id, (o) => ({ ...o, status: 'fired', exitQuantity: null, note: 'Exit placed' }));
      for (const other of this.cancelledBy(order)) {
        this.end(
          other.id,
          'cancelled',
          `The ${labelOf(order).toLowerCase()} fired`,
          `${nameOf(other)} on ${other.pair} cancelled: the ${labelOf(order).toLowerCase()} fired`,
        );
      }
      // Not read back: counted as filled whole, so the exits that follow are never too big.
      this.closedBy(order, new Decimal(fill?.filled ?? order.exitQuantity ?? 0));
      this.afterTp1(order);
      return;
    }
    const attempts = order.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      this.update(id, (o) => ({ ...o, status: 'cancelled', attempts, note: `Failed: ${message}` }));
      this.notice(
        'failed',
        order,
        order.pair,
        `${nameOf(order)} on ${order.pair} failed: the exchange refused its exit ${attempts} times (${message})`,
      );
      return;
    }
    // Armed again: the next price that crosses sends a new exit under a new client order id.
    this.update(id, (o) => ({ ...o, status: 'armed', attempts, exitClientOrderId: null, exitQuantity: null, firedAt: null }));
    this.notice('refused', order, order.pair, `${nameOf(order)} on ${order.pair}: the exchange refused its exit (${message}); it stays armed`);
  }

  /**
   * An exit on disk that the exchange has not seen after a restart: sent now under the same client order id (the
   * exchange refuses an id twice, so one that lands late is never doubled), sized as written, no attempt spent.
   */
  private resend(id: string): void {
    const order = this.state.orders.find((o) => o.id === id);
    const position = order ? this.state.positions[order.pair] : undefined;
    if (!order || order.status !== 'firing' || order.exitClientOrderId === null) return;
    const quantity = order.exitQuantity ?? order.quantity ?? (position?.side === order.positionSide ? position.quantity : null);
    if (quantity === null) return;
    const side = order.positionSide === 'long' ? 'sell' : 'buy';
    const price = this.state.feeds[feedKey(order.pair, order.feed)]?.price;
    const limit = order.exit.type === 'limit' && price !== undefined ? exitLimitPrice(side, price, order.exit.slippage) : null;
    this.update(id, (o) => ({ ...o, exitQuantity: quantity }));
    const how = limit === null ? 'at market' : `with a limit at ${limit}`;
    this.notice(
      'triggered',
      order,
      order.pair,
      `${nameOf(order)} on ${order.pair}: its exit was sent after restart (Perpdesk stopped between writing it and sending it), closing ${quantity} ${how}`,
    );
    this.actions.push({ type: 'send-exit', id, pair: order.pair, side, quantity, price: limit, clientOrderId: order.exitClientOrderId });
  }

  /** An exit the trading layer did not send (nothing left of the position to close): armed again, no attempt spent. */
  private nothingLeft(id: string, message: string): void {
    const order = this.state.orders.find((o) => o.id === id);
    if (!order || order.status !== 'firing') return;
    // Told once: firing again (each price that still crosses) is not told again until something is sent.
    this.update(id, (o) => ({ ...o, status: 'armed', exitClientOrderId: null, exitQuantity: null, firedAt: null, partial: true }));
    if (order.note !== message) {
      this.update(id, (o) => ({ ...o, note: message }));
      this.notice('refused', order, order.pair, `${nameOf(order)} on ${order.pair} waits: ${message}`);
    }
  }

  /** An exit that left a remainder (an IOC limit beyond its slippage): the rest stays armed and fires again. */
  private partlyFilled(order: HeldOrder, fill: ExitFill): void {
    const filled = new Decimal(fill.filled);
    const position = this.state.positions[order.pair];
    // The position is smaller by what filled before the next read of it says so: the next exit is never too big.
    if (position && position.side === order.positionSide && filled.gt(0)) {
      this.state.positions = { ...this.state.positions, [order.pair]: lessBy(position, filled) };
    }
    const quantity = order.quantity === null ? null : new Decimal(order.quantity).minus(filled).toFixed(decimalsOf(order.quantity));
    this.update(order.id, (o) => ({ ...o, status: 'armed', quantity, exitClientOrderId: null, exitQuantity: null, firedAt: null, partial: true }));
    if (filled.gt(0) || !order.partial) {
      this.notice(
        'partial',
        order,
        order.pair,
        `${nameOf(order)} on ${order.pair} partly filled: ${fill.filled} of ${fill.quantity}; the rest stays armed`,
      );
    }
    if (filled.gt(0)) this.afterTp1(order);
  }

  /**
   * What an exit placed ends besides itself: a tier nothing (the other tiers and the stop stay, the stop sized to
   * what is left); a stop the position's tiers; any other the rest of its group (a bracket's stop or target).
   */
  private cancelledBy(order: HeldOrder): HeldOrder[] {
    if (order.tier !== null) return [];
    const samePosition = (o: HeldOrder) => o.pair === order.pair && o.positionSide === order.positionSide;
    return this.live().filter(
      (o) =>
        o.id !== order.id &&
        ((order.group !== null && o.group === order.group) || (HELD_KINDS[order.kind].closes === 'loss' && o.tier !== null && samePosition(o))),
    );
  }

  /** TP1 placed (whole or in part) with breakeven after it: the position's stop moves to breakeven, once. */
  private afterTp1(order: HeldOrder): void {
    if (order.tier !== 1 || !order.breakevenAfterTp1) return;
    this.update(order.id, (o) => ({ ...o, breakevenAfterTp1: false }));
    const position = this.state.positions[order.pair];
    // Closed whole by TP1: there is nothing left to protect.
    if (!position || position.side !== order.positionSide) return;
    if (position.entry === undefined || order.market === null) {
      this.notice(
        'refused',
        order,
        order.pair,
        `Stop loss on ${order.pair} not moved to breakeven after TP1: the position's entry price is not known`,
      );
      return;
    }
    const { takerFeeRate, priceDecimal } = order.market;
    const trigger = breakevenPriceOf({ isLong: order.positionSide === 'long', entry: position.entry, feeRate: takerFeeRate, priceDecimal });
    this.breakeven({
      pair: order.pair,
      positionSide: order.positionSide,
      trigger,
      feed: order.feed,
      id: `${order.id}be`,
      entry: position.entry,
      because: 'TP1 filled',
      at: this.at,
    });
  }

  /**
   * The position's armed stop losses on the losing side of `trigger` move to it (one already past it stays); with
   * none live, a stop at market is set there. One the price is already through fires now.
   */
  private breakeven({ pair, positionSide, trigger, feed, id, entry, because, at }: Breakeven): void {
    const stops = this.live().filter((o) => o.pair === pair && o.positionSide === positionSide && o.kind === 'stop-loss');
    const long = positionSide === 'long';
    const losing = (o: HeldOrder) =>
      o.status === 'armed' && o.trigger !== null && (long ? new Decimal(o.trigger).lt(trigger) : new Decimal(o.trigger).gt(trigger));
    const moved: HeldOrder[] = [];
    if (stops.length === 0) {
      const stop = newHeldOrder({ id, pair, kind: 'stop-loss', positionSide, feed, trigger, createdAt: at });
      this.state.orders.push(stop);
      moved.push(stop);
    }
    for (const stop of stops.filter(losing)) {
      const next = { ...stop, trigger };
      this.update(stop.id, () => next);
      moved.push(next);
    }
    for (const stop of moved) {
      // After TP1, the price that fired it says; asked for, the caller checked a fresh price (the one kept may be old).
      const seen = because === null ? undefined : this.state.feeds[feedKey(pair, stop.feed)];
      const through = seen !== undefined && fires(stop, new Decimal(seen.price), seen.at);
      const after = because === null ? '' : ` after ${because}`;
      const firesNow = through ? `; the ${stop.feed} price ${seen.price} is already through it, so it fires now` : '';
      this.notice(
        'moved',
        stop,
        pair,
        `Stop loss on ${pair} ${stops.length === 0 ? 'set' : 'moved'} to breakeven ${trigger} (entry ${entry} plus both fees)${after}${firesNow}`,
      );
      if (through) this.fire(stop, seen.price, false, at);
    }
  }

  private tick(at: number): void {
    const keys = new Set(
      this.live()
        .filter((o) => o.status === 'armed')
        .map((o) => feedKey(o.pair, o.feed)),
    );
    for (const key of keys) {
      const feed = this.state.feeds[key];
      if (this.state.staleTold.includes(key) || (feed && at - feed.at < STALE_MS)) continue;
      this.state.staleTold = [...this.state.staleTold, key];
      const [pair, kind] = key.split('|') as [string, string];
      const age = feed ? `for ${Math.round((at - feed.at) / 1000)} s` : 'yet';
      this.notice('stale', null, pair, `Protection on ${pair} is blind: no ${kind} price ${age}; held orders there cannot fire until it returns`);
    }
  }
}

interface Breakeven {
  pair: string;
  positionSide: 'long' | 'short';
  trigger: string;
  feed: HeldOrder['feed'];
  /** The id of a stop set there when the position has none. */
  id: string;
  entry: string;
  /** What moved it, for the notice ("TP1 filled"); null: the trader asked. */
  because: string | null;
  at: number;
}

/** How a notice names an order: "TP2" for a tier, else its kind. */
const nameOf = (order: HeldOrder): string => (order.tier !== null ? `TP${order.tier}` : labelOf(order));

const TITLE: Record<NoticeKind, string> = {
  triggered: 'triggered',
  partial: 'partly filled',
  cancelled: 'cancelled',
  shrunk: 'shrunk',
  stale: '',
  failed: 'failed',
  armed: 'armed',
  refused: 'exit refused',
  moved: 'moved to breakeven',
};

/** A notice's headline: "Stop loss triggered". */
const titleOf = (kind: NoticeKind, order: HeldOrder | null): string =>
  order === null ? 'Protection cannot see the price' : `${nameOf(order)} ${TITLE[kind]}`;

/** The position once `closed` of it has gone (null: nothing left), in its own decimals. */
function lessBy(position: PositionView, closed: Decimal): PositionView | null {
  const left = new Decimal(position.quantity).minus(closed);
  return left.lte(0) ? null : { ...position, quantity: left.toFixed(decimalsOf(position.quantity)) };
}

/** Feeds behind armed orders that are stale at `at`. */
export function staleFeeds(state: EngineState, at: number): string[] {
  const keys = new Set(state.orders.filter((o) => o.status === 'armed').map((o) => feedKey(o.pair, o.feed)));
  return [...keys].filter((key) => {
    const feed = state.feeds[key];
    return !feed || at - feed.at >= STALE_MS;
  });
}
