import { describe, expect, it } from 'vitest';
import { runSteps } from './testing';
import { DRAG_THRESHOLD_PX } from './button-press';
import { acceptsPress, holdsPointer, IDLE, step, type DragEvent, type DragState, type Press } from './order-drag';

const order: Press = { kind: 'order', orderId: 7, side: 'buy', quantity: '0.010', price: '59000.0' };
const cancel: Press = { kind: 'button', action: 'cancel', id: 7 };
const close: Press = { kind: 'button', action: 'close', id: 3 };

/** Runs the events from `state`, returning the last state and every effect on the way. */
const run = (state: DragState, ...events: DragEvent[]) => runSteps(step, state, events);

const press = (p: Press, y = 100, x = 50): DragEvent => ({ type: 'press', press: p, x, y });
const move = (y: number, price: string | null, x = 50): DragEvent => ({ type: 'move', x, y, price });
/** Let go; a button pressed is under the pointer unless told. */
const release = (y: number, price: string | null, x = 50, overButton = true): DragEvent => ({ type: 'release', x, y, price, overButton });

describe('dragging an order line', () => {
  it('moves the order when dragged to a new price: pressed, dragging, then moving with one move request', () => {
    const pressed = run(IDLE, press(order));
    expect(pressed.state.phase).toBe('pressed');
    expect(holdsPointer(pressed.state)).toBe(true);

    const dragging = run(pressed.state, move(80, '59100.0'), move(60, '59200.0'));
    expect(dragging.state).toEqual({
      phase: 'dragging',
      order: { orderId: 7, side: 'buy', quantity: '0.010', from: '59000.0' },
      price: '59200.0',
    });
    expect(dragging.effects).toEqual([]);

    const moving = run(dragging.state, release(58, '59210.0'));
    expect(moving.state).toMatchObject({ phase: 'moving', price: '59210.0' });
    expect(holdsPointer(moving.state)).toBe(false);
    expect(moving.effects).toEqual([{ type: 'move', orderId: 7, price: '59210.0', from: '59000.0' }]);
  });

  it('keeps the last price when the pointer leaves the scale', () => {
    const { state, effects } = run(IDLE, press(order), move(60, '59200.0'), move(-500, null), release(-500, null));
    expect(state).toMatchObject({ phase: 'moving', price: '59200.0' });
    expect(effects).toEqual([{ type: 'move', orderId: 7, price: '59200.0', from: '59000.0' }]);
  });

  it('a press that moves less than the threshold is a click, and a click on the label does nothing', () => {
    const small = DRAG_THRESHOLD_PX - 1;
    const { state, effects } = run(IDLE, press(order, 100), move(100 + small, '59001.0'), release(100 + small, '59001.0'));
    expect(state).toEqual(IDLE);
    expect(effects).toEqual([]);
  });

  it('sends nothing when dropped back at its own price', () => {
    const { state, effects } = run(IDLE, press(order), move(50, '59300.0'), move(100, '59000.0'), release(100, '59000.0'));
    expect(state).toEqual(IDLE);
    expect(effects).toEqual([]);
  });

  it('Escape (abort) ends the drag where it is, with the line back and nothing sent', () => {
    const { state, effects } = run(IDLE, press(order), move(40, '59400.0'), { type: 'abort' }, release(40, '59400.0'));
    expect(state).toEqual(IDLE);
    expect(effects).toEqual([]);
  });

  it('settles after the move: the old order stays hidden until the open orders show the new one', () => {
    const moving = run(IDLE, press(order), move(40, '59400.0'), release(40, '59400.0')).state;
    const settling = run(moving, { type: 'moved', orderId: 7, placedOrderId: 8 }).state;
    expect(settling).toMatchObject({ phase: 'settling', placedOrderId: 8, price: '59400.0' });
    // The answer that still shows the old order (polled before the move) changes nothing.
    expect(run(settling, { type: 'orders', openOrderIds: [7, 5] }).state).toBe(settling);
    expect(run(settling, { type: 'orders', openOrderIds: [5, 8] }).state).toEqual(IDLE);
    // Or the old one is gone (the new one may have filled at once).
    expect(run(settling, { type: 'orders', openOrderIds: [5] }).state).toEqual(IDLE);
    expect(run(settling, { type: 'settleTimeout' }).state).toEqual(IDLE);
  });

  it('a failed move goes to failed with the exchange’s message; the next press or a dismiss leaves it', () => {
    const moving = run(IDLE, press(order), move(40, '59400.0'), release(40, '59400.0')).state;
    const message = 'The order was not moved: the new order at 59400.0 was not placed (Insufficient balance); it is back at 59000.0 as #9';
    const failed = run(moving, { type: 'moveFailed', orderId: 7, message }).state;
    expect(failed).toMatchObject({ phase: 'failed', message, order: { from: '59000.0' } });
    expect(holdsPointer(failed)).toBe(false);
    expect(acceptsPress(failed)).toBe(true);
    expect(run(failed, { type: 'dismiss' }).state).toEqual(IDLE);
    expect(run(failed, press(cancel)).state.phase).toBe('pressed');
  });

  it('answers for another order, or in another phase, change nothing', () => {
    const moving = run(IDLE, press(order), move(40, '59400.0'), release(40, '59400.0')).state;
    expect(run(moving, { type: 'moved', orderId: 99, placedOrderId: 100 }).state).toBe(moving);
    expect(run(moving, { type: 'moveFailed', orderId: 99, message: 'no' }).state).toBe(moving);
    expect(run(IDLE, { type: 'moved', orderId: 7, placedOrderId: 8 }).state).toBe(IDLE);
    expect(run(IDLE, { type: 'settleTimeout' }).state).toBe(IDLE);
  });

  it('takes no new press while a move is out or settling', () => {
    const moving = run(IDLE, press(order), move(40, '59400.0'), release(40, '59400.0')).state;
    expect(acceptsPress(moving)).toBe(false);
    expect(run(moving, press(cancel)).state).toBe(moving);
    const settling = run(moving, { type: 'moved', orderId: 7, placedOrderId: 8 }).state;
    expect(run(settling, press(order)).state).toBe(settling);
  });

  it('drops the drag, saying so, when the order leaves the book under it', () => {
    const dragging = run(IDLE, press(order), move(40, '59400.0')).state;
    const { state, effects } = run(dragging, { type: 'orders', openOrderIds: [5] });
    expect(state).toEqual(IDLE);
    expect(effects).toEqual([{ type: 'notice', message: 'Order #7 is no longer open (filled or cancelled): there is nothing to move' }]);
    // Still there: the drag goes on.
    expect(run(dragging, { type: 'orders', openOrderIds: [7] }).state).toBe(dragging);
  });
});

describe('buttons on the lines', () => {
  it('✕ cancels on a click', () => {
    expect(run(IDLE, press(cancel), release(101, null)).effects).toEqual([{ type: 'click', action: 'cancel', id: 7 }]);
  });

  it('Close asks to close the position on a click', () => {
    expect(run(IDLE, press(close), move(102, null), release(102, null)).effects).toEqual([{ type: 'click', action: 'close', id: 3 }]);
  });

  it('BE moves the stop to breakeven on release over it; let go elsewhere (Close beside it) it does nothing', () => {
    const breakeven: Press = { kind: 'button', action: 'breakeven', id: 3 };
    expect(run(IDLE, press(breakeven), release(101, null)).effects).toEqual([{ type: 'click', action: 'breakeven', id: 3 }]);
    expect(run(IDLE, press(breakeven), release(101, null, 52, false)).effects).toEqual([]);
  });

  it('a press that slides off the button is no click, even back on it; it never drags', () => {
    const slid = run(IDLE, press(cancel, 100), move(130, '59500.0'));
    expect(slid.state).toMatchObject({ phase: 'pressed', slid: true });
    const { state, effects } = run(slid.state, move(100, '59000.0'), release(100, '59000.0'));
    expect(state).toEqual(IDLE);
    expect(effects).toEqual([]);
  });

  it('a press on ✕ that pans sideways, or is let go off the button, cancels nothing', () => {
    const sideways = run(IDLE, press(cancel, 100, 300), move(100, '59000.0', 300 - DRAG_THRESHOLD_PX), release(100, '59000.0', 300));
    expect(sideways.effects).toEqual([]);
    expect(sideways.state).toEqual(IDLE);
    expect(run(IDLE, press(cancel, 100, 300), release(101, null, 301, false)).effects).toEqual([]);
    expect(run(IDLE, press(close), release(100, null, 50, false)).effects).toEqual([]);
  });
});

describe('a move withdrawn before it is sent', () => {
  it('puts the line back (idle) only for the order being moved', () => {
    const order = { orderId: 7, side: 'buy' as const, quantity: '0.010', from: '59500.0' };
    const moving = { phase: 'moving' as const, order, price: '60500.0' };
    expect(step(moving, { type: 'moveWithdrawn', orderId: 8 }).state).toBe(moving);
    expect(step(moving, { type: 'moveWithdrawn', orderId: 7 })).toEqual({ state: IDLE, effects: [] });
  });
});
