/**
 * A short stack of things said on screen (the toasts, the hotkeys' messages): each with an id and the time it was
 * said, the newest last, gone after its time to read. No React.
 */
export interface Stamped {
  id: number;
  at: number;
  /** A newer one with the same tag replaces it. */
  tag?: string;
}

/** `added` at the end; older ones with a tag of theirs dropped; only the newest `max` kept. */
export function pushStamped<T extends Stamped>(list: readonly T[], added: readonly T[], max: number): T[] {
  const tags = new Set(added.flatMap((a) => (a.tag === undefined ? [] : [a.tag])));
  return [...list.filter((t) => t.tag === undefined || !tags.has(t.tag)), ...added].slice(-max);
}

export const withoutStamped = <T extends Stamped>(list: readonly T[], id: number): T[] => list.filter((t) => t.id !== id);

/** Those still due at `now`, each for its `lifetime`. */
export const stillDue = <T extends Stamped>(list: readonly T[], now: number, lifetime: (t: T) => number): T[] =>
  list.filter((t) => now - t.at < lifetime(t));
