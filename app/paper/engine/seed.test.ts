import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { createEngine, type PaperEngine } from '.';

const depthOf = (engine: PaperEngine, symbol: string) => {
  const depth = engine.depth(engine.pair(symbol)!.id);
  if (!depth.ok) throw new Error(depth.msg);
  return depth.value;
};

describe('the seeded book', () => {
  it.each([
    ['BTC-USDT', ['59990.0', '59980.0', '59970.0'], ['60010.0', '60020.0', '60030.0'], '59900.0', '60100.0'],
    ['ETH-USDT', ['2999.00', '2998.00', '2997.00'], ['3001.00', '3002.00', '3003.00'], '2990.00', '3010.00'],
    ['SOL-USDT', ['149.900', '149.800', '149.700'], ['150.100', '150.200', '150.300'], '149.000', '151.000'],
  ])('lays ten levels a side on %s', (symbol, bids, asks, lastBid, lastAsk) => {
    const depth = depthOf(createEngine(), symbol);
    expect(depth.bids).toHaveLength(10);
    expect(depth.asks).toHaveLength(10);
    expect(depth.bids.slice(0, 3).map((l) => l.price)).toEqual(bids);
    expect(depth.asks.slice(0, 3).map((l) => l.price)).toEqual(asks);
    expect(depth.bids[9]!.price).toBe(lastBid);
    expect(depth.asks[9]!.price).toBe(lastAsk);
  });

  it('sizes every level within the pair’s limits and between 0.1 and 5 BTC worth', () => {
    for (const seed of [1, 2, 99]) {
      const engine = createEngine({ seed });
      for (const pair of engine.pairs) {
        const { bids, asks } = depthOf(engine, pair.symbol);
        for (const { price, quantity } of [...bids, ...asks]) {
          const q = new Decimal(quantity);
          expect(q.gte(pair.minCount) && q.lte(pair.maxCount)).toBe(true);
          const btcWorth = q.times(price).div(60_000).toNumber();
          expect(btcWorth).toBeGreaterThan(0.099);
          expect(btcWorth).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('is the same book for the same seed, and another for another seed', () => {
    expect(depthOf(createEngine({ seed: 7 }), 'ETH-USDT')).toEqual(depthOf(createEngine({ seed: 7 }), 'ETH-USDT'));
    expect(depthOf(createEngine({ seed: 7 }), 'ETH-USDT')).not.toEqual(depthOf(createEngine({ seed: 8 }), 'ETH-USDT'));
  });
});
