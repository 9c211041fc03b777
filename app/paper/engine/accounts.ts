/**
 * An account's state: its balance in settle units, and per pair a slot holding its position, what its open orders
 * there may still buy or sell, and its leverage settings. Histories are bounded rings.
 */
import { PositionType } from '../../../shared/exchange/enums';
import { FillLog } from './fills';
import type { Tariff } from './funding';
import type { OrderState } from './orders';
import type { PairSpec } from './pairs';
import type { Position } from './positions';
import type { RebateDay } from './rebates';
import { Ring } from './ring';

/** How much history each account keeps (older items are forgotten, done orders included). */
export const HISTORY_CAPACITY = 10_000;
/** An account may hold at most this many settle units when it opens (10^11 USDT). */
export const MAX_OPENING_BALANCE = 1e15;
const DEFAULT_LEVER = 10;

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

const defaultLever = (pair: PairSpec): number => Math.min(DEFAULT_LEVER, pair.maxLever);

export function newAccount(id: number, available: number, pairs: readonly PairSpec[], isHouse = false): AccountState {
  const slots: Slot[] = [];
  const account: AccountState = {
    id,
    isHouse,
    available,
    frozen: 0,
    slots,
    clientOrderIds: new Set(),
    done: new Ring(HISTORY_CAPACITY),
    fills: new FillLog(HISTORY_CAPACITY),
    days: new Ring(HISTORY_CAPACITY),
    tariffs: new Ring(HISTORY_CAPACITY),
  };
  pairs.forEach((pair, index) =>
    slots.push({
      account,
      pair,
      index,
      position: null,
      openOrders: 0,
      openHead: null,
      openTail: null,
      positionType: PositionType.ISOLATED,
      pendingBuy: 0,
      pendingSell: 0,
      closingBuy: 0,
      closingSell: 0,
      isolatedLever: defaultLever(pair),
      crossLever: defaultLever(pair),
      leverType: PositionType.ISOLATED,
      day: null,
    }),
  );
  return account;
}

/** Appends an order to the slot's open orders. */
export function linkOpen(slot: Slot, order: OrderState): void {
  order.openPrev = slot.openTail;
  order.openNext = null;
  if (slot.openTail === null) slot.openHead = order;
  else slot.openTail.openNext = order;
  slot.openTail = order;
  slot.openOrders++;
}

export function unlinkOpen(slot: Slot, order: OrderState): void {
  if (order.openPrev === null) slot.openHead = order.openNext;
  else order.openPrev.openNext = order.openNext;
  if (order.openNext === null) slot.openTail = order.openPrev;
  else order.openNext.openPrev = order.openPrev;
  order.openPrev = null;
  order.openNext = null;
  slot.openOrders--;
}

/** The slot's open orders, newest first. */
export function openOf(slot: Slot): OrderState[] {
  const out: OrderState[] = [];
  for (let o = slot.openTail; o !== null; o = o.openPrev) out.push(o);
  return out;
}

/** Margin held by the account's positions. */
export const positionMargin = (account: AccountState): number =>
  account.slots.reduce((sum, slot) => sum + (slot.position?.margin ?? 0), 0);
