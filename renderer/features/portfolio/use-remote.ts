/** A read the screen asks for itself (a page of history): loaded when its query changes, again on demand. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BridgeResult } from '../../../shared/bridge';

export interface Remote<T> {
  /** The answer for the current query; null while the first is coming. */
  result: BridgeResult<T> | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Calls `load` when `query` (a string naming what is asked: pair, filters, page) changes, on reload, and when
 * `version` changes (the count of the trader's writes: a table of history is read again after each). An answer for
 * an older query is dropped; a reload keeps the last answer on screen until the next one comes.
 */
export function useRemote<T>(query: string, load: () => Promise<BridgeResult<T>>, version = 0): Remote<T> {
  const [state, setState] = useState<{ query: string; result: BridgeResult<T> } | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    let current = true;
    setLoading(true);
    latest
      .current()
      .then(
        (result) => current && setState({ query, result }),
        (error: unknown) => current && setState({ query, result: { ok: false, error: { kind: 'internal', message: String(error) } } }),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query, round, version]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { result: state?.query === query ? state.result : null, loading, reload };
}
