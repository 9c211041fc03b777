import { describe, expect, it } from 'vitest';
import { centredTop, fittingStep, nextTop, placedTop, RECENTRE_EVERY_MS, scrolled, spreadInMiddle } from './ladder-centre';

const inside = (bid: bigint, ask: bigint) => ({ bid, ask });

describe('centring the ladder', () => {
  it('opens with the spread on the middle row', () => {
    expect(centredTop(inside(100n, 102n), 1n, 21)).toBe(111n);
    expect(centredTop({ bid: null, ask: null }, 1n, 21)).toBeNull();
    expect(centredTop({ bid: 100n, ask: null }, 1n, 21)).toBe(110n);
  });

  it('does not move while the spread stays in the middle third (hysteresis)', () => {
    const top = nextTop(null, inside(100n, 102n), 1n, 30, true)!;
    expect(top).toBe(116n);
    // Rows 10..20 are the middle third: the spread wanders within it and the column stays still.
    for (const [bid, ask] of [
      [98n, 99n],
      [103n, 105n],
      [100n, 106n],
      [97n, 99n],
    ] as const) {
      expect(nextTop(top, inside(bid, ask), 1n, 30, true)).toBe(top);
    }
  });

  it('re-centres once the spread leaves the middle third, and not with auto-centre off', () => {
    const top = 116n;
    expect(spreadInMiddle(inside(108n, 109n), top, 1n, 30)).toBe(false);
    expect(nextTop(top, inside(108n, 109n), 1n, 30, true)).toBe(123n);
    expect(nextTop(top, inside(108n, 109n), 1n, 30, false)).toBe(top);
    expect(nextTop(top, inside(90n, 91n), 1n, 30, true)).toBe(105n);
  });

  it('scrolls by whole rows', () => {
    expect(scrolled(116n, 5n, 3)).toBe(101n);
    expect(scrolled(116n, 5n, -2)).toBe(126n);
  });
});

describe('the grouping the ladder opens with', () => {
  const ticks = (text: string) => BigInt(Math.round(Number(text) * 10));
  const steps = ['0.1', '0.5', '1', '5', '10', '50'];
  it('is the finest step at which the spread fits the middle third', () => {
    expect(fittingStep(steps, { bid: '59990.0', ask: '60010.0' }, 36, ticks, ticks)).toBe('5');
    expect(fittingStep(steps, { bid: '59999.9', ask: '60000.0' }, 36, ticks, ticks)).toBe('0.1');
    expect(fittingStep(steps, { bid: '50000.0', ask: '60000.0' }, 36, ticks, ticks)).toBe('50');
    expect(fittingStep(steps, { bid: null, ask: '60000.0' }, 36, ticks, ticks)).toBe('0.1');
  });
});

describe('auto-centre holds still', () => {
  const at = (value: bigint, centredAt: number) => ({ value, centredAt });
  it('keeps the top (and its time) while the spread is in the middle third, however long', () => {
    const placed = placedTop(null, inside(100n, 102n), 1n, 30, true, 0)!;
    expect(placed).toEqual(at(116n, 0));
    expect(placedTop(placed, inside(103n, 105n), 1n, 30, true, 60_000)).toBe(placed);
  });

  it('re-centres once the spread leaves the middle third, to the middle, at most once per RECENTRE_EVERY_MS', () => {
    const placed = at(116n, 10_000);
    // Out of the band 1.999 s after the last centring: held.
    expect(placedTop(placed, inside(108n, 109n), 1n, 30, true, 10_000 + RECENTRE_EVERY_MS - 1)).toBe(placed);
    // At 2 s: centred, the spread on the middle row, and timed.
    const moved = placedTop(placed, inside(108n, 109n), 1n, 30, true, 10_000 + RECENTRE_EVERY_MS)!;
    expect(moved).toEqual(at(123n, 10_000 + RECENTRE_EVERY_MS));
    expect(spreadInMiddle(inside(108n, 109n), moved.value, 1n, 30)).toBe(true);
    // The market swings straight back out: held for the next 2 s.
    expect(placedTop(moved, inside(90n, 91n), 1n, 30, true, 10_000 + RECENTRE_EVERY_MS + 500)).toBe(moved);
  });

  it('never moves with auto-centre off', () => {
    const placed = at(116n, 0);
    expect(placedTop(placed, inside(50n, 51n), 1n, 30, false, 1_000_000)).toBe(placed);
  });

  it('at most ten centrings in 20 s of a market that leaves the band at every answer', () => {
    let placed = placedTop(null, inside(100n, 102n), 1n, 30, true, 0)!;
    let centrings = 0;
    for (let t = 250; t <= 20_000; t += 250) {
      const bid = placed.value - 2n; // always in the top rows: out of the middle third
      const next = placedTop(placed, inside(bid, bid + 1n), 1n, 30, true, t)!;
      if (next.value !== placed.value) centrings++;
      placed = next;
    }
    expect(centrings).toBe(10);
  });
});
