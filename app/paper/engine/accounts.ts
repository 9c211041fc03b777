/**
 * An account's state: its balance in settle units, and per pair a slot holding its position, what its open orders
 * there may still buy or sell, and its leverage settings. Histories are bounded rings.
 */
import { PositionType } from '../../../shared/exchange/enums';
import { FillColumns } from './fills';
import type { PairSpec } from './pairs';
import { Ring } from './ring';
import type { AccountState, OrderState, Slot } from './model';

/** How much history each account keeps (older items are forgotten, done orders included). */
export const HISTORY_CAPACITY = 10_000;
/** An account may hold at most this many settle units when it opens (10^11 USDT). */
export const MAX_OPENING_BALANCE = 1e15;
const DEFAULT_LEVER = 10;

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
    fills: new FillColumns(HISTORY_CAPACITY),
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
export const positionMargin = (account: AccountState): number => account.slots.reduce((sum, slot) => sum + (slot.position?.margin ?? 0), 0);
