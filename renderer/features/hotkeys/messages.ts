/** The hotkeys' own short messages (what a key did, or why not): a few at once, each gone after a while. No React. */
import { pushStamped, stillDue, withoutStamped, type Stamped } from '../../domain/notifications/stamped';
import type { Said } from '../../services/outcomes';

export const MESSAGE_MS = 5000;
/** A message waiting for an answer stays, but not for ever. */
export const PENDING_MS = 60_000;
export const MAX_MESSAGES = 4;

/** What a key did, or why not. Tagged ones (market and period steps, "trading hotkeys are off") replace their older self. */
export interface HotkeyMessage extends Said, Stamped {}

export function addMessage(list: readonly HotkeyMessage[], said: Said, id: number, at: number, tag?: string): HotkeyMessage[] {
  const message: HotkeyMessage = tag === undefined ? { ...said, id, at } : { ...said, id, at, tag };
  return pushStamped(list, [message], MAX_MESSAGES);
}

/** The answer replaces the pending message in place, and its time to read starts now. */
export const updateMessage = (list: readonly HotkeyMessage[], id: number, said: Said, at: number): HotkeyMessage[] =>
  list.map((m) => (m.id === id ? { ...m, ...said, at } : m));

export const removeMessage = withoutStamped<HotkeyMessage>;

const lifetime = (m: HotkeyMessage): number => (m.tone === 'pending' ? PENDING_MS : MESSAGE_MS);

export const currentMessages = (list: readonly HotkeyMessage[], now: number): HotkeyMessage[] => stillDue(list, now, lifetime);

/** When the next message is due to go (ms), or null with none. */
export const nextExpiry = (list: readonly HotkeyMessage[]): number | null =>
  list.length === 0 ? null : Math.min(...list.map((m) => m.at + lifetime(m)));
