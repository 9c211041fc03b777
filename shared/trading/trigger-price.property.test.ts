/**
 * Every "by" unit (%, ROE, USDT of PnL) becomes a price on the market's tick that never realises a larger loss (a
 * stop) or a smaller profit (a target) than the trader asked, for any entry, size on the lot, and leverage.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, ExactDecimal as Decimal, forAnyPosition } from './exact-testing';
import { triggerPriceOf } from './trigger-price';

describe('a stop or target by %, ROE or PnL', () => {
  it('never realises a larger loss or a smaller profit than asked, at the tick and lot', () => {
    forAnyPosition(
      {
        lever: fc.integer({ min: 1, max: 125 }),
        kind: fc.constantFrom('stop-loss' as const, 'take-profit' as const),
        by: fc.constantFrom('percent' as const, 'roe' as const, 'pnl' as const),
        valueHundredths: fc.integer({ min: 1, max: 50_000 }),
      },
      (c, { entry, quantity }) => {
        const value = decimalOf(c.valueHundredths, 2);
        const position = {
          isLong: c.isLong,
          openingPrice: entry.toFixed(c.priceDecimal),
          quantity: quantity.toFixed(c.tradeDecimal),
          lever: c.lever,
        };
        const result = triggerPriceOf({ kind: c.kind, by: c.by, value: value.toString() }, position, c.priceDecimal);
        if (!result.ok) return;
        const price = new Decimal(result.price);
        expect(price.gt(0)).toBe(true);
        expect(price.decimalPlaces()).toBeLessThanOrEqual(c.priceDecimal);
        const pnl = price
          .minus(entry)
          .times(quantity)
          .times(c.isLong ? 1 : -1);
        // Compared by cross-multiplying, so no division of the test's own rounds: loss × 100 × lever vs margin's share.
        const scaled = c.by === 'pnl' ? pnl : c.by === 'percent' ? pnl.times(100) : pnl.times(100).times(c.lever);
        const asked = c.by === 'pnl' ? value : entry.times(quantity).times(value);
        if (c.kind === 'stop-loss') {
          expect(pnl.lt(0), 'a stop loses').toBe(true);
          expect(scaled.neg().lte(asked), `loss ${pnl.neg()} over what was asked`).toBe(true);
        } else {
          expect(scaled.gte(asked), `profit ${pnl} under what was asked`).toBe(true);
        }
      },
    );
  });
});
