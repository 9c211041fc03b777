/** What makes a command acceptable before it touches any state. */
import { MatchType, PositionType } from '../../../shared/exchange/enums';
import { illegal, type Rejection } from './outcome';
import type { PairSpec } from './pairs';

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

const MAX_PAGE_SIZE = 100;
const CLIENT_ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

const inRange = (value: number, min: number, max: number): boolean =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/** The first illegal field of an order, in the order the spec lists them, or null. */
export function orderRejection(pair: PairSpec, cmd: OrderCommand): Rejection | null {
  if (!inRange(cmd.matchType, MatchType.GTC, MatchType.POST_ONLY)) return illegal('matchType');
  // A market order takes whatever the book offers; it cannot promise to rest as a maker.
  if (cmd.isMarket && cmd.matchType === MatchType.POST_ONLY) return illegal('matchType');
  if (!cmd.isMarket && !inRange(cmd.price, 1, pair.maxTicks)) return illegal('price');
  if (!inRange(cmd.quantity, pair.minLots, pair.maxLots)) return illegal('quantity');
  if (!inRange(cmd.lever, pair.minLever, pair.maxLever)) return illegal('lever');
  if (cmd.positionType !== PositionType.ISOLATED && cmd.positionType !== PositionType.CROSS) {
    return illegal('positionType');
  }
  if (!CLIENT_ORDER_ID.test(cmd.clientOrderId)) return illegal('clientOrderId');
  return null;
}

export function pageRejection(pageNo: number, pageSize: number): Rejection | null {
  if (!inRange(pageNo, 1, Number.MAX_SAFE_INTEGER)) return illegal('pageNo');
  if (!inRange(pageSize, 1, MAX_PAGE_SIZE)) return illegal('pageSize');
  return null;
}

export const isPositiveInteger = (value: number): boolean => inRange(value, 1, Number.MAX_SAFE_INTEGER);
