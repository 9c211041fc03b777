import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD_PX } from './button-press';
import { runSteps } from './testing';
import { HELD_IDLE, heldHoldsPointer, heldStep, type HeldDragEvent, type HeldDragState, type HeldPress } from './held-drag';

const stop: HeldPress = { kind: 'held', heldId: 'h1', price: '59000.0' };
const longLine: HeldPress = { kind: 'position', positionId: 3, isLong: true, entry: '60010.0', quantity: '0.250', mark: '60000.0', price: '60010.0' };
const shortLine: HeldPress = { ...longLine, isLong: false };
const cross: HeldPress = { kind: 'cancel', heldId: 'h1' };

const run = (state: HeldDragState, ...events: HeldDragEvent[]) => runSteps(heldStep, state, events);

const press = (p: HeldPress, y = 100, x = 50): HeldDragEvent => ({ type: 'press', press: p, x, y });
const move = (y: number, price: string | null, x = 50): HeldDragEvent => ({ type: 'move', x, y, price });
/** Let go; a ✕ pressed is under the pointer unless told. */
const release = (y: number, price: string | null, x = 50, overButton = true): HeldDragEvent => ({ type: 'release', x, y, price, overButton });
const listed = (...live: { id: string; trigger: string }[]): HeldDragEvent => ({ type: 'held', live });

describe('dragging a held order’s line', () => {
  it('moves it where it is let go: one move, then it stays there until the held orders list it there', () => {
    const dragged = run(HELD_IDLE, press(stop), move(120, '58900.0'), move(140, '58800.0'));
    expect(dragged.state).toMatchObject({ phase: 'dragging', price: '58800.0', plan: { what: 'move', heldId: 'h1' } });
    expect(heldHoldsPointer(dragged.state)).toBe(true);

    const sent = run(dragged.state, release(141, '58790.0'));
    expect(sent.state).toMatchObject({ phase: 'saving', price: '58790.0' });
    expect(sent.effects).toEqual([{ type: 'move', heldId: 'h1', price: '58790.0' }]);

    const saved = run(sent.state, { type: 'saved', heldId: 'h1' }, listed({ id: 'h1', trigger: '59000.0' }));
    expect(saved.state.phase).toBe('settling');
    expect(run(saved.state, listed({ id: 'h1', trigger: '58790.0' })).state).toEqual(HELD_IDLE);
  });

  it('sends nothing for a click on its label, a slide under the threshold, a drop where it was, or Escape', () => {
    const small = DRAG_THRESHOLD_PX - 1;
    expect(run(HELD_IDLE, press(stop), move(100 + small, '58990.0'), release(100 + small, '58990.0'))).toEqual({ state: HELD_IDLE, effects: [] });
    expect(run(HELD_IDLE, press(stop), move(150, '58500.0'), move(100, '59000.0'), release(100, '59000.0'))).toEqual({
      state: HELD_IDLE,
      effects: [],
    });
    expect(run(HELD_IDLE, press(stop), move(150, '58500.0'), { type: 'abort' })).toEqual({ state: HELD_IDLE, effects: [] });
  });

  it('a refused move lets the line go back where the core has it', () => {
    const { state } = run(HELD_IDLE, press(stop), move(150, '58500.0'), release(150, '58500.0'), { type: 'failed' });
    expect(state).toEqual(HELD_IDLE);
  });

  it('lets go, and says so, when the order fires or is cancelled under the drag', () => {
    const { state, effects } = run(HELD_IDLE, press(stop), move(150, '58500.0'), listed());
    expect(state).toEqual(HELD_IDLE);
    expect(effects).toEqual([{ type: 'notice', message: 'That held order is no longer live (fired or cancelled): there is nothing to move' }]);
  });

  it('✕ cancels it on a click, not when the press slides off', () => {
    expect(run(HELD_IDLE, press(cross), release(101, null)).effects).toEqual([{ type: 'cancel', heldId: 'h1' }]);
    expect(run(HELD_IDLE, press(cross), move(120, null), release(100, null)).effects).toEqual([]);
  });

  it('✕ cancels nothing when the press pans sideways or is let go off it', () => {
    expect(run(HELD_IDLE, press(cross, 100, 300), move(100, null, 300 + DRAG_THRESHOLD_PX), release(100, null, 300)).effects).toEqual([]);
    expect(run(HELD_IDLE, press(cross, 100, 300), release(100, null, 302, false)).effects).toEqual([]);
    const algo: HeldPress = { kind: 'cancel', heldId: 'a1', road: 'algo' };
    expect(run(HELD_IDLE, press(algo, 100, 300), move(100, null, 200), release(100, null, 300)).effects).toEqual([]);
  });

  it('a chase’s or TWAP’s ✕ cancels it on the algo road, whatever the held orders’ list says meanwhile', () => {
    const algo: HeldPress = { kind: 'cancel', heldId: 'a1', road: 'algo' };
    expect(run(HELD_IDLE, press(algo), listed(), release(101, null)).effects).toEqual([{ type: 'cancel', heldId: 'a1', road: 'algo' }]);
  });
});

describe('dragging out of the position’s line', () => {
  it('below the mark, a long gets a stop loss; above it, a take profit', () => {
    const down = run(HELD_IDLE, press(longLine), move(160, '59500.0'));
    expect(down.state).toMatchObject({ phase: 'dragging', plan: { what: 'set', kind: 'stop-loss' } });
    expect(run(down.state, release(160, '59500.0')).effects).toEqual([{ type: 'set', positionId: 3, kind: 'stop-loss', price: '59500.0' }]);

    const up = run(HELD_IDLE, press(longLine), move(40, '60500.0'), release(40, '60500.0'));
    expect(up.effects).toEqual([{ type: 'set', positionId: 3, kind: 'take-profit', price: '60500.0' }]);
  });

  it('mirrored for a short', () => {
    expect(run(HELD_IDLE, press(shortLine), move(40, '60500.0'), release(40, '60500.0')).effects).toEqual([
      { type: 'set', positionId: 3, kind: 'stop-loss', price: '60500.0' },
    ]);
    expect(run(HELD_IDLE, press(shortLine), move(160, '59500.0'), release(160, '59500.0')).effects).toEqual([
      { type: 'set', positionId: 3, kind: 'take-profit', price: '59500.0' },
    ]);
  });

  it('the preview follows the pointer across the mark, and Escape sets nothing', () => {
    const across = run(HELD_IDLE, press(longLine), move(160, '59500.0'), move(40, '60200.0'));
    expect(across.state).toMatchObject({ plan: { what: 'set', kind: 'take-profit' } });
    expect(run(across.state, { type: 'abort' })).toEqual({ state: HELD_IDLE, effects: [] });
  });

  it('sets nothing at the mark, or with no mark known, and says why', () => {
    const atMark = run(HELD_IDLE, press(longLine), move(110, '60000.0'), release(110, '60000.0'));
    expect(atMark.effects).toEqual([
      { type: 'notice', message: 'Nothing set: 60000.0 is the mark price: a stop or a target there would fire at once' },
    ]);
    const blind = run(HELD_IDLE, press({ ...longLine, mark: null }), move(160, '59500.0'), release(160, '59500.0'));
    expect(blind.effects).toEqual([{ type: 'notice', message: 'Nothing set: No mark price yet: a stop or a target is placed against it' }]);
  });

  it('a new stop stays drawn until the held orders list it', () => {
    const sent = run(HELD_IDLE, press(longLine), move(160, '59500.0'), release(160, '59500.0'), { type: 'saved', heldId: 'h9' });
    expect(run(sent.state, listed()).state.phase).toBe('settling');
    expect(run(sent.state, listed({ id: 'h9', trigger: '59500.0' })).state).toEqual(HELD_IDLE);
    expect(run(sent.state, { type: 'settleTimeout' }).state).toEqual(HELD_IDLE);
  });
});
