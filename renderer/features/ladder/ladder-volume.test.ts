import { describe, expect, it } from 'vitest';
import type { LastTrade } from '../../../shared/exchange';
import { addTrades, emptyTally, volumeOnGrid } from './ladder-volume';

const trade = (id: number, price: string, quantity: string, timestamp = 2000): LastTrade =>
  ({ contractMatchPairId: id, contractPairId: 1, price, quantity, amount: '0', isLong: true, timestamp }) as LastTrade;

describe('volume at price', () => {
  it('counts each trade once across overlapping polls', () => {
    let tally = emptyTally(1000);
    tally = addTrades(tally, [trade(2, '100.0', '0.5'), trade(1, '100.0', '0.25')], 1, 3);
    tally = addTrades(tally, [trade(3, '100.5', '1'), trade(2, '100.0', '0.5'), trade(1, '100.0', '0.25')], 1, 3);
    tally = addTrades(tally, [trade(4, '100.0', '2'), trade(3, '100.5', '1'), trade(2, '100.0', '0.5')], 1, 3);
    expect(tally.byPrice.get(1000n)).toBe(2750n);
    expect(tally.byPrice.get(1005n)).toBe(1000n);
  });

  it('leaves out trades from before the ladder opened', () => {
    const tally = addTrades(emptyTally(1000), [trade(2, '100.0', '0.5', 1500), trade(1, '100.0', '0.25', 900)], 1, 3);
    expect(tally.byPrice.get(1000n)).toBe(500n);
  });

  it('groups onto the grid at or below the price', () => {
    const grid = volumeOnGrid(
      new Map([
        [1000n, 1n],
        [1004n, 2n],
        [1005n, 4n],
      ]),
      5n,
    );
    expect(grid.get(1000n)).toBe(3n);
    expect(grid.get(1005n)).toBe(4n);
  });
});
