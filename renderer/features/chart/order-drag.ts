/**
 * Dragging an order's line on the chart to move the order, and the buttons drawn on the lines, as one pure state
 * machine: no chart, no DOM, no bridge. The chart layer feeds it pointer positions (already turned into prices
 * snapped to the tick) and the bridge's answers, and carries out the effects it returns.
 *
 *   idle ─press─▶ pressed ─moves past DRAG_THRESHOLD_PX─▶ dragging ─release at a new price─▶ moving (request out)
 *                    │ release (a click: ✕ cancels,                │ release at the same price, Escape: idle
 *                    ▼ Close closes, the label does nothing)       ▼
 *                  idle                                    moving ─moved─▶ settling ─open orders show it─▶ idle
 *                                                             └─moveFailed─▶ failed (the line back, the message)
 *
 * While `moving` the line stays at the new price ("moving…"); while `settling` the old order is hidden until the
 * open orders show the new one, so the line never flickers back to where it was. `failed` draws nothing of its
 * own: the line is wherever the exchange says the order is (back at its old price, or gone). A button acts on
 * release over it, never once the press slid off it (button-press).
 */

import { clicksOnRelease, DRAG_THRESHOLD_PX, pastDragThreshold, pressButton, slidPress, type ButtonPress } from './button-press';
import { go as goTo, stay as stayAt, type Stepped } from './step-machine';

const stay = (state: DragState): Step => stayAt(state);
const go = (state: DragState, ...effects: DragEffect[]): Step => goTo(state, ...effects);

/** What was pressed: an order's line or label (it may be dragged), or a button drawn on a line. */
export type Press =
  { kind: 'order'; orderId: number; side: 'buy' | 'sell'; quantity: string; price: string } | { kind: 'button'; action: ButtonAction; id: number };

/** ✕ on an order's line; Close and BE (breakeven) on the position's. */
export type ButtonAction = 'cancel' | 'close' | 'breakeven';

/** The order being moved, as it was when pressed: its line is drawn from this while the feed may not have it. */
export interface MovingOrder {
  orderId: number;
  side: 'buy' | 'sell';
  /** What is left of it (the move places the rest). */
  quantity: string;
  /** Its price before the move. */
  from: string;
}

export type DragState =
  | { phase: 'idle' }
  /** Down, not moved past the threshold yet (`at`: where). `slid`: a button press that slid off: its release is no click. */
  | ({ phase: 'pressed'; press: Press } & ButtonPress)
  | { phase: 'dragging'; order: MovingOrder; price: string }
  | { phase: 'moving'; order: MovingOrder; price: string }
  /** Moved; the old order is hidden until the open orders show `placedOrderId` (or no longer show the old one). */
  | { phase: 'settling'; order: MovingOrder; price: string; placedOrderId: number }
  | { phase: 'failed'; order: MovingOrder; price: string; message: string };

export type DragEvent =
  | { type: 'press'; press: Press; x: number; y: number }
  /** The pointer moved; `price` is the line's price there (snapped), null where there is none. */
  | { type: 'move'; x: number; y: number; price: string | null }
  /** Let go; `overButton`: over the button pressed (a button acts only so). */
  | { type: 'release'; x: number; y: number; price: string | null; overButton: boolean }
  /** Escape, a lost pointer, the window losing focus: the gesture ends, nothing is sent. */
  | { type: 'abort' }
  | { type: 'moved'; orderId: number; placedOrderId: number }
  | { type: 'moveFailed'; orderId: number; message: string }
  /** The move was not sent after all (it would trade at once, and the trader said no or it is refused): the line goes back. */
  | { type: 'moveWithdrawn'; orderId: number }
  /** The open orders as the exchange last reported them (the chart's pair). */
  | { type: 'orders'; openOrderIds: readonly number[] }
  /** The settling wait ran out (the feed is slow or failing): show the feed as it is. */
  | { type: 'settleTimeout' }
  /** The trader closed the failure's message. */
  | { type: 'dismiss' };

export type DragEffect =
  | { type: 'move'; orderId: number; price: string; from: string }
  | { type: 'click'; action: ButtonAction; id: number }
  /** Tell the trader (in the chart's message): the order went away under the drag. */
  | { type: 'notice'; message: string };

export type Step = Stepped<DragState, DragEffect>;

export const IDLE: DragState = { phase: 'idle' };

/** Whether a gesture holds the pointer (the chart must not scroll or scale under it). */
export const holdsPointer = (state: DragState): boolean => state.phase === 'pressed' || state.phase === 'dragging';

/** Whether a new press may start: not while a move is on its way or settling. */
export const acceptsPress = (state: DragState): boolean => state.phase === 'idle' || state.phase === 'failed';

/** The next state for `event`, and what to do. Events that do not apply leave the state as it is. */
export function step(state: DragState, event: DragEvent, threshold = DRAG_THRESHOLD_PX): Step {
  switch (event.type) {
    case 'press':
      if (!acceptsPress(state)) return stay(state);
      return go({ phase: 'pressed', press: event.press, ...pressButton({ x: event.x, y: event.y }) });

    case 'move': {
      if (state.phase === 'pressed') {
        const { press } = state;
        if (press.kind === 'button') {
          const slid = slidPress(state, event, threshold);
          return slid === state ? stay(state) : go(slid);
        }
        if (!pastDragThreshold(state, event, threshold)) return stay(state);
        const order: MovingOrder = { orderId: press.orderId, side: press.side, quantity: press.quantity, from: press.price };
        return go({ phase: 'dragging', order, price: event.price ?? press.price });
      }
      if (state.phase === 'dragging') {
        if (event.price === null || event.price === state.price) return stay(state);
        return go({ ...state, price: event.price });
      }
      return stay(state);
    }

    case 'release': {
      if (state.phase === 'pressed') {
        const { press } = state;
        if (press.kind === 'button' && clicksOnRelease(state, event, event.overButton, threshold)) {
          return go(IDLE, { type: 'click', action: press.action, id: press.id });
        }
        // A click on an order's label or line does nothing; a short slide is not a drag.
        return go(IDLE);
      }
      if (state.phase === 'dragging') {
        const price = event.price ?? state.price;
        if (price === state.order.from) return go(IDLE);
        return go({ phase: 'moving', order: state.order, price }, { type: 'move', orderId: state.order.orderId, price, from: state.order.from });
      }
      return stay(state);
    }

    case 'abort':
      return holdsPointer(state) ? go(IDLE) : stay(state);

    case 'moved':
      if (state.phase !== 'moving' || state.order.orderId !== event.orderId) return stay(state);
      return go({ phase: 'settling', order: state.order, price: state.price, placedOrderId: event.placedOrderId });

    case 'moveWithdrawn':
      return state.phase === 'moving' && state.order.orderId === event.orderId ? go(IDLE) : stay(state);

    case 'moveFailed':
      if (state.phase !== 'moving' || state.order.orderId !== event.orderId) return stay(state);
      return go({ phase: 'failed', order: state.order, price: state.price, message: event.message });

    case 'orders': {
      const open = event.openOrderIds;
      if (state.phase === 'settling') {
        return open.includes(state.placedOrderId) || !open.includes(state.order.orderId) ? go(IDLE) : stay(state);
      }
      const held =
        state.phase === 'dragging' ? state.order.orderId : state.phase === 'pressed' && state.press.kind === 'order' ? state.press.orderId : null;
      if (held !== null && !open.includes(held)) {
        return go(IDLE, { type: 'notice', message: `Order #${held} is no longer open (filled or cancelled): there is nothing to move` });
      }
      return stay(state);
    }

    case 'settleTimeout':
      return state.phase === 'settling' ? go(IDLE) : stay(state);

    case 'dismiss':
      return state.phase === 'failed' ? go(IDLE) : stay(state);
  }
}
