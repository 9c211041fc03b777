import { beforeEach, describe, expect, it } from 'vitest';
import { Code, PositionType } from '../../../shared/exchange/enums';
import { createEngine, type PaperEngine } from '.';
import { btc, NOW, place, totalMoney, USDT, valueOf } from './testing';

let engine: PaperEngine;
let long: number;
let short: number;
const MARK = 600_000; // 60000.0
const cross = { positionType: PositionType.CROSS };

const position = (account: number) => valueOf(engine.positions(account)).records[0]!;
const tariffs = (account: number) => valueOf(engine.tariffs(account)).records;

beforeEach(() => {
  engine = createEngine({ seed: null });
  long = engine.openAccount(100_000 * USDT);
  short = engine.openAccount(100_000 * USDT);
  place(engine, short, btc('sell', 60000, 1, cross));
  place(engine, long, btc('buy', 60000, 1));
});

describe('funding', () => {
  it('has longs pay shorts when the rate is positive: from an isolated margin, into a cross balance', () => {
    const shortBefore = engine.balance(short).available;
    expect(engine.settleFunding(1, 10_000, MARK, NOW + 3600_000)).toEqual({ ok: true, value: 2 });
    expect(position(long)).toMatchObject({ marginAmount: '5994.0000', tariffAmount: '-6.0000' });
    expect(engine.balance(short).available - shortBefore).toBe(6 * USDT);
    expect(position(short)).toMatchObject({ tariffAmount: '6.0000' });
    expect(tariffs(long)).toEqual([
      {
        id: expect.any(Number),
        symbol: 'BTC-USDT',
        isLong: true,
        quantity: '1.000',
        openingPrice: '60000.00000',
        settledRate: '0.0001',
        tariffAmount: '-6.0000',
        fundingTime: NOW + 3600_000,
      },
    ]);
    expect(engine.markPrice(1)).toBe(MARK);
  });

  it('has shorts pay longs when the rate is negative', () => {
    const before = totalMoney(engine);
    valueOf(engine.settleFunding(1, -25_000, MARK, NOW));
    expect(position(long)).toMatchObject({ marginAmount: '6015.0000', tariffAmount: '15.0000' });
    expect(tariffs(short)[0]).toMatchObject({ settledRate: '-0.00025', tariffAmount: '-15.0000' });
    expect(totalMoney(engine)).toBe(before);
  });

  it('rounds payments up and receipts down; the house keeps the difference', () => {
    const a = engine.openAccount(1000 * USDT);
    const b = engine.openAccount(1000 * USDT);
    place(engine, a, { ...btc('sell', 0, 0), pairId: 2, price: 333, quantity: 1 }); // 0.0333 USDT
    place(engine, b, { ...btc('buy', 0, 0), pairId: 2, price: 333, quantity: 1 });
    const house = engine.toSnapshot().houseBalance;
    const before = totalMoney(engine);
    valueOf(engine.settleFunding(2, 1_000_000, 333, NOW)); // 1 %: 0.000333 USDT
    expect(tariffs(b)[0]!.tariffAmount).toBe('-0.0004');
    expect(tariffs(a)[0]!.tariffAmount).toBe('0.0003');
    expect(engine.toSnapshot().houseBalance - house).toBe(1);
    expect(totalMoney(engine)).toBe(before);
  });

  it('takes a payment larger than an isolated margin out of all of it, and the position is liquidated at that mark', () => {
    const before = totalMoney(engine);
    valueOf(engine.settleFunding(1, 20_000_000, MARK, NOW)); // 20 %: 12000 on a 6000 margin
    expect(tariffs(long)[0]!.tariffAmount).toBe('-6000.0000');
    expect(valueOf(engine.positions(long)).total).toBe(0);
    // The short receives it all: the house pays what the long could not.
    expect(engine.balance(short).available).toBe((100_000 - 6000 - 12 + 6 + 12_000) * USDT);
    expect(totalMoney(engine)).toBe(before);
  });

  it('refuses a rate beyond ±100 % or a price beyond the pair’s, changing nothing', () => {
    for (const [rate, mark, field] of [
      [100_000_001, MARK, 'fundingRate'],
      [1.5, MARK, 'fundingRate'],
      [10_000, 0, 'markPrice'],
    ] as const) {
      expect(engine.settleFunding(1, rate, mark, NOW)).toEqual({ ok: false, code: Code.ILLEGAL_PARAMETER, msg: `Illegal parameter:${field}` });
    }
    expect(engine.settleFunding(9, 0, MARK, NOW)).toMatchObject({ msg: 'Illegal parameter:pairName' });
    expect(tariffs(long)).toEqual([]);
    expect(engine.markPrice(1)).toBeNull();
  });
});
