/** Runs a write between its two journal entries: the request before it is sent, the outcome after it ends. */
import { ExchangeError } from '../exchange';
import type { Journal } from '../journal/journal';

export type Journaled = <T>(action: string, ref: string, params: Record<string, unknown>, write: () => Promise<T>) => Promise<T>;

export function createJournaled(journal: Journal, venue: string): Journaled {
  return async (action, ref, params, write) => {
    await journal.record({ action, phase: 'request', ref, venue, params });
    try {
      const value = await write();
      await journal.record({ action, phase: 'outcome', ref, venue, outcome: { ok: true, value } });
      return value;
    } catch (err) {
      const e = err instanceof ExchangeError ? err : new ExchangeError('internal', String(err));
      await journal.record({ action, phase: 'outcome', ref, venue, outcome: { ok: false, ...e.toBridge() } });
      throw e;
    }
  };
}
