/** Moving lots between positions, and covering from the house what an account cannot pay. */
import { PositionType } from '../../../shared/exchange/enums';
import { reducePosition } from './positions';
import { marketOfSlot, type EngineState } from './state';
import type { AccountState, Position, Slot } from './model';

/** Adds `lots` bought or sold for `amount` settle units to the slot's position (opening one if flat) with `margin`. */
export function addToPosition(
  s: EngineState,
  slot: Slot,
  isLong: boolean,
  positionType: PositionType,
  lever: number,
  lots: number,
  amount: number,
  margin: number,
  now: number,
): void {
  let position = slot.position;
  if (position === null) {
    position = {
      id: ++s.ids.position,
      slot,
      isLong,
      positionType,
      lever,
      qty: 0,
      entryValue: 0,
      margin: 0,
      realized: 0,
      tariff: 0,
      createTime: now,
    };
    slot.position = position;
    marketOfSlot(s, slot).positions.add(position);
  }
  position.qty += lots;
  position.entryValue += amount;
  position.margin += margin;
}

/** Takes `lots` off the position at `price` (see reducePosition), closing it when none are left. */
export function takeFromPosition(s: EngineState, position: Position, lots: number, price: number): number {
  const released = reducePosition(position, lots, price);
  if (position.qty === 0) {
    position.slot.position = null;
    marketOfSlot(s, position.slot).positions.delete(position);
  }
  return released;
}

/**
 * Credits (or debits) `cash` to the account's available balance. What would take it below zero is covered by
 * the house; the house's own balance may go negative.
 */
export function settleCash(s: EngineState, account: AccountState, cash: number): void {
  account.available += cash;
  if (account.available < 0 && !account.isHouse) {
    s.house.available += account.available;
    account.available = 0;
  }
}

/**
 * The house's side of a liquidation: it takes `lots` at `price` on the other side of the liquidated position, as
 * a cross position with no margin (it is never liquidated). Its realised PnL goes to its balance.
 */
export function houseTrade(s: EngineState, slot: Slot, isLong: boolean, lots: number, price: number, now: number): void {
  const position = slot.position;
  let left = lots;
  if (position !== null && position.isLong !== isLong) {
    const reduced = Math.min(left, position.qty);
    const before = position.realized;
    takeFromPosition(s, position, reduced, price);
    s.house.available += position.realized - before;
    left -= reduced;
  }
  if (left > 0) {
    addToPosition(s, slot, isLong, PositionType.CROSS, 1, left, left * price * slot.pair.scale, 0, now);
  }
}
