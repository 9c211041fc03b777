/**
 * The services' React hooks, in one module: the session (its stores and its services) in context, and the hooks
 * several panels share that reach a service. The stores' own hooks are stores/hooks.ts.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Order, Position } from '../../shared/exchange';
import { breakevenPrice, breakevenQuestion } from '../domain/positions/breakeven-model';
import type { KeyedLoadable } from '../stores/feeds-store';
import { useFeed, usePairs } from '../stores/hooks';
import type { FateSources, OpenNow } from './order-fate';
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
  const priceOf = useCallback(
    (position: Position) =>
      breakevenPrice(
        position,
        pairs?.find((p) => p.symbol === position.symbol),
      ),
    [pairs],
  );

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

// What a status line reads an order's fate from (order-fate.ts), and the reads of the records it still lacks.

const openNow = (feed: KeyedLoadable<Order[]>): OpenNow | null =>
  feed.data === null || feed.updatedAt === null ? null : { pair: feed.key, orders: feed.data, readAt: feed.updatedAt };

/** The open orders of the market shown (polled while mounted), this screen's cancels, and the records read back. */
export function useFateSources(): FateSources {
  const session = useSession();
  const openFeed = useFeed('openOrders');
  const cancels = useStore(session.cancels, (s) => s.byOrderId);
  const records = useStore(session.orderRecords.store, (s) => s.byId);
  return useMemo(
    () => ({ open: openNow(openFeed), cancelled: (id) => cancels[id]?.status === 'done', record: (id) => records[id] }),
    [openFeed, cancels, records],
  );
}

/** Reads the exchange's record of each order that left the book (again at each read of Open orders, a few times at most). */
export function useLookUps(pair: string, orderIds: readonly number[], sources: FateSources): void {
  const session = useSession();
  const key = orderIds.join(' ');
  const readAt = sources.open?.readAt;
  useEffect(() => {
    for (const id of key === '' ? [] : key.split(' ')) void session.orderRecords.lookUp(pair, Number(id));
  }, [session, pair, key, readAt]);
}
