/**
 * A limit order the exchange has just acknowledged, as the Open orders record it will be, so the screen shows it
 * from the create's answer at once instead of after the next open-orders answer. Only an order that rests for
 * sure as the screen knows the book (GTC or Post only, not crossing the best price on the other side); anything
 * else waits for the exchange's own record. The next open-orders answer asked after it replaces it.
 */
import Decimal from 'decimal.js';
import type { PlacedOrder, PlaceOrderRequest } from '../../shared/bridge';
import { MatchType, PositionType, type DepthLevel, type Order } from '../../shared/exchange';

export interface RestingContext {
  pairId: number;
  book: { bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | null;
  now: number;
}

export function restingOrderOf(request: PlaceOrderRequest, placed: PlacedOrder, { pairId, book, now }: RestingContext): Order | null {
  const timeInForce = request.timeInForce ?? 'GTC';
  if ((request.type ?? 'limit') !== 'limit' || request.price === undefined || placed.state !== null || !book) return null;
  if (timeInForce !== 'GTC' && timeInForce !== 'POST_ONLY') return null;
  const isLong = request.side === 'buy';
  const opposite = (isLong ? book.asks : book.bids)[0];
  const price = new Decimal(request.price);
  if (!opposite || (isLong ? price.gte(opposite.price) : price.lte(opposite.price))) return null;
  // Without a leverage of its own it took the pair's setting, which the screen may not know: the margin is a guess
  // until the exchange's record replaces this one (Open orders does not show it).
  const lever = request.leverage ?? 1;
  const amount = price.times(request.quantity);
  return {
    id: placed.orderId,
    clientOrderId: placed.clientOrderId,
    contractPairId: pairId,
    symbol: placed.pair,
    isLong,
    isMarket: false,
    isClose: false,
    matchType: MatchType[timeInForce],
    positionType: (request.marginMode ?? 'isolated') === 'cross' ? PositionType.CROSS : PositionType.ISOLATED,
    lever,
    price: request.price,
    quantity: request.quantity,
    amount: amount.toString(),
    dealQuantity: '0',
    dealAmount: '0',
    depositAmount: amount.div(lever).toString(),
    status: 1,
    createTime: now,
    updateTime: now,
  };
}
