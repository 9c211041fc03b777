/** The engine's whole state, which the command and query modules share. */
import { newAccount } from './accounts';
import { BookSide } from './book';
import { Sweep } from './matching';
import { OrderTable } from './order-table';
import type { PairSpec } from './pairs';
import { Tape, type TradeEvent } from './tape';
import type { AccountState, OrderState, Position } from './model';

export const HOUSE_ID = 0;

export interface Market {
  readonly pair: PairSpec;
  readonly index: number;
  readonly bids: BookSide<OrderState>;
  readonly asks: BookSide<OrderState>;
  /** Open positions on the pair, the house's included, oldest first. */
  readonly positions: Set<Position>;
  /** The last mark price set, in ticks. */
  mark: number | null;
  /** The last trade's price in ticks; 0 before the first. */
  lastPrice: number;
  readonly tape: Tape;
}

/** The last id handed out of each kind. */
export interface Ids {
  account: number;
  order: number;
  trade: number;
  position: number;
  tariff: number;
  day: number;
}

export type TradeListener = (trade: TradeEvent) => void;

export interface EngineState {
  readonly pairs: readonly PairSpec[];
  /** Indexed like `pairs`. */
  readonly markets: Market[];
  /** Indexed by pair id. */
  readonly marketById: (Market | undefined)[];
  readonly accounts: Map<number, AccountState>;
  readonly house: AccountState;
  /** Open orders by id (done ones are found in their account's history). */
  readonly orders: OrderTable<OrderState>;
  readonly ids: Ids;
  readonly listeners: TradeListener[];
  readonly sweep: Sweep;
}

export function newState(pairs: readonly PairSpec[]): EngineState {
  const marketById: Market[] = [];
  const markets = pairs.map((pair, index): Market => ({
    pair,
    index,
    bids: new BookSide(true),
    asks: new BookSide(false),
    positions: new Set(),
    mark: null,
    lastPrice: 0,
    tape: new Tape(pair.id),
  }));
  for (const market of markets) marketById[market.pair.id] = market;
  return {
    pairs,
    markets,
    marketById,
    accounts: new Map(),
    house: newAccount(HOUSE_ID, 0, pairs, true),
    orders: new OrderTable(),
    ids: { account: 0, order: 0, trade: 0, position: 0, tariff: 0, day: 0 },
    listeners: [],
    sweep: new Sweep(),
  };
}

/** The price positions are valued at: the mark, or before any mark the last trade. */
export const refPrice = (market: Market): number => market.mark ?? market.lastPrice;

export const marketOfSlot = (s: EngineState, slot: { index: number }): Market => s.markets[slot.index]!;

/** Accounts are opened by the exchange itself, so an unknown id is a bug of the caller's, not a bad request. */
export function accountOf(s: EngineState, id: number): AccountState {
  const account = s.accounts.get(id);
  if (account === undefined) throw new Error(`no account ${id}`);
  return account;
}
