/**
 * The exchange's state and its commands. Pure: no I/O, no timers; every command that changes something is told
 * the time. A command either does everything or, with a rejection, nothing.
 */
import type { Depth, DepthLevel, Order, OrderRef } from '../../../shared/exchange/records';
import { Code, MatchType, OrderStatus, type PositionType } from '../../../shared/exchange/enums';
import { fromScaled } from '../../../shared/decimal';
import { Accounts, type Balance } from './accounts';
import { BookSide, type Level } from './book';
import { marginFor } from './margin';
import { match, takerLimit } from './matching';
import { OrderRegistry, toOrderRecord, type OrderState } from './orders';
import { accept, illegal, reject, type Outcome } from './outcome';
import { PAIRS, type PairSpec } from './pairs';
import { isPositiveInteger, orderRejection, pageRejection, type OrderCommand } from './rules';

export interface Page<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

interface Market {
  pair: PairSpec;
  bids: BookSide<OrderState>;
  asks: BookSide<OrderState>;
}

export class PaperEngine {
  private readonly markets = new Map<number, Market>();
  private readonly bySymbol = new Map<string, PairSpec>();
  private readonly accounts = new Accounts();
  private readonly orders = new OrderRegistry();

  constructor(readonly pairs: readonly PairSpec[] = PAIRS) {
    for (const pair of pairs) {
      this.markets.set(pair.id, { pair, bids: new BookSide(true), asks: new BookSide(false) });
      this.bySymbol.set(pair.symbol, pair);
    }
  }

  pair(symbol: string): PairSpec | undefined {
    return this.bySymbol.get(symbol);
  }

  /** Opens an account holding `available` settle units; returns its id. */
  openAccount(available: number): number {
    return this.accounts.open(available);
  }

  balance(accountId: number): Readonly<Balance> {
    return this.accounts.balance(accountId);
  }

  placeOrder(accountId: number, cmd: OrderCommand, now: number): Outcome<OrderRef> {
    const market = this.markets.get(cmd.pairId);
    if (market === undefined) return illegal('pairName');
    const { pair } = market;
    const rejection = orderRejection(pair, cmd);
    if (rejection !== null) return rejection;
    if (this.orders.hasClientOrderId(accountId, cmd.clientOrderId)) return illegal('clientOrderId');

    const price = cmd.isMarket ? 0 : cmd.price;
    const deposit = cmd.isMarket ? 0 : marginFor(pair, price, cmd.quantity, cmd.lever);
    // A market order freezes nothing yet (positions come next); it only needs the account to hold something.
    const funded = cmd.isMarket
      ? this.accounts.balance(accountId).available > 0
      : this.accounts.freeze(accountId, deposit);
    if (!funded) return reject(Code.INSUFFICIENT_BALANCE, 'Insufficient balance');

    const order: OrderState = {
      id: this.orders.nextId(),
      accountId,
      pair,
      clientOrderId: cmd.clientOrderId,
      isLong: cmd.isLong,
      isMarket: cmd.isMarket,
      // orderRejection has checked both.
      matchType: cmd.matchType as MatchType,
      positionType: cmd.positionType as PositionType,
      lever: cmd.lever,
      price,
      quantity: cmd.quantity,
      remaining: cmd.quantity,
      dealQuantity: 0,
      dealAmount: 0,
      deposit,
      status: OrderStatus.OPEN,
      createTime: now,
      updateTime: now,
      prev: null,
      next: null,
    };
    this.orders.add(order);
    this.execute(market, order, now);
    return accept({ pairName: pair.symbol, orderId: order.id, corderId: order.clientOrderId });
  }

  cancelOrder(accountId: number, orderId: number, now: number): Outcome<true> {
    const order = this.orders.get(orderId);
    if (order === undefined || order.accountId !== accountId) return illegal('entrustId');
    if (order.status === OrderStatus.FILLED) return reject(Code.ALREADY_FILLED, 'Order already filled');
    if (order.status === OrderStatus.CANCELED || order.status === OrderStatus.EXPIRED) {
      return reject(Code.ALREADY_CANCELED, 'Order already canceled');
    }
    const market = this.markets.get(order.pair.id)!;
    (order.isLong ? market.bids : market.asks).remove(order);
    this.finish(order, OrderStatus.CANCELED, now);
    return accept(true);
  }

  /** The account's order with this id, open or done. */
  order(accountId: number, orderId: number): Order | undefined {
    const order = this.orders.get(orderId);
    return order !== undefined && order.accountId === accountId ? toOrderRecord(order) : undefined;
  }

  /** The account's open orders on a pair, newest first, a page at a time. */
  openOrders(accountId: number, pairId: number, pageNo = 1, pageSize = 10): Outcome<Page<Order>> {
    if (!this.markets.has(pairId)) return illegal('pairName');
    const rejection = pageRejection(pageNo, pageSize);
    if (rejection !== null) return rejection;
    const open = this.orders.openOf(accountId, pairId);
    const start = (pageNo - 1) * pageSize;
    const records = open.slice(start, start + pageSize).map(toOrderRecord);
    return accept({ records, total: open.length, pageNo, pageSize });
  }

  /** Aggregated price levels, best first on each side; all of them unless `limit` says how many. */
  depth(pairId: number, limit = Infinity): Outcome<Depth> {
    const market = this.markets.get(pairId);
    if (market === undefined) return illegal('pairName');
    if (limit !== Infinity && !isPositiveInteger(limit)) return illegal('limit');
    const { pair } = market;
    const toLevel = (level: Level<OrderState>): DepthLevel => ({
      price: fromScaled(level.price, pair.priceDecimal),
      quantity: fromScaled(level.total, pair.tradeDecimal),
    });
    return accept({ bids: market.bids.top(limit).map(toLevel), asks: market.asks.top(limit).map(toLevel) });
  }

  private execute(market: Market, order: OrderState, now: number): void {
    const opposite = order.isLong ? market.asks : market.bids;
    const limit = takerLimit(order.isLong, order.isMarket, order.price);
    if (order.matchType === MatchType.POST_ONLY && opposite.reaches(limit)) {
      return this.finish(order, OrderStatus.EXPIRED, now);
    }
    if (order.matchType === MatchType.FOK && !opposite.canFill(limit, order.quantity)) {
      return this.finish(order, OrderStatus.EXPIRED, now);
    }
    match(opposite, limit, order.remaining, (maker, quantity) => {
      this.fill(maker, maker.price, quantity, now);
      order.remaining -= quantity;
      this.fill(order, maker.price, quantity, now);
    });
    if (order.remaining === 0) return;
    const rests = !order.isMarket && (order.matchType === MatchType.GTC || order.matchType === MatchType.POST_ONLY);
    if (rests) (order.isLong ? market.bids : market.asks).add(order);
    else this.finish(order, OrderStatus.EXPIRED, now);
  }

  /** Records a fill of `quantity` at `price` on an order whose `remaining` already excludes it. */
  private fill(order: OrderState, price: number, quantity: number, now: number): void {
    order.dealQuantity += quantity;
    order.dealAmount += price * quantity;
    order.updateTime = now;
    // Positions come next; until then a fill only gives back the margin that the filled part held.
    const held = order.isMarket ? 0 : marginFor(order.pair, order.price, order.remaining, order.lever);
    this.accounts.release(order.accountId, order.deposit - held);
    order.deposit = held;
    if (order.remaining > 0) order.status = OrderStatus.PARTIALLY_FILLED;
    else {
      order.status = OrderStatus.FILLED;
      this.orders.close(order);
    }
  }

  /** Ends an order that did not fill wholly: what it still held is given back. */
  private finish(order: OrderState, status: OrderStatus, now: number): void {
    this.accounts.release(order.accountId, order.deposit);
    order.deposit = 0;
    order.status = status;
    order.updateTime = now;
    this.orders.close(order);
  }
}
