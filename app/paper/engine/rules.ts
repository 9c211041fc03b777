/** What makes a command acceptable before it touches any state. */
import { MatchType, PositionType } from '../../../shared/exchange/enums';
import { illegal, type Rejection } from './outcome';
import type { PairSpec } from './pairs';
import type { Slot } from './model';

export interface OrderCommand {
  pairId: number;
  isLong: boolean;
  isMarket: boolean;
  matchType: number;
  /** Ticks; ignored for a market order. */
  price: number;
  /** Lots. */
  quantity: number;
  lever: number;
  positionType: number;
  clientOrderId: string;
}

const CLIENT_ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const inRange = (value: number, min: number, max: number): boolean => Number.isSafeInteger(value) && value >= min && value <= max;

export const isPositionType = (value: number): boolean => value === PositionType.ISOLATED || value === PositionType.CROSS;

export const isPrice = (pair: PairSpec, ticks: number): boolean => inRange(ticks, 1, pair.maxTicks);

/** The first illegal field of an order, in the order the spec lists them, or null. */
export function orderRejection(pair: PairSpec, cmd: OrderCommand): Rejection | null {
  if (!inRange(cmd.matchType, MatchType.GTC, MatchType.POST_ONLY)) return illegal('matchType');
  // A market order takes whatever the book offers; it cannot promise to rest as a maker.
  if (cmd.isMarket && cmd.matchType === MatchType.POST_ONLY) return illegal('matchType');
  if (!cmd.isMarket && !isPrice(pair, cmd.price)) return illegal('price');
  if (!inRange(cmd.quantity, pair.minLots, pair.maxLots)) return illegal('quantity');
  if (!inRange(cmd.lever, pair.minLever, pair.maxLever)) return illegal('lever');
  if (!isPositionType(cmd.positionType)) return illegal('positionType');
  if (!CLIENT_ORDER_ID.test(cmd.clientOrderId)) return illegal('clientOrderId');
  return null;
}

/**
 * What the account already holds on the pair allows. One position type at a time for the position and the open
 * orders (one-way: they all net into one position), else 2001 `Illegal parameter:positionType`. An order adding
 * to the position carries the position's leverage, else 2001 `Illegal parameter:lever` (an order resting from
 * before the position opened keeps its own, for the margin it moves in). And a position, counting every open
 * order on the same side as filled, of at most the pair's maxPositionLots, else 2001 `Illegal parameter:quantity`.
 */
export function slotRejection(slot: Slot, cmd: OrderCommand): Rejection | null {
  const position = slot.position;
  if ((position !== null || slot.openOrders > 0) && slot.positionType !== cmd.positionType) {
    return illegal('positionType');
  }
  if (position !== null && position.isLong === cmd.isLong && position.lever !== cmd.lever) return illegal('lever');
  const held = position === null ? 0 : position.isLong === cmd.isLong ? position.qty : -position.qty;
  const pending = cmd.isLong ? slot.pendingBuy : slot.pendingSell;
  if (held + pending + cmd.quantity > slot.pair.maxPositionLots) return illegal('quantity');
  return null;
}

export const isPositiveInteger = (value: number): boolean => inRange(value, 1, Number.MAX_SAFE_INTEGER);
