/** Order state as the engine keeps it, and its wire record. */
import type { Order } from '../../../shared/exchange/records';
import type { MatchType, OrderStatus, PositionType } from '../../../shared/exchange/enums';
import { fromScaled } from '../../../shared/decimal';
import type { Slot } from './accounts';
import type { Resting } from './book';
import type { PairSpec } from './pairs';

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

export function toOrderRecord(order: OrderState): Order {
  const { pair } = order;
  return {
    id: order.id,
    clientOrderId: order.clientOrderId,
    contractPairId: pair.id,
    symbol: pair.symbol,
    isLong: order.isLong,
    isMarket: order.isMarket,
    isClose: order.isClose,
    matchType: order.matchType,
    positionType: order.positionType,
    lever: order.lever,
    price: fromScaled(order.price, pair.priceDecimal),
    quantity: fromScaled(order.quantity, pair.tradeDecimal),
    amount: fromScaled(order.price * order.quantity * pair.scale, pair.settleDecimal),
    dealQuantity: fromScaled(order.dealQuantity, pair.tradeDecimal),
    dealAmount: fromScaled(order.dealAmount, pair.settleDecimal),
    depositAmount: fromScaled(order.marginPool + order.feePool, pair.settleDecimal),
    status: order.status,
    createTime: order.createTime,
    updateTime: order.updateTime,
  };
}
