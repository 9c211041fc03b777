/**
 * Which key does what: the defaults, the trader's changes on top (as the settings store keeps them: only what
 * differs from the defaults), and the rules a key must pass. No React here.
 *
 * Rules:
 * - one key, one action;
 * - never Tab (it moves the focus), nor Enter or Space without Ctrl, Alt or Meta (they press the focused button);
 * - never the keys the system and the browser need: copy, paste, cut, select all, undo, redo, close, quit, reload,
 *   new tab or window, zoom, full screen, developer tools;
 * - Escape only leaves a field (it also closes dialogs);
 * - an action that works inside fields (leave the field, send the form) never takes a key that types or edits
 *   there: it needs Ctrl, Alt or Meta, or a key like Escape or F2.
 */
import { HOTKEYS, hotkeyInfo, isHotkeyAction, type HotkeyAction } from './catalog';
import { comboText, EDITING_KEYS, normaliseKey, parseCombo, typesCharacter, type Combo } from './keys';

export type Bindings = Readonly<Record<HotkeyAction, string | null>>;
export type Overrides = Readonly<Record<string, string | null>>;

export const defaultBindings = (): Bindings => Object.fromEntries(HOTKEYS.map((h) => [h.action, h.defaultKey])) as Record<HotkeyAction, string>;

/** With Ctrl (or Meta, on a Mac): what the system, the browser or Electron's menu does with these letters. */
const SYSTEM_LETTERS = new Set(['A', 'C', 'V', 'X', 'Z', 'Y', 'W', 'Q', 'R', 'T', 'N']);
const SYSTEM_KEYS = new Set([
  'F5',
  'F11',
  'F12',
  'Ctrl+F5',
  'Shift+F5',
  'Alt+F4',
  'Ctrl+Shift+Z',
  'Ctrl+Shift+C',
  'Ctrl+Shift+V',
  'Ctrl+Shift+R',
  'Ctrl+Shift+I',
  'Ctrl+Shift+J',
  'Ctrl+Shift+T',
  'Ctrl+Shift+N',
  'Ctrl+Shift+W',
  'Meta+Shift+Z',
  'Ctrl+=',
  'Ctrl++',
  'Ctrl+-',
  'Ctrl+0',
  'Meta+=',
  'Meta++',
  'Meta+-',
  'Meta+0',
  'Ctrl+Meta+F',
  'Meta+H',
  'Meta+M',
]);

const onlyCtrl = (c: Combo): boolean => c.ctrl && !c.alt && !c.meta;
const onlyMeta = (c: Combo): boolean => c.meta && !c.ctrl && !c.alt;

/** Why `key` may not be `action`'s, leaving duplicates aside; null when it may. `key` is canonical. */
export function keyProblem(action: HotkeyAction, key: string): string | null {
  const combo = parseCombo(key);
  if (!combo) return `${key} is not a key`;
  const text = comboText(combo);
  const noModifier = !combo.ctrl && !combo.alt && !combo.meta;
  if (combo.key === 'Tab') return 'Tab moves between controls and cannot be a hotkey';
  if ((combo.key === 'Enter' || combo.key === 'Space') && noModifier) {
    return `${text} presses the focused button: add Ctrl, Alt or Meta`;
  }
  if (SYSTEM_KEYS.has(text) || (SYSTEM_LETTERS.has(combo.key) && !combo.shift && (onlyCtrl(combo) || onlyMeta(combo)))) {
    return `${text} belongs to the system or the browser (copy, paste, undo, close, reload and the like)`;
  }
  if (/^[1-9]$/.test(combo.key) && !combo.shift && (onlyCtrl(combo) || onlyMeta(combo))) {
    return `${text} switches workspaces (Ctrl+1…9): choose another key`;
  }
  if (combo.key === 'Escape' && action !== 'leaveField') return 'Escape leaves fields and closes dialogs: only "Leave the field" may use it';
  const info = hotkeyInfo(action);
  if (info.inFields && (typesCharacter(combo) || EDITING_KEYS.has(combo.key))) {
    return `"${info.label}" works inside fields, so its key must not type or edit there: add Ctrl, Alt or Meta, or use a key like Escape or F2`;
  }
  return null;
}

export interface Resolved {
  bindings: Bindings;
  /** Saved changes that could not be used (no key, against the rules, taken), in words; their defaults apply. */
  ignored: string[];
}

/**
 * The keys in force: the trader's changes that pass the rules, then the defaults for the rest. A default whose key
 * a change has taken is left with no key (say, a newer version's default on a key the trader chose before).
 */
export function resolveBindings(overrides: Overrides): Resolved {
  const chosen = new Map<HotkeyAction, string | null>();
  const used = new Map<string, HotkeyAction>();
  const ignored: string[] = [];
  for (const [name, saved] of Object.entries(overrides)) {
    if (!isHotkeyAction(name)) continue;
    if (saved === null) {
      chosen.set(name, null);
      continue;
    }
    const key = normaliseKey(saved);
    const problem = key === null ? `${saved} is not a key` : keyProblem(name, key);
    const taker = key === null ? undefined : used.get(key);
    if (problem || key === null || taker) {
      ignored.push(`${hotkeyInfo(name).label}: ${problem ?? `${key} is already used by "${hotkeyInfo(taker!).label}"`}`);
      continue;
    }
    chosen.set(name, key);
    used.set(key, name);
  }
  const bindings = {} as Record<HotkeyAction, string | null>;
  for (const { action, defaultKey } of HOTKEYS) {
    if (chosen.has(action)) bindings[action] = chosen.get(action) ?? null;
    else if (used.has(defaultKey)) bindings[action] = null;
    else {
      bindings[action] = defaultKey;
      used.set(defaultKey, action);
    }
  }
  return { bindings, ignored };
}

/** What the settings store keeps for these bindings: only where they differ from the defaults. */
export function overridesOf(bindings: Bindings): Record<string, string | null> {
  const overrides: Record<string, string | null> = {};
  for (const { action, defaultKey } of HOTKEYS) if (bindings[action] !== defaultKey) overrides[action] = bindings[action];
  return overrides;
}

export type BindResult = { ok: true; bindings: Bindings; overrides: Record<string, string | null> } | { ok: false; message: string };

/** Gives `action` the key (null: no key), or says why not, changing nothing. */
export function bindKey(bindings: Bindings, action: HotkeyAction, key: string | null): BindResult {
  let canonical: string | null = null;
  if (key !== null) {
    canonical = normaliseKey(key);
    if (canonical === null) return { ok: false, message: `${key} is not a key` };
    const problem = keyProblem(action, canonical);
    if (problem) return { ok: false, message: problem };
    const taker = actionOfKey(bindings, canonical);
    if (taker && taker !== action) return { ok: false, message: `${canonical} is already used by "${hotkeyInfo(taker).label}"` };
  }
  const next = { ...bindings, [action]: canonical };
  return { ok: true, bindings: next, overrides: overridesOf(next) };
}

/** The action bound to a (canonical) key, or null. */
export function actionOfKey(bindings: Bindings, key: string): HotkeyAction | null {
  for (const { action } of HOTKEYS) if (bindings[action] === key) return action;
  return null;
}
