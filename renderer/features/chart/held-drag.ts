/**
 * Dragging the lines of the orders Perpdesk holds, as one pure state machine (no chart, no DOM, no bridge), beside
 * order-drag's for the exchange's orders: a held stop's or target's line dragged to a new price moves it; the
 * position's line dragged away draws a new stop or target (below the mark for a long a stop, above a target;
 * mirrored for a short) and sets it where it is let go; ✕ on a held line cancels it.
 *
 *   idle ─press─▶ pressed ─moves past the threshold─▶ dragging ─release at a new price─▶ saving (request out)
 *                    │ release over ✕: it cancels,         │ release where it started, Escape: idle
 *                    ▼ the label does nothing              ▼
 *                  idle                           saving ─saved─▶ settling ─held orders show it─▶ idle
 *                                                    └─failed─▶ idle (the line where the core has it, the message)
 */
import { heldKindAt, type PointedKind } from '../../domain/protection/held-at-price';
import { clicksOnRelease, DRAG_THRESHOLD_PX, pastDragThreshold, pressButton, slidPress, type ButtonPress } from './button-press';
import { go as goTo, stay as stayAt, type Stepped } from './step-machine';

/** What was pressed: a held order's line (dragged to move it), the position's line (dragged out: a new stop or target), a held line's ✕. */
export type HeldPress =
  | { kind: 'held'; heldId: string; price: string }
  | { kind: 'position'; positionId: number; isLong: boolean; entry: string; quantity: string; mark: string | null; price: string }
  | { kind: 'cancel'; heldId: string; road?: 'algo' };

type Dragged = Exclude<HeldPress, { kind: 'cancel' }>;

/** What a drag would do let go here: move a held order, or set a stop or a target (null: nothing, with why). */
export type HeldPlan = { what: 'move'; heldId: string } | { what: 'set'; kind: PointedKind } | { what: 'none'; why: string };

export type HeldDragState =
  | { phase: 'idle' }
  | ({ phase: 'pressed'; press: HeldPress } & ButtonPress)
  | { phase: 'dragging'; press: Dragged; price: string; plan: HeldPlan }
  | { phase: 'saving'; press: Dragged; price: string; plan: HeldPlan }
  /** Saved; drawn at its price until the held orders list `heldId` there. */
  | { phase: 'settling'; press: Dragged; price: string; plan: HeldPlan; heldId: string };

export type HeldDragEvent =
  | { type: 'press'; press: HeldPress; x: number; y: number }
  | { type: 'move'; x: number; y: number; price: string | null }
  /** `overButton`: let go over the ✕ pressed (it acts only so). */
  | { type: 'release'; x: number; y: number; price: string | null; overButton: boolean }
  | { type: 'abort' }
  | { type: 'saved'; heldId: string }
  | { type: 'failed' }
  /** The live held orders as the core last listed them (id and trigger). */
  | { type: 'held'; live: readonly { id: string; trigger: string | null }[] }
  | { type: 'settleTimeout' };

export type HeldDragEffect =
  | { type: 'move'; heldId: string; price: string }
  | { type: 'set'; positionId: number; kind: PointedKind; price: string }
  /** `road: 'algo'`: a chase's or TWAP's ✕ (services/algo); otherwise a held order's (services/protection). */
  | { type: 'cancel'; heldId: string; road?: 'algo' }
  | { type: 'notice'; message: string };

export type HeldStep = Stepped<HeldDragState, HeldDragEffect>;

export const HELD_IDLE: HeldDragState = { phase: 'idle' };

const stay = (state: HeldDragState): HeldStep => stayAt(state);
const go = (state: HeldDragState, ...effects: HeldDragEffect[]): HeldStep => goTo(state, ...effects);

export const heldHoldsPointer = (state: HeldDragState): boolean => state.phase === 'pressed' || state.phase === 'dragging';
export const heldAcceptsPress = (state: HeldDragState): boolean => state.phase === 'idle';

/** What letting go of `press` at `price` would do. */
export function planOf(press: Dragged, price: string): HeldPlan {
  if (press.kind === 'held') return price === press.price ? { what: 'none', why: 'where it is' } : { what: 'move', heldId: press.heldId };
  const at = heldKindAt(press.isLong, price, press.mark);
  return at.ok ? { what: 'set', kind: at.kind } : { what: 'none', why: at.message };
}

export function heldStep(state: HeldDragState, event: HeldDragEvent, threshold = DRAG_THRESHOLD_PX): HeldStep {
  switch (event.type) {
    case 'press':
      return heldAcceptsPress(state) ? go({ phase: 'pressed', press: event.press, ...pressButton({ x: event.x, y: event.y }) }) : stay(state);

    case 'move': {
      if (state.phase === 'pressed') {
        const { press } = state;
        if (press.kind === 'cancel') {
          const slid = slidPress(state, event, threshold);
          return slid === state ? stay(state) : go(slid);
        }
        if (!pastDragThreshold(state, event, threshold)) return stay(state);
        const price = event.price ?? press.price;
        return go({ phase: 'dragging', press, price, plan: planOf(press, price) });
      }
      if (state.phase === 'dragging' && event.price !== null && event.price !== state.price) {
        return go({ ...state, price: event.price, plan: planOf(state.press, event.price) });
      }
      return stay(state);
    }

    case 'release': {
      if (state.phase === 'pressed') {
        const { press } = state;
        if (press.kind === 'cancel' && clicksOnRelease(state, event, event.overButton, threshold))
          return go(HELD_IDLE, { type: 'cancel', heldId: press.heldId, ...(press.road ? { road: press.road } : {}) });
        return go(HELD_IDLE);
      }
      if (state.phase !== 'dragging') return stay(state);
      const price = event.price ?? state.price;
      const plan = planOf(state.press, price);
      const { press } = state;
      if (plan.what === 'none')
        return press.kind === 'position' && price !== press.price
          ? go(HELD_IDLE, { type: 'notice', message: `Nothing set: ${plan.why}` })
          : go(HELD_IDLE);
      const effect: HeldDragEffect =
        plan.what === 'move'
          ? { type: 'move', heldId: plan.heldId, price }
          : { type: 'set', positionId: (press as Extract<Dragged, { kind: 'position' }>).positionId, kind: plan.kind, price };
      return go({ phase: 'saving', press, price, plan }, effect);
    }

    case 'abort':
      return heldHoldsPointer(state) ? go(HELD_IDLE) : stay(state);

    case 'saved':
      return state.phase === 'saving' ? go({ ...state, phase: 'settling', heldId: event.heldId }) : stay(state);

    case 'failed':
      return state.phase === 'saving' ? go(HELD_IDLE) : stay(state);

    case 'held': {
      if (state.phase === 'settling') {
        const shown = event.live.find((h) => h.id === state.heldId);
        // A new one: until it is listed; a moved one: until it is listed at its new price, or gone.
        const done = state.plan.what === 'set' ? shown !== undefined : !shown || shown.trigger === state.price;
        return done ? go(HELD_IDLE) : stay(state);
      }
      const press = state.phase === 'pressed' || state.phase === 'dragging' ? state.press : null;
      // A chase's or TWAP's ✕ is not in the held orders' list.
      const held = press && press.kind !== 'position' && !(press.kind === 'cancel' && press.road === 'algo') ? press.heldId : null;
      if (held !== null && !event.live.some((h) => h.id === held)) {
        return go(HELD_IDLE, { type: 'notice', message: 'That held order is no longer live (fired or cancelled): there is nothing to move' });
      }
      return stay(state);
    }

    case 'settleTimeout':
      return state.phase === 'settling' ? go(HELD_IDLE) : stay(state);
  }
}
