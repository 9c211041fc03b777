/** The positions feature's hooks: one write at a time through the trading service, a position followed live, a pair's decimals. */
import { useCallback, useRef, useState } from 'react';
import type { BridgeResult } from '../../../shared/bridge';
import type { Pair, Position } from '../../../shared/exchange';
import type { PositionActions } from '../../services/position-actions';
import type { Trading } from '../../services/trading';
import { useFeedValue, usePairs } from '../../stores';
import { useSession } from '../../services/hooks';

/** The trading service's writes a dialog of this feature sends. */
type DialogWrite = 'closePosition' | 'adjustMargin' | 'setLeverage';
type ParamsOfWrite<K extends DialogWrite> = Parameters<Trading[K]>[0];
type ResultOfWrite<K extends DialogWrite> = Awaited<ReturnType<Trading[K]>> extends BridgeResult<infer T> ? T : never;

export type ActionState<T> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; result: BridgeResult<T> };

/**
 * Sends a write through the trading service (which refreshes whatever a trade may change) and keeps its state; a
 * second send while one is out is ignored (it would be a second write).
 */
export function useTradingWrite<K extends DialogWrite>(name: K) {
  const { trading } = useSession();
  const [state, setState] = useState<ActionState<ResultOfWrite<K>>>({ status: 'idle' });
  const busy = useRef(false);
  const send = useCallback(
    async (params: ParamsOfWrite<K>): Promise<BridgeResult<ResultOfWrite<K>> | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        const write = trading[name] as (p: ParamsOfWrite<K>) => Promise<BridgeResult<ResultOfWrite<K>>>;
        const result = await write(params);
        setState({ status: 'done', result });
        return result;
      } finally {
        busy.current = false;
      }
    },
    [trading, name],
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

/** Close all and Flip, sent through the session's trading service and said in its action log. */
export function usePositionActions(): PositionActions {
  return useSession().positionActions;
}
