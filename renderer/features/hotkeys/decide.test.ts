import { describe, expect, it } from 'vitest';
import { defaultBindings } from './bindings';
import { decide, type KeyPress } from './decide';

const bindings = defaultBindings();
const press = (key: string | null, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  target: 'page',
  modalOpen: false,
  composing: false,
  repeat: false,
  handled: false,
  ...more,
});

describe('a key press', () => {
  it('on the page runs its action', () => {
    expect(decide(press('B'), bindings, true)).toEqual({ kind: 'run', action: 'buy' });
    expect(decide(press(']'), bindings, false)).toEqual({ kind: 'run', action: 'nextMarket' });
    expect(decide(press('?'), bindings, false)).toEqual({ kind: 'run', action: 'help' });
  });

  it('that is no hotkey does nothing', () => {
    expect(decide(press('K'), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press(null), bindings, true)).toEqual({ kind: 'ignore' });
  });

  it('in a field of the Order entry only types, except the keys that work in fields', () => {
    const inEntry = { target: 'entry-field' } as const;
    for (const key of ['B', 'S', 'X', 'Shift+X', 'C', '1', ']', '?', 'P'])
      expect(decide(press(key, inEntry), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('Ctrl+Enter', inEntry), bindings, true)).toEqual({ kind: 'run', action: 'submitBuy' });
    expect(decide(press('Ctrl+Shift+Enter', inEntry), bindings, true)).toEqual({ kind: 'run', action: 'submitSell' });
    expect(decide(press('Escape', inEntry), bindings, true)).toEqual({ kind: 'run', action: 'leaveField' });
  });

  it('in another field only leaves it: sending the Order entry is not that field’s business', () => {
    const inField = { target: 'field' } as const;
    expect(decide(press('B', inField), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('Ctrl+Enter', inField), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('Escape', inField), bindings, true)).toEqual({ kind: 'run', action: 'leaveField' });
  });

  it('sends the form from the page too, but leaves no field there (Escape stays free)', () => {
    expect(decide(press('Ctrl+Enter'), bindings, true)).toEqual({ kind: 'run', action: 'submitBuy' });
    expect(decide(press('Escape'), bindings, true)).toEqual({ kind: 'ignore' });
  });

  it('is ignored while a dialog is open, an input method composes, or the page already handled it', () => {
    expect(decide(press('B', { modalOpen: true }), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('Escape', { modalOpen: true, target: 'entry-field' }), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('B', { composing: true }), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('Escape', { handled: true, target: 'field' }), bindings, true)).toEqual({ kind: 'ignore' });
  });

  it('held down counts once', () => {
    expect(decide(press('B', { repeat: true }), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('Ctrl+Enter', { repeat: true, target: 'entry-field' }), bindings, true)).toEqual({ kind: 'ignore' });
  });

  it('of a trading hotkey while they are off is told, not run; the others run', () => {
    for (const [key, action] of [
      ['B', 'buy'],
      ['S', 'sell'],
      ['X', 'cancelLast'],
      ['Shift+X', 'cancelAll'],
      ['C', 'closePosition'],
      ['Shift+F', 'flipPosition'],
    ] as const) {
      expect(decide(press(key), bindings, false)).toEqual({ kind: 'off', action });
    }
    expect(decide(press('Ctrl+Enter', { target: 'entry-field' }), bindings, false)).toEqual({ kind: 'off', action: 'submitBuy' });
    expect(decide(press('P'), bindings, false)).toEqual({ kind: 'run', action: 'focusPrice' });
    expect(decide(press('Alt+3'), bindings, false)).toEqual({ kind: 'run', action: 'period15m' });
  });

  it('of a digit picks a size preset only while trading hotkeys are on, and never while typing', () => {
    expect(decide(press('3'), bindings, true)).toEqual({ kind: 'run', action: 'size3' });
    expect(decide(press('3'), bindings, false)).toEqual({ kind: 'off', action: 'size3' });
    expect(decide(press('3', { target: 'entry-field' }), bindings, true)).toEqual({ kind: 'ignore' });
    expect(decide(press('3', { target: 'field' }), bindings, true)).toEqual({ kind: 'ignore' });
  });
});
