import { beforeEach, describe, expect, it } from 'vitest';
import { Code, MatchType, OrderStatus, PositionType } from '../../../shared/exchange/enums';
import { fillRecord } from '../../../shared/exchange/testing';
import { createEngine, type PaperEngine, type TradeEvent } from '.';
import { HISTORY_CAPACITY } from './accounts';
import { btc, NOW, place, USDT, valueOf } from './testing';

let engine: PaperEngine;
let maker: number;
let taker: number;
const cross = { positionType: PositionType.CROSS };

beforeEach(() => {
  engine = createEngine({ seed: null });
  maker = engine.openAccount(10_000_000 * USDT);
  taker = engine.openAccount(10_000_000 * USDT);
});

/** Three trades at 60000, 60001, 60002, a second apart; returns the taker's order ids. */
function threeTrades(): number[] {
  return [0, 1, 2].map((i) => {
    place(engine, maker, btc('sell', 60000 + i, 1, cross), NOW + i * 1000);
    return place(engine, taker, btc('buy', 60000 + i, 1), NOW + i * 1000);
  });
}

describe('order history and queryOrder', () => {
  it('lists the done orders of a pair, the most recently done first, from beginTime, up to limit', () => {
    const open = place(engine, taker, btc('buy', 100, 1));
    const canceled = place(engine, taker, btc('buy', 100, 1), NOW + 1);
    engine.cancelOrder(taker, canceled, NOW + 2);
    const expired = place(engine, taker, btc('buy', 100, 1, { matchType: MatchType.IOC }), NOW + 3);
    place(engine, taker, { ...btc('buy', 0, 0), pairId: 2, price: 100, quantity: 1, matchType: MatchType.IOC }, NOW + 4);
    const ids = (query = {}) => valueOf(engine.orderHistory(taker, 1, query)).map((o) => o.id);
    expect(ids()).toEqual([expired, canceled]);
    expect(ids({ beginTime: NOW + 2 })).toEqual([expired]);
    expect(ids({ limit: 1 })).toEqual([expired]);
    expect(valueOf(engine.orderHistory(taker, 1))[1]).toMatchObject({ status: OrderStatus.CANCELED, updateTime: NOW + 2 });
    expect(engine.orderHistory(taker, 1, { limit: 1001 })).toMatchObject({ ok: false, msg: 'Illegal parameter:limit' });
    expect(engine.orderHistory(taker, 9)).toMatchObject({ ok: false, msg: 'Illegal parameter:pairName' });
    expect([open, canceled, expired].map((id) => engine.order(taker, id)?.status)).toEqual([
      OrderStatus.OPEN,
      OrderStatus.CANCELED,
      OrderStatus.EXPIRED,
    ]);
    expect(engine.order(maker, open)).toBeUndefined();
  });

  it(`keeps the last ${HISTORY_CAPACITY} done orders: older ones are forgotten and their client order ids free`, () => {
    const first = place(engine, taker, btc('buy', 100, 0.001, { clientOrderId: 'first', matchType: MatchType.IOC }));
    for (let i = 0; i < HISTORY_CAPACITY; i++) place(engine, taker, btc('buy', 100, 0.001, { matchType: MatchType.IOC }));
    expect(engine.order(taker, first)).toBeUndefined();
    expect(engine.cancelOrder(taker, first, NOW)).toMatchObject({ msg: 'Illegal parameter:entrustId' });
    expect(engine.placeOrder(taker, btc('buy', 100, 0.001, { clientOrderId: 'first' }), NOW).ok).toBe(true);
    expect(valueOf(engine.orderHistory(taker, 1, { limit: 1000 }))).toHaveLength(1000);
  });
});

describe('fill history', () => {
  it('gives the spec’s fill record, newest first, filtered by order, time and id, ascending on request', () => {
    const [a, b, c] = threeTrades();
    const fills = valueOf(engine.fillHistory(taker, 1));
    expect(fills.map((f) => f.orderId)).toEqual([c, b, a]);
    expect(fills[2]).toEqual(
      fillRecord({
        tradeId: expect.any(Number),
        orderId: a,
        clOrdId: expect.any(String),
        fillQty: '1.000',
        fillAmt: '60000.0000',
        fillFee: '36.0000',
        tradeTime: NOW,
      }),
    );
    const [tc, tb, ta] = fills.map((f) => f.tradeId);
    const ids = (query = {}) => valueOf(engine.fillHistory(taker, 1, query)).map((f) => f.tradeId);
    expect(ids({ orderId: b })).toEqual([tb]);
    expect(ids({ beginTime: NOW + 1000, endTime: NOW + 1000 })).toEqual([tb]);
    expect(ids({ idLe: tb })).toEqual([tb, ta]);
    expect(ids({ idGe: tb })).toEqual([tc, tb]);
    expect(ids({ idGe: ta, limit: 2, isAsc: true })).toEqual([ta, tb]);
    expect(ids({ limit: 1 })).toEqual([tc]);
    expect(valueOf(engine.fillHistory(taker, 2))).toEqual([]);
    expect(engine.fillHistory(taker, 1, { limit: 0 })).toMatchObject({ code: Code.ILLEGAL_PARAMETER, msg: 'Illegal parameter:limit' });
  });
});

describe('match list', () => {
  it('pages the account’s fills newest first, or gives one trade', () => {
    const [a] = threeTrades();
    const page = valueOf(engine.matchList(taker, 1, { pageNo: 2, pageSize: 2 }));
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(page.records).toEqual([
      {
        id: expect.any(Number),
        entrustId: a,
        contractPairId: 1,
        symbol: 'BTC-USDT',
        isLong: true,
        isMarket: false,
        isClose: false,
        isTaker: true,
        lever: 10,
        quantity: '1.000',
        averagePrice: '60000.0',
        amount: '60000.0000',
        tradeFee: '36.0000',
        profitLoss: '0.0000',
        createTime: NOW,
      },
    ]);
    const matchId = page.records[0]!.id;
    expect(valueOf(engine.matchList(maker, 1, { matchId })).records.map((m) => [m.id, m.isTaker])).toEqual([[matchId, false]]);
    expect(valueOf(engine.matchList(taker, 1)).pageSize).toBe(10);
    expect(engine.matchList(taker, 1, { pageSize: 101 })).toMatchObject({ msg: 'Illegal parameter:pageSize' });
  });
});

describe('positions and tariffs', () => {
  it('pages the positions of every pair or of one, newest first', () => {
    threeTrades();
    place(engine, maker, { ...btc('sell', 0, 0, cross), pairId: 3, price: 150_000, quantity: 10 });
    place(engine, taker, { ...btc('buy', 0, 0), pairId: 3, price: 150_000, quantity: 10 });
    const all = valueOf(engine.positions(taker));
    expect(all).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
    expect(all.records.map((p) => p.symbol)).toEqual(['SOL-USDT', 'BTC-USDT']);
    expect(valueOf(engine.positions(taker, { pairId: 1 })).records.map((p) => p.symbol)).toEqual(['BTC-USDT']);
    expect(valueOf(engine.positions(taker, { pageNo: 2, pageSize: 1 })).records.map((p) => p.symbol)).toEqual(['BTC-USDT']);
    expect(engine.positions(taker, { pairId: 4 })).toMatchObject({ msg: 'Illegal parameter:pairName' });
  });

  it('pages the funding the account paid or received, newest first', () => {
    threeTrades();
    valueOf(engine.settleFunding(1, 10_000, 600_000, NOW + 1));
    valueOf(engine.settleFunding(1, -10_000, 600_000, NOW + 2));
    const page = valueOf(engine.tariffs(taker, { pageSize: 1 }));
    expect(page).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.records[0]).toMatchObject({ fundingTime: NOW + 2, tariffAmount: '18.0000', quantity: '3.000', openingPrice: '60001.00000' });
    expect(valueOf(engine.tariffs(taker, { pairId: 2 })).total).toBe(0);
  });
});

describe('market data', () => {
  it('keeps the tape of trades on the book, newest first, 50 unless asked', () => {
    threeTrades();
    expect(valueOf(engine.lastTrades(1))).toEqual(
      [2, 1, 0].map((i) => ({
        contractMatchPairId: expect.any(Number),
        contractPairId: 1,
        price: `6000${i}.0`,
        quantity: '1.000',
        amount: `6000${i}.0000`,
        isLong: true,
        timestamp: NOW + i * 1000,
      })),
    );
    for (let i = 0; i < 60; i++) {
      place(engine, maker, btc('buy', 50000, 0.001, cross));
      place(engine, taker, btc('sell', 50000, 0.001));
    }
    expect(valueOf(engine.lastTrades(1))).toHaveLength(50);
    expect(valueOf(engine.lastTrades(1, 63))[62]!.price).toBe('60000.0');
    expect(engine.lastTrades(1, 1001)).toMatchObject({ msg: 'Illegal parameter:limit' });
  });

  it('tells open interest per pair: the long side in base units and the open positions', () => {
    threeTrades();
    expect(valueOf(engine.openInterest())).toEqual([
      { contractPairId: 1, symbol: 'BTC-USDT', amount: '3.000', count: 2 },
      { contractPairId: 2, symbol: 'ETH-USDT', amount: '0.00', count: 0 },
      { contractPairId: 3, symbol: 'SOL-USDT', amount: '0.0', count: 0 },
    ]);
    expect(engine.openInterest(5)).toMatchObject({ msg: 'Illegal parameter:pairName' });
  });

  it('tells the best bid and ask in ticks', () => {
    expect(engine.bestPrices(1)).toEqual({ bid: null, ask: null });
    place(engine, maker, btc('buy', 59990, 1, cross));
    place(engine, maker, btc('sell', 60010, 1, cross));
    expect(engine.bestPrices(1)).toEqual({ bid: 599_900, ask: 600_100 });
  });

  it('calls the trade listener once per match, after both sides are applied', () => {
    const heard: TradeEvent[] = [];
    const stop = engine.onTrade((t) => {
      heard.push(t);
      expect(valueOf(engine.positions(taker)).total).toBe(1);
    });
    threeTrades();
    expect(heard.map((t) => [t.pairId, t.price, t.quantity, t.takerIsLong, t.time])).toEqual([
      [1, 600_000, 1000, true, NOW],
      [1, 600_010, 1000, true, NOW + 1000],
      [1, 600_020, 1000, true, NOW + 2000],
    ]);
    expect(heard.map((t) => t.id)).toEqual(
      valueOf(engine.lastTrades(1))
        .map((t) => t.contractMatchPairId)
        .reverse(),
    );
    stop();
    place(engine, maker, btc('sell', 60000, 1, cross));
    place(engine, taker, btc('buy', 60000, 1));
    expect(heard).toHaveLength(3);
  });
});

describe('balance record', () => {
  it('counts order and position margin as frozen', () => {
    threeTrades();
    place(engine, taker, btc('buy', 50000, 1));
    expect(engine.balanceRecord(taker, 'USDT')).toEqual({
      ok: true,
      value: {
        userId: taker,
        coinId: 1,
        availableAmount: '9976891.6982', // 10,000,000 − 18000.3 margin − 108.0018 fees − 5000 frozen
        frozenAmount: '23000.3000',
        symbol: 'USDT',
      },
    });
    expect(engine.balanceRecord(taker, 'BTC')).toMatchObject({ msg: 'Illegal parameter:symbol' });
  });
});

describe('what the command layer and the simulator look up', () => {
  it('finds an order by client order id, tells the lots still resting, and the net position', () => {
    const resting = place(engine, taker, btc('buy', 50000, 2, { clientOrderId: 'mine' }));
    expect(engine.orderIdOf(taker, 'mine')).toBe(resting);
    expect(engine.orderIdOf(maker, 'mine')).toBeUndefined();
    expect(engine.restingQuantity(taker, resting)).toBe(2000);
    expect(engine.restingQuantity(maker, resting)).toBe(0);
    place(engine, maker, btc('sell', 50000, 0.5, cross));
    expect(engine.restingQuantity(taker, resting)).toBe(1500);
    engine.cancelOrder(taker, resting, NOW);
    expect(engine.restingQuantity(taker, resting)).toBe(0);
    expect(engine.orderIdOf(taker, 'mine')).toBe(resting);
    expect([engine.netPosition(taker, 1), engine.netPosition(maker, 1), engine.netPosition(taker, 2)]).toEqual([500, -500, 0]);
  });
});
