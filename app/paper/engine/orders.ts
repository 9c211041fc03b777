/** An order's wire record (its state is OrderState in model.ts). */
import type { Order } from '../../../shared/exchange/records';
import { fromScaled } from '../../../shared/decimal';
import type { OrderState } from './model';

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
