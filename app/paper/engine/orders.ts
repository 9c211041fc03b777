/** An order's state as it starts (its type is OrderState in model.ts), and its wire record. */
import { OrderStatus } from '../../../shared/exchange/enums';
import type { Order } from '../../../shared/exchange/records';
import { fromScaled } from '../../../shared/decimal';
import type { OrderState, Slot } from './model';

/** What an order is placed with. */
export type OrderTerms = Pick<
  OrderState,
  'clientOrderId' | 'isLong' | 'isMarket' | 'matchType' | 'positionType' | 'lever' | 'price' | 'quantity' | 'isClose'
>;

/** A new open order on the slot: all of it remaining, nothing dealt or held, in no list yet. */
export function newOrder(id: number, slot: Slot, terms: OrderTerms, now: number): OrderState {
  // Field by field, in one order, so every order has the same shape (a spread would not be as fast).
  return {
    id,
    slot,
    pair: slot.pair,
    clientOrderId: terms.clientOrderId,
    isLong: terms.isLong,
    isMarket: terms.isMarket,
    matchType: terms.matchType,
    positionType: terms.positionType,
    lever: terms.lever,
    price: terms.price,
    quantity: terms.quantity,
    isClose: terms.isClose,
    remaining: terms.quantity,
    dealQuantity: 0,
    dealAmount: 0,
    takerAmount: 0,
    closeRemaining: 0,
    openBasis: 0,
    marginPool: 0,
    feePool: 0,
    status: OrderStatus.OPEN,
    createTime: now,
    updateTime: now,
    prev: null,
    next: null,
    openPrev: null,
    openNext: null,
  };
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
