import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { EntryContext } from './entry-context';
import { sizeByRisk, type RiskInput } from './risk-sizing';
import { context, PAPER_PAIRS } from './testing';

/** The paper exchange's own pairs and trade configs: BTC (0.1 / 0.001), ETH (0.01 / 0.01), SOL (0.001 / 0.1). */
const paperContext = (symbol: string, more: Partial<EntryContext> = {}): EntryContext => {
  const { pair, config } = PAPER_PAIRS.find((p) => p.pair.symbol === symbol)!;
  return context({ pair, config, book: null, ...more });
};

const input = (more: Partial<RiskInput>): RiskInput => ({
  risk: '50',
  unit: 'quote',
  stop: '',
  target: '',
  entry: null,
  leverage: 10,
  marginMode: 'isolated',
  equity: '10000',
  ...more,
});

/** The loss at the stop as the exchange books it: the move, and each fee rounded up to the settle unit. */
function bookedLoss(q: string, entry: string, stop: string, entryRate: string, exitRate: string): Decimal {
  const up = (d: Decimal) => d.toDecimalPlaces(4, Decimal.ROUND_UP);
  const quantity = new Decimal(q);
  return quantity
    .times(new Decimal(entry).minus(stop).abs())
    .plus(up(quantity.times(entry).times(entryRate)))
    .plus(up(quantity.times(stop).times(exitRate)));
}

describe('sizing by risk', () => {
  const cases = [
    { symbol: 'BTC-USDT', entry: '60000.0', stop: '59400.0', lot: '0.001' },
    { symbol: 'ETH-USDT', entry: '3000.00', stop: '2970.55', lot: '0.01' },
    { symbol: 'SOL-USDT', entry: '150.000', stop: '148.125', lot: '0.1' },
  ];
  for (const { symbol, entry, stop, lot } of cases) {
    for (const side of ['long', 'short'] as const) {
      it(`${symbol} ${side}: the largest lot count whose loss at the stop with fees is within the risk`, () => {
        const ctx = paperContext(symbol);
        const s = side === 'long' ? stop : new Decimal(entry).times(2).minus(stop).toFixed(ctx.pair.priceDecimal);
        const sized = sizeByRisk(input({ entry, stop: s }), ctx);
        if (!sized.ok) throw new Error(sized.message);
        const { size } = sized;
        expect(size.side).toBe(side === 'long' ? 'buy' : 'sell');
        expect(size.quantity.split('.')[1]?.length ?? 0).toBe(ctx.pair.tradeDecimal);
        // A resting limit enters at the maker fee; the stop exits at the taker fee.
        const loss = bookedLoss(size.quantity, entry, s, '0.0002', '0.0006');
        expect(loss.lte(50)).toBe(true);
        expect(size.loss).toBe(loss.toFixed(4));
        // One lot more would lose more than 50.
        expect(bookedLoss(new Decimal(size.quantity).plus(lot).toFixed(), entry, s, '0.0002', '0.0006').gt(50)).toBe(true);
      });
    }
  }

  it('a market entry pays the taker fee both ways and is priced by walking the book', () => {
    const ctx = context();
    const sized = sizeByRisk(input({ risk: '100', stop: '59500.0' }), ctx);
    if (!sized.ok) throw new Error(sized.message);
    expect(sized.size.side).toBe('buy');
    // 0.112 at 60010.0, the rest at 60020.0: it is sized at the average it pays.
    expect(new Decimal(sized.size.entry).gt('60010.0')).toBe(true);
    expect(bookedLoss(sized.size.quantity, sized.size.entry, '59500.0', '0.0006', '0.0006').lte(100)).toBe(true);
    const atBest = sizeByRisk(input({ risk: '100', entry: '60010.0', stop: '59500.0' }), ctx);
    if (!atBest.ok) throw new Error(atBest.message);
    // A limit at the ask crosses: taker both ways too, but at the best price, so at least as many lots.
    expect(new Decimal(atBest.size.quantity).gte(sized.size.quantity)).toBe(true);
  });

  it('a market short sizes from the bid; a stop inside the spread is refused', () => {
    const short = sizeByRisk(input({ stop: '60500.0' }), context());
    expect(short.ok && short.size.side).toBe('sell');
    const inside = sizeByRisk(input({ stop: '60000.0' }), context());
    expect(inside).toEqual({ ok: false, field: 'stop', message: 'The stop loss must be below the bid (a long) or above the ask (a short)' });
  });

  it('a risk in % of equity is that share of the equity', () => {
    const sized = sizeByRisk(input({ risk: '0.5', unit: 'percent', entry: '60000.0', stop: '59400.0', equity: '10000' }), paperContext('BTC-USDT'));
    expect(sized.ok && sized.size.risk).toBe('50.0000');
    expect(sizeByRisk(input({ risk: '1', unit: 'percent', entry: '60000.0', stop: '59400.0', equity: null }), paperContext('BTC-USDT')).ok).toBe(
      false,
    );
  });

  it('a risk too small for one lot says so and gives no quantity', () => {
    const sized = sizeByRisk(input({ risk: '0.5', entry: '60000.0', stop: '59400.0' }), paperContext('BTC-USDT'));
    expect(sized).toEqual({
      ok: false,
      field: 'risk',
      message: 'A risk of 0.50 USDT is too small for one lot: 0.001 BTC loses 0.65 USDT at this stop',
    });
  });

  it('warns when the stop lies beyond the liquidation price', () => {
    // 25× isolated: a long from 60000 is liquidated near 57900; a stop at 57000 is never reached.
    const sized = sizeByRisk(input({ entry: '60000.0', stop: '57000.0', leverage: 25 }), paperContext('BTC-USDT'));
    if (!sized.ok) throw new Error(sized.message);
    expect(sized.size.warnings[0]).toMatch(/^The stop 57000.0 lies beyond the liquidation price 5\d{4}\.\d/);
    const short = sizeByRisk(input({ entry: '60000.0', stop: '63000.0', leverage: 25 }), paperContext('BTC-USDT'));
    expect(short.ok && short.size.warnings[0]).toMatch(/lies beyond the liquidation price/);
    const safe = sizeByRisk(input({ entry: '60000.0', stop: '59400.0', leverage: 5 }), paperContext('BTC-USDT'));
    expect(safe.ok && safe.size.warnings).toEqual([]);
  });

  it('with a target: the reward after fees and the reward to risk', () => {
    const sized = sizeByRisk(input({ entry: '60000.0', stop: '59400.0', target: '61200.0' }), paperContext('BTC-USDT'));
    if (!sized.ok) throw new Error(sized.message);
    const { quantity, loss, reward, rewardRisk } = sized.size;
    const q = new Decimal(quantity);
    const expected = q
      .times(1200)
      .minus(q.times(60000).times('0.0002').toDecimalPlaces(4, Decimal.ROUND_UP))
      .minus(q.times(61200).times('0.0006').toDecimalPlaces(4, Decimal.ROUND_UP));
    expect(reward).toBe(expected.toFixed(4));
    expect(rewardRisk).toBe(expected.dividedBy(loss).toFixed(2, Decimal.ROUND_DOWN));
    expect(sizeByRisk(input({ entry: '60000.0', stop: '59400.0', target: '59000.0' }), paperContext('BTC-USDT'))).toMatchObject({
      ok: false,
      field: 'target',
    });
  });

  it('shows the margin at the leverage and the leverage on equity', () => {
    const sized = sizeByRisk(input({ entry: '60000.0', stop: '59400.0', leverage: 10, equity: '1000' }), paperContext('BTC-USDT'));
    if (!sized.ok) throw new Error(sized.message);
    const notional = new Decimal(sized.size.quantity).times(60000);
    expect(sized.size.margin).toBe(notional.dividedBy(10).toFixed(4));
    expect(sized.size.accountLeverage).toBe(notional.dividedBy(1000).toFixed(2, Decimal.ROUND_UP));
  });

  it('bad input is named and sizes nothing', () => {
    const ctx = paperContext('BTC-USDT');
    expect(sizeByRisk(input({ risk: '1e3', entry: '60000.0', stop: '59400.0' }), ctx)).toMatchObject({ ok: false, field: 'risk' });
    expect(sizeByRisk(input({ entry: '60000.0', stop: '59400.05' }), ctx)).toMatchObject({
      ok: false,
      field: 'stop',
      message: 'Stop loss allows at most 1 decimals',
    });
    expect(sizeByRisk(input({ entry: '60000.0', stop: '60000.0' }), ctx)).toMatchObject({ ok: false, field: 'stop' });
    expect(sizeByRisk(input({ risk: '101', unit: 'percent', entry: '60000.0', stop: '59400.0' }), ctx)).toMatchObject({ ok: false, field: 'risk' });
  });

  it('a size over the exchange maximum is capped and says so', () => {
    const sized = sizeByRisk(input({ risk: '1000000', entry: '60000.0', stop: '59999.0' }), paperContext('BTC-USDT'));
    expect(sized.ok && sized.size.quantity).toBe('100.000');
    expect(sized.ok && sized.size.warnings.join()).toMatch(/Capped at the exchange's maximum of 100 BTC/);
  });
});
