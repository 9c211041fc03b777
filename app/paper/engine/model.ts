/**
 * The engine's data: accounts, their slots per pair, orders, positions, fills and the histories they keep. Only
 * types, so every module of the engine may import it and it imports none of them back (no import cycles); the
 * functions on these records live in accounts.ts, orders.ts, positions.ts, fills.ts, rebates.ts and funding.ts.
 */
import type { MatchType, OrderStatus, PositionType } from '../../../shared/exchange/enums';
import type { Resting } from './book';
import type { PairSpec } from './pairs';
import type { Ring } from './ring';

/** One account on one pair. */
export interface Slot {
  readonly account: AccountState;
  readonly pair: PairSpec;
  /** The pair's place in the engine's pair list. */
  readonly index: number;
  position: Position | null;
  /** The account's open orders on the pair, oldest first: a list through the orders' openPrev / openNext. */
  openOrders: number;
  openHead: OrderState | null;
  openTail: OrderState | null;
  /** The position type the position and every open order share, while there is any. */
  positionType: PositionType;
  /** Lots the open orders may still buy or sell. */
  pendingBuy: number;
  pendingSell: number;
  /** Of those, the lots booked as closing the position (they froze no margin). */
  closingBuy: number;
  closingSell: number;
  isolatedLever: number;
  crossLever: number;
  /** The position type of the last leverage set, which getUserLever reports when asked for none. */
  leverType: PositionType;
  /** Today's maker earnings on the pair. */
  day: RebateDay | null;
}

export interface AccountState {
  readonly id: number;
  /** The exchange's own account: it takes over liquidated positions, collects fees, pays rebates and covers losses
   * beyond what an account has. Its balance may go negative; it has no orders and no histories. */
  readonly isHouse: boolean;
  available: number;
  /** Held by open orders: their margin and the taker fees of their opening part. */
  frozen: number;
  /** Indexed like the engine's pairs. */
  readonly slots: Slot[];
  /** Client order ids of the open orders and of the done orders still in `done`. */
  readonly clientOrderIds: Set<string>;
  /** Done orders (filled, canceled, expired), oldest first. */
  readonly done: Ring<OrderState>;
  /** Fills, the maker fills among them telling the rebates earned. */
  readonly fills: FillLog;
  readonly days: Ring<RebateDay>;
  readonly tariffs: Ring<Tariff>;
}

export interface OrderState extends Resting<OrderState> {
  readonly id: number;
  readonly slot: Slot;
  readonly pair: PairSpec;
  readonly clientOrderId: string;
  readonly isLong: boolean;
  readonly isMarket: boolean;
  readonly matchType: MatchType;
  readonly positionType: PositionType;
  readonly lever: number;
  /** Ticks; 0 for a market order, which has no price (a liquidation's is the mark it closed at). */
  readonly price: number;
  /** Lots. */
  readonly quantity: number;
  /** Whether it was placed against the position, to reduce it. */
  readonly isClose: boolean;
  dealQuantity: number;
  /** Sum of fill price × fill quantity, in settle units. */
  dealAmount: number;
  /** The part of dealAmount filled as taker. */
  takerAmount: number;
  /** Of `remaining`, the lots booked as closing the position when placed; they hold no margin. */
  closeRemaining: number;
  /** The amount the lots this order opened are margined on (at the order's price; a market order's fill prices). */
  openBasis: number;
  /** Frozen for the margin of the lots it may still open, in settle units. */
  marginPool: number;
  /** Frozen for the taker fees of its opening part; empty once it rests. */
  feePool: number;
  status: OrderStatus;
  readonly createTime: number;
  updateTime: number;
  /** Links of the slot's list of open orders. */
  openPrev: OrderState | null;
  openNext: OrderState | null;
}

export interface Position {
  readonly id: number;
  readonly slot: Slot;
  readonly isLong: boolean;
  readonly positionType: PositionType;
  lever: number;
  /** Lots, > 0 while the position is open. */
  qty: number;
  /** What the lots held cost to open, in settle units. */
  entryValue: number;
  margin: number;
  /** Realised PnL of the reductions so far. */
  realized: number;
  /** Funding received (positive) or paid (negative) so far. */
  tariff: number;
  readonly createTime: number;
}

export interface Fill {
  readonly tradeId: number;
  readonly order: OrderState;
  /** Ticks and lots. */
  readonly price: number;
  readonly quantity: number;
  readonly time: number;
  readonly isTaker: boolean;
  /** Whether it reduced the position. */
  readonly isClose: boolean;
  /** Settle units; a maker fill earns the rebate. */
  readonly fee: number;
  readonly pnl: number;
  readonly rebate: number;
}

export interface RebateDay {
  readonly id: number;
  readonly pair: PairSpec;
  /** UTC midnight, ms. */
  readonly day: number;
  /** Amount made as maker, in settle units. */
  volume: number;
  rebate: number;
  count: number;
}

export interface Tariff {
  readonly id: number;
  readonly pair: PairSpec;
  readonly isLong: boolean;
  /** The position when it settled: lots and opening amount. */
  readonly qty: number;
  readonly entryValue: number;
  /** Units of 10^-8. */
  readonly rate: number;
  /** Settle units received (positive) or paid (negative). */
  readonly amount: number;
  readonly time: number;
}

/** An account's fills, newest first (FillColumns in fills.ts keeps them as columns). */
export interface FillLog {
  readonly size: number;
  push(
    order: OrderState,
    tradeId: number,
    price: number,
    quantity: number,
    time: number,
    isTaker: boolean,
    isClose: boolean,
    fee: number,
    pnl: number,
    rebate: number,
  ): void;
  /** The i-th newest fill (0 is the newest), for i < size. */
  newest(i: number): Fill;
  /** The fills `keep` accepts, newest first. */
  filter(keep: (fill: Fill) => boolean): Fill[];
}
