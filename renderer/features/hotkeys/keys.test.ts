import { describe, expect, it } from 'vitest';
import { keyCaps, keyOfEvent, normaliseKey, parseCombo, typesCharacter, type KeyLike } from './keys';

const press = (key: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...mods,
});

describe('a key press is named', () => {
  it.each<[string, KeyLike, string | null]>([
    ['a letter, in upper case', press('b'), 'B'],
    ['a letter with Shift', press('X', { shiftKey: true }), 'Shift+X'],
    ['a letter with Caps Lock on (no Shift)', press('X'), 'X'],
    ['a letter with Shift and Caps Lock', press('x', { shiftKey: true }), 'Shift+X'],
    ['Ctrl+Enter', press('Enter', { ctrlKey: true }), 'Ctrl+Enter'],
    ['Shift on a named key is kept', press('Enter', { ctrlKey: true, shiftKey: true }), 'Ctrl+Shift+Enter'],
    ['"?" without its Shift (Shift+/ on the layout)', press('?', { shiftKey: true }), '?'],
    ['Shift+1 as the "!" it types', press('!', { shiftKey: true }), '!'],
    ['a bracket', press(']'), ']'],
    ['a digit (also on the number pad)', press('3', { code: 'Numpad3' }), '3'],
    ['modifiers in a fixed order', press('k', { metaKey: true, shiftKey: true, altKey: true, ctrlKey: true }), 'Ctrl+Alt+Shift+Meta+K'],
    ['Space by name', press(' '), 'Space'],
    ['an old name for Escape', press('Esc'), 'Escape'],
    ['a function key', press('F2'), 'F2'],
    ['a Cyrillic letter by its key', press('и', { code: 'KeyB' }), 'B'],
    ["a Mac's Alt character by its key", press('∫', { altKey: true, code: 'KeyB' }), 'Alt+B'],
    ['AltGr is no Ctrl+Alt (a German "]")', press(']', { ctrlKey: true, altKey: true, altGraph: true, code: 'Digit9' }), ']'],
    ['a modifier alone is no key', press('Shift', { shiftKey: true }), null],
    ['nor is Control', press('Control', { ctrlKey: true }), null],
    ['nor a dead key', press('Dead'), null],
    ['nor an input method key', press('Process'), null],
    ['nor nothing', press(''), null],
  ])('%s', (_, event, name) => {
    expect(keyOfEvent(event)).toBe(name);
  });
});

describe('a written key is read back', () => {
  it.each<[string, string | null]>([
    ['b', 'B'],
    ['shift+x', 'Shift+X'],
    ['ctrl+shift+enter', 'Ctrl+Shift+Enter'],
    ['Control+Enter', 'Ctrl+Enter'],
    ['cmd+k', 'Meta+K'],
    ['Shift+Ctrl+A', 'Ctrl+Shift+A'],
    ['Shift+?', '?'],
    ['escape', 'Escape'],
    ['f2', 'F2'],
    ['space', 'Space'],
    ['Ctrl++', 'Ctrl++'],
    ['+', '+'],
    ['MediaPlayPause', 'MediaPlayPause'],
    ['', null],
    ['Shift', null],
    ['Ctrl+', null],
    ['Hyper+B', null],
    ['constructor+B', null],
    ['banana', null],
    ['é', null],
    ['x'.repeat(41), null],
  ])('%j → %j', (text, name) => {
    expect(normaliseKey(text)).toBe(name);
  });

  it('a named key round-trips through its name', () => {
    for (const name of ['B', 'Shift+X', 'Ctrl+Enter', '?', ']', '[', '1', 'Escape', 'Ctrl+Shift+Enter', 'Alt+F4', 'Ctrl++']) {
      expect(normaliseKey(name)).toBe(name);
    }
  });
});

describe('key caps and typing', () => {
  it('split a key into its caps', () => {
    expect(keyCaps('Ctrl+Shift+Enter')).toEqual(['Ctrl', 'Shift', 'Enter']);
    expect(keyCaps('Ctrl++')).toEqual(['Ctrl', '+']);
    expect(keyCaps('?')).toEqual(['?']);
  });

  it('tell the keys that type a character into a field', () => {
    const types = (text: string) => typesCharacter(parseCombo(text)!);
    expect(types('B')).toBe(true);
    expect(types('Shift+B')).toBe(true);
    expect(types('1')).toBe(true);
    expect(types('Space')).toBe(true);
    expect(types('Ctrl+B')).toBe(false);
    expect(types('Escape')).toBe(false);
    expect(types('F2')).toBe(false);
  });
});
