/**
 * The action log: one line for every write the trading service made (whoever asked: the form, a hotkey, the chart,
 * a table, a dialog), newest last, with when it was settled. `writes` counts settled writes, so a table that reads
 * its own rows (Order history, Fills) reloads after each.
 */
import { createStore } from 'zustand/vanilla';
import type { Said } from '../domain/outcome-text';

export interface LoggedAction extends Said {
  id: number;
  /** When the answer came (ms since the epoch). */
  at: number;
}

/** Lines kept; older ones fall off. */
export const ACTION_LOG_SIZE = 50;

export interface ActionLogState {
  entries: readonly LoggedAction[];
  writes: number;
  actions: {
    /** Logs a settled write. */
    logged: (said: Said, at: number) => void;
    /** Logs what a held order, a chase or a TWAP did: not a write of the screen's, so `writes` stays. */
    heard: (said: Said, at: number) => void;
  };
}

export type ActionLogStore = ReturnType<typeof createActionLogStore>;

export function createActionLogStore() {
  let nextId = 0;
  return createStore<ActionLogState>()((set) => ({
    entries: [],
    writes: 0,
    actions: {
      logged: (said, at) => set((s) => ({ entries: [...s.entries, { ...said, id: ++nextId, at }].slice(-ACTION_LOG_SIZE), writes: s.writes + 1 })),
      heard: (said, at) => set((s) => ({ entries: [...s.entries, { ...said, id: ++nextId, at }].slice(-ACTION_LOG_SIZE) })),
    },
  }));
}
