import { beforeEach, describe, expect, it } from 'vitest';
import { Code, MatchType, OrderStatus } from '../../../shared/exchange/enums';
import { depthRecord } from '../../../shared/exchange/testing';
import { createEngine, type OrderCommand, type PaperEngine } from '.';
import { btc, NOW, totalMoney, USDT, usdt, valueOf } from './testing';

let engine: PaperEngine;

const place = (account: number, cmd: OrderCommand) => valueOf(engine.placeOrder(account, cmd, NOW)).orderId;
const orderOf = (account: number, id: number) => engine.order(account, id)!;
const depth = (limit?: number) => valueOf(engine.depth(1, limit));

beforeEach(() => {
  engine = createEngine({ seed: null });
});

describe('matching', () => {
  it('fills best price first, then oldest first at a price, at the resting order’s price', () => {
    const maker = engine.openAccount(1_000_000 * USDT);
    const taker = engine.openAccount(1_000_000 * USDT);
    const first = place(maker, btc('sell', 60000, 1));
    const second = place(maker, btc('sell', 60000, 1));
    const better = place(maker, btc('sell', 59990, 1));
    const buy = place(taker, btc('buy', 60005, 2.5));

    expect(orderOf(maker, better)).toMatchObject({ status: OrderStatus.FILLED, dealQuantity: '1.000' });
    expect(orderOf(maker, first)).toMatchObject({ status: OrderStatus.FILLED, dealQuantity: '1.000' });
    expect(orderOf(maker, second)).toMatchObject({
      status: OrderStatus.PARTIALLY_FILLED,
      dealQuantity: '0.500',
      dealAmount: '30000.0000',
    });
    expect(orderOf(taker, buy)).toMatchObject({
      status: OrderStatus.FILLED,
      price: '60005.0',
      quantity: '2.500',
      amount: '150012.5000',
      dealQuantity: '2.500',
      dealAmount: '149990.0000', // 59990 + 60000 + 30000: the makers' prices, not the taker's limit
      depositAmount: '0.0000',
    });
    expect(depth().asks).toEqual([{ price: '60000.0', quantity: '0.500' }]);
  });

  it('rests the unfilled part of a GTC order and keeps margin only for that part', () => {
    const maker = engine.openAccount(1_000_000 * USDT);
    const taker = engine.openAccount(100_000 * USDT);
    place(maker, btc('sell', 60000, 1));
    const buy = place(taker, btc('buy', 60000, 3));

    expect(orderOf(taker, buy)).toMatchObject({
      status: OrderStatus.PARTIALLY_FILLED,
      dealQuantity: '1.000',
      depositAmount: '12000.0000', // 60000 × 2 / 10
    });
    // 18000 frozen for 3 BTC at 10×, plus the taker fee of the part that crossed (60000 × 0.06 % = 36): 6000 and
    // the fee went into the position and the house when 1 BTC filled.
    expect(engine.balance(taker)).toEqual({ available: 81_964 * USDT, frozen: 12_000 * USDT, margin: 6_000 * USDT });
    expect(depth()).toEqual(depthRecord([['60000.0', '2.000']], []));
  });

  it('lets an account trade with itself', () => {
    const account = engine.openAccount(100_000 * USDT);
    const sell = place(account, btc('sell', 60000, 1));
    place(account, btc('buy', 60000, 1));
    expect(orderOf(account, sell).status).toBe(OrderStatus.FILLED);
    // No position is left; the fees were paid: maker 12 less a 6 rebate, taker 36.
    expect(engine.balance(account)).toEqual({ available: 99_958 * USDT, frozen: 0, margin: 0 });
    expect(valueOf(engine.positions(account)).total).toBe(0);
  });

  it('holds nothing frozen once every order is filled or canceled, and loses no money', () => {
    const a = engine.openAccount(1000 * USDT);
    const b = engine.openAccount(1000 * USDT);
    const eth = (isLong: boolean, price: number, quantity: number, lever: number): OrderCommand => ({
      ...btc('buy', 0, 0),
      pairId: 2,
      isLong,
      price,
      quantity,
      lever,
    });
    const before = totalMoney(engine);
    place(a, eth(false, 300_001, 7, 3));
    place(a, eth(false, 300_003, 11, 7));
    const rest = place(b, eth(true, 300_003, 20, 3));
    expect(engine.balance(a).frozen).toBe(0);
    engine.cancelOrder(b, rest, NOW);
    expect(engine.balance(b).frozen).toBe(0);
    expect(totalMoney(engine)).toBe(before);
  });
});

describe('match types', () => {
  let maker: number;
  let taker: number;
  beforeEach(() => {
    maker = engine.openAccount(1_000_000 * USDT);
    taker = engine.openAccount(1_000_000 * USDT);
    place(maker, btc('sell', 60000, 1));
    place(maker, btc('sell', 60010, 1));
  });

  it('IOC fills what it can and expires the rest', () => {
    const id = place(taker, btc('buy', 60000, 2, { matchType: MatchType.IOC }));
    expect(orderOf(taker, id)).toMatchObject({ status: OrderStatus.EXPIRED, dealQuantity: '1.000', depositAmount: '0.0000' });
    expect(depth().bids).toEqual([]);
    expect(engine.balance(taker).frozen).toBe(0);
  });

  it('FOK fills wholly or not at all', () => {
    const short = place(taker, btc('buy', 60000, 1.5, { matchType: MatchType.FOK }));
    expect(orderOf(taker, short)).toMatchObject({ status: OrderStatus.EXPIRED, dealQuantity: '0.000' });
    expect(depth().asks).toHaveLength(2);
    expect(engine.balance(taker)).toEqual({ available: 1_000_000 * USDT, frozen: 0, margin: 0 });

    const whole = place(taker, btc('buy', 60010, 1.5, { matchType: MatchType.FOK }));
    expect(orderOf(taker, whole)).toMatchObject({ status: OrderStatus.FILLED, dealQuantity: '1.500' });
  });

  it('POST_ONLY expires when it would cross, and rests when it would not', () => {
    const crossing = place(taker, btc('buy', 60000, 1, { matchType: MatchType.POST_ONLY }));
    expect(orderOf(taker, crossing)).toMatchObject({ status: OrderStatus.EXPIRED, dealQuantity: '0.000' });
    expect(depth().asks[0]).toEqual({ price: '60000.0', quantity: '1.000' });

    const resting = place(taker, btc('buy', 59999.9, 1, { matchType: MatchType.POST_ONLY }));
    expect(orderOf(taker, resting).status).toBe(OrderStatus.OPEN);
    expect(depth().bids).toEqual([{ price: '59999.9', quantity: '1.000' }]);
  });

  it('a market order takes any price, freezes the margin of what it takes, and expires what the book cannot fill', () => {
    const id = place(taker, btc('sell', 0, 0.5, { isMarket: true }));
    expect(orderOf(taker, id)).toMatchObject({ status: OrderStatus.EXPIRED, dealQuantity: '0.000', price: '0.0' });

    const buy = place(taker, btc('buy', 1, 2.5, { isMarket: true }));
    expect(orderOf(taker, buy)).toMatchObject({
      status: OrderStatus.EXPIRED,
      isMarket: true,
      dealQuantity: '2.000',
      dealAmount: '120010.0000',
      depositAmount: '0.0000',
    });
    expect(depth().asks).toEqual([]);
    // 120010 / 10 moved into the position; the taker fee is 0.06 % of 120010.
    expect(engine.balance(taker)).toEqual({ available: usdt(1_000_000 - 12_001 - 72.006), frozen: 0, margin: 12_001 * USDT });
  });

  it('a market order the balance cannot margin is refused', () => {
    const poor = engine.openAccount(6_000 * USDT);
    const tooMuch = btc('buy', 0, 1, { isMarket: true, clientOrderId: 'm' });
    expect(engine.placeOrder(poor, tooMuch, NOW)).toMatchObject({ ok: false, code: Code.INSUFFICIENT_BALANCE });
    expect(engine.balance(poor)).toEqual({ available: 6_000 * USDT, frozen: 0, margin: 0 });
    // 6000 margin and 3.6 fee for one BTC at 60000: at 25× it fits.
    expect(engine.placeOrder(poor, { ...tooMuch, lever: 25 }, NOW).ok).toBe(true);
  });
});

describe('placing', () => {
  it('refuses an order the balance cannot hold, changing nothing', () => {
    const account = engine.openAccount(1000 * USDT);
    const tooBig = btc('buy', 60000, 0.2, { lever: 10, clientOrderId: 'once' }); // 1200 USDT margin
    expect(engine.placeOrder(account, tooBig, NOW)).toEqual({ ok: false, code: Code.INSUFFICIENT_BALANCE, msg: 'Insufficient balance' });
    expect(engine.balance(account)).toEqual({ available: 1000 * USDT, frozen: 0, margin: 0 });
    expect(depth().bids).toEqual([]);
    // the client order id was not used up, and the whole balance can be frozen
    expect(engine.placeOrder(account, { ...tooBig, lever: 12 }, NOW).ok).toBe(true);
    expect(engine.balance(account)).toEqual({ available: 0, frozen: 1000 * USDT, margin: 0 });
  });

  it('refuses a client order id the account has used, even on a finished order', () => {
    const account = engine.openAccount(1000 * USDT);
    const other = engine.openAccount(1000 * USDT);
    const first = place(account, btc('buy', 100, 1, { clientOrderId: 'dup' }));
    engine.cancelOrder(account, first, NOW);
    expect(engine.placeOrder(account, btc('buy', 100, 1, { clientOrderId: 'dup' }), NOW)).toEqual({
      ok: false,
      code: Code.ILLEGAL_PARAMETER,
      msg: 'Illegal parameter:clientOrderId',
    });
    expect(engine.balance(account)).toEqual({ available: 1000 * USDT, frozen: 0, margin: 0 });
    expect(engine.placeOrder(other, btc('buy', 100, 1, { clientOrderId: 'dup' }), NOW).ok).toBe(true);
  });

  it.each<[string, Partial<OrderCommand>]>([
    ['pairName', { pairId: 99 }],
    ['matchType', { matchType: 0 }],
    ['matchType', { matchType: 5 }],
    ['matchType', { isMarket: true, matchType: MatchType.POST_ONLY }],
    ['price', { price: 0 }],
    ['price', { price: Number.MAX_SAFE_INTEGER }],
    ['quantity', { quantity: 0 }],
    ['quantity', { quantity: 100_001 }],
    ['lever', { lever: 0 }],
    ['lever', { lever: 26 }],
    ['lever', { lever: 2.5 }],
    ['positionType', { positionType: 1 }],
    ['clientOrderId', { clientOrderId: '' }],
    ['clientOrderId', { clientOrderId: 'x'.repeat(65) }],
    ['clientOrderId', { clientOrderId: 'has space' }],
  ])('refuses an illegal %s', (field, bad) => {
    const account = engine.openAccount(1000 * USDT);
    expect(engine.placeOrder(account, { ...btc('buy', 100, 0.001), ...bad }, NOW)).toEqual({
      ok: false,
      code: Code.ILLEGAL_PARAMETER,
      msg: `Illegal parameter:${field}`,
    });
    expect(engine.balance(account).frozen).toBe(0);
  });

  it('accepts the limits themselves', () => {
    const account = engine.openAccount(1_000_000 * USDT);
    const edges = [
      { quantity: 1, lever: 1, clientOrderId: 'x'.repeat(64) },
      { quantity: 100_000, lever: 25, clientOrderId: 'A-z_0' },
    ];
    for (const edge of edges) expect(engine.placeOrder(account, { ...btc('buy', 1, 0), ...edge }, NOW).ok).toBe(true);
  });
});

describe('canceling', () => {
  it('takes the order off the book and gives back its margin', () => {
    const account = engine.openAccount(1000 * USDT);
    const id = place(account, btc('buy', 50000, 0.1));
    expect(engine.balance(account).frozen).toBe(500 * USDT);
    expect(engine.cancelOrder(account, id, NOW + 5)).toEqual({ ok: true, value: true });
    expect(orderOf(account, id)).toMatchObject({ status: OrderStatus.CANCELED, updateTime: NOW + 5, depositAmount: '0.0000' });
    expect(engine.balance(account)).toEqual({ available: 1000 * USDT, frozen: 0, margin: 0 });
    expect(depth().bids).toEqual([]);
  });

  it('says why an order cannot be canceled', () => {
    const account = engine.openAccount(1_000_000 * USDT);
    const other = engine.openAccount(1_000_000 * USDT);
    const canceled = place(account, btc('buy', 100, 1));
    engine.cancelOrder(account, canceled, NOW);
    const expired = place(account, btc('buy', 100, 1, { matchType: MatchType.IOC }));
    const filled = place(account, btc('sell', 200, 1));
    place(other, btc('buy', 200, 1));
    const others = place(other, btc('buy', 100, 1));

    expect(engine.cancelOrder(account, canceled, NOW)).toMatchObject({ code: Code.ALREADY_CANCELED });
    expect(engine.cancelOrder(account, expired, NOW)).toMatchObject({ code: Code.ALREADY_CANCELED });
    expect(engine.cancelOrder(account, filled, NOW)).toMatchObject({ code: Code.ALREADY_FILLED });
    for (const id of [others, 12345]) {
      expect(engine.cancelOrder(account, id, NOW)).toEqual({
        ok: false,
        code: Code.ILLEGAL_PARAMETER,
        msg: 'Illegal parameter:entrustId',
      });
    }
    expect(orderOf(other, others).status).toBe(OrderStatus.OPEN);
  });
});

describe('queries', () => {
  it('pages an account’s open orders on a pair, newest first', () => {
    const account = engine.openAccount(1_000_000 * USDT);
    const ids = [1, 2, 3, 4, 5].map((n) => place(account, btc('buy', 100 + n, 1)));
    place(account, { ...btc('buy', 0, 0), pairId: 2, price: 100, quantity: 1 });
    engine.cancelOrder(account, ids[2]!, NOW);

    const page = (pageNo?: number, pageSize?: number) => {
      const result = engine.openOrders(account, 1, pageNo, pageSize);
      if (!result.ok) throw new Error(result.msg);
      return { ...result.value, ids: result.value.records.map((o) => o.id) };
    };
    expect(page()).toMatchObject({ ids: [ids[4], ids[3], ids[1], ids[0]], total: 4, pageNo: 1, pageSize: 10 });
    expect(page(2, 3)).toMatchObject({ ids: [ids[0]], total: 4, pageNo: 2, pageSize: 3 });
    expect(page(3, 3).ids).toEqual([]);
    expect(engine.openOrders(account, 1, 1, 101)).toMatchObject({ code: Code.ILLEGAL_PARAMETER, msg: 'Illegal parameter:pageSize' });
    expect(engine.openOrders(account, 1, 0, 10)).toMatchObject({ code: Code.ILLEGAL_PARAMETER, msg: 'Illegal parameter:pageNo' });
    expect(engine.openOrders(account, 1, 1, 100).ok).toBe(true);
  });

  it('aggregates depth per price level and honours the limit', () => {
    const account = engine.openAccount(1_000_000 * USDT);
    place(account, btc('buy', 100, 1));
    place(account, btc('buy', 100, 2));
    place(account, btc('buy', 101, 0.5));
    place(account, btc('sell', 103, 1));
    place(account, btc('sell', 102, 0.25));
    expect(depth()).toEqual(
      depthRecord(
        [
          ['101.0', '0.500'],
          ['100.0', '3.000'],
        ],
        [
          ['102.0', '0.250'],
          ['103.0', '1.000'],
        ],
      ),
    );
    expect(depth(1)).toEqual(depthRecord([['101.0', '0.500']], [['102.0', '0.250']]));
    expect(engine.depth(1, 0)).toMatchObject({ code: Code.ILLEGAL_PARAMETER, msg: 'Illegal parameter:limit' });
  });
});
