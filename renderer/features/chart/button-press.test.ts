import { describe, expect, it } from 'vitest';
import {
  clicksOnRelease,
  DRAG_THRESHOLD_PX,
  pastDragThreshold,
  pressButton,
  slidPress,
  slideButton,
  type ButtonPress,
  type PanePoint,
} from './button-press';

/** Presses at `from`, moves through `path`, and says whether letting go at its end (over the button or not) clicks. */
function gesture(from: PanePoint, path: readonly PanePoint[], overButton = true): boolean {
  let press: ButtonPress = pressButton(from);
  for (const point of path) press = slideButton(press, point);
  return clicksOnRelease(press, path[path.length - 1] ?? from, overButton);
}

describe('a button on a chart line (✕, Close)', () => {
  const at = { x: 300, y: 100 };
  const near = { x: 301, y: 101 };

  it('acts on release over it, not on press', () => {
    expect(gesture(at, [])).toBe(true);
    expect(gesture(at, [near])).toBe(true);
  });

  it('does nothing when the press becomes a pan, whichever way, even back over it', () => {
    expect(gesture(at, [{ x: at.x + DRAG_THRESHOLD_PX, y: at.y }])).toBe(false);
    expect(gesture(at, [{ x: at.x, y: at.y - DRAG_THRESHOLD_PX }])).toBe(false);
    expect(gesture(at, [{ x: 120, y: 240 }, at])).toBe(false);
  });

  it('does nothing when let go off it', () => {
    expect(gesture(at, [near], false)).toBe(false);
  });

  it('keeps the same press while the pointer stays within the threshold', () => {
    const press = pressButton(at);
    expect(slideButton(press, near)).toBe(press);
  });
});

describe('a move while a press is down on a line', () => {
  const press = pressButton({ x: 300, y: 100 });
  it('slides a press on the button, never drags it', () => {
    expect(slidPress(press, { x: 301, y: 101 })).toBe(press);
    expect(slidPress(press, { x: 300, y: 100 + DRAG_THRESHOLD_PX * 10 })).toEqual({ ...press, slid: true });
  });
  it('drags the line once the pointer has travelled the threshold up or down, not sideways', () => {
    expect(pastDragThreshold(press, { x: 300, y: 100 + DRAG_THRESHOLD_PX - 1 })).toBe(false);
    expect(pastDragThreshold(press, { x: 400, y: 100 })).toBe(false);
    expect(pastDragThreshold(press, { x: 300, y: 100 - DRAG_THRESHOLD_PX })).toBe(true);
  });
});
