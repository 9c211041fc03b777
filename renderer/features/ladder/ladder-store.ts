/**
 * The ladder's own state for a session: the Ladder trading switch (off at each start, never saved), its
 * quantity and unit, auto-centre, the row the keyboard is on, the last thing a ladder action said, and orders
 * being moved (drawn at their new row until the exchange answers).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Session } from '../../stores';
import type { Tone } from '../../services/outcomes';

export type LadderUnit = 'base' | 'quote';

export interface LadderMove {
  from: string;
  to: string;
}

export interface LadderState {
  tradingOn: boolean;
  quantity: string;
  unit: LadderUnit;
  /** The ladder's orders only reduce the position (capped at it; features/trading/reduce-only.ts). */
  reduceOnly: boolean;
  autoCentre: boolean;
  /** Asked of the component: centre now (a counter, so each ask is one). */
  centreSeq: number;
  focusPrice: string | null;
  said: { tone: Tone; text: string } | null;
  moving: LadderMove | null;
}

export type LadderStore = StoreApi<LadderState>;

const stores = new WeakMap<Session, LadderStore>();

export function ladderStoreOf(session: Session): LadderStore {
  const existing = stores.get(session);
  if (existing) return existing;
  const store = createStore<LadderState>()(() => ({
    tradingOn: false,
    quantity: '',
    unit: 'base',
    reduceOnly: false,
    autoCentre: true,
    centreSeq: 0,
    focusPrice: null,
    said: null,
    moving: null,
  }));
  stores.set(session, store);
  return store;
}
