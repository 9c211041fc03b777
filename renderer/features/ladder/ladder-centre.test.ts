import { describe, expect, it } from 'vitest';
import { centredTop, fittingStep, nextTop, scrolled, spreadInMiddle } from './ladder-centre';

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
    for (const [bid, ask] of [[98n, 99n], [103n, 105n], [100n, 106n], [97n, 99n]] as const) {
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
