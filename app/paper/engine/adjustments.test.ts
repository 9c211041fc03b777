import { beforeEach, describe, expect, it } from 'vitest';
import { Code, PositionType } from '../../../shared/exchange/enums';
import { createEngine, type PaperEngine } from '.';
import { btc, NOW, place, USDT, valueOf } from './testing';

let engine: PaperEngine;
let maker: number;
let trader: number;
const { ISOLATED, CROSS } = PositionType;

const position = (account = trader) => valueOf(engine.positions(account)).records[0]!;
const balance = () => engine.balance(trader);

beforeEach(() => {
  engine = createEngine({ seed: null });
  maker = engine.openAccount(10_000_000 * USDT);
  trader = engine.openAccount(20_000 * USDT);
});

/** The trader buys 1 BTC at 60000, isolated or cross, at 10×. */
const openLong = (positionType: number = ISOLATED) => {
  place(engine, maker, btc('sell', 60000, 1, { positionType: CROSS }));
  place(engine, trader, btc('buy', 60000, 1, { positionType }));
};

describe('leverage', () => {
  it('is 10 by default, and set per pair and position type', () => {
    expect(engine.getUserLever(trader, 1)).toEqual({ ok: true, value: { contractPairId: 1, positionType: ISOLATED, lever: 10 } });
    expect(engine.setUserLever(trader, 1, CROSS, 20, NOW)).toEqual({ ok: true, value: true });
    expect(valueOf(engine.getUserLever(trader, 1))).toEqual({ contractPairId: 1, positionType: CROSS, lever: 20 });
    expect(valueOf(engine.getUserLever(trader, 1, ISOLATED)).lever).toBe(10);
    expect(valueOf(engine.getUserLever(trader, 2)).lever).toBe(10);
  });

  it.each([
    ['lever', 1, ISOLATED, 0],
    ['lever', 1, ISOLATED, 26],
    ['lever', 1, ISOLATED, 2.5],
    ['positionType', 1, 2, 10],
    ['contractPairId', 7, ISOLATED, 10],
  ])('refuses an illegal %s', (field, pairId, positionType, lever) => {
    expect(engine.setUserLever(trader, pairId, positionType, lever, NOW)).toEqual({
      ok: false,
      code: Code.ILLEGAL_PARAMETER,
      msg: `Illegal parameter:${field}`,
    });
    expect(valueOf(engine.getUserLever(trader, 1))).toEqual({ contractPairId: 1, positionType: ISOLATED, lever: 10 });
  });

  it('re-levers an open isolated position: topping its margin up, or leaving the excess to remove', () => {
    openLong();
    valueOf(engine.setUserLever(trader, 1, ISOLATED, 5, NOW));
    expect(position()).toMatchObject({ lever: 5, marginAmount: '12000.0000' });
    expect(balance().available).toBe((20_000 - 12_000 - 36) * USDT);
    valueOf(engine.setUserLever(trader, 1, ISOLATED, 20, NOW));
    expect(position()).toMatchObject({ lever: 20, marginAmount: '12000.0000' });
    expect(valueOf(engine.getUserLever(trader, 1)).lever).toBe(20);
    // 60000 / 20 is all the position needs now.
    expect(engine.adjustMargin(trader, position().id, false, 9000 * USDT, NOW).ok).toBe(true);
    expect(engine.setUserLever(trader, 1, ISOLATED, 1, NOW)).toMatchObject({ ok: false, code: Code.INSUFFICIENT_BALANCE });
    expect(position()).toMatchObject({ lever: 20, marginAmount: '3000.0000' });
  });

  it('re-levers an open cross position to exactly its new initial margin', () => {
    openLong(CROSS);
    valueOf(engine.setUserLever(trader, 1, CROSS, 25, NOW));
    expect(position()).toMatchObject({ lever: 25, marginAmount: '2400.0000' });
    expect(balance()).toEqual({ available: (20_000 - 2400 - 36) * USDT, frozen: 0, margin: 2400 * USDT });
    // Orders adding to it now carry 25.
    expect(engine.placeOrder(trader, btc('buy', 50000, 0.1, { positionType: CROSS }), NOW)).toMatchObject({ msg: 'Illegal parameter:lever' });
    expect(engine.placeOrder(trader, btc('buy', 50000, 0.1, { positionType: CROSS, lever: 25 }), NOW).ok).toBe(true);
  });
});

describe('margin of an isolated position (callMarginAmount)', () => {
  it('adds from the available balance, 2102 beyond it', () => {
    openLong();
    expect(engine.adjustMargin(trader, position().id, true, 1000 * USDT, NOW)).toEqual({ ok: true, value: true });
    expect(position().marginAmount).toBe('7000.0000');
    expect(balance()).toEqual({ available: (20_000 - 7000 - 36) * USDT, frozen: 0, margin: 7000 * USDT });
    expect(engine.adjustMargin(trader, position().id, true, 13_000 * USDT, NOW)).toMatchObject({ code: Code.INSUFFICIENT_BALANCE });
    expect(position().marginAmount).toBe('7000.0000');
  });

  it('removes at most what keeps margin, less any unrealised loss, at the initial margin at the mark (2105)', () => {
    openLong();
    const { id } = position();
    valueOf(engine.adjustMargin(trader, id, true, 1000 * USDT, NOW));
    /** At this mark, exactly `usdt` can be removed: one settle unit more cannot. */
    const expectRemovable = (markUsdt: number, usdt: number) => {
      valueOf(engine.setMarkPrice(1, markUsdt * 10, NOW));
      expect(engine.adjustMargin(trader, id, false, usdt * USDT + 1, NOW)).toEqual({
        ok: false,
        code: Code.INSUFFICIENT_MARGIN,
        msg: 'Insufficient position margin',
      });
      expect(engine.adjustMargin(trader, id, false, usdt * USDT, NOW).ok).toBe(true);
      valueOf(engine.adjustMargin(trader, id, true, usdt * USDT, NOW));
    };
    expectRemovable(60000, 1000); // 7000 − 6000
    expectRemovable(61000, 900); // 7000 − 6100: a profit does not count
    expectRemovable(59000, 100); // 7000 − 1000 loss − 5900
    expect(position().marginAmount).toBe('7000.0000');
  });

  it('answers 2104 for a position that is not the account’s, 2001 for a cross one or a bad amount', () => {
    openLong();
    const { id } = position();
    const makers = position(maker);
    expect(engine.adjustMargin(trader, 999, true, 1, NOW)).toMatchObject({ code: Code.POSITION_GONE });
    expect(engine.adjustMargin(trader, makers.id, true, 1, NOW)).toMatchObject({ code: Code.POSITION_GONE });
    expect(engine.adjustMargin(maker, makers.id, true, 1, NOW)).toEqual({
      ok: false,
      code: Code.ILLEGAL_PARAMETER,
      msg: 'Illegal parameter:positionId',
    });
    expect(engine.adjustMargin(trader, id, true, 0, NOW)).toMatchObject({ msg: 'Illegal parameter:marginAmount' });
    place(engine, maker, btc('buy', 60000, 1, { positionType: CROSS }));
    place(engine, trader, btc('sell', 60000, 1));
    expect(engine.adjustMargin(trader, id, true, 1, NOW)).toMatchObject({ code: Code.POSITION_GONE });
  });
});
