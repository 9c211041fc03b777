import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { PositionType } from '../../../shared/exchange';
import {
  crossCushion,
  isAtRisk,
  liquidationPriceOf,
  liquidationPriceWith,
  maintenanceOf,
  markPriceOf,
  maxRemovableMargin,
  notionalAtMark,
  previewMarginChange,
  releverLiquidation,
  releverPreview,
  roeOf,
} from './margin-model';
import { btcPosition as position } from './testing';

/** BTC-USDT on the paper exchange: prices in 0.1, quantities in 0.001, money in 0.0001 USDT. */
const BTC = { priceDecimal: 1, settleDecimal: 4 };
const BTC_COIN = { ...BTC, settleCoin: 'USDT' };

const cross = { positionType: PositionType.CROSS };

const text = (value: Decimal, places: number) => value.toFixed(places);

describe('the mark a position was valued at', () => {
  it('is the opening amount plus (long) or minus (short) the PnL, over the quantity', () => {
    expect(text(notionalAtMark(position({ unrealizedPnl: '-1000.0000' })), 4)).toBe('59000.0000');
    expect(text(markPriceOf(position({ unrealizedPnl: '-1000.0000' }))!, 1)).toBe('59000.0');
    expect(text(markPriceOf(position({ isLong: false, unrealizedPnl: '-1000.0000' }))!, 1)).toBe('61000.0');
    expect(text(markPriceOf(position({ quantity: '0.250', amount: '15002.5000', unrealizedPnl: '12.5000' }))!, 1)).toBe('60060.0');
    expect(markPriceOf(position({ quantity: '0' }))).toBeNull();
  });

  it('gives ROE as PnL over margin', () => {
    expect(roeOf({ unrealizedPnl: '-600.0000', marginAmount: '6000.0000' })!.toString()).toBe('-0.1');
    expect(roeOf({ unrealizedPnl: '1', marginAmount: '0' })).toBeNull();
  });
});

describe('maintenance margin', () => {
  it('is 0.5 % of the value, rounded down to settle units', () => {
    expect(text(maintenanceOf(new Decimal('60000'), 4), 4)).toBe('300.0000');
    expect(text(maintenanceOf(new Decimal('0.0199'), 4), 4)).toBe('0.0000');
    expect(text(maintenanceOf(new Decimal('12345.6789'), 4), 4)).toBe('61.7283');
  });
});

describe('the liquidation price (the exchange’s restrictPrice)', () => {
  it('of an isolated long is the highest tick at risk: (60000 − 6000) / 0.995 = 54271.35… → 54271.3', () => {
    const p = position();
    expect(text(liquidationPriceOf(p, BTC), 1)).toBe('54271.3');
    expect(isAtRisk(p, new Decimal('6000'), new Decimal('54271.3'), 4)).toBe(true);
    expect(isAtRisk(p, new Decimal('6000'), new Decimal('54271.4'), 4)).toBe(false);
  });

  it('of an isolated short is the lowest tick at risk: (60000 + 6000) / 1.005 = 65671.64… → 65671.7', () => {
    expect(text(liquidationPriceOf(position({ isLong: false }), BTC), 1)).toBe('65671.7');
  });

  it('does not depend on where the mark is now', () => {
    expect(text(liquidationPriceOf(position({ unrealizedPnl: '-2500.0000' }), BTC), 1)).toBe('54271.3');
  });

  it('of a cross long counts the available balance: (60000 − 6000 − 3964) / 0.995 = 50287.4…', () => {
    const p = position(cross);
    expect(text(liquidationPriceOf(p, BTC, { positions: [p], available: '3964.0000' }), 1)).toBe('50287.4');
  });

  it('of a cross long that the balance carries at any price is 0 (none)', () => {
    const p = position(cross);
    expect(liquidationPriceOf(p, BTC, { positions: [p], available: '93964.0000' }).isZero()).toBe(true);
  });

  it('of a cross position counts the other cross positions’ margin + PnL − maintenance, not the isolated ones', () => {
    const p = position(cross);
    // ETH short, 10 opened for 29500, now worth 30000 (maintenance 150): adds 3000 − 500 − 150 = 2350.
    const eth = position({
      ...cross,
      symbol: 'ETH-USDT',
      isLong: false,
      quantity: '10.00',
      amount: '29500.0000',
      marginAmount: '3000.0000',
      unrealizedPnl: '-500.0000',
    });
    const isolated = position({ symbol: 'SOL-USDT', marginAmount: '999.0000' });
    expect(text(crossCushion([p, eth, isolated], '1000.0000', p, 4), 4)).toBe('3350.0000');
    // (60000 − 6000 − 3350) / 0.995 = 50904.52… → 50904.5
    expect(text(liquidationPriceOf(p, BTC, { positions: [p, eth, isolated], available: '1000.0000' }), 1)).toBe('50904.5');
  });

  it('is exact to the tick where rounding of the maintenance margin decides', () => {
    // A small odd position: every tick near the answer checked against the integer test.
    const p = position({ quantity: '0.003', amount: '180.0300', marginAmount: '18.0030' });
    const price = liquidationPriceWith(p, new Decimal('18.003'), BTC);
    const tick = new Decimal('0.1');
    expect(isAtRisk(p, new Decimal('18.003'), price, 4)).toBe(true);
    expect(isAtRisk(p, new Decimal('18.003'), price.plus(tick), 4)).toBe(false);
    const short = { ...p, isLong: false };
    const up = liquidationPriceWith(short, new Decimal('18.003'), BTC);
    expect(isAtRisk(short, new Decimal('18.003'), up, 4)).toBe(true);
    expect(isAtRisk(short, new Decimal('18.003'), up.minus(tick), 4)).toBe(false);
  });

  it('of a long with as much margin as its value (1×) is 0: only a price of nothing would liquidate it', () => {
    expect(liquidationPriceOf(position({ lever: 1, marginAmount: '60000.0000' }), BTC).isZero()).toBe(true);
    expect(liquidationPriceOf(position({ lever: 1, marginAmount: '60500.0000' }), BTC).isZero()).toBe(true);
  });
});

describe('the most margin that may be removed', () => {
  // The engine's test: 7000 margin (6000 + 1000 added) at 10×.
  const p = (mark: number) => position({ marginAmount: '7000.0000', unrealizedPnl: new Decimal(mark).minus(60000).toFixed(4) });

  it('keeps margin, less an unrealised loss, at the initial margin at the mark; a profit does not count', () => {
    expect(text(maxRemovableMargin(p(60000), 4), 4)).toBe('1000.0000'); // 7000 − 6000
    expect(text(maxRemovableMargin(p(61000), 4), 4)).toBe('900.0000'); // 7000 − 6100
    expect(text(maxRemovableMargin(p(59000), 4), 4)).toBe('100.0000'); // 7000 − 1000 − 5900
    expect(text(maxRemovableMargin(p(50000), 4), 4)).toBe('0.0000');
  });

  it('rounds the initial margin up to settle units', () => {
    // Value 180.0300 at 7× is 25.71857… → 25.7186 initial.
    const small = position({ lever: 7, quantity: '0.003', amount: '180.0300', marginAmount: '30.0000' });
    expect(text(maxRemovableMargin(small, 4), 4)).toBe('4.2814');
  });

  it('is nothing for a cross position', () => {
    expect(maxRemovableMargin(position(cross), 4).isZero()).toBe(true);
  });
});

describe('previewing a margin change', () => {
  it('adding lowers a long’s liquidation price: 7000 margin → (60000 − 7000) / 0.995 = 53266.3…', () => {
    const preview = previewMarginChange(position(), 'add', new Decimal('1000'), '20000.0000', BTC_COIN);
    expect(text(preview.margin, 4)).toBe('7000.0000');
    expect(text(preview.liquidationPrice, 1)).toBe('53266.3');
    expect(preview.problem).toBeNull();
  });

  it('removing raises it, and is refused past the most removable', () => {
    const p = position({ marginAmount: '7000.0000' });
    const ok = previewMarginChange(p, 'remove', new Decimal('1000'), '0', BTC_COIN);
    expect(text(ok.liquidationPrice, 1)).toBe('54271.3');
    expect(ok.problem).toBeNull();
    expect(previewMarginChange(p, 'remove', new Decimal('1000.0001'), '0', BTC_COIN).problem).toBe('At most 1000.0000 USDT may be removed');
  });

  it('adding more than the available balance is refused', () => {
    expect(previewMarginChange(position(), 'add', new Decimal('20000.0001'), '20000.0000', BTC_COIN).problem).toBe(
      'More than the available 20000.0000 USDT',
    );
    expect(previewMarginChange(position(), 'add', new Decimal('20000'), '20000.0000', BTC_COIN).problem).toBeNull();
  });

  it('a cross position has no margin of its own to move', () => {
    expect(previewMarginChange(position(cross), 'add', new Decimal('1'), '100', BTC_COIN).problem).toMatch(/cross position/);
  });
});

describe('re-levering an open position', () => {
  it('tops an isolated position up to its new initial margin from Available, and keeps any excess', () => {
    expect(releverPreview(position(), 5, 4)).toEqual({ margin: new Decimal('12000'), fromAvailable: new Decimal('6000') });
    expect(releverPreview(position(), 20, 4)).toEqual({ margin: new Decimal('6000'), fromAvailable: new Decimal('0') });
  });

  it('sets a cross position’s margin to exactly its new initial margin', () => {
    expect(releverPreview(position(cross), 25, 4)).toEqual({ margin: new Decimal('2400'), fromAvailable: new Decimal('-3600') });
  });
});

describe('the liquidation price the Leverage dialog shows', () => {
  const reported = (more: Parameters<typeof position>[0] = {}) => ({ ...position(more), restrictPrice: '54271.3' });

  it('of an isolated long set to a lower leverage falls with the margin topped up: 12000 margin → (60000 − 12000) / 0.995', () => {
    const { now, after } = releverLiquidation(reported(), 5, BTC);
    expect(text(now, 1)).toBe('54271.3');
    // The same estimate Adjust margin gives for 6000 added.
    expect(text(after, 1)).toBe(text(previewMarginChange(position(), 'add', new Decimal('6000'), '99999', BTC_COIN).liquidationPrice, 1));
    expect(text(after, 1)).toBe('48241.2');
  });

  it('of an isolated short set to a lower leverage rises: (60000 + 12000) / 1.005', () => {
    const short = { ...position({ isLong: false }), restrictPrice: '65671.7' };
    expect(text(releverLiquidation(short, 5, BTC).after, 1)).toBe('71641.8');
  });

  it('of an isolated position set to a higher leverage stays: it keeps its margin', () => {
    expect(text(releverLiquidation(reported(), 20, BTC).after, 1)).toBe('54271.3');
  });

  it('of a cross position stays: what leaves its margin backs it from Available', () => {
    const p = { ...position(cross), restrictPrice: '50287.4' };
    expect(text(releverLiquidation(p, 25, BTC).after, 1)).toBe('50287.4');
    expect(text(releverLiquidation(p, 2, BTC).after, 1)).toBe('50287.4');
  });
});
