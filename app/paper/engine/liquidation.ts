/**
 * The mark price and liquidation. A liquidation cancels the account's open orders on the pair, then closes the
 * position at the mark against the house, which takes it over: the trader gets back margin + PnL (an isolated
 * position at most loses its margin, a cross one the available balance too; the house covers any loss beyond).
 * It is recorded as a filled market order (client order id `liquidation:<positionId>`) and its fill, with no fee.
 * It does not trade on the book, so it is not on the tape and the trade listener does not hear it.
 */
import { MatchType, OrderStatus, PositionType } from '../../../shared/exchange/enums';
import { openOf } from './accounts';
import { LIQUIDATION_PREFIX } from './fills';
import { newOrder } from './orders';
import { accept, illegal, type Outcome } from './outcome';
import { crossAtRisk, isolatedAtRisk } from './risk';
import { isPrice } from './rules';
import { houseTrade, settleCash, takeFromPosition } from './settlement';
import { marketOfSlot, refPrice, type EngineState, type Market } from './state';
import { cancelResting, fileDone } from './trading';
import type { AccountState, OrderState, Position, Slot } from './model';

/** Records the pair's mark price and liquidates what is at risk at it; returns how many positions were. */
export function setMarkPrice(s: EngineState, pairId: number, markTicks: number, now: number): Outcome<number> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('pairName');
  if (!isPrice(market.pair, markTicks)) return illegal('markPrice');
  market.mark = markTicks;
  return accept(liquidateAtRisk(s, market, now));
}

export function liquidateAtRisk(s: EngineState, market: Market, now: number): number {
  let count = 0;
  const mark = refPrice(market);
  for (const position of market.positions) {
    const { account } = position.slot;
    if (account.isHouse) continue;
    if (position.positionType === PositionType.ISOLATED) {
      if (isolatedAtRisk(position, mark)) {
        const back = liquidate(s, position, now);
        if (back < 0) s.house.available += back;
        else account.available += back;
        count++;
      }
    } else if (crossAtRisk(s, account)) count += liquidateCross(s, account, now);
  }
  return count;
}

/** Liquidates every cross position of the account. */
function liquidateCross(s: EngineState, account: AccountState, now: number): number {
  let count = 0;
  let cash = 0;
  for (const slot of account.slots) {
    if (slot.position?.positionType !== PositionType.CROSS) continue;
    cash += liquidate(s, slot.position, now);
    count++;
  }
  settleCash(s, account, cash);
  return count;
}

/** Cancels the slot's open orders and hands the position to the house at the mark; returns margin + PnL. */
function liquidate(s: EngineState, p: Position, now: number): number {
  const { slot } = p;
  cancelOpenOrders(s, slot, now);
  const price = refPrice(marketOfSlot(s, slot));
  const lots = p.qty;
  const before = p.realized;
  const released = takeFromPosition(s, p, lots, price);
  const pnl = p.realized - before;
  houseTrade(s, s.house.slots[slot.index]!, p.isLong, lots, price, now);
  const order = liquidationOrder(s, p, lots, price, now);
  slot.account.fills.push(order, ++s.ids.trade, price, lots, now, true, true, 0, pnl, 0);
  return released + pnl;
}

function cancelOpenOrders(s: EngineState, slot: Slot, now: number): void {
  for (const order of openOf(slot)) cancelResting(s, order, now);
}

/** The filled market order that closed `lots` of the position at `price`, filed in the account's history. */
function liquidationOrder(s: EngineState, p: Position, lots: number, price: number, now: number): OrderState {
  const { slot } = p;
  const amount = lots * price * slot.pair.scale;
  const order = newOrder(
    ++s.ids.order,
    slot,
    {
      clientOrderId: `${LIQUIDATION_PREFIX}${p.id}`,
      isLong: !p.isLong,
      isMarket: true,
      matchType: MatchType.IOC,
      positionType: p.positionType,
      lever: p.lever,
      price,
      quantity: lots,
      isClose: true,
    },
    now,
  );
  order.remaining = 0;
  order.dealQuantity = lots;
  order.dealAmount = amount;
  order.takerAmount = amount;
  order.status = OrderStatus.FILLED;
  fileDone(order);
  return order;
}
