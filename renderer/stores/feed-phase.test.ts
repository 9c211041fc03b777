import { describe, expect, it } from 'vitest';
import { FEED_NAMES, FEEDS } from './feed-table';
import { phaseOfFeed } from './feed-phase';

/** When a feed asks within `ms`, by its default interval and its phase. */
const asks = (intervalMs: number, phaseMs: number, ms: number) => {
  const times: number[] = [];
  for (let t = phaseMs; t <= ms; t += intervalMs) times.push(t);
  return times;
};

describe('the phase of a feed', () => {
  it('keeps feeds of one interval and band together, and the default feeds of other ones apart, over a minute', () => {
    const feeds = FEED_NAMES.filter((name) => FEEDS[name].requestsPerRun > 0 && !['depth', 'trades'].includes(name));
    const groups = new Map<string, number[]>();
    for (const name of feeds) {
      const { intervalMs, band } = FEEDS[name];
      groups.set(`${band} ${intervalMs}`, asks(intervalMs, phaseOfFeed(intervalMs, band), 60_000));
    }
    expect(groups.size).toBeGreaterThanOrEqual(4);
    const all = [...groups.values()].flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('puts the 2 s screen feeds at the start of their interval, with the book and trades; is always within the interval', () => {
    expect(phaseOfFeed(2000, 'screen')).toBe(0);
    for (const intervalMs of [250, 500, 1000, 1500, 2000, 3000, 5000, 7000, 60_000]) {
      for (const band of ['screen', 'background'] as const) {
        const phase = phaseOfFeed(intervalMs, band);
        expect(phase).toBeGreaterThanOrEqual(0);
        expect(phase).toBeLessThan(intervalMs);
      }
    }
  });
});
