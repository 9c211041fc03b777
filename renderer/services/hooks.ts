/**
 * The services' React hooks, in one module: the session (its stores and its services) in context, and the hooks
 * several panels share that reach a service. The stores' own hooks are stores/hooks.ts.
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Position } from '../../shared/exchange';
import { breakevenPrice, breakevenQuestion } from '../domain/positions/breakeven-model';
import { usePairs } from '../stores/hooks';
import type { Said } from './outcomes';
import type { Session } from './session';

export type { Session } from './session';

/** The session; the composition root's SessionProvider puts it here (and its stores in stores/hooks.ts's context). */
export const SessionContext = createContext<Session | null>(null);

/** The session the app was started with: its stores and its services. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider session={session}> above it');
  return session;
}

/** Place and cancel. */
export const useTrading = () => useSession().trading;

/** A breakeven the price is already past, waiting for the trader's word: the position, the price, what to ask. */
export interface BreakevenAsk {
  position: Position;
  price: string | null;
  question: string;
}

/** Breakeven as a button sends it (the Positions row, the chart's position line): the move, and the question when the price is past it. */
export function useBreakeven(onSaid: (said: Said) => void = () => {}) {
  const session = useSession();
  const pairs = usePairs().data;
  const [asking, setAsking] = useState<BreakevenAsk | null>(null);
  const send = session.breakeven;
  const priceOf = useCallback((position: Position) => breakevenPrice(position, pairs?.find((p) => p.symbol === position.symbol)), [pairs]);

  const press = useCallback(
    async (position: Position) => {
      const outcome = await send(position);
      if (outcome.kind === 'past') {
        const price = priceOf(position);
        setAsking({ position, price, question: breakevenQuestion(price) });
      } else onSaid(outcome.said);
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
