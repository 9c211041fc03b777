/** Breakeven as a button sends it (the Positions row, the chart's position line): the move, and the question when the price is past it. */
import { useCallback, useMemo, useState } from 'react';
import type { Position } from '../../../shared/exchange';
import { createBreakeven } from '../../services/breakeven';
import type { Said } from '../../services/outcomes';
import { usePairs } from '../../stores';
import { useSession } from '../../services/hooks';
import { breakevenPrice } from '../../domain/positions/breakeven-model';

/** A breakeven the price is already past, waiting for the trader's word. */
export interface BreakevenAsk {
  position: Position;
  price: string | null;
}

export function useBreakeven(onSaid: (said: Said) => void = () => {}) {
  const session = useSession();
  const pairs = usePairs().data;
  const [asking, setAsking] = useState<BreakevenAsk | null>(null);
  const send = useMemo(
    () =>
      createBreakeven({
        invoke: session.invoke,
        refresh: () => session.poller.refresh('heldOrders', 'protection', 'protectionNotices'),
        actionLog: session.actionLog,
        now: session.now,
      }),
    [session],
  );
  const priceOf = useCallback((position: Position) => breakevenPrice(position, pairs?.find((p) => p.symbol === position.symbol)), [pairs]);

  const press = useCallback(
    async (position: Position) => {
      const outcome = await send(position);
      if (outcome.kind === 'past') setAsking({ position, price: priceOf(position) });
      else onSaid(outcome.said);
    },
    [send, priceOf, onSaid],
  );

  /** The trader's answer: set it and close now, or leave the stop as it was. */
  const answer = useCallback(
    async (fire: boolean) => {
      const asked = asking;
      setAsking(null);
      if (!asked || !fire) return;
      const outcome = await send(asked.position, true);
      if (outcome.kind === 'said') onSaid(outcome.said);
    },
    [asking, send, onSaid],
  );

  return useMemo(() => ({ press, asking, answer, priceOf }), [press, asking, answer, priceOf]);
}
