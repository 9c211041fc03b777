/**
 * Wire records for tests, on BTC-USDT (pair 1), in the wire's field order: a test names what it is about and
 * takes the rest. The defaults are plain and consistent (an isolated buy at 60000.0), not any exchange's answer.
 */
import type { Depth, Fill, Order, Position } from './records';

/** What a test names: each field a value, or a matcher standing for one in an expectation (`expect.any(…)`). */
export type Named<T> = { [K in keyof T]?: T[K] | { asymmetricMatch(value: unknown): boolean } };

/** An open GTC limit buy of 0.100 at 60000.0, isolated at 10×, nothing dealt (id 1). */
export const orderRecord = (over: Named<Order> = {}): Order =>
  ({
    id: 1,
    clientOrderId: 'c1',
    contractPairId: 1,
    symbol: 'BTC-USDT',
    isLong: true,
    isMarket: false,
    isClose: false,
    matchType: 1,
    positionType: 3,
    lever: 10,
    price: '60000.0',
    quantity: '0.100',
    amount: '6000',
    dealQuantity: '0',
    dealAmount: '0',
    depositAmount: '600',
    status: 1,
    createTime: 1_700_000_000_001,
    updateTime: 1_700_000_000_001,
    ...over,
  }) as Order;

/** An isolated long of 0.250 at 60000.0, 5× (id 41). */
export const positionRecord = (over: Named<Position> = {}): Position =>
  ({
    id: 41,
    contractPairId: 1,
    symbol: 'BTC-USDT',
    isLong: true,
    positionType: 3,
    lever: 5,
    quantity: '0.250',
    openingPrice: '60000.0',
    amount: '15000',
    marginAmount: '3000',
    restrictPrice: '48000.0',
    unrealizedPnl: '0',
    realizedPnl: '0',
    tariffAmount: '0',
    closingQuantity: '0',
    status: 1,
    createTime: 1,
    ...over,
  }) as Position;

/** A taker buy of 0.100 at 60000.0 that opened a position, at the taker fee of 0.06 % (trade 1 of order 1). */
export const fillRecord = (over: Named<Fill> = {}): Fill =>
  ({
    tradeId: 1,
    symbol: 'BTC-USDT',
    orderId: 1,
    clOrdId: 'c1',
    isMarket: false,
    isClose: false,
    isLong: true,
    isTaker: true,
    fillPrice: '60000.0',
    fillQty: '0.100',
    fillAmt: '6000.0000',
    feeCurrency: 'USDT',
    feeRate: '0.0006',
    fillFee: '3.6000',
    fillPnl: '0.0000',
    tradeTime: 1_700_000_000_001,
    ...over,
  }) as Fill;

/** A book from its levels as [price, quantity], each side best first. */
export const depthRecord = (bids: [string, string][], asks: [string, string][]): Depth => {
  const levels = (side: [string, string][]) => side.map(([price, quantity]) => ({ price, quantity }));
  return { bids: levels(bids), asks: levels(asks) };
};
