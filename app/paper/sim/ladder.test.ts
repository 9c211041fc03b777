import { describe, expect, it } from 'vitest';
import { ladder } from './ladder';

describe('ladder', () => {
  it('puts the best bid and ask a spread apart around the centre, then levels on the grid beyond', () => {
    expect(ladder(600_000, 2, 60, 4)).toEqual({
      bids: [599_999, 599_940, 599_880, 599_820],
      asks: [600_001, 600_060, 600_120, 600_180],
    });
    expect(ladder(600_000, 3, 60, 2)).toEqual({ bids: [599_999, 599_940], asks: [600_002, 600_060] });
  });

  it('changes only the best prices while the centre moves within a grid step', () => {
    const before = ladder(600_010, 2, 60, 12);
    const after = ladder(600_025, 2, 60, 12);
    expect(after.bids.slice(1)).toEqual(before.bids.slice(1));
    expect(after.asks.slice(1)).toEqual(before.asks.slice(1));
    expect([after.bids[0], after.asks[0]]).toEqual([600_024, 600_026]);
  });

  it('shifts one deeper level at each end when the centre crosses a grid line', () => {
    const before = ladder(600_050, 2, 60, 12);
    const after = ladder(600_070, 2, 60, 12);
    expect(after.bids.slice(1)).toEqual([600_060, ...before.bids.slice(1, -1)]);
    expect(after.asks.slice(1)).toEqual([...before.asks.slice(2), before.asks.at(-1)! + 60]);
  });

  it('never quotes a bid below one tick', () => {
    expect(ladder(3, 2, 1, 5).bids).toEqual([2, 1]);
  });
});
