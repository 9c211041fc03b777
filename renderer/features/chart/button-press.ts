/**
 * A press on a button drawn on a chart line (an order's, a held order's, a chase's or an alert's ✕, the position's
 * Close), as every button works: it acts on release over that same button. A press that slides off (the pointer
 * travels DRAG_THRESHOLD_PX either way, even if it comes back) or is let go elsewhere does nothing. Pure: the
 * chart layers feed it pane points and whether the release landed on the button pressed.
 */

/** A press travelling less than this (CSS px, in any direction) is a click. */
export const DRAG_THRESHOLD_PX = 4;

export interface PanePoint {
  x: number;
  y: number;
}

/** Where the button was pressed, and whether the pointer has slid off it since. */
export interface ButtonPress {
  at: PanePoint;
  slid: boolean;
}

export const pressButton = (at: PanePoint): ButtonPress => ({ at, slid: false });

/** Moved past the threshold once: slid off for good. */
const beyond = (press: ButtonPress, to: PanePoint, threshold: number): boolean =>
  Math.abs(to.x - press.at.x) >= threshold || Math.abs(to.y - press.at.y) >= threshold;

/** The press after the pointer moved to `to` (the same object when nothing changed). */
export const slideButton = (press: ButtonPress, to: PanePoint, threshold = DRAG_THRESHOLD_PX): ButtonPress =>
  press.slid || !beyond(press, to, threshold) ? press : { ...press, slid: true };

/** Whether letting go at `to` clicks the button: it never slid off, and the release is over the button pressed. */
export const clicksOnRelease = (press: ButtonPress, to: PanePoint, overButton: boolean, threshold = DRAG_THRESHOLD_PX): boolean =>
  overButton && !slideButton(press, to, threshold).slid;

/** A press on a line's button after the pointer moved to `to`: slid off or not (the same object when nothing changed). */
export function slidPress<P extends ButtonPress>(press: P, to: PanePoint, threshold = DRAG_THRESHOLD_PX): P {
  const slid = slideButton(press, to, threshold);
  return slid === press ? press : { ...press, ...slid };
}

/** Whether a press elsewhere on a line has travelled far enough up or down to drag it (sideways never does). */
export const pastDragThreshold = (press: ButtonPress, to: PanePoint, threshold = DRAG_THRESHOLD_PX): boolean =>
  Math.abs(to.y - press.at.y) >= threshold;
