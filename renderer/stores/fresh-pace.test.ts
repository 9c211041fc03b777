import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../shared/bridge';
import { bandOfRun, paceFresh } from './fresh-pace';

const REGULAR = { depth: 1000, trades: 2000 };

/** The connection with the budget spent as given (requests a second per band) and nothing waiting unless given. */
const spent = (
  used: Partial<Record<'write' | 'screen' | 'background', number>>,
  waiting: Partial<Record<'write' | 'screen', number>> = {},
  throttledUntil: number | null = null,
): ConnectionStatus => ({
  clockOffsetMs: 0,
  latencyMs: 1,
  throttledUntil,
  budget: {
    capacity: 10,
    perSecond: 10,
    available: 9,
    used: { write: 0, screen: 0, background: 0, spare: 3, ...used },
    waiting: { write: 0, screen: 0, background: 0, spare: 0, ...waiting },
  },
});

describe('the pace of the book and trades', () => {
  it('asks the book 4 times a second and trades twice while the budget is idle', () => {
    expect(paceFresh(spent({ screen: 4.7 }), REGULAR)).toEqual({ depth: 250, trades: 500 });
  });

  it('slows trades first, then the book, as writes and background work take more of the budget', () => {
    // 10 − 4.7 − 1 − 0.5 (headroom) = 3.8 idle: the book's 3 extra, trades 0.8 more than its 0.5.
    expect(paceFresh(spent({ screen: 4.7, write: 1 }), REGULAR)).toEqual({ depth: 250, trades: 769 });
    // 1.8 idle: the book 2.8 a second, trades at its interval.
    expect(paceFresh(spent({ screen: 4.7, write: 2, background: 1 }), REGULAR)).toEqual({ depth: 357, trades: 2000 });
    expect(paceFresh(spent({ screen: 4.7, write: 4 }), REGULAR)).toEqual({ depth: 556, trades: 2000 });
    expect(paceFresh(spent({ screen: 4.7, write: 5 }), REGULAR)).toEqual(REGULAR);
  });

  it('never asks slower than the intervals set, however busy the budget', () => {
    expect(paceFresh(spent({ screen: 9, write: 6 }), REGULAR)).toEqual(REGULAR);
    expect(paceFresh(spent({ screen: 4 }), { depth: 500, trades: 1000 })).toEqual({ depth: 250, trades: 500 });
    expect(paceFresh(spent({ screen: 4 }), { depth: 250, trades: 500 })).toEqual({ depth: 250, trades: 500 });
  });

  it('goes back to the intervals set while writes wait, while throttled, or before the budget is known', () => {
    expect(paceFresh(spent({ screen: 4 }, { write: 1 }), REGULAR)).toEqual(REGULAR);
    // The screen's feeds ask in bursts: one waiting for a moment is no sign.
    expect(paceFresh(spent({ screen: 4 }, { screen: 2 }), REGULAR)).toEqual({ depth: 250, trades: 500 });
    expect(paceFresh(spent({ screen: 4 }, {}, Date.now() + 1000), REGULAR)).toEqual(REGULAR);
    expect(paceFresh(null, REGULAR)).toEqual(REGULAR);
  });
});

describe('the band of a run', () => {
  it('asks on screen once the interval has nearly passed since the last on-screen run, spare in between', () => {
    expect(bandOfRun(0, null, 1000, 250)).toBe('screen');
    expect(bandOfRun(255, 0, 1000, 250)).toBe('spare');
    expect(bandOfRun(765, 0, 1000, 250)).toBe('spare');
    expect(bandOfRun(875, 0, 1000, 250)).toBe('screen');
  });

  it('always on screen when not asked faster than the interval', () => {
    expect(bandOfRun(100, 0, 1000, 1000)).toBe('screen');
  });
});
