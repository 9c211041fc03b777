/** Order state as the engine keeps it, its wire record, and the registry that finds orders by id and owner. */
import type { Order } from '../../../shared/exchange/records';
import type { MatchType, OrderStatus, PositionType } from '../../../shared/exchange/enums';
import { fromScaled } from '../../../shared/decimal';
import type { Resting } from './book';
import type { PairSpec } from './pairs';

export interface OrderState extends Resting<OrderState> {
  readonly id: number;
  readonly accountId: number;
  readonly pair: PairSpec;
  readonly clientOrderId: string;
  readonly isLong: boolean;
  readonly isMarket: boolean;
  readonly matchType: MatchType;
  readonly positionType: PositionType;
  readonly lever: number;
  /** Ticks; 0 for a market order, which has no price. */
  readonly price: number;
  /** Lots. */
  readonly quantity: number;
  dealQuantity: number;
  /** Sum of fill price × fill quantity, in units of 10^-(priceDecimal + tradeDecimal). */
  dealAmount: number;
  /** Margin still frozen for the unfilled part, in settle units. */
  deposit: number;
  status: OrderStatus;
  readonly createTime: number;
  updateTime: number;
}

/** Amounts are shown exactly, in priceDecimal + tradeDecimal places; the margin in settle decimals. */
export function toOrderRecord(order: OrderState): Order {
  const { pair } = order;
  const amountDecimals = pair.priceDecimal + pair.tradeDecimal;
  return {
    id: order.id,
    clientOrderId: order.clientOrderId,
    contractPairId: pair.id,
    symbol: pair.symbol,
    isLong: order.isLong,
    isMarket: order.isMarket,
    isClose: false,
    matchType: order.matchType,
    positionType: order.positionType,
    lever: order.lever,
    price: fromScaled(order.price, pair.priceDecimal),
    quantity: fromScaled(order.quantity, pair.tradeDecimal),
    amount: fromScaled(order.price * order.quantity, amountDecimals),
    dealQuantity: fromScaled(order.dealQuantity, pair.tradeDecimal),
    dealAmount: fromScaled(order.dealAmount, amountDecimals),
    depositAmount: fromScaled(order.deposit, pair.settleDecimal),
    status: order.status,
    createTime: order.createTime,
    updateTime: order.updateTime,
  };
}

interface AccountOrders {
  /** Open orders by id, oldest first (ids only grow). */
  open: Map<number, OrderState>;
  /** Every client order id the account has used, whatever became of the order. */
  clientOrderIds: Set<string>;
}

export class OrderRegistry {
  private readonly orders = new Map<number, OrderState>();
  private readonly byAccount = new Map<number, AccountOrders>();
  private lastId = 0;

  nextId(): number {
    return ++this.lastId;
  }

  get(id: number): OrderState | undefined {
    return this.orders.get(id);
  }

  hasClientOrderId(accountId: number, clientOrderId: string): boolean {
    return this.byAccount.get(accountId)?.clientOrderIds.has(clientOrderId) ?? false;
  }

  add(order: OrderState): void {
    this.orders.set(order.id, order);
    const own = this.ownerOf(order.accountId);
    own.open.set(order.id, order);
    own.clientOrderIds.add(order.clientOrderId);
  }

  /** The order is done (filled, canceled or expired): it stays findable by id but is no longer open. */
  close(order: OrderState): void {
    this.byAccount.get(order.accountId)?.open.delete(order.id);
  }

  /** The account's open orders on a pair, newest first. */
  openOf(accountId: number, pairId: number): OrderState[] {
    const out: OrderState[] = [];
    const open = this.byAccount.get(accountId)?.open;
    if (open === undefined) return out;
    for (const order of open.values()) if (order.pair.id === pairId) out.push(order);
    return out.reverse();
  }

  private ownerOf(accountId: number): AccountOrders {
    let own = this.byAccount.get(accountId);
    if (own === undefined) {
      own = { open: new Map(), clientOrderIds: new Set() };
      this.byAccount.set(accountId, own);
    }
    return own;
  }
}
