import { describe, expect, it } from 'vitest';
import { createSettingsStore, SETTINGS_KEY } from './settings-store';
import { memoryStorage } from './storage';

describe('hotkey settings', () => {
  it('start with the default keys and trading hotkeys off', () => {
    expect(createSettingsStore(memoryStorage()).getState()).toMatchObject({ hotkeys: {}, tradingHotkeys: false });
  });

  it('remember the changed keys across runs, and forget them on reset; trading hotkeys are off at each start', () => {
    const storage = memoryStorage();
    const first = createSettingsStore(storage);
    first.getState().actions.setHotkeys({ buy: 'N', closePosition: null });
    first.getState().actions.setTradingHotkeys(true);
    first.getState().actions.setTheme('light');
    const second = createSettingsStore(storage);
    expect(first.getState().tradingHotkeys).toBe(true);
    expect(second.getState()).toMatchObject({ hotkeys: { buy: 'N', closePosition: null }, tradingHotkeys: false, theme: 'light' });
    second.getState().actions.resetHotkeys();
    expect(createSettingsStore(storage).getState()).toMatchObject({ hotkeys: {}, tradingHotkeys: false });
  });

  it('keep only entries that could be keys from what was saved, and trading hotkeys off even when saved as on', () => {
    const saved = JSON.stringify({
      hotkeys: { buy: 'N', sell: 7, help: null, 'bad name': 'X', cancelAll: '', flipPosition: 'x'.repeat(41), ['a'.repeat(41)]: 'Y' },
      tradingHotkeys: true,
    });
    const settings = createSettingsStore(memoryStorage({ [SETTINGS_KEY]: saved })).getState();
    expect(settings.hotkeys).toEqual({ buy: 'N', help: null });
    expect(settings.tradingHotkeys).toBe(false);
    for (const hotkeys of ['B', ['B'], null, 3]) {
      const odd = createSettingsStore(memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ hotkeys }) })).getState();
      expect(odd.hotkeys).toEqual({});
    }
  });

  it('keep settings saved before hotkeys existed as they were', () => {
    const saved = JSON.stringify({ theme: 'light', confirmOrders: false, notifications: true });
    expect(createSettingsStore(memoryStorage({ [SETTINGS_KEY]: saved })).getState()).toMatchObject({
      theme: 'light',
      confirm: { form: false, ladder: false, chart: false },
      hotkeys: {},
      tradingHotkeys: false,
    });
  });
});

describe('what B and S send', () => {
  it('starts as a limit IOC with 0.05 % of room, keeps a good change across runs, and refuses a bad one unchanged', () => {
    const storage = memoryStorage();
    const settings = createSettingsStore(storage);
    expect(settings.getState().hotkeyPricing).toEqual({ type: 'limit', slippage: '0.05', unit: 'percent' });
    expect(settings.getState().actions.setHotkeyPricing({ type: 'limit', slippage: '12', unit: 'ticks' })).toBeNull();
    expect(createSettingsStore(storage).getState().hotkeyPricing).toEqual({ type: 'limit', slippage: '12', unit: 'ticks' });
    for (const [slippage, unit] of [
      ['0,5', 'percent'],
      ['-1', 'ticks'],
      ['1.5', 'ticks'],
      ['6', 'percent'],
    ] as const) {
      expect(settings.getState().actions.setHotkeyPricing({ type: 'limit', slippage, unit })).toMatch(/slippage allowance/);
    }
    expect(settings.getState().hotkeyPricing).toEqual({ type: 'limit', slippage: '12', unit: 'ticks' });
    const odd = JSON.stringify({ hotkeyPricing: { type: 'stop', slippage: '1', unit: 'ticks' } });
    expect(createSettingsStore(memoryStorage({ [SETTINGS_KEY]: odd })).getState().hotkeyPricing.type).toBe('limit');
  });
});
