/** Where small preferences are remembered. The browser's localStorage in the app; a Map in tests. */
export interface KeyValueStorage {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
}

/** localStorage, tolerating its absence or refusal (private modes, quotas): a preference is not worth a crash. */
export const browserStorage: KeyValueStorage = {
  get: (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered this time; the choice still holds for this run.
    }
  },
};

export const memoryStorage = (initial: Record<string, string> = {}): KeyValueStorage => {
  const values = new Map(Object.entries(initial));
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) };
};
