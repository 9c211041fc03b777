/** The positions feature's hooks: one write at a time through the bridge, a position followed live, a pair's decimals. */
import { useCallback, useRef, useState } from 'react';
import type { BridgeResult, MethodName, ParamsOf, ResultOf } from '../../../shared/bridge';
import type { Pair, Position } from '../../../shared/exchange';
import { useFeedValue, usePairs, useSession } from '../../stores';

export type ActionState<T> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; result: BridgeResult<T> };

/**
 * Sends a write and keeps its state; a second send while one is out is ignored (it would be a second write).
 * Whatever the outcome, every feed a trade may change is refreshed at once.
 */
export function useBridgeWrite<M extends MethodName>(method: M) {
  const session = useSession();
  const [state, setState] = useState<ActionState<ResultOf<M>>>({ status: 'idle' });
  const busy = useRef(false);
  const send = useCallback(
    async (params: ParamsOf<M>): Promise<BridgeResult<ResultOf<M>> | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        const result = await session.invoke(method, params);
        setState({ status: 'done', result });
        return result;
      } finally {
        busy.current = false;
        session.poller.refreshAfterTrade();
      }
    },
    [session, method],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}

/**
 * The open position `id` as the positions feed has it now; once it is gone, the last one seen (and `gone` true),
 * so a dialog can still say what it was.
 */
export function useLivePosition(id: number, initial: Position): { position: Position; gone: boolean } {
  const live = useFeedValue('positions', (d) => d?.find((p) => p.id === id) ?? null);
  // Only a feed that answered without it says it is gone (not one still loading).
  const loaded = useFeedValue('positions', (d) => d !== null);
  const [last, setLast] = useState(initial);
  if (live && live !== last) setLast(live);
  return { position: live ?? last, gone: loaded && live === null };
}

export function usePair(symbol: string): Pair | undefined {
  return usePairs().data?.find((p) => p.symbol === symbol);
}
