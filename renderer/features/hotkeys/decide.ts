/**
 * What a key press does, if anything: the one place the "never while typing" rules live. No React, no DOM here
 * (keyboard.ts says where the keyboard is).
 */
import { actionOfKey, type Bindings } from './bindings';
import { hotkeyInfo, type HotkeyAction } from './catalog';

/**
 * Where the keyboard is: on the page (a button, a table, nothing), in one of the Order entry's text fields, or in
 * another field that takes typing (the Market box, a select, …).
 */
export type KeyTarget = 'page' | 'entry-field' | 'field';

export interface KeyPress {
  /** The canonical key, or null for a modifier alone. */
  key: string | null;
  target: KeyTarget;
  /** A modal dialog is open: it has the keyboard (its Escape is its own). */
  modalOpen: boolean;
  /** An input method is composing (the key is part of a character being made). */
  composing: boolean;
  /** Held down: only the first press counts (a held B must not send an order per repeat). */
  repeat: boolean;
  /** Something on the page already handled the key (the Market list's Escape, the period buttons' arrows). */
  handled: boolean;
}

export type Decision =
  | { kind: 'ignore' }
  | { kind: 'run'; action: HotkeyAction }
  /** A trading hotkey while trading hotkeys are off: not run, but the trader is told why. */
  | { kind: 'off'; action: HotkeyAction };

const IGNORE: Decision = { kind: 'ignore' };

export function decide(press: KeyPress, bindings: Bindings, tradingOn: boolean): Decision {
  if (press.key === null || press.composing || press.modalOpen || press.handled) return IGNORE;
  const action = actionOfKey(bindings, press.key);
  if (action === null) return IGNORE;
  const info = hotkeyInfo(action);
  if (press.target === 'field') {
    // Another field: the keys type into it; only leaving it works (sending the Order entry is not its business).
    if (action !== 'leaveField') return IGNORE;
  } else if (press.target === 'entry-field') {
    if (!info.inFields) return IGNORE;
  } else if (action === 'leaveField') {
    return IGNORE;
  }
  if (press.repeat) return IGNORE;
  if (info.trading && !tradingOn) return { kind: 'off', action };
  return { kind: 'run', action };
}
