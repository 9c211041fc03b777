/** The trader's preferences, remembered across runs: theme, how often each feed is polled, and the like. */
import { createStore } from 'zustand/vanilla';
import { checkIntervals, defaultIntervals, FEED_NAMES, type FeedIntervals, type FeedName } from './feed-table';
import { clampLayout, DEFAULT_LAYOUT, isPixelLayout, readLayout, type Layout } from './layout';
import type { KeyValueStorage } from './storage';
import { readSounds, type SoundName, type Sounds } from '../domain/settings/sounds-setting';
import { checkNoStopSeconds, DEFAULT_NO_STOP, readNoStop, type NoStopWarning } from '../domain/settings/no-stop-setting';
import { readSizePresets, type SizePreset, type SizePresets } from '../domain/settings/size-presets-setting';

export const SETTINGS_KEY = 'perpdesk.settings';

export type Theme = 'dark' | 'light';

export * from '../domain/settings/sounds-setting';
export * from '../domain/settings/no-stop-setting';
export * from '../domain/settings/size-presets-setting';
export { DEFAULT_LAYOUT, LAYOUT_LIMITS, pixelRange, pixelsOf, shareOf, type Layout } from './layout';

/** Where the depth ladder is: not shown, beside the Order book, or in its place. */
export type LadderPlacement = 'hidden' | 'beside' | 'instead';
export const LADDER_PLACEMENTS: readonly LadderPlacement[] = ['hidden', 'beside', 'instead'];

export interface Settings {
  theme: Theme;
  ladder: LadderPlacement;
  intervals: FeedIntervals;
  layout: Layout;
  /** Ask before sending an order, per place it is sent from (each on unless turned off there). */
  confirm: ConfirmOrders;
  /** Fills and liquidations as desktop notifications and toasts (on unless muted). */
  notifications: boolean;
  /** A short sound for a fill, a held order fired, an alert, a liquidation (besides the toasts). */
  sounds: Sounds;
  /** Mark positions with no armed held stop, and tell once when one has gone `seconds` without. */
  noStop: NoStopWarning;
  /** Per market, the quantities keys 1 to 5 pick. */
  sizePresets: SizePresets;
  /**
   * The book and trades asked up to 4 and 2 times a second with what the request budget leaves idle (on unless
   * turned off: a key shared with another tool may want the budget left to it).
   */
  fasterFeeds: boolean;
  /**
   * The trader's own hotkey keys: action name → key ("Shift+X"), or null for no key. Only the changes are kept;
   * an action not listed keeps its default (features/hotkeys says which actions there are and checks the keys).
   */
  hotkeys: HotkeyOverrides;
  /**
   * The hotkeys that place, cancel or close orders: off at each start (armed keys that survive a reload surprise
   * a trader), so never saved.
   */
  tradingHotkeys: boolean;
  hotkeyPricing: HotkeyPricing;
  /** An order's line dragged to where it would trade at once: ask first, or refuse the move. */
  crossingMoves: CrossingMoves;
}

export type CrossingMoves = 'ask' | 'refuse';

/** Where an order is sent from with a confirmation of its own: the Order entry, the ladder, the chart, Positions (Close all, Flip). */
export type ConfirmPlace = 'form' | 'ladder' | 'chart' | 'positions';
export const CONFIRM_PLACES: readonly ConfirmPlace[] = ['form', 'ladder', 'chart', 'positions'];
export type ConfirmOrders = Readonly<Record<ConfirmPlace, boolean>>;
const ALL_CONFIRM: ConfirmOrders = { form: true, ladder: true, chart: true, positions: true };

/**
 * Each place's saved choice; one not saved takes the single switch of before (`confirmOrders`): a trader who said
 * "don't ask" is not asked anywhere again.
 */
function readConfirm(confirm: unknown, confirmOrders: unknown): ConfirmOrders {
  const saved = typeof confirm === 'object' && confirm !== null ? (confirm as Partial<Record<ConfirmPlace, unknown>>) : {};
  const fallback = confirmOrders !== false;
  const read = (place: ConfirmPlace) => (typeof saved[place] === 'boolean' ? (saved[place] as boolean) : fallback);
  // Close all and Flip came after the single switch: they ask until their own "Don't ask again".
  const positions = typeof saved.positions === 'boolean' ? saved.positions : true;
  return { form: read('form'), ladder: read('ladder'), chart: read('chart'), positions };
}

export type HotkeyOverrides = Readonly<Record<string, string | null>>;

/**
 * What B and S send: a limit IOC order at the best price of the other side plus an allowance for slippage (in
 * ticks of the pair's price, or in % of that price), or a market order.
 */
export interface HotkeyPricing {
  type: 'limit' | 'market';
  slippage: string;
  unit: 'ticks' | 'percent';
}

export const DEFAULT_HOTKEY_PRICING: HotkeyPricing = { type: 'limit', slippage: '0.05', unit: 'percent' };
const SLIPPAGE_MAX = { ticks: 100_000, percent: 5 } as const;

/** Why an allowance cannot be used, or null. */
export function checkHotkeyPricing(pricing: HotkeyPricing): string | null {
  const text = pricing.slippage.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return 'The slippage allowance must be a number of 0 or more, with a point for decimals';
  if (pricing.unit === 'ticks' && !/^\d+$/.test(text)) return 'The slippage allowance in ticks must be a whole number';
  if (Number(text) > SLIPPAGE_MAX[pricing.unit])
    return `The slippage allowance can be at most ${SLIPPAGE_MAX[pricing.unit]} ${pricing.unit === 'ticks' ? 'ticks' : '%'}`;
  return null;
}

const cleanPricing = (value: unknown): HotkeyPricing => {
  if (typeof value !== 'object' || value === null) return DEFAULT_HOTKEY_PRICING;
  const { type, slippage, unit } = value as Partial<Record<keyof HotkeyPricing, unknown>>;
  if ((type !== 'limit' && type !== 'market') || typeof slippage !== 'string' || (unit !== 'ticks' && unit !== 'percent'))
    return DEFAULT_HOTKEY_PRICING;
  const pricing = { type, slippage, unit } as const;
  return checkHotkeyPricing(pricing) === null ? pricing : DEFAULT_HOTKEY_PRICING;
};

/** What a saved hotkey entry may be: bounds only; the hotkeys feature decides what a key means. */
const HOTKEY_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const MAX_HOTKEY_KEY_LENGTH = 40;
const MAX_HOTKEYS = 100;

const cleanHotkeys = (value: unknown): Record<string, string | null> => {
  const clean: Record<string, string | null> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return clean;
  for (const [name, key] of Object.entries(value).slice(0, MAX_HOTKEYS)) {
    if (!HOTKEY_NAME.test(name)) continue;
    if (key === null || (typeof key === 'string' && key.length > 0 && key.length <= MAX_HOTKEY_KEY_LENGTH)) clean[name] = key;
  }
  return clean;
};

export interface SettingsState extends Settings {
  actions: {
    setTheme: (theme: Theme) => void;
    setLadder: (placement: LadderPlacement) => void;
    /** Whether orders sent from `place` are confirmed first. */
    setConfirm: (place: ConfirmPlace, on: boolean) => void;
    setNotifications: (on: boolean) => void;
    setSound: (name: SoundName, on: boolean) => void;
    setNoStopOn: (on: boolean) => void;
    /** Sets the wait in seconds if it can be used; otherwise changes nothing and says why. */
    setNoStopSeconds: (text: string) => string | null;
    /** The market's presets (the ladder feature has checked them against its lot). */
    setSizePresets: (symbol: string, presets: readonly SizePreset[]) => void;
    setFasterFeeds: (on: boolean) => void;
    /** Replaces the trader's hotkey changes (the hotkeys feature has checked them). */
    setHotkeys: (overrides: HotkeyOverrides) => void;
    /** Every hotkey back to its default key (the Trading hotkeys switch stays as it is). */
    resetHotkeys: () => void;
    setTradingHotkeys: (on: boolean) => void;
    /** Sets what B and S send if the allowance can be used; otherwise changes nothing and says why. */
    setHotkeyPricing: (pricing: HotkeyPricing) => string | null;
    setCrossingMoves: (choice: CrossingMoves) => void;
    /** Sets the intervals if polling stays within its budget; otherwise changes nothing and says why. */
    setIntervals: (changes: Partial<FeedIntervals>) => string | null;
    resetIntervals: () => void;
    /** Resizes panels (shares of the workspace), each kept within its limits. */
    setLayout: (changes: Partial<Layout>) => void;
    resetLayout: () => void;
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function createSettingsStore(storage: KeyValueStorage) {
  const saved = load(storage);
  const store = createStore<SettingsState>()((set, get) => {
    /** Changes the settings and keeps them (all but the Trading hotkeys switch, which every start turns off). */
    const setAndSave = (changes: Partial<Settings>): void => {
      set(changes);
      const { actions: _actions, tradingHotkeys: _tradingHotkeys, ...kept } = get();
      storage.set(SETTINGS_KEY, JSON.stringify(kept));
    };
    return {
      ...saved,
      actions: {
        setTheme: (theme) => setAndSave({ theme }),
        setLadder: (ladder) => setAndSave({ ladder }),
        setConfirm: (place, on) => setAndSave({ confirm: { ...get().confirm, [place]: on } }),
        setNotifications: (notifications) => setAndSave({ notifications }),
        setSound: (name, on) => setAndSave({ sounds: { ...get().sounds, [name]: on } }),
        setNoStopOn: (on) => setAndSave({ noStop: { ...get().noStop, on } }),
        setNoStopSeconds: (text) => {
          const problem = checkNoStopSeconds(text);
          if (problem) return problem;
          setAndSave({ noStop: { ...get().noStop, seconds: Number(text.trim()) } });
          return null;
        },
        setSizePresets: (symbol, presets) => setAndSave({ sizePresets: readSizePresets({ ...get().sizePresets, [symbol]: presets }) }),
        setFasterFeeds: (fasterFeeds) => setAndSave({ fasterFeeds }),
        setHotkeys: (overrides) => setAndSave({ hotkeys: cleanHotkeys(overrides) }),
        resetHotkeys: () => setAndSave({ hotkeys: {} }),
        setTradingHotkeys: (tradingHotkeys) => set({ tradingHotkeys }),
        setCrossingMoves: (crossingMoves) => setAndSave({ crossingMoves }),
        setHotkeyPricing: (pricing) => {
          const problem = checkHotkeyPricing(pricing);
          if (problem) return problem;
          setAndSave({ hotkeyPricing: { ...pricing, slippage: pricing.slippage.trim() } });
          return null;
        },
        setIntervals: (changes) => {
          const intervals = { ...get().intervals, ...changes };
          const problem = checkIntervals(intervals);
          if (problem) return problem;
          setAndSave({ intervals });
          return null;
        },
        resetIntervals: () => setAndSave({ intervals: defaultIntervals() }),
        setLayout: (changes) => setAndSave({ layout: clampLayout({ ...get().layout, ...changes }) }),
        resetLayout: () => setAndSave({ layout: DEFAULT_LAYOUT }),
      },
    };
  });
  // An old pixel layout is turned into shares of this window once, and saved so.
  if (isPixelLayout(savedLayout(storage))) store.getState().actions.setLayout({});
  return store;
}

function savedLayout(storage: KeyValueStorage): unknown {
  try {
    return (JSON.parse(storage.get(SETTINGS_KEY) ?? 'null') as { layout?: unknown } | null)?.layout;
  } catch {
    return undefined;
  }
}

/** What was saved, where it still makes sense; anything else falls back to the default. */
function load(storage: KeyValueStorage): Settings {
  const defaults: Settings = {
    theme: 'dark',
    ladder: 'hidden',
    intervals: defaultIntervals(),
    layout: DEFAULT_LAYOUT,
    confirm: ALL_CONFIRM,
    notifications: true,
    sounds: readSounds(undefined, undefined),
    noStop: DEFAULT_NO_STOP,
    sizePresets: {},
    fasterFeeds: true,
    hotkeys: {},
    tradingHotkeys: false,
    hotkeyPricing: DEFAULT_HOTKEY_PRICING,
    crossingMoves: 'ask',
  };
  let saved: unknown;
  try {
    saved = JSON.parse(storage.get(SETTINGS_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof saved !== 'object' || saved === null) return defaults;
  const {
    theme,
    ladder,
    intervals,
    layout,
    confirm,
    confirmOrders,
    notifications,
    sounds,
    alertSound,
    noStop,
    sizePresets,
    fasterFeeds,
    hotkeys,
    hotkeyPricing,
    crossingMoves,
  } = saved as Partial<Record<keyof Settings | 'confirmOrders' | 'alertSound', unknown>>;
  const merged = { ...defaults.intervals };
  if (typeof intervals === 'object' && intervals !== null) {
    for (const name of FEED_NAMES) {
      const ms = (intervals as Partial<Record<FeedName, unknown>>)[name];
      if (typeof ms === 'number') merged[name] = ms;
    }
  }
  return {
    theme: theme === 'light' ? 'light' : 'dark',
    ladder: LADDER_PLACEMENTS.includes(ladder as LadderPlacement) ? (ladder as LadderPlacement) : 'hidden',
    intervals: checkIntervals(merged) === null ? merged : defaults.intervals,
    layout: readLayout(layout, screenSize()),
    confirm: readConfirm(confirm, confirmOrders),
    notifications: notifications !== false,
    sounds: readSounds(sounds, alertSound),
    noStop: readNoStop(noStop),
    sizePresets: readSizePresets(sizePresets),
    fasterFeeds: fasterFeeds !== false,
    hotkeys: cleanHotkeys(hotkeys),
    tradingHotkeys: false,
    hotkeyPricing: cleanPricing(hotkeyPricing),
    crossingMoves: crossingMoves === 'refuse' ? 'refuse' : 'ask',
  };
}

/** The window's size, where an old pixel layout was most likely saved (1600×1000 where there is no window). */
const screenSize = () => (typeof window === 'undefined' ? { width: 1600, height: 1000 } : { width: window.innerWidth, height: window.innerHeight });
