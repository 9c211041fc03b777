/**
 * Placing and canceling orders: margin frozen at placement, matching at price-time priority, and the money of
 * each fill. Nothing here builds a string or a record: the hot path only moves integers and appends fills.
 *
 * Money of an order: it freezes the margin of the lots it may open (notional / lever at its own price; a market
 * order at the prices the book offers) and the taker fee of the part that opens a position and crosses at once.
 * Lots that reduce the position need no margin: their fees come out of what closing them gives back. At each fill
 * the margin frozen for the lots it opens moves into the position and the fees are charged (taker 0.06 %, maker
 * 0.02 % less a 0.01 % rebate, rounded once per order on its running total: fees up, rebates down). The available
 * balance pays what the order's pools do not hold: a maker's fee, the fee of closing lots, lots booked as closing
 * that open after all (another order closed the position first). What it cannot pay comes out of the margin the
 * fill moves into the position, then from the house.
 */
import { Code, MatchType, OrderStatus, PositionType } from '../../../shared/exchange/enums';
import type { OrderRef } from '../../../shared/exchange/records';
import { linkOpen, unlinkOpen } from './accounts';
import { ceilDiv } from './arith';
import { marginFor } from './margin';
import { newOrder } from './orders';
import { sweep, takerLimit } from './matching';
import { accept, illegal, reject, type Outcome } from './outcome';
import { feeOn, MAKER_REBATE_RATE, rateOf } from './rates';
import { recordMakerFill } from './rebates';
import { orderRejection, slotRejection, type OrderCommand } from './rules';
import { addToPosition, takeFromPosition } from './settlement';
import { accountOf, type EngineState, type Market } from './state';
import type { TradeEvent } from './tape';
import type { OrderState } from './model';

export function placeOrder(s: EngineState, accountId: number, cmd: OrderCommand, now: number): Outcome<OrderRef> {
  const market = s.marketById[cmd.pairId];
  if (market === undefined) return illegal('pairName');
  const { pair } = market;
  const rejection = orderRejection(pair, cmd);
  if (rejection !== null) return rejection;
  const account = accountOf(s, accountId);
  const slot = account.slots[market.index]!;
  const conflict = slotRejection(slot, cmd);
  if (conflict !== null) return conflict;

  const position = slot.position;
  const isClose = position !== null && position.isLong !== cmd.isLong;
  // Lots that close the position, less those other open orders have booked for closing it already.
  const closeLots = isClose ? Math.min(cmd.quantity, Math.max(0, position.qty - (cmd.isLong ? slot.closingBuy : slot.closingSell))) : 0;
  const price = cmd.isMarket ? 0 : cmd.price;
  const opposite = cmd.isLong ? market.asks : market.bids;
  const limit = takerLimit(cmd.isLong, cmd.isMarket, price);
  const crosses = cmd.matchType !== MatchType.POST_ONLY && (cmd.isMarket || opposite.reaches(limit));
  const taken = crosses ? sweep(opposite, limit, cmd.quantity, closeLots, pair.scale, s.sweep) : null;
  const openAmount = taken === null ? 0 : taken.openAmount;
  const marginPool = cmd.isMarket ? ceilDiv(openAmount, cmd.lever) : marginFor(pair, price, cmd.quantity - closeLots, cmd.lever);
  const feePool = feeOn(openAmount, pair.takerFeeRate);
  if (account.available < marginPool + feePool) return reject(Code.INSUFFICIENT_BALANCE, 'Insufficient balance');
  // The last check, and one lookup: taking the client order id tells whether the account has it already.
  const idsUsed = account.clientOrderIds.size;
  account.clientOrderIds.add(cmd.clientOrderId);
  if (account.clientOrderIds.size === idsUsed) return illegal('clientOrderId');
  const expires =
    (cmd.matchType === MatchType.POST_ONLY && opposite.reaches(limit)) ||
    (cmd.matchType === MatchType.FOK && (taken === null || taken.lots < cmd.quantity));

  account.available -= marginPool + feePool;
  account.frozen += marginPool + feePool;
  const order = newOrder(
    ++s.ids.order,
    slot,
    {
      clientOrderId: cmd.clientOrderId,
      isLong: cmd.isLong,
      isMarket: cmd.isMarket,
      // orderRejection has checked both.
      matchType: cmd.matchType as MatchType,
      positionType: cmd.positionType as PositionType,
      lever: cmd.lever,
      price,
      quantity: cmd.quantity,
      isClose,
    },
    now,
  );
  order.closeRemaining = closeLots;
  order.marginPool = marginPool;
  order.feePool = feePool;
  s.orders.add(order.id, order);
  linkOpen(slot, order);
  slot.positionType = order.positionType;
  if (order.isLong) {
    slot.pendingBuy += order.quantity;
    slot.closingBuy += closeLots;
  } else {
    slot.pendingSell += order.quantity;
    slot.closingSell += closeLots;
  }
  if (expires) done(s, order, OrderStatus.EXPIRED, now);
  else execute(s, market, order, limit, now);
  return accept({ pairName: pair.symbol, orderId: order.id, corderId: order.clientOrderId });
}

export function cancelOrder(s: EngineState, accountId: number, orderId: number, now: number): Outcome<true> {
  const order = findOrder(s, accountId, orderId);
  if (order === undefined) return illegal('entrustId');
  if (order.status === OrderStatus.FILLED) return reject(Code.ALREADY_FILLED, 'Order already filled');
  if (order.status === OrderStatus.CANCELED || order.status === OrderStatus.EXPIRED) {
    return reject(Code.ALREADY_CANCELED, 'Order already canceled');
  }
  cancelResting(s, order, now);
  return accept(true);
}

/** The account's order with this id: open, or done and still in its history. */
export function findOrder(s: EngineState, accountId: number, orderId: number): OrderState | undefined {
  const open = s.orders.get(orderId);
  if (open !== undefined) return open.slot.account.id === accountId ? open : undefined;
  const done = s.accounts.get(accountId)?.done;
  if (done === undefined) return undefined;
  for (let i = 0; i < done.size; i++) if (done.newest(i).id === orderId) return done.newest(i);
  return undefined;
}

export function findByClientOrderId(s: EngineState, accountId: number, clientOrderId: string): OrderState | undefined {
  const account = s.accounts.get(accountId);
  if (account === undefined || !account.clientOrderIds.has(clientOrderId)) return undefined;
  for (const slot of account.slots) {
    for (let o = slot.openHead; o !== null; o = o.openNext) if (o.clientOrderId === clientOrderId) return o;
  }
  const { done } = account;
  for (let i = 0; i < done.size; i++) if (done.newest(i).clientOrderId === clientOrderId) return done.newest(i);
  return undefined;
}

/** Takes an open order off the book and cancels it. */
export function cancelResting(s: EngineState, order: OrderState, now: number): void {
  const market = s.markets[order.slot.index]!;
  (order.isLong ? market.bids : market.asks).remove(order);
  done(s, order, OrderStatus.CANCELED, now);
}

/** Matches the order against the book while it crosses, then rests what is left or lets it expire. */
function execute(s: EngineState, market: Market, order: OrderState, limit: number, now: number): void {
  const opposite = order.isLong ? market.asks : market.bids;
  const listeners = s.listeners;
  while (order.remaining > 0) {
    const level = opposite.best();
    if (level === undefined || !opposite.within(level.price, limit)) break;
    const maker = level.head!;
    const lots = Math.min(maker.remaining, order.remaining);
    opposite.reduce(maker, lots);
    order.remaining -= lots;
    const tradeId = ++s.ids.trade;
    const price = maker.price;
    market.tape.push(tradeId, price, lots, order.isLong, now);
    market.lastPrice = price;
    fill(s, maker, tradeId, price, lots, now, false);
    fill(s, order, tradeId, price, lots, now, true);
    if (listeners.length > 0) {
      const trade: TradeEvent = { id: tradeId, pairId: market.pair.id, price, quantity: lots, takerIsLong: order.isLong, time: now };
      for (let i = 0; i < listeners.length; i++) listeners[i]!(trade);
    }
  }
  if (order.remaining === 0) return;
  releaseFees(order);
  const rests = !order.isMarket && (order.matchType === MatchType.GTC || order.matchType === MatchType.POST_ONLY);
  if (rests) (order.isLong ? market.bids : market.asks).add(order);
  else done(s, order, OrderStatus.EXPIRED, now);
}

/**
 * Applies one side of a trade of `lots` at `price` to the order, whose `remaining` already excludes them: the
 * position, the money, the records.
 */
function fill(s: EngineState, order: OrderState, tradeId: number, price: number, lots: number, now: number, isTaker: boolean): void {
  const { slot, pair } = order;
  const { account } = slot;
  const amount = price * lots * pair.scale;
  order.dealQuantity += lots;
  order.dealAmount += amount;
  order.updateTime = now;
  const closing = Math.min(lots, order.closeRemaining);
  order.closeRemaining -= closing;
  if (order.isLong) {
    slot.pendingBuy -= lots;
    slot.closingBuy -= closing;
  } else {
    slot.pendingSell -= lots;
    slot.closingSell -= closing;
  }

  // Fees and rebates are rounded once on the order's running total, so its fills add up to the rate exactly.
  let fee: number;
  let rebate = 0;
  if (isTaker) {
    const before = order.takerAmount;
    order.takerAmount += amount;
    fee = feeOn(order.takerAmount, pair.takerFeeRate) - feeOn(before, pair.takerFeeRate);
  } else {
    const made = order.dealAmount - order.takerAmount;
    fee = feeOn(made, pair.makerFeeRate) - feeOn(made - amount, pair.makerFeeRate);
    rebate = rateOf(made, MAKER_REBATE_RATE) - rateOf(made - amount, MAKER_REBATE_RATE);
  }
  let cash = rebate - fee;

  let reduced = 0;
  let pnl = 0;
  const position = slot.position;
  if (position !== null && position.isLong !== order.isLong) {
    reduced = Math.min(lots, position.qty);
    const before = position.realized;
    const released = takeFromPosition(s, position, reduced, price);
    pnl = position.realized - before;
    // An isolated position risks only its margin: a loss beyond it falls to the house.
    if (released + pnl < 0 && position.positionType === PositionType.ISOLATED) s.house.available += released + pnl;
    else cash += released + pnl;
  }

  const opened = lots - reduced;
  let margin = 0;
  if (opened > 0) {
    const before = order.openBasis;
    order.openBasis += (order.isMarket ? price : order.price) * opened * pair.scale;
    margin = ceilDiv(order.openBasis, order.lever) - ceilDiv(before, order.lever);
  }
  const fromFees = Math.min(fee, order.feePool);
  const fromMargin = Math.min(margin, order.marginPool);
  order.feePool -= fromFees;
  order.marginPool -= fromMargin;
  account.frozen -= fromFees + fromMargin;
  account.available += cash + fromFees + fromMargin - margin;
  if (account.available < 0) {
    const cut = Math.min(-account.available, margin);
    margin -= cut;
    account.available += cut;
    if (account.available < 0) {
      s.house.available += account.available;
      account.available = 0;
    }
  }
  s.house.available += fee - rebate;
  if (opened > 0) {
    addToPosition(s, slot, order.isLong, order.positionType, order.lever, opened, price * opened * pair.scale, margin, now);
  }
  if (!order.isMarket) {
    const keep = marginFor(pair, order.price, order.remaining - order.closeRemaining, order.lever);
    if (order.marginPool > keep) release(order, order.marginPool - keep);
  }

  account.fills.push(order, tradeId, price, lots, now, isTaker, reduced > 0, fee, pnl, rebate);
  if (!isTaker) recordMakerFill(s, slot, now, amount, rebate);
  if (order.remaining > 0) order.status = OrderStatus.PARTIALLY_FILLED;
  else done(s, order, OrderStatus.FILLED, now);
}

function release(order: OrderState, margin: number): void {
  order.marginPool -= margin;
  order.slot.account.frozen -= margin;
  order.slot.account.available += margin;
}

/** The taker phase is over: what the fee pool still holds goes back. */
function releaseFees(order: OrderState): void {
  const { account } = order.slot;
  account.frozen -= order.feePool;
  account.available += order.feePool;
  order.feePool = 0;
}

/**
 * Ends an order (filled, canceled or expired): what it still holds goes back, it leaves the open orders, and it
 * joins the account's history, pushing the oldest done order out of memory once the history is full.
 */
export function done(s: EngineState, order: OrderState, status: OrderStatus, now: number): void {
  const { slot } = order;
  releaseFees(order);
  release(order, order.marginPool);
  if (order.isLong) {
    slot.pendingBuy -= order.remaining;
    slot.closingBuy -= order.closeRemaining;
  } else {
    slot.pendingSell -= order.remaining;
    slot.closingSell -= order.closeRemaining;
  }
  order.closeRemaining = 0;
  order.status = status;
  order.updateTime = now;
  unlinkOpen(slot, order);
  s.orders.delete(order.id);
  fileDone(order);
}

/**
 * Files a done order in its account's history. The oldest done order it pushes out can no longer be found, and
 * its client order id is free again.
 */
export function fileDone(order: OrderState): void {
  const { account } = order.slot;
  const forgotten = account.done.push(order);
  if (forgotten !== undefined) account.clientOrderIds.delete(forgotten.clientOrderId);
}
