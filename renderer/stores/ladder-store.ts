/**
 * The ladder's own state for a session: the Ladder trading switch (off at each start, never saved), per market its
 * quantity, unit and grouping (a quantity typed for one market is never sent on another), auto-centre, the row the keyboard is on, the last thing a ladder action said, and orders
 * being moved (drawn at their new row until the exchange answers).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Tone } from '../domain/outcome-text';
import type { SizePreset } from '../domain/settings/size-presets-setting';
import type { Stores } from './session-stores';

export type LadderUnit = 'base' | 'quote';

export interface LadderMove {
  from: string;
  to: string;
}

/** What the ladder remembers of one market. */
export interface LadderMarket {
  quantity: string;
  unit: LadderUnit;
  /** The grouping step, chosen once from the market's first book or by the trader; null until then. */
  step: string | null;
}

export const FRESH_MARKET: LadderMarket = { quantity: '', unit: 'base', step: null };

/**
 * What a ladder action said, about the market `pair` (shown on that market only); `order`: the order it placed that
 * rests on the book, and when the answer came, so the line can tell what became of it (ladder-said.ts).
 */
export interface LadderSaid {
  tone: Tone;
  text: string;
  pair: string;
  order?: { id: number; at: number };
}

export interface LadderState {
  tradingOn: boolean;
  /** By market symbol. */
  markets: Readonly<Record<string, LadderMarket>>;
  /** The ladder's orders only reduce the position (capped at it; domain/trading/reduce-only.ts). */
  reduceOnly: boolean;
  autoCentre: boolean;
  /** Asked of the component: centre now (a counter, so each ask is one). */
  centreSeq: number;
  focusPrice: string | null;
  said: LadderSaid | null;
  moving: LadderMove | null;
}

export type LadderStore = StoreApi<LadderState>;

const stores = new WeakMap<Pick<Stores, 'market'>, LadderStore>();

/** The session's ladder state (one per session: its stores are the key), made on first use. */
export function ladderStoreOf(session: Pick<Stores, 'market'>): LadderStore {
  const existing = stores.get(session);
  if (existing) return existing;
  const store = createStore<LadderState>()(() => ({
    tradingOn: false,
    markets: {},
    reduceOnly: false,
    autoCentre: true,
    centreSeq: 0,
    focusPrice: null,
    said: null,
    moving: null,
  }));
  // The line about the market left is gone, and stays gone on coming back.
  session.market.subscribe((state, previous) => {
    if (state.selected !== previous.selected && store.getState().said !== null) store.setState({ said: null });
  });
  stores.set(session, store);
  return store;
}

export const ladderMarketOf = (state: LadderState, symbol: string): LadderMarket => state.markets[symbol] ?? FRESH_MARKET;

export function setLadderMarket(store: LadderStore, symbol: string, patch: Partial<LadderMarket>): void {
  store.setState((s) => ({ markets: { ...s.markets, [symbol]: { ...ladderMarketOf(s, symbol), ...patch } } }));
}

/** A size preset picked (its key or the preset list): the market's quantity and unit become the preset's. */
export function applyLadderPreset(store: LadderStore, symbol: string, preset: SizePreset): void {
  setLadderMarket(store, symbol, { quantity: preset.quantity, unit: preset.unit });
}
