import { beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus, PositionType } from '../../../shared/exchange/enums';
import type { PaperEngine } from '.';
import { btc, makerAndTrader, NOW, place, totalMoney, USDT, usdt, valueOf } from './testing';

let engine: PaperEngine;
let maker: number;
let trader: number;
const cross = { positionType: PositionType.CROSS };

const position = (account = trader) => valueOf(engine.positions(account)).records[0];
const mark = (usdtPrice: number) => valueOf(engine.setMarkPrice(1, Math.round(usdtPrice * 10), NOW + 1));
/** The trader takes 1 BTC at 60000 from the maker. */
const open = (side: 'buy' | 'sell', more = {}) => {
  place(engine, maker, btc(side === 'buy' ? 'sell' : 'buy', 60000, 1, cross));
  place(engine, trader, btc(side, 60000, 1, more));
};

beforeEach(() => ({ engine, maker, trader } = makerAndTrader()));

describe('liquidation of an isolated position', () => {
  it('happens when the mark reaches the liquidation price, and not a tick before', () => {
    open('buy');
    // (60000 − 6000) / (1 × (1 − 0.5 %)) = 54271.356…: the highest tick at or below it.
    expect(position()).toMatchObject({ restrictPrice: '54271.3', marginAmount: '6000.0000' });
    expect(mark(54271.4)).toBe(0);
    expect(position()).toBeDefined();
    expect(mark(54271.3)).toBe(1);
    expect(position()).toBeUndefined();
  });

  it('closes at the mark against the house, recorded as a filled liquidation order and a fill with no fee', () => {
    open('buy');
    const before = totalMoney(engine);
    const { id } = position()!;
    mark(54271.3);
    const [order] = valueOf(engine.orderHistory(trader, 1, { limit: 1 }));
    expect(order).toMatchObject({
      clientOrderId: `liquidation:${id}`,
      isLong: false,
      isMarket: true,
      isClose: true,
      price: '54271.3',
      quantity: '1.000',
      dealQuantity: '1.000',
      dealAmount: '54271.3000',
      status: OrderStatus.FILLED,
      createTime: NOW + 1,
    });
    expect(engine.order(trader, order!.id)).toEqual(order);
    expect(valueOf(engine.fillHistory(trader, 1, { limit: 1 }))[0]).toMatchObject({
      orderId: order!.id,
      isClose: true,
      isTaker: true,
      fillPrice: '54271.3',
      fillFee: '0.0000',
      fillPnl: '-5728.7000',
    });
    // What the margin had left after the loss comes back; the house holds the long now.
    expect(engine.balance(trader)).toEqual({ available: usdt(100_000 - 36 - 5728.7), frozen: 0, margin: 0 });
    expect(valueOf(engine.openInterest(1))).toEqual([{ contractPairId: 1, symbol: 'BTC-USDT', amount: '1.000', count: 2 }]);
    expect(totalMoney(engine)).toBe(before);
    // Not a trade on the book.
    expect(valueOf(engine.lastTrades(1)).map((t) => t.price)).toEqual(['60000.0']);
  });

  it('costs a short at most its margin when the mark gaps past it: the house covers the rest', () => {
    open('sell');
    // (60000 + 6000) / (1 × (1 + 0.5 %)) = 65671.64…: the lowest tick at or above it.
    expect(position()).toMatchObject({ restrictPrice: '65671.7' });
    const before = totalMoney(engine);
    expect(mark(80000)).toBe(1);
    expect(engine.balance(trader)).toEqual({ available: usdt(100_000 - 36 - 6000), frozen: 0, margin: 0 });
    expect(totalMoney(engine)).toBe(before);
  });

  it('cancels the account’s open orders on the pair first', () => {
    open('buy');
    const resting = place(engine, trader, btc('buy', 50000, 0.1));
    const elsewhere = place(engine, trader, { ...btc('buy', 0, 0), pairId: 2, price: 100_000, quantity: 10 });
    mark(54000);
    expect(engine.order(trader, resting)!.status).toBe(OrderStatus.CANCELED);
    expect(engine.order(trader, elsewhere)!.status).toBe(OrderStatus.OPEN);
    expect(engine.balance(trader).frozen).toBe(10 * USDT); // ETH 1000.00 × 0.10 / 10
  });
});

describe('liquidation of cross positions', () => {
  it('puts the whole available balance behind them', () => {
    const small = engine.openAccount(10_000 * USDT);
    place(engine, maker, btc('sell', 60000, 1, cross));
    place(engine, small, btc('buy', 60000, 1, cross));
    // Available 3964 (10000 − 6000 − 36) joins the margin: (60000 − 6000 − 3964) / 0.995 = 50287.4…
    expect(position(small)).toMatchObject({ restrictPrice: '50287.4' });
    expect(mark(50287.5)).toBe(0);
    expect(mark(50287.4)).toBe(1);
    expect(position(small)).toBeUndefined();
    expect(engine.balance(small)).toEqual({ available: usdt(3964 + 6000 - 9712.6), frozen: 0, margin: 0 });
  });

  it('cannot liquidate a position the account’s balance carries at any price', () => {
    open('buy', cross);
    expect(position()).toMatchObject({ restrictPrice: '0.0' });
    expect(mark(0.1)).toBe(0);
  });

  it('closes every cross position of the account, each at its pair’s mark', () => {
    const small = engine.openAccount(10_000 * USDT);
    place(engine, maker, btc('sell', 60000, 1, cross));
    place(engine, small, btc('buy', 60000, 1, cross));
    place(engine, maker, { ...btc('buy', 0, 0, cross), pairId: 2, price: 300_000, quantity: 100 });
    place(engine, small, { ...btc('sell', 0, 0, cross), pairId: 2, price: 300_000, quantity: 100 });
    const before = totalMoney(engine);
    expect(valueOf(engine.positions(small)).total).toBe(2);
    expect(mark(40000)).toBe(2);
    expect(valueOf(engine.positions(small)).total).toBe(0);
    expect(valueOf(engine.fillHistory(small, 2, { limit: 1 }))[0]).toMatchObject({ fillPrice: '3000.00', fillPnl: '0.0000' });
    expect(engine.balance(small).available).toBeGreaterThanOrEqual(0);
    expect(totalMoney(engine)).toBe(before);
  });
});
