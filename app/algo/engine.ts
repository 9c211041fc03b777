/**
 * The algorithms' step machine: `step(state, event) → { state, actions }`. Books, positions and the read-backs
 * of their orders come in; orders to place and cancel go out. Its caller writes the new state to disk before it
 * carries out a single action, so a child's client order id is on disk before the child is sent. What each kind
 * does is `chase.ts` and `twap.ts`; this module keeps their one order each and routes the events.
 */
import Decimal from 'decimal.js';
import { OrderStatus } from '../../shared/exchange';
import { decimalsOf } from '../../shared/decimal';
import { decideChase } from './chase';
import { cancelChild, isLive, MAX_REFUSALS, stay, type Decision } from './child';
import type { AlgoAction, AlgoEvent, AlgoOrder, AlgoState, AlgoStep, ChildOrder } from './model';
import { decideTwap, pauseTwap, resumeTwap } from './twap';

export const emptyAlgoState = (): AlgoState => ({ orders: [], books: {}, positions: {} });

export const step = (state: AlgoState, event: AlgoEvent): AlgoStep => new Run({ ...state, orders: [...state.orders] }).run(event);

/** One step: the state it changes (a copy) and the actions it asks for. */
class Run {
  readonly actions: AlgoAction[] = [];

  constructor(public state: AlgoState) {}

  run(event: AlgoEvent): AlgoStep {
    this.handle(event);
    return { state: this.state, actions: this.actions };
  }

  private handle(event: AlgoEvent): void {
    switch (event.type) {
      case 'add':
        this.state.orders.push(event.order);
        return this.decide(event.order.id, event.at);
      case 'cancel':
        return this.change(event.id, event.at, (o) => cancelling(o));
      case 'pause':
        return this.change(event.id, event.at, (o) => stay(o.kind === 'twap' ? pauseTwap(o, event.at) : o));
      case 'resume':
        return this.change(event.id, event.at, (o) => stay(o.kind === 'twap' ? resumeTwap(o, event.at) : o));
      case 'book':
        this.state.books = { ...this.state.books, [event.pair]: { bid: event.bid, ask: event.ask, at: event.at } };
        return this.decideAll(event.at, event.pair);
      case 'position':
        this.state.positions = { ...this.state.positions, [event.pair]: event.position };
        return this.decideAll(event.at, event.pair);
      // A read-back never places the next order itself: the book it would go at may be a cycle old. The next
      // book or tick does, with the book read after it.
      case 'sent':
        return this.withChild(event.id, event.clientOrderId, event.at, (o, child) => {
          if (event.outcome === 'placed')
            return stay({ ...o, child: { ...child, orderId: event.orderId, phase: child.phase === 'sending' ? 'open' : child.phase } });
          return stay(refused(o, event.message));
        });
      case 'read':
        return this.withChild(event.id, event.clientOrderId, event.at, (o, child) => this.read(o, child, event));
      case 'tick':
        return this.decideAll(event.at, null);
    }
  }

  private find(id: string): AlgoOrder | undefined {
    return this.state.orders.find((o) => o.id === id);
  }

  private put(order: AlgoOrder): void {
    this.state.orders = this.state.orders.map((o) => (o.id === order.id ? order : o));
  }

  /** Applies a change to a live order, then lets it decide on what it now knows. */
  private change(id: string, at: number, change: (order: AlgoOrder) => Decision, withBook = true): void {
    const order = this.find(id);
    if (!order || !isLive(order)) return;
    const { order: next, actions } = change(order);
    this.put(next);
    this.actions.push(...actions);
    this.decide(id, at, withBook);
  }

  private withChild(id: string, clientOrderId: string, at: number, change: (order: AlgoOrder, child: ChildOrder) => Decision): void {
    const order = this.find(id);
    if (!order || order.child?.clientOrderId !== clientOrderId) return;
    this.change(id, at, (o) => change(o, o.child!), false);
  }

  private decideAll(at: number, pair: string | null): void {
    for (const order of this.state.orders) if (isLive(order) && (pair === null || order.pair === pair)) this.decide(order.id, at);
  }

  private decide(id: string, at: number, withBook = true): void {
    const order = this.find(id)!;
    if (!isLive(order)) return;
    const view = { book: withBook ? this.state.books[order.pair] : undefined, position: this.state.positions[order.pair], at };
    const { order: next, actions } = order.kind === 'chase' ? decideChase(order, view) : decideTwap(order, view);
    this.put(next);
    this.actions.push(...actions);
  }

  /** The child as the exchange holds it: what filled since (off the position, if it reduces it), and whether it is done. */
  private read(order: AlgoOrder, child: ChildOrder, event: Extract<AlgoEvent, { type: 'read' }>): Decision {
    const more = new Decimal(event.filled).minus(child.filled);
    if (more.gt(0)) this.filledAgainst(order, more);
    const now: ChildOrder = { ...child, filled: event.filled, amount: event.amount, phase: child.phase === 'sending' ? 'open' : child.phase };
    if (event.status >= OrderStatus.FILLED) {
      const filled = new Decimal(order.filled).plus(event.filled).toFixed(order.lotDecimals);
      const amount = new Decimal(order.amount).plus(event.amount).toString();
      return stay({ ...order, child: null, filled, amount, refusals: 0 });
    }
    // Still open while its cancel was asked: asked again (a second cancel is harmless).
    if (child.phase === 'cancelling') return cancelChild({ ...order, child: now });
    return stay({ ...order, child: now });
  }

  /** A fill reduces the position it trades against before the next read of it says so: reduce only never over-sizes. */
  private filledAgainst(order: AlgoOrder, quantity: Decimal): void {
    const position = this.state.positions[order.pair];
    const against = order.side === 'buy' ? 'short' : 'long';
    if (!position || position.side !== against) return;
    const left = Decimal.max(0, new Decimal(position.quantity).minus(quantity));
    const next = { ...position, quantity: left.toFixed(decimalsOf(position.quantity)), provisional: true };
    this.state.positions = { ...this.state.positions, [order.pair]: next };
  }
}

/** The trader cancels: its order out is cancelled first; it ends once that is known. */
function cancelling(order: AlgoOrder): Decision {
  if (order.status === 'done' || order.status === 'stopped' || order.status === 'cancelled') return stay(order);
  const next = { ...order, status: 'ending' as const, ending: 'cancel' as const, note: 'Cancelling' };
  return next.child?.phase === 'open' && next.child.price !== null ? cancelChild(next) : stay(next);
}

/** A child the exchange refused: tried again at the next decision, up to MAX_REFUSALS in a row. */
function refused(order: AlgoOrder, message: string): AlgoOrder {
  const refusals = order.refusals + 1;
  const cleared = { ...order, child: null, refusals };
  if (refusals >= MAX_REFUSALS)
    return { ...cleared, status: 'stopped', note: `Stopped: the exchange refused its order ${refusals} times (${message})` };
  return { ...cleared, note: `The exchange refused its order (${message}); trying again` };
}
