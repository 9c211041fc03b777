/** The market: the list of pairs and which one the trader is looking at (remembered across runs). */
import { createStore } from 'zustand/vanilla';
import type { BridgeResult } from '../../shared/bridge';
import { KLINE_PERIODS, type KlinePeriod, type Pair } from '../../shared/exchange';
import { begin, loading, settle, type Loadable } from './loadable';
import type { KeyValueStorage } from './storage';

export const DEFAULT_PAIR = 'BTC-USDT';
export const SELECTED_PAIR_KEY = 'perpdesk.selectedPair';
export const DEFAULT_PERIOD: KlinePeriod = '15MIN';
export const PERIOD_KEY = 'perpdesk.chartPeriod';
export const FAVOURITES_KEY = 'perpdesk.favouriteMarkets';
export const BOOK_GROUPING_KEY = 'perpdesk.bookGrouping';

export interface MarketState {
  pairs: Loadable<Pair[]>;
  /** The selected pair's symbol. Known before the pairs arrive, so the feeds can start at once. */
  selected: string;
  /** The chart's candle period, remembered too. */
  period: KlinePeriod;
  /** Markets starred in the Market list: pinned on top, their prices asked while it is open; remembered. */
  favourites: string[];
  /** The order book's grouping step chosen per pair ("0.5", "10"), remembered. */
  bookGrouping: Readonly<Record<string, string>>;
  /** The prices the open Market list wants next (rows in view and favourites not fresh): what the tickers feed asks. */
  listDue: string[];
  actions: {
    setFavourites: (favourites: string[]) => void;
    setBookGrouping: (pair: string, step: string) => void;
    setListDue: (symbols: string[]) => void;
    select: (symbol: string) => void;
    selectPeriod: (period: KlinePeriod) => void;
    pairsRequested: () => void;
    pairsSettled: (result: BridgeResult<Pair[]>, at: number) => void;
  };
}

export type MarketStore = ReturnType<typeof createMarketStore>;

export function createMarketStore(storage: KeyValueStorage) {
  return createStore<MarketState>()((set, get) => {
    const select = (symbol: string): void => {
      if (symbol === get().selected) return;
      set({ selected: symbol });
      storage.set(SELECTED_PAIR_KEY, symbol);
    };
    return {
      pairs: loading(),
      selected: storage.get(SELECTED_PAIR_KEY) ?? DEFAULT_PAIR,
      period: rememberedPeriod(storage.get(PERIOD_KEY)),
      favourites: rememberedFavourites(storage.get(FAVOURITES_KEY)),
      bookGrouping: rememberedGrouping(storage.get(BOOK_GROUPING_KEY)),
      listDue: [],
      actions: {
        setFavourites: (favourites) => {
          set({ favourites });
          storage.set(FAVOURITES_KEY, JSON.stringify(favourites));
        },
        setBookGrouping: (pair, step) => {
          const bookGrouping = { ...get().bookGrouping, [pair]: step };
          set({ bookGrouping });
          storage.set(BOOK_GROUPING_KEY, JSON.stringify(bookGrouping));
        },
        setListDue: (listDue) => {
          if (listDue.join() !== get().listDue.join()) set({ listDue });
        },
        select,
        selectPeriod: (period) => {
          if (period === get().period) return;
          set({ period });
          storage.set(PERIOD_KEY, period);
        },
        pairsRequested: () => set((s) => ({ pairs: begin(s.pairs) })),
        pairsSettled: (result, at) => {
          set((s) => ({ pairs: settle(s.pairs, result, at) }));
          // A remembered pair that is no longer listed falls back to the default, or the first listed.
          if (!result.ok || result.value.some((p) => p.symbol === get().selected)) return;
          const fallback = result.value.find((p) => p.symbol === DEFAULT_PAIR) ?? result.value[0];
          if (fallback) select(fallback.symbol);
        },
      },
    };
  });
}

function rememberedFavourites(saved: string | null): string[] {
  try {
    const value: unknown = JSON.parse(saved ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function rememberedGrouping(saved: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(saved ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const rememberedPeriod = (saved: string | null): KlinePeriod => KLINE_PERIODS.find((p) => p === saved) ?? DEFAULT_PERIOD;

export const selectSelectedPair = (s: MarketState): Pair | undefined => s.pairs.data?.find((p) => p.symbol === s.selected);
