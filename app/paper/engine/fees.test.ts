import { beforeEach, describe, expect, it } from 'vitest';
import { Code, PositionType } from '../../../shared/exchange/enums';
import { createEngine, toPairRecord, type OrderCommand, type PaperEngine } from '.';
import { btc, NOW, place, USDT, valueOf } from './testing';

let engine: PaperEngine;
let maker: number;
let taker: number;
const DAY = 86_400_000;

beforeEach(() => {
  engine = createEngine({ seed: null });
  maker = engine.openAccount(1_000_000 * USDT);
  taker = engine.openAccount(1_000_000 * USDT);
});

/** An ETH-USDT order: price in ticks of 0.01, quantity in lots of 0.01. */
const eth = (side: 'buy' | 'sell', ticks: number, lots: number): OrderCommand => ({
  ...btc(side, 0, 0),
  pairId: 2,
  price: ticks,
  quantity: lots,
});

describe('fees and rebates', () => {
  it('charges the taker 0.06 % and the maker 0.02 %, and pays the maker a 0.01 % rebate', () => {
    const ask = place(engine, maker, btc('sell', 60000, 1));
    place(engine, taker, btc('buy', 60000, 1));
    const [makerFill] = valueOf(engine.fillHistory(maker, 1));
    const [takerFill] = valueOf(engine.fillHistory(taker, 1));
    expect(makerFill).toMatchObject({ orderId: ask, isTaker: false, feeRate: '0.0002', fillFee: '12.0000', feeCurrency: 'USDT' });
    expect(takerFill).toMatchObject({ isTaker: true, feeRate: '0.0006', fillFee: '36.0000' });
    // The maker's margin went into its position; it paid 12 and earned 6.
    expect(engine.balance(maker).available).toBe((1_000_000 - 6000 - 12 + 6) * USDT);
    expect(valueOf(engine.makerEarnings(maker, 1))).toEqual([
      {
        id: makerFill!.tradeId,
        tradeId: makerFill!.tradeId,
        orderId: ask,
        symbol: 'BTC-USDT',
        fillPrice: '60000.0',
        fillQty: '1.000',
        rebateRate: '0.0001',
        rebateAmount: '6.0000',
        tradeTime: NOW,
      },
    ]);
    expect(valueOf(engine.makerEarnings(taker, 1))).toEqual([]);
    // The house keeps the fees less the rebate.
    expect(engine.toSnapshot().houseBalance).toBe((36 + 12 - 6) * USDT);
  });

  it('sums maker earnings per pair and UTC day', () => {
    place(engine, maker, btc('sell', 60000, 1));
    place(engine, maker, btc('sell', 61000, 1));
    place(engine, taker, btc('buy', 60000, 1));
    engine.placeOrder(taker, btc('buy', 61000, 1), NOW + DAY);
    const midnight = NOW - (NOW % DAY);
    expect(valueOf(engine.makerEarningDays(maker, 1))).toEqual([
      { id: expect.any(Number), symbol: 'BTC-USDT', day: midnight + DAY, makerVolume: '61000.0000', rebateAmount: '6.1000', tradeCount: 1 },
      { id: expect.any(Number), symbol: 'BTC-USDT', day: midnight, makerVolume: '60000.0000', rebateAmount: '6.0000', tradeCount: 1 },
    ]);
    const [newest, oldest] = valueOf(engine.makerEarningDays(maker, 1));
    expect(valueOf(engine.makerEarningDays(maker, 1, { idLe: oldest!.id }))).toEqual([oldest]);
    expect(valueOf(engine.makerEarningDays(maker, 1, { limit: 1 }))).toEqual([newest]);
    expect(valueOf(engine.makerEarningDays(maker, 2))).toEqual([]);
  });

  it('rounds fees up and rebates down, once per order, so an order’s fills add up to its rate exactly', () => {
    for (let i = 0; i < 3; i++) place(engine, maker, eth('sell', 1, 1)); // 0.0001 USDT each
    place(engine, taker, eth('buy', 1, 3));
    const fees = valueOf(engine.fillHistory(taker, 2, { isAsc: true })).map((f) => f.fillFee);
    expect(fees).toEqual(['0.0001', '0.0000', '0.0000']); // ⌈0.0003 × 0.06 %⌉ in all
    const makerFills = valueOf(engine.fillHistory(maker, 2));
    expect(makerFills.map((f) => f.fillFee)).toEqual(['0.0001', '0.0001', '0.0001']); // three orders
    expect(valueOf(engine.makerEarnings(maker, 2)).map((e) => e.rebateAmount)).toEqual(['0.0000', '0.0000', '0.0000']);
  });

  it('makes sure the balance covers the taker fee of what would open a position at once (else 2102)', () => {
    place(engine, maker, btc('sell', 60000, 1));
    const exact = engine.openAccount(6000 * USDT);
    expect(engine.placeOrder(exact, btc('buy', 60000, 1), NOW)).toMatchObject({ ok: false, code: Code.INSUFFICIENT_BALANCE });
    expect(engine.balance(exact)).toEqual({ available: 6000 * USDT, frozen: 0, margin: 0 });
    // Resting below the ask, an order needs only its margin.
    const resting = place(engine, exact, btc('buy', 59990, 1));
    expect(engine.balance(exact)).toEqual({ available: 1 * USDT, frozen: 5999 * USDT, margin: 0 });
    engine.cancelOrder(exact, resting, NOW);
    const enough = engine.openAccount(6036 * USDT);
    expect(engine.placeOrder(enough, btc('buy', 60000, 1), NOW).ok).toBe(true);
    expect(engine.balance(enough)).toEqual({ available: 0, frozen: 0, margin: 6000 * USDT });
  });

  it('reports the same rates in trade config (fractions) as in the pair list (percent)', () => {
    const [config] = engine.tradeConfigs();
    expect(config).toEqual({
      pairId: 1,
      takerFeeRate: '0.0006',
      makerFeeRate: '0.0002',
      quantityMin: '0.001',
      quantityMax: '100',
      amountMin: '0.0001',
      amountMax: expect.stringMatching(/^\d+\.\d{4}$/),
    });
    expect(toPairRecord(engine.pairs[0]!)).toMatchObject({ takerTradeFeeRate: '0.06', makerTradeFeeRate: '0.02' });
    expect(engine.tradeConfigs().map((c) => c.pairId)).toEqual([1, 2, 3]);
  });

  it('charges no fee on a liquidation', () => {
    place(engine, maker, btc('buy', 60000, 1, { positionType: PositionType.CROSS }));
    place(engine, taker, btc('sell', 60000, 1));
    valueOf(engine.setMarkPrice(1, 700_000, NOW));
    expect(valueOf(engine.fillHistory(taker, 1, { limit: 1 }))[0]).toMatchObject({ feeRate: '0', fillFee: '0.0000' });
  });
});
