import { describe, expect, it } from 'vitest';
import { actionOfKey, bindKey, defaultBindings, keyProblem, overridesOf, resolveBindings } from './bindings';
import { HOTKEYS, TRADING_ACTIONS } from './catalog';
import { normaliseKey } from './keys';

describe('the default keys', () => {
  const defaults = defaultBindings();

  it('are canonical, pass every rule, and are all different', () => {
    for (const { action, defaultKey } of HOTKEYS) {
      expect(normaliseKey(defaultKey), action).toBe(defaultKey);
      expect(keyProblem(action, defaultKey), action).toBeNull();
    }
    expect(new Set(Object.values(defaults)).size).toBe(HOTKEYS.length);
  });

  it('are the documented ones', () => {
    expect(defaults).toMatchObject({
      buy: 'B',
      sell: 'S',
      cancelLast: 'X',
      cancelAll: 'Shift+X',
      closePosition: 'C',
      flipPosition: 'Shift+F',
      chaseBuy: 'Shift+B',
      chaseSell: 'Shift+S',
      focusPrice: 'P',
      focusQuantity: 'Q',
      leaveField: 'Escape',
      submitBuy: 'Ctrl+Enter',
      submitSell: 'Ctrl+Shift+Enter',
      nextMarket: ']',
      previousMarket: '[',
      size1: '1',
      size5: '5',
      period1m: 'Alt+1',
      period4h: 'Alt+5',
      period1D: 'Alt+6',
      help: '?',
    });
  });

  it('make buying, selling, cancelling, closing, flipping and sending the form the trading hotkeys', () => {
    expect([...TRADING_ACTIONS].sort()).toEqual([
      'buy',
      'cancelAll',
      'cancelLast',
      'chaseBuy',
      'chaseSell',
      'closePosition',
      'flipPosition',
      'sell',
      'size1',
      'size2',
      'size3',
      'size4',
      'size5',
      'submitBuy',
      'submitSell',
    ]);
  });

  it('give each digit one meaning: 1 to 5 the size presets, the chart periods only with Alt', () => {
    for (const digit of ['1', '2', '3', '4', '5']) expect(actionOfKey(defaults, digit)).toBe(`size${digit}`);
    expect(actionOfKey(defaults, '6')).toBeNull();
    expect(actionOfKey(defaults, 'Alt+6')).toBe('period1D');
  });
});

describe('the rules for a key', () => {
  it.each([
    ['buy', 'Tab', /Tab moves/],
    ['buy', 'Shift+Tab', /Tab moves/],
    ['buy', 'Enter', /presses the focused button/],
    ['buy', 'Space', /presses the focused button/],
    ['buy', 'Ctrl+C', /system or the browser/],
    ['buy', 'Ctrl+V', /system or the browser/],
    ['buy', 'Meta+Q', /system or the browser/],
    ['buy', 'Ctrl+Shift+Z', /system or the browser/],
    ['buy', 'F5', /system or the browser/],
    ['buy', 'Ctrl+0', /system or the browser/],
    ['buy', 'Ctrl+3', /switches workspaces/],
    ['buy', 'Meta+9', /switches workspaces/],
    ['buy', 'Escape', /only "Leave the field"/],
    ['submitBuy', 'B', /works inside fields/],
    ['submitBuy', 'Shift+B', /works inside fields/],
    ['submitBuy', '1', /works inside fields/],
    ['submitBuy', 'Backspace', /works inside fields/],
    ['submitBuy', 'Ctrl+ArrowLeft', /works inside fields/],
    ['leaveField', 'Q', /works inside fields/],
  ] as const)('%s may not be %s', (action, key, problem) => {
    expect(keyProblem(action, key)).toMatch(problem);
  });

  it.each([
    ['buy', 'Ctrl+Enter'],
    ['buy', 'Alt+B'],
    ['buy', 'Ctrl+B'],
    ['submitBuy', 'Alt+Enter'],
    ['submitBuy', 'F9'],
    ['submitSell', 'Ctrl+Shift+S'],
    ['leaveField', 'F2'],
    ['help', 'F1'],
    ['nextMarket', 'ArrowDown'],
    ['period1h', 'Alt+4'],
    ['size1', '1'],
  ] as const)('%s may be %s', (action, key) => {
    expect(keyProblem(action, key)).toBeNull();
  });
});

describe('changing a key', () => {
  const defaults = defaultBindings();

  it('gives the action the key, and keeps only what differs from the defaults', () => {
    const result = bindKey(defaults, 'buy', 'n');
    expect(result).toMatchObject({ ok: true, overrides: { buy: 'N' } });
    if (result.ok) expect(actionOfKey(result.bindings, 'N')).toBe('buy');
  });

  it('refuses a key another action has, saying which', () => {
    expect(bindKey(defaults, 'buy', 'S')).toEqual({ ok: false, message: 'S is already used by "Sell at the best bid"' });
    expect(bindKey(defaults, 'help', 'Shift+X')).toEqual({ ok: false, message: 'Shift+X is already used by "Cancel all orders in this market"' });
  });

  it("accepts the action's own key again, and no key", () => {
    expect(bindKey(defaults, 'buy', 'B')).toMatchObject({ ok: true, overrides: {} });
    expect(bindKey(defaults, 'closePosition', null)).toMatchObject({ ok: true, overrides: { closePosition: null } });
  });

  it('refuses a key against the rules, and what is no key', () => {
    expect(bindKey(defaults, 'submitBuy', 'B')).toMatchObject({ ok: false, message: expect.stringMatching(/works inside fields/) });
    expect(bindKey(defaults, 'buy', 'Shift')).toEqual({ ok: false, message: 'Shift is not a key' });
  });

  it('swaps two keys in two steps', () => {
    let bindings = defaults;
    for (const [action, key] of [
      ['sell', 'D'],
      ['buy', 'S'],
      ['sell', 'B'],
    ] as const) {
      const result = bindKey(bindings, action, key);
      if (!result.ok) throw new Error(result.message);
      bindings = result.bindings;
    }
    expect(overridesOf(bindings)).toEqual({ buy: 'S', sell: 'B' });
  });
});

describe('the keys in force', () => {
  it('are the defaults with the trader’s changes', () => {
    const { bindings, ignored } = resolveBindings({ buy: 'shift+b', closePosition: null });
    expect(bindings.buy).toBe('Shift+B');
    expect(bindings.closePosition).toBeNull();
    expect(bindings.sell).toBe('S');
    expect(ignored).toEqual([]);
  });

  it('leave out saved changes that are no key, against the rules, or taken, and say so', () => {
    const { bindings, ignored } = resolveBindings({ buy: 'Shift', sell: 'Ctrl+C', help: 'N', nextMarket: 'n', unknownAction: 'Z' });
    expect(bindings).toMatchObject({ buy: 'B', sell: 'S', help: 'N', nextMarket: ']' });
    expect(ignored).toEqual([
      'Buy at the best ask: Shift is not a key',
      expect.stringMatching(/^Sell at the best bid: Ctrl\+C belongs to the system/),
      'Next market: N is already used by "Keyboard shortcuts"',
    ]);
  });

  it("leave a default with no key when a change has taken it (the trader's choice wins)", () => {
    const { bindings } = resolveBindings({ help: 'B' });
    expect(bindings.help).toBe('B');
    expect(bindings.buy).toBeNull();
    expect(new Set(Object.values(bindings).filter((k) => k !== null)).size).toBe(Object.values(bindings).filter((k) => k !== null).length);
  });
});
