import { describe, expect, it } from 'vitest';
import { defaultIntervals } from './feed-table';
import { createSettingsStore, DEFAULT_LAYOUT, SETTINGS_KEY } from './settings-store';
import { memoryStorage } from './storage';

/** What a first start, or anything unreadable saved, gives. */
const DEFAULTS = {
  theme: 'dark',
  intervals: defaultIntervals(),
  layout: DEFAULT_LAYOUT,
  confirm: { form: true, ladder: true, chart: true },
  notifications: true,
};

describe('settings', () => {
  it('start dark, with the default intervals and layout', () => {
    const settings = createSettingsStore(memoryStorage()).getState();
    expect(settings).toMatchObject(DEFAULTS);
  });

  it('remember the theme, the intervals and the layout across runs', () => {
    const storage = memoryStorage();
    const first = createSettingsStore(storage);
    first.getState().actions.setTheme('light');
    expect(first.getState().actions.setIntervals({ trades: 4000 })).toBeNull();
    first.getState().actions.setLayout({ bookShare: 0.25 });
    const second = createSettingsStore(storage).getState();
    expect(second.theme).toBe('light');
    expect(second.intervals.trades).toBe(4000);
    expect(second.layout).toEqual({ ...DEFAULT_LAYOUT, bookShare: 0.25 });
  });

  it('remember where the depth ladder is shown; it starts hidden, and an unknown placement is hidden', () => {
    const storage = memoryStorage();
    expect(createSettingsStore(storage).getState().ladder).toBe('hidden');
    createSettingsStore(storage).getState().actions.setLadder('beside');
    expect(createSettingsStore(storage).getState().ladder).toBe('beside');
    storage.set(SETTINGS_KEY, JSON.stringify({ ladder: 'floating' }));
    expect(createSettingsStore(storage).getState().ladder).toBe('hidden');
  });

  it('play each sound unless turned off, and remember each on its own', () => {
    const storage = memoryStorage();
    expect(createSettingsStore(storage).getState().sounds).toEqual({ fill: true, held: true, alert: true, liquidation: true });
    createSettingsStore(storage).getState().actions.setSound('fill', false);
    expect(createSettingsStore(storage).getState().sounds).toEqual({ fill: false, held: true, alert: true, liquidation: true });
  });

  it('keep an alert chime silenced before Sounds existed silent, and the others on', () => {
    const storage = memoryStorage();
    storage.set(SETTINGS_KEY, JSON.stringify({ alertSound: false }));
    expect(createSettingsStore(storage).getState().sounds).toEqual({ fill: true, held: true, alert: false, liquidation: true });
  });

  it('warn of a position with no stop only when turned on, after 30 s unless set to 5 to 3600 s, refusing anything else', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    expect(store.getState().noStop).toEqual({ on: false, seconds: 30 });
    store.getState().actions.setNoStopOn(true);
    expect(store.getState().actions.setNoStopSeconds(' 5 ')).toBeNull();
    for (const bad of ['4', '3601', '7.5', 'ten', ''])
      expect(store.getState().actions.setNoStopSeconds(bad)).toMatch(/from 5 to 3600 seconds|whole number of seconds/);
    expect(createSettingsStore(storage).getState().noStop).toEqual({ on: true, seconds: 5 });
    storage.set(SETTINGS_KEY, JSON.stringify({ noStop: { on: 'yes', seconds: 2 } }));
    expect(createSettingsStore(storage).getState().noStop).toEqual({ on: false, seconds: 30 });
  });

  it('remember size presets per market, keeping at most five well-formed ones', () => {
    const storage = memoryStorage();
    createSettingsStore(storage)
      .getState()
      .actions.setSizePresets('BTC-USDT', [
        { quantity: '0.010', unit: 'base' },
        { quantity: '100', unit: 'quote' },
      ]);
    expect(createSettingsStore(storage).getState().sizePresets).toEqual({
      'BTC-USDT': [
        { quantity: '0.010', unit: 'base' },
        { quantity: '100', unit: 'quote' },
      ],
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ quantity: String(i + 1), unit: 'base' }));
    storage.set(SETTINGS_KEY, JSON.stringify({ sizePresets: { 'ETH-USDT': [...six, { quantity: '-1', unit: 'base' }], 'bad symbol!': six } }));
    expect(createSettingsStore(storage).getState().sizePresets).toEqual({ 'ETH-USDT': six.slice(0, 5) });
  });

  it('confirm orders from each place on its own: one turned off leaves the others asking, across runs', () => {
    const storage = memoryStorage();
    createSettingsStore(storage).getState().actions.setConfirm('ladder', false);
    expect(createSettingsStore(storage).getState().confirm).toEqual({ form: true, ladder: false, chart: true, positions: true });
    expect(JSON.parse(storage.get(SETTINGS_KEY) ?? '{}')).toMatchObject({ confirm: { form: true, ladder: false, chart: true, positions: true } });
    createSettingsStore(storage).getState().actions.setConfirm('positions', false);
    expect(createSettingsStore(storage).getState().confirm).toEqual({ form: true, ladder: false, chart: true, positions: false });
  });

  it('keep a trader who said "don’t ask" (the single switch of before) unasked everywhere; asked everywhere otherwise', () => {
    const load = (saved: object) => createSettingsStore(memoryStorage({ [SETTINGS_KEY]: JSON.stringify(saved) })).getState().confirm;
    // Close all and Flip (Positions) came later: they ask until their own "Don't ask again".
    expect(load({ confirmOrders: false })).toEqual({ form: false, ladder: false, chart: false, positions: true });
    expect(load({ confirmOrders: true })).toEqual({ form: true, ladder: true, chart: true, positions: true });
    expect(load({ theme: 'light' })).toEqual({ form: true, ladder: true, chart: true, positions: true });
    // Each place saved wins; one not saved (or unreadable) follows the old switch.
    expect(load({ confirmOrders: false, confirm: { form: true, ladder: 'no', positions: false } })).toEqual({
      form: true,
      ladder: false,
      chart: false,
      positions: false,
    });
    expect(load({ confirm: 'off' })).toEqual({ form: true, ladder: true, chart: true, positions: true });
  });

  it('keep panel sizes within their limits', () => {
    const settings = createSettingsStore(memoryStorage());
    settings.getState().actions.setLayout({ bookShare: 0.001, bottomShare: 3 });
    expect(settings.getState().layout).toMatchObject({ bookShare: 0.1, bottomShare: 0.6 });
  });

  it('refuse an interval too fast for its feed, changing nothing', () => {
    const settings = createSettingsStore(memoryStorage());
    expect(settings.getState().actions.setIntervals({ depth: 10 })).toMatch(/order book interval must be .* from 250/);
    expect(settings.getState().intervals.depth).toBe(1000);
  });

  it('fall back to defaults for anything unreadable in what was saved', () => {
    for (const saved of ['{not json', '"dark"', JSON.stringify({ theme: 'pink', intervals: { depth: -1 }, layout: { bookShare: 'wide' } })]) {
      const settings = createSettingsStore(memoryStorage({ [SETTINGS_KEY]: saved })).getState();
      expect(settings).toMatchObject(DEFAULTS);
    }
  });

  it('turn an old pixel layout into shares of the window once, and save it so', () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ layout: { bookWidth: 400, entryWidth: 320, bottomHeight: 300 } }) });
    const layout = createSettingsStore(storage).getState().layout;
    // No window in unit tests: taken as saved at 1600×1000.
    expect(layout).toEqual({ bookShare: 0.25, entryShare: 0.2, bottomShare: 0.3 });
    expect(JSON.parse(storage.get(SETTINGS_KEY)!)).toMatchObject({ layout });
  });
});
