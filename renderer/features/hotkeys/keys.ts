/**
 * Keys as text: a key press becomes one canonical name ("B", "Shift+X", "Ctrl+Enter", "?", "]"), the same name a
 * binding is saved as. No React, no DOM here.
 *
 * - Modifiers come first, always in the order Ctrl, Alt, Shift, Meta.
 * - A letter is named in upper case; Shift is named when it is held ("Shift+X"), Caps Lock is not a Shift.
 * - Any other character is named as typed, and Shift is not named: Shift+/ is "?", Shift+1 is "!" (what the
 *   layout prints is what the trader reads on the key).
 * - A letter on a non-Latin layout (Cyrillic "и") is named by its key's place ("B"), so bindings work whichever
 *   layout is on.
 * - AltGr (which types "[" and "]" on many layouts) is no Ctrl or Alt.
 * - Other keys by the platform's names: "Enter", "Escape", "F2", "ArrowUp", "Space", …
 * - A modifier alone is no key.
 */

/** What of a keyboard event the name depends on (a KeyboardEvent has it all). */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
  /** AltGr held (KeyboardEvent.getModifierState('AltGraph')). */
  altGraph?: boolean;
}

export interface Combo {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
  key: string;
}

const MODIFIER_KEYS = new Set([
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'OS',
  'Super',
  'Hyper',
  'Fn',
  'FnLock',
  'CapsLock',
  'NumLock',
  'ScrollLock',
  'Symbol',
  'SymbolLock',
  'Dead',
  'Compose',
  'Process',
  'Unidentified',
]);

/** Old or odd names for the same keys. */
const ALIASES: Readonly<Record<string, string>> = { ' ': 'Space', Spacebar: 'Space', Esc: 'Escape', Del: 'Delete' };

/** Named keys that type a space, delete or move the caret inside a text field. */
export const EDITING_KEYS: ReadonlySet<string> = new Set([
  'Space',
  'Backspace',
  'Delete',
  'Insert',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]);

/** Named keys a saved binding may spell in any case ("enter" → "Enter"). */
const KNOWN_NAMES = ['Enter', 'Escape', 'Tab', ...EDITING_KEYS, ...Array.from({ length: 24 }, (_, i) => `F${i + 1}`)];
const BY_LOWER = new Map(KNOWN_NAMES.map((name) => [name.toLowerCase(), name]));

const own = <T>(table: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;

const isSingleChar = (key: string): boolean => [...key].length === 1;
const hasCase = (ch: string): boolean => ch.toLowerCase() !== ch.toUpperCase();
const isAsciiVisible = (ch: string): boolean => /^[\x21-\x7e]$/.test(ch);

/** The key's own name (no modifiers), or null for a modifier alone or nothing. */
function keyName(key: string, code: string | undefined): string | null {
  if (!key || MODIFIER_KEYS.has(key)) return null;
  const named = own(ALIASES, key) ?? key;
  if (!isSingleChar(named)) return /^[A-Za-z][A-Za-z0-9]*$/.test(named) ? named : null;
  if (!isAsciiVisible(named)) {
    // Another layout's letter (or Alt's special character on a Mac): the key's place names it.
    const place = code ? (/^Key([A-Z])$/.exec(code) ?? /^Digit([0-9])$/.exec(code)) : null;
    if (place?.[1]) return place[1];
  }
  return hasCase(named) ? named.toUpperCase() : named;
}

/** The combination an event makes, or null when it makes none (a modifier pressed alone). */
export function comboOfEvent(event: KeyLike): Combo | null {
  const key = keyName(event.key, event.code);
  if (key === null) return null;
  const altGraph = event.altGraph === true;
  const typed = isSingleChar(key);
  return {
    ctrl: event.ctrlKey && !altGraph,
    alt: event.altKey && !altGraph,
    // A character other than a letter already says whether Shift was held ("?" is Shift+/).
    shift: event.shiftKey && (!typed || hasCase(key)),
    meta: event.metaKey,
    key,
  };
}

export function comboText(combo: Combo): string {
  const parts: string[] = [];
  if (combo.ctrl) parts.push('Ctrl');
  if (combo.alt) parts.push('Alt');
  if (combo.shift) parts.push('Shift');
  if (combo.meta) parts.push('Meta');
  parts.push(combo.key);
  return parts.join('+');
}

/** The canonical name of the key an event makes, or null. */
export function keyOfEvent(event: KeyLike): string | null {
  const combo = comboOfEvent(event);
  return combo && comboText(combo);
}

const MODIFIER_NAMES: Readonly<Record<string, keyof Omit<Combo, 'key'>>> = {
  ctrl: 'ctrl',
  control: 'ctrl',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
  meta: 'meta',
  cmd: 'meta',
  command: 'meta',
};

/** A key as saved or written ("shift+x", "Ctrl+Enter"), read back; null when it is no key. */
export function parseCombo(text: string): Combo | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 40) return null;
  // The key itself may be "+" ("Ctrl++").
  const plusKey = text === '+' || text.endsWith('++');
  const parts = (plusKey ? text.slice(0, -1) : text).split('+');
  const rawKey = plusKey ? '+' : parts.pop();
  if (plusKey) parts.pop();
  if (rawKey === undefined || rawKey === '') return null;
  const event: KeyLike = { key: '', ctrlKey: false, altKey: false, shiftKey: false, metaKey: false };
  for (const part of parts) {
    const modifier = own(MODIFIER_NAMES, part.trim().toLowerCase());
    if (!modifier) return null;
    if (modifier === 'ctrl') event.ctrlKey = true;
    if (modifier === 'alt') event.altKey = true;
    if (modifier === 'shift') event.shiftKey = true;
    if (modifier === 'meta') event.metaKey = true;
  }
  const key = isSingleChar(rawKey) ? rawKey : (BY_LOWER.get(rawKey.toLowerCase()) ?? own(ALIASES, rawKey) ?? rawKey);
  if (!isSingleChar(key) && !/^[A-Z][A-Za-z0-9]*$/.test(key)) return null;
  if (isSingleChar(key) && !isAsciiVisible(key)) return null;
  return comboOfEvent({ ...event, key });
}

/** The canonical name of a written key, or null. */
export function normaliseKey(text: string): string | null {
  const combo = parseCombo(text);
  return combo && comboText(combo);
}

/** Whether the key would type a character into a field (with or without Shift): no Ctrl, Alt or Meta. */
export const typesCharacter = (combo: Combo): boolean =>
  !combo.ctrl && !combo.alt && !combo.meta && (isSingleChar(combo.key) || combo.key === 'Space');

/** The parts of a key as shown on key caps: ["Ctrl", "Enter"]. */
export const keyCaps = (text: string): string[] => {
  const combo = parseCombo(text);
  if (!combo) return [text];
  const caps = comboText(combo).split('+');
  // "Ctrl++" splits into an empty part and a trailing "": the key is "+".
  return combo.key === '+' ? [...caps.filter((c) => c !== ''), '+'] : caps;
};
