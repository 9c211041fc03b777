/** The trader's preferences, remembered across runs: theme, how often each feed is polled, and the like. */
import { createStore } from 'zustand/vanilla';
import { checkIntervals, defaultIntervals, FEED_NAMES, type FeedIntervals, type FeedName } from './feed-table';
import type { KeyValueStorage } from './storage';

export const SETTINGS_KEY = 'perpdesk.settings';

export type Theme = 'dark' | 'light';

export interface Settings {
  theme: Theme;
  intervals: FeedIntervals;
}

export interface SettingsState extends Settings {
  actions: {
    setTheme: (theme: Theme) => void;
    /** Sets the intervals if polling stays within its budget; otherwise changes nothing and says why. */
    setIntervals: (changes: Partial<FeedIntervals>) => string | null;
    resetIntervals: () => void;
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function createSettingsStore(storage: KeyValueStorage) {
  const saved = load(storage);
  return createStore<SettingsState>()((set, get) => {
    const save = (): void => {
      const { theme, intervals } = get();
      storage.set(SETTINGS_KEY, JSON.stringify({ theme, intervals }));
    };
    return {
      ...saved,
      actions: {
        setTheme: (theme) => {
          set({ theme });
          save();
        },
        setIntervals: (changes) => {
          const intervals = { ...get().intervals, ...changes };
          const problem = checkIntervals(intervals);
          if (problem) return problem;
          set({ intervals });
          save();
          return null;
        },
        resetIntervals: () => {
          set({ intervals: defaultIntervals() });
          save();
        },
      },
    };
  });
}

/** What was saved, where it still makes sense; anything else falls back to the default. */
function load(storage: KeyValueStorage): Settings {
  const defaults: Settings = { theme: 'dark', intervals: defaultIntervals() };
  let saved: unknown;
  try {
    saved = JSON.parse(storage.get(SETTINGS_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof saved !== 'object' || saved === null) return defaults;
  const { theme, intervals } = saved as Partial<Record<keyof Settings, unknown>>;
  const merged = { ...defaults.intervals };
  if (typeof intervals === 'object' && intervals !== null) {
    for (const name of FEED_NAMES) {
      const ms = (intervals as Partial<Record<FeedName, unknown>>)[name];
      if (typeof ms === 'number') merged[name] = ms;
    }
  }
  return {
    theme: theme === 'light' ? 'light' : 'dark',
    intervals: checkIntervals(merged) === null ? merged : defaults.intervals,
  };
}
