/**
 * The in-app toasts: a short stack, newest at the bottom, each gone after a while or when closed; at most MAX_SHOWN in
 * sight, the older ones behind a "+N more" line. No React here.
 */
import { pushStamped, stillDue, withoutStamped, type Stamped } from '../../domain/notifications/stamped';
import type { Message } from './fill-watch';

export const TOAST_MS = 6000;
/** More than this at once push the oldest out. */
export const MAX_TOASTS = 5;

/** In sight at once (unless the trader asked for them all): more would stand over the chart's lines. */
export const MAX_SHOWN = 3;

export interface Toast extends Message, Stamped {
  tag: string;
}

export function addToasts(list: readonly Toast[], messages: readonly Message[], at: number, nextId: () => number): Toast[] {
  const added = messages.map((m) => ({ ...m, id: nextId(), at }));
  return pushStamped(list, added, MAX_TOASTS);
}

export const removeToast = withoutStamped<Toast>;

/** The toasts still due at `now`. */
export const currentToasts = (list: readonly Toast[], now: number, ttl = TOAST_MS): Toast[] => stillDue(list, now, () => ttl);

/** What the stack shows: the newest MAX_SHOWN (or all, when asked), and how many older ones the "+N more" line stands for. */
export function toastStack(list: readonly Toast[], all: boolean): { shown: readonly Toast[]; hidden: number } {
  const shown = all ? list : list.slice(-MAX_SHOWN);
  return { shown, hidden: list.length - shown.length };
}

/** The line above the stack: "+2 more" while some are hidden, "Show fewer" while all are shown; null when all fit. */
export function moreLine(list: readonly Toast[], all: boolean): string | null {
  if (list.length <= MAX_SHOWN) return null;
  return all ? 'Show fewer' : `+${toastStack(list, false).hidden} more`;
}
