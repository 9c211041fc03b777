/** The in-app toasts: a short stack, newest at the bottom, each gone after a while or when closed. No React here. */
import type { Message } from './fill-watch';

export const TOAST_MS = 6000;
/** More than this at once push the oldest out. */
export const MAX_TOASTS = 5;

export interface Toast extends Message {
  id: number;
  at: number;
}

export function addToasts(list: readonly Toast[], messages: readonly Message[], at: number, nextId: () => number): Toast[] {
  const added = messages.map((m) => ({ ...m, id: nextId(), at }));
  return [...list.filter((t) => !messages.some((m) => m.tag === t.tag)), ...added].slice(-MAX_TOASTS);
}

export const removeToast = (list: readonly Toast[], id: number): Toast[] => list.filter((t) => t.id !== id);

/** The toasts still due at `now`. */
export const currentToasts = (list: readonly Toast[], now: number, ttl = TOAST_MS): Toast[] => list.filter((t) => now - t.at < ttl);
