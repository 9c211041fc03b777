import { beforeEach, describe, expect, it } from 'vitest';
import { Code, MatchType, PositionType } from '../../../shared/exchange/enums';
import type { PaperEngine } from '.';
import { btc, makerAndTrader, NOW, place, totalMoney, USDT, usdt, valueOf } from './testing';

let engine: PaperEngine;
let maker: number;
let trader: number;

const positions = (account = trader) => valueOf(engine.positions(account)).records;
const lastFill = (account = trader) => valueOf(engine.fillHistory(account, 1, { limit: 1 }))[0]!;
/** The maker rests an order the trader then takes. */
const rest = (side: 'buy' | 'sell', price: number, quantity: number) =>
  place(engine, maker, btc(side, price, quantity, { positionType: PositionType.CROSS }));

beforeEach(() => ({ engine, maker, trader } = makerAndTrader()));

describe('one-way positions', () => {
  it('opens and adds at the weighted average opening price, with the margin the orders froze', () => {
    rest('sell', 60000, 1);
    rest('sell', 61000, 1);
    place(engine, trader, btc('buy', 60000, 1));
    place(engine, trader, btc('buy', 61000, 1));
    expect(positions()).toEqual([
      {
        id: expect.any(Number),
        contractPairId: 1,
        symbol: 'BTC-USDT',
        isLong: true,
        positionType: PositionType.ISOLATED,
        lever: 10,
        quantity: '2.000',
        openingPrice: '60500.00000',
        amount: '121000.0000',
        marginAmount: '12100.0000',
        restrictPrice: expect.any(String),
        unrealizedPnl: '1000.0000', // valued at the last trade, 61000, before any mark
        realizedPnl: '0.0000',
        tariffAmount: '0.0000',
        closingQuantity: '0.000',
        status: 1,
        createTime: NOW,
      },
    ]);
    // Taker fees: 0.06 % of 60000 and of 61000.
    expect(engine.balance(trader)).toEqual({ available: usdt(100_000 - 12_100 - 36 - 36.6), frozen: 0, margin: 12_100 * USDT });
    expect(positions(maker)[0]).toMatchObject({ isLong: false, quantity: '2.000', positionType: PositionType.CROSS });
  });

  it('reduces with realised PnL, needs no margin to close, and closes', () => {
    rest('sell', 60000, 2);
    place(engine, trader, btc('buy', 60000, 2));
    const closing = place(engine, trader, btc('sell', 70000, 1));
    expect(engine.order(trader, closing)).toMatchObject({ isClose: true, depositAmount: '0.0000' });
    expect(positions()[0]).toMatchObject({ closingQuantity: '1.000' });
    engine.cancelOrder(trader, closing, NOW);

    const before = engine.balance(trader).available;
    rest('buy', 62000, 1);
    place(engine, trader, btc('sell', 62000, 1));
    expect(lastFill()).toMatchObject({ isClose: true, isTaker: true, fillPnl: '2000.0000', fillFee: '37.2000', feeRate: '0.0006' });
    // Half the margin (6000) and the PnL come back, less the fee.
    expect(engine.balance(trader).available - before).toBe(usdt(6000 + 2000 - 37.2));
    expect(positions()[0]).toMatchObject({ quantity: '1.000', amount: '60000.0000', marginAmount: '6000.0000', realizedPnl: '2000.0000' });

    rest('buy', 59000, 1);
    place(engine, trader, btc('sell', 59000, 1));
    expect(lastFill()).toMatchObject({ isClose: true, fillPnl: '-1000.0000' });
    expect(positions()).toEqual([]);
    expect(engine.balance(trader)).toEqual({ available: usdt(100_000 - 72 + 2000 - 37.2 - 1000 - 35.4), frozen: 0, margin: 0 });
  });

  it('flips: closes the position, then opens the rest the other way at the fill price', () => {
    rest('sell', 60000, 1);
    place(engine, trader, btc('buy', 60000, 1));
    const long = positions()[0]!;
    rest('buy', 59000, 3);
    const flip = place(engine, trader, btc('sell', 59000, 3));
    expect(engine.order(trader, flip)).toMatchObject({ isClose: true, dealQuantity: '3.000' });
    expect(lastFill()).toMatchObject({ isClose: true, fillQty: '3.000', fillPnl: '-1000.0000', fillFee: '106.2000' });
    const short = positions()[0]!;
    expect(short).toMatchObject({ isLong: false, quantity: '2.000', openingPrice: '59000.00000', marginAmount: '11800.0000' });
    expect(short.id).not.toBe(long.id);
    // Margin of the opened part only (59000 × 2 / 10); the fees; the loss.
    expect(engine.balance(trader)).toEqual({ available: usdt(100_000 - 36 - 1000 - 106.2 - 11_800), frozen: 0, margin: 11_800 * USDT });
  });

  it('freezes margin only for the part of an order beyond what the position and other orders close', () => {
    rest('sell', 60000, 1);
    place(engine, trader, btc('buy', 60000, 1));
    const first = place(engine, trader, btc('sell', 70000, 0.6));
    const second = place(engine, trader, btc('sell', 70000, 0.6));
    expect(engine.order(trader, first)).toMatchObject({ isClose: true, depositAmount: '0.0000' });
    // Only 0.4 of the position is left to close: 0.2 of the second order would open a short.
    expect(engine.order(trader, second)).toMatchObject({ isClose: true, depositAmount: '1400.0000' });
  });

  it('keeps money whole through opening, adding, reducing and flipping', () => {
    const before = totalMoney(engine);
    rest('sell', 60000, 1);
    rest('sell', 60100, 2);
    place(engine, trader, btc('buy', 60100, 3));
    rest('buy', 59000, 5);
    place(engine, trader, btc('sell', 59000, 5));
    expect(totalMoney(engine)).toBe(before);
  });
});

describe('a close on the book beyond what the position can lose', () => {
  const closeAtLoss = (positionType: number) => {
    const small = engine.openAccount(10_000 * USDT);
    rest('sell', 60000, 1);
    place(engine, small, btc('buy', 60000, 1, { positionType }));
    rest('buy', 50000, 1);
    const before = totalMoney(engine);
    place(engine, small, btc('sell', 50000, 1, { positionType }));
    expect(totalMoney(engine)).toBe(before);
    return engine.balance(small);
  };

  it('costs an isolated position its margin only; the house covers the rest', () => {
    // 10000 − 6000 margin − 36 fee = 3964; the 10000 loss takes the 6000 margin; the close's fee is 30.
    expect(closeAtLoss(PositionType.ISOLATED)).toEqual({ available: usdt(3964 - 30), frozen: 0, margin: 0 });
  });

  it('costs a cross position the available balance too, and no more', () => {
    expect(closeAtLoss(PositionType.CROSS)).toEqual({ available: 0, frozen: 0, margin: 0 });
  });
});

describe('what an order must agree with', () => {
  it('carries the position type of the open position and of the open orders (2001 positionType)', () => {
    const cross = { positionType: PositionType.CROSS };
    const resting = place(engine, trader, btc('buy', 50000, 1));
    expect(engine.placeOrder(trader, btc('buy', 50000, 1, cross), NOW)).toEqual({
      ok: false,
      code: Code.ILLEGAL_PARAMETER,
      msg: 'Illegal parameter:positionType',
    });
    engine.cancelOrder(trader, resting, NOW);
    expect(engine.placeOrder(trader, btc('buy', 50000, 1, cross), NOW).ok).toBe(true);

    rest('buy', 60000, 1);
    const other = engine.openAccount(100_000 * USDT);
    place(engine, other, btc('sell', 60000, 1));
    expect(engine.placeOrder(other, btc('buy', 60000, 1, cross), NOW)).toMatchObject({ msg: 'Illegal parameter:positionType' });
    expect(engine.balance(other).frozen).toBe(0);
  });

  it('adds to a position only at its leverage (2001 lever), and reduces it at any', () => {
    rest('sell', 60000, 2);
    place(engine, trader, btc('buy', 60000, 1, { lever: 5 }));
    expect(engine.placeOrder(trader, btc('buy', 60000, 1, { lever: 10 }), NOW)).toMatchObject({
      code: Code.ILLEGAL_PARAMETER,
      msg: 'Illegal parameter:lever',
    });
    expect(engine.placeOrder(trader, btc('buy', 60000, 1, { lever: 5 }), NOW).ok).toBe(true);
    expect(engine.placeOrder(trader, btc('sell', 70000, 1, { lever: 20 }), NOW).ok).toBe(true);
  });

  it('refuses an order that could take the position past 100 times the largest order (2001 quantity)', () => {
    const whale = engine.openAccount(1e15);
    const big = (n: number) => btc('buy', 1, 100, { clientOrderId: `big-${n}`, matchType: MatchType.GTC });
    for (let n = 0; n < 100; n++) place(engine, whale, big(n));
    expect(engine.placeOrder(whale, btc('buy', 1, 0.001), NOW)).toMatchObject({ msg: 'Illegal parameter:quantity' });
    expect(engine.placeOrder(whale, btc('sell', 1000, 100), NOW).ok).toBe(true);
  });
});
