/**
 * The order form's estimate (shared/trading/liquidation.ts, which the renderer uses) against the paper exchange
 * itself: from what the trader can see before sending (their position records and available balance), the estimate
 * of the position after the order and of its liquidation price must be exactly what the engine then reports.
 * The order fills at its limit price: a maker rests there first (the trader is the taker), or the trader rests
 * there and a maker takes it (the trader is the maker, and earns the rebate).
 */
import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { MatchType, PositionType } from '../../shared/exchange/enums';
import { applyFill, crossCushionOf, liquidationPrice, PAPER_MAKER_REBATE_RATE, type MarginRules } from '../../shared/trading';
import { createEngine, toPairRecord, type PaperEngine } from './engine';
import { PAIRS } from './engine/pairs';
import type { OrderCommand } from './engine/rules';

const NOW = 1_700_000_000_000;
let engine: PaperEngine;
let maker: number;
let ids = 0;

interface Pick {
  pairId: number;
  side: 'buy' | 'sell';
  price: string;
  quantity: string;
  lever: number;
  mode: 'isolated' | 'cross';
  role?: 'taker' | 'maker';
}

function rulesOf(pairId: number): MarginRules & { taker: string; maker: string } {
  const pair = toPairRecord(PAIRS.find((p) => p.id === pairId)!);
  const config = engine.tradeConfigs().find((c) => c.pairId === pairId)!;
  return {
    priceDecimal: pair.priceDecimal,
    tradeDecimal: pair.tradeDecimal,
    settleDecimal: pair.settleDecimal,
    maxPrice: (Number(config.amountMax) / Number(config.quantityMax)).toFixed(pair.priceDecimal),
    taker: config.takerFeeRate,
    maker: config.makerFeeRate,
  };
}

function valueOf<T>(outcome: { ok: true; value: T } | { ok: false; code: number; msg: string }): T {
  if (!outcome.ok) throw new Error(`rejected ${outcome.code}: ${outcome.msg}`);
  return outcome.value;
}

const command = (pick: Pick, isLong: boolean, lever: number, positionType: number): OrderCommand => {
  const rules = rulesOf(pick.pairId);
  return {
    pairId: pick.pairId,
    isLong,
    isMarket: false,
    matchType: MatchType.GTC,
    price: Math.round(Number(pick.price) * 10 ** rules.priceDecimal),
    quantity: Math.round(Number(pick.quantity) * 10 ** rules.tradeDecimal),
    lever,
    positionType,
    clientOrderId: `p${++ids}`,
  };
};

/** What the form would estimate from the trader's screen before sending `pick`. */
function estimate(trader: number, pick: Pick) {
  const rules = rulesOf(pick.pairId);
  const positions = valueOf(engine.positions(trader, { pageSize: 100 })).records;
  const available = valueOf(engine.balanceRecord(trader, 'USDT')).availableAmount;
  const held = positions.find((p) => p.contractPairId === pick.pairId);
  const role = pick.role ?? 'taker';
  const effect = applyFill(
    held ? { isLong: held.isLong, quantity: held.quantity, amount: held.amount, margin: held.marginAmount } : null,
    {
      isLong: pick.side === 'buy',
      quantity: pick.quantity,
      price: pick.price,
      leverage: pick.lever,
      feeRate: role === 'taker' ? rules.taker : rules.maker,
      rebateRate: role === 'maker' ? PAPER_MAKER_REBATE_RATE : '0',
      isolated: pick.mode === 'isolated',
    },
    rules,
  );
  const availableAfter = new Decimal(available).plus(effect.cash);
  if (!effect.position) return { position: null, liquidation: null, availableAfter };
  const others = positions.filter((p) => p.contractPairId !== pick.pairId && p.positionType === PositionType.CROSS);
  const cushion =
    pick.mode === 'isolated'
      ? new Decimal(effect.position.margin)
      : availableAfter.plus(effect.position.margin).plus(
          crossCushionOf(
            others.map((p) => ({ ...p, margin: p.marginAmount })),
            rules,
          ),
        );
  return { position: effect.position, liquidation: liquidationPrice(effect.position, cushion.toFixed(), rules), availableAfter };
}

/** Sends `pick` for the trader and has it fill in full at its price; returns false if the exchange refused it. */
function fill(trader: number, pick: Pick): boolean {
  const positionType = pick.mode === 'cross' ? PositionType.CROSS : PositionType.ISOLATED;
  const own = command(pick, pick.side === 'buy', pick.lever, positionType);
  const other = command(pick, pick.side !== 'buy', 1, PositionType.CROSS);
  if (pick.role === 'maker') {
    if (!engine.placeOrder(trader, own, NOW).ok) return false;
    valueOf(engine.placeOrder(maker, other, NOW));
    return true;
  }
  const resting = valueOf(engine.placeOrder(maker, other, NOW)).orderId;
  if (engine.placeOrder(trader, own, NOW).ok) return true;
  valueOf(engine.cancelOrder(maker, resting, NOW));
  return false;
}

function reported(trader: number, pairId: number) {
  const p = valueOf(engine.positions(trader, { pageSize: 100 })).records.find((r) => r.contractPairId === pairId);
  if (!p) return { position: null, liquidation: null };
  return {
    position: { isLong: p.isLong, quantity: p.quantity, amount: p.amount, margin: p.marginAmount },
    liquidation: Number(p.restrictPrice) === 0 ? null : p.restrictPrice,
  };
}

/** Estimates, sends, and checks the estimate against what the exchange then reports. */
function check(trader: number, pick: Pick) {
  const { availableAfter: _, ...before } = estimate(trader, pick);
  expect(fill(trader, pick), JSON.stringify(pick)).toBe(true);
  expect(before, JSON.stringify(pick)).toEqual(reported(trader, pick.pairId));
  return before;
}

const usdt = (amount: number) => amount * 10_000;

beforeEach(() => {
  engine = createEngine({ seed: null });
  maker = engine.openAccount(usdt(1_000_000_000));
});

const btc = (side: 'buy' | 'sell', price: string, quantity: string, more: Partial<Pick> = {}): Pick => ({
  pairId: 1,
  side,
  price,
  quantity,
  lever: 10,
  mode: 'isolated',
  ...more,
});

describe('the liquidation estimate matches the paper exchange', () => {
  it('for new isolated positions, long and short', () => {
    expect(check(engine.openAccount(usdt(100_000)), btc('buy', '60000.0', '1.000')).liquidation).toBe('54271.3');
    expect(check(engine.openAccount(usdt(100_000)), btc('sell', '60000.0', '1.000')).liquidation).toBe('65671.7');
  });

  it('for a cross position with the whole available balance behind it, or none at all', () => {
    expect(check(engine.openAccount(usdt(10_000)), btc('buy', '60000.0', '1.000', { mode: 'cross' })).liquidation).toBe('50287.4');
    expect(check(engine.openAccount(usdt(100_000)), btc('buy', '60000.0', '1.000', { mode: 'cross' })).liquidation).toBeNull();
  });

  it('when adding to, reducing, closing and flipping a position', () => {
    const trader = engine.openAccount(usdt(50_000));
    check(trader, btc('buy', '60000.0', '1.000'));
    check(trader, btc('buy', '58000.5', '0.333'));
    check(trader, btc('sell', '61000.0', '0.400'));
    expect(check(trader, btc('sell', '59000.0', '0.933')).position).toBeNull();
    check(trader, btc('sell', '60000.0', '0.500', { mode: 'cross', lever: 5 }));
    check(trader, btc('buy', '60500.0', '1.200', { mode: 'cross', lever: 7 }));
  });

  it('with other cross positions marked away from their entry', () => {
    const trader = engine.openAccount(usdt(20_000));
    check(trader, { pairId: 2, side: 'buy', price: '3000.00', quantity: '10.00', lever: 10, mode: 'cross' });
    valueOf(engine.setMarkPrice(2, 290_000, NOW));
    check(trader, btc('sell', '60000.0', '0.500', { mode: 'cross', lever: 20 }));
  });

  it('for a maker fill, with its fee and rebate', () => {
    const trader = engine.openAccount(usdt(10_000));
    check(trader, btc('buy', '60000.1', '1.001', { mode: 'cross', role: 'maker' }));
  });

  it('over many random sequences of orders', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let checked = 0;
    for (let run = 0; run < 60; run++) {
      const trader = engine.openAccount(usdt(1_000 + Math.floor(random() * 200_000)));
      const mode = random() < 0.5 ? 'cross' : 'isolated';
      const lever = 1 + Math.floor(random() * 25);
      for (let step = 0; step < 4; step++) {
        const pick = btc(
          random() < 0.5 ? 'buy' : 'sell',
          (55_000 + Math.floor(random() * 100_000) / 10).toFixed(1),
          (0.001 + Math.floor(random() * 3000) / 1000).toFixed(3),
          {
            mode,
            lever,
            role: random() < 0.3 ? 'maker' : 'taker',
          },
        );
        const { availableAfter, ...before } = estimate(trader, pick);
        // The form refuses an order whose cost is more than the available balance; the exchange may take it.
        if (availableAfter.isNegative()) continue;
        if (!fill(trader, pick)) continue; // refused (e.g. not enough balance): nothing to compare
        expect(before, `run ${run} step ${step} ${JSON.stringify(pick)}`).toEqual(reported(trader, 1));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
