import { describe, expect, it } from 'vitest';
import { applyFill, crossCushionOf, liquidationPrice, type Fill, type MarginRules } from './liquidation';

/** BTC-USDT on the paper exchange: ticks of 0.1, lots of 0.001, amounts in 0.0001 USDT, prices up to its cap. */
const btc: MarginRules = { priceDecimal: 1, tradeDecimal: 3, settleDecimal: 4, maxPrice: '5629499.5' };
const taker = { feeRate: '0.0006', leverage: 10, isolated: true };
const buy = (quantity: string, price: string, more: Partial<Fill> = {}): Fill => ({ isLong: true, quantity, price, ...taker, ...more });
const sell = (quantity: string, price: string, more: Partial<Fill> = {}): Fill => ({ isLong: false, quantity, price, ...taker, ...more });

describe('applyFill', () => {
  it('opens a position with notional ÷ leverage as margin, rounded up, and the taker fee rounded up', () => {
    expect(applyFill(null, buy('1.000', '60000.0'), btc)).toEqual({
      position: { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' },
      closed: '0.000',
      opened: '1.000',
      margin: '6000.0000',
      fee: '36.0000',
      notional: '60000.0000',
      cash: '-6036.0000',
    });
    const odd = applyFill(null, buy('0.007', '60000.1', { leverage: 3, feeRate: '0.0002' }), btc);
    expect(odd).toMatchObject({ margin: '140.0003', fee: '0.0841', notional: '420.0007' });
  });

  it('adds to a position on the same side: quantities, amounts and margins add up', () => {
    const held = { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' };
    expect(applyFill(held, buy('0.500', '58000.0'), btc).position).toEqual({
      isLong: true,
      quantity: '1.500',
      amount: '89000.0000',
      margin: '8900.0000',
    });
  });

  it('reduces a position against it: the lots leave with their share, the PnL and margin come back', () => {
    const held = { isLong: true, quantity: '3.000', amount: '180000.1000', margin: '18000.0100' };
    const effect = applyFill(held, sell('1.000', '61000.0'), btc);
    // A third of 180000.1000 rounded down is 60000.0333; of 18000.0100, 6000.0033.
    expect(effect.position).toEqual({ isLong: true, quantity: '2.000', amount: '120000.0667', margin: '12000.0067' });
    expect(effect).toMatchObject({ closed: '1.000', opened: '0.000', margin: '0.0000', fee: '36.6000' });
    // Margin back 6000.0033 + PnL 61000 − 60000.0333 − fee 36.6.
    expect(effect.cash).toBe('6963.3700');
  });

  it('closes the position exactly and leaves none', () => {
    const held = { isLong: false, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' };
    const effect = applyFill(held, buy('1.000', '59000.0'), btc);
    expect(effect.position).toBeNull();
    expect(effect.cash).toBe('6964.6000'); // margin 6000 + PnL 1000 − fee 35.4
  });

  it('flips a position: closes it, then opens the rest the other way at the order’s leverage', () => {
    const held = { isLong: false, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' };
    const effect = applyFill(held, buy('1.500', '60000.0', { leverage: 5 }), btc);
    expect(effect.position).toEqual({ isLong: true, quantity: '0.500', amount: '30000.0000', margin: '6000.0000' });
    expect(effect).toMatchObject({ closed: '1.000', opened: '0.500', margin: '6000.0000', fee: '54.0000' });
  });

  it('keeps an isolated loss beyond the margin off the balance; a cross one is not', () => {
    const held = { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' };
    expect(applyFill(held, sell('1.000', '50000.0', { feeRate: '0' }), btc).cash).toBe('0.0000');
    expect(applyFill(held, sell('1.000', '50000.0', { feeRate: '0', isolated: false }), btc).cash).toBe('-4000.0000');
  });

  it('earns a maker its rebate, rounded down', () => {
    expect(applyFill(null, buy('0.001', '60000.1', { feeRate: '0.0002', rebateRate: '0.0001' }), btc).cash).toBe('-6.0062'); // rebate 0.0060 − fee 0.0121 − margin 6.0001
  });
});

/** The paper exchange's own cases (app/paper/engine/liquidation.test.ts). */
describe('liquidationPrice', () => {
  const long = { isLong: true, quantity: '1.000', amount: '60000.0000', margin: '6000.0000' };
  const short = { ...long, isLong: false };

  it('of an isolated long: (60000 − 6000) / (1 × (1 − 0.5 %)) = 54271.356…, the highest tick at or below', () => {
    expect(liquidationPrice(long, long.margin, btc)).toBe('54271.3');
  });

  it('of an isolated short: (60000 + 6000) / (1 × (1 + 0.5 %)) = 65671.64…, the lowest tick at or above', () => {
    expect(liquidationPrice(short, short.margin, btc)).toBe('65671.7');
  });

  it('of a cross long with the available balance behind it: (60000 − 6000 − 3964) / 0.995 = 50287.4…', () => {
    expect(liquidationPrice(long, '9964.0000', btc)).toBe('50287.4');
  });

  it('is none (N/A) for a long its cushion carries at any price, and for a short liquidated only past the cap', () => {
    expect(liquidationPrice(long, '99964.0000', btc)).toBeNull();
    expect(liquidationPrice(long, '60000.0000', btc)).toBeNull();
    expect(liquidationPrice({ ...short, quantity: '0.001', amount: '60.0000' }, '100000000.0000', btc)).toBeNull();
    expect(liquidationPrice({ ...long, quantity: '0.000' }, '0', btc)).toBeNull();
  });

  it('finds the exact boundary where rounding the maintenance margin moves it off the closed form', () => {
    // A tiny position: 0.001 BTC, the maintenance of 0.001 × p is rounded down to 0.0001 USDT.
    const tiny = { isLong: true, quantity: '0.001', amount: '60.0000', margin: '6.0000' };
    const price = liquidationPrice(tiny, tiny.margin, btc)!;
    // The exchange's test in its integer units (0.0001 USDT; a tick × a lot is one unit here).
    const atRisk = (ticks: number) => 60_000 + ticks - 600_000 <= Math.floor((ticks * 500_000) / 1e8);
    const ticks = Math.round(Number(price) * 10);
    expect(atRisk(ticks)).toBe(true);
    expect(atRisk(ticks + 1)).toBe(false);
  });

  it('counts other cross positions at their mark: margin + PnL − maintenance each', () => {
    // ETH long 10 opened at 3000 (30000), margin 3000, marked at 2900: PnL −1000, maintenance 0.5 % of 29000 = 145.
    const eth = { isLong: true, amount: '30000.0000', margin: '3000.0000', unrealizedPnl: '-1000.0000' };
    expect(crossCushionOf([eth], btc)).toBe('1855.0000');
    // A short marked up: notional = amount − PnL.
    const sol = { isLong: false, amount: '1000.0000', margin: '100.0000', unrealizedPnl: '-100.0000' };
    expect(crossCushionOf([sol], btc)).toBe('-5.5000');
    expect(crossCushionOf([], btc)).toBe('0.0000');
  });
});
