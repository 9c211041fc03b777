/**
 * Chase and TWAP, the algorithms Perpdesk holds, as data: what their step machines keep (and the store writes to
 * disk), the events they hear and the actions they ask for. Types only, so every module of app/algo/ imports it
 * and it imports none.
 */
import type { PositionView } from '../trading/position-view';

export type { PositionView };

/**
 * A position as the algorithms see it: as last read, less what their own orders filled since. Taken down by fills,
 * it is `provisional`: the read may already have shown them, so it is a floor to size under, never proof that
 * nothing is left.
 */
export interface AlgoPosition extends PositionView {
  provisional?: boolean;
}

export type AlgoStatus =
  /** Trading. */
  | 'working'
  /** A TWAP between slices, paused by the trader. */
  | 'paused'
  /** A limit was reached or the trader cancelled: its order is being cancelled, or its market order is out. */
  | 'ending'
  /** Everything filled (or a TWAP's last slice done). */
  | 'done'
  /** Stopped by a limit, reduce only, or a refusal; `note` says which. */
  | 'stopped'
  | 'cancelled';

/**
 * The one order an algorithm has on the exchange at a time. Its client order id is on disk before it is sent;
 * while `sending` its fate is not known and it is looked up by that id, never sent again.
 */
export interface ChildOrder {
  clientOrderId: string;
  orderId: number | null;
  /** Null: at market. */
  price: string | null;
  quantity: string;
  phase: 'sending' | 'open' | 'cancelling';
  /** Server time (ms) just before it was sent: where its look-up starts. */
  sentAt: number;
  /** What it has filled so far, and for how much (quote currency). */
  filled: string;
  amount: string;
}

interface AlgoBase {
  id: string;
  pair: string;
  side: 'buy' | 'sell';
  /** The whole quantity to trade. */
  quantity: string;
  /** Never more than the position against it: it only reduces, never opens nor flips one. */
  reduceOnly: boolean;
  leverage: number;
  marginMode: 'isolated' | 'cross';
  priceDecimals: number;
  lotDecimals: number;
  status: AlgoStatus;
  createdAt: number;
  /** What it did last, in a trader's words. */
  note: string | null;
  /** Filled by its finished orders, and for how much. */
  filled: string;
  amount: string;
  child: ChildOrder | null;
  /** Orders sent so far: the next one's client order id ends in `c<sent>`. */
  sent: number;
  /** Orders the exchange refused in a row; it stops after MAX_REFUSALS. */
  refusals: number;
}

export interface ChaseAlgo extends AlgoBase {
  kind: 'chase';
  /** How far (quote currency) the best price may move against it from where it started; null: no limit. */
  maxDistance: string | null;
  /** Server time (ms) at which the time limit is reached. */
  deadline: number;
  /** At a limit: stop, or cross with a market order for the remainder. */
  onLimit: 'stop' | 'market';
  /** The best price when it started (bid for a buy, ask for a sell); null before its first book. */
  startPrice: string | null;
  /** Why it is ending: a limit (stop, or cross at market; `crossed` once that order is out) or the trader's cancel. */
  ending: 'stop' | 'market' | 'crossed' | 'cancel' | null;
}

export interface TwapAlgo extends AlgoBase {
  kind: 'twap';
  slices: number;
  /** When each slice is due (server ms); the slices not sent yet move later by a pause's length. */
  schedule: number[];
  /** Slices sent so far. */
  next: number;
  /** Slices wait while the price is beyond it (above for a buy, below for a sell); null: none. */
  priceLimit: string | null;
  /** Each slice is an IOC limit this many % beyond the best price. */
  slippage: string;
  pausedAt: number | null;
  /** A due slice is waiting for the price to come back within the limit (told once). */
  waiting: boolean;
  ending: 'cancel' | null;
}

export type AlgoOrder = ChaseAlgo | TwapAlgo;

export interface BookTop {
  bid: string | null;
  ask: string | null;
  at: number;
}

export interface AlgoState {
  orders: AlgoOrder[];
  /** The best prices per pair when last read. */
  books: Record<string, BookTop>;
  /** What the account held per pair when last read, less what filled since (null: nothing; absent: not known). */
  positions: Record<string, AlgoPosition | null>;
}

export type AlgoEvent =
  | { type: 'add'; order: AlgoOrder; at: number }
  | { type: 'cancel' | 'pause' | 'resume'; id: string; at: number }
  | { type: 'book'; pair: string; bid: string | null; ask: string | null; at: number }
  | { type: 'position'; pair: string; position: PositionView | null; at: number }
  /** What became of a child's create: placed, or known not placed (a lost answer is looked up first). */
  | { type: 'sent'; id: string; clientOrderId: string; outcome: 'placed'; orderId: number; at: number }
  | { type: 'sent'; id: string; clientOrderId: string; outcome: 'not-placed'; message: string; at: number }
  /** The child's order as the exchange holds it now (status as OrderStatus: 3 and above is done). */
  | { type: 'read'; id: string; clientOrderId: string; status: number; filled: string; amount: string; at: number }
  | { type: 'tick'; at: number };

export type AlgoAction =
  | {
      type: 'place';
      id: string;
      pair: string;
      side: 'buy' | 'sell';
      /** Null: a market order. */
      price: string | null;
      quantity: string;
      timeInForce: 'POST_ONLY' | 'IOC';
      clientOrderId: string;
    }
  | { type: 'cancel-child'; id: string; pair: string; orderId: number; clientOrderId: string };

export interface AlgoStep {
  state: AlgoState;
  actions: AlgoAction[];
}
