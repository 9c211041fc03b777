import { describe, expect, it } from 'vitest';
import { sweepText } from './sweep-text';

const sweep = (over: object) => ({ running: false, done: 0, total: 0, failed: [], startedAt: 1, finishedAt: null, ...over });

describe('sweepText', () => {
  it('says nothing before a sweep, counts markets while one runs, and names the markets that did not answer', () => {
    expect(sweepText(null)).toBeNull();
    expect(sweepText(sweep({ startedAt: null }))).toBeNull();
    expect(sweepText(sweep({ running: true, done: 0, total: 0 }))).toBe('0 / … markets');
    expect(sweepText(sweep({ running: true, done: 12, total: 153 }))).toBe('12 / 153 markets');
    expect(sweepText(sweep({ done: 153, total: 153 }))).toBe('All 153 markets checked');
    expect(sweepText(sweep({ done: 153, total: 153, failed: ['A-USDT', 'B-USDT', 'C-USDT', 'D-USDT'] }))).toBe(
      'All 153 markets checked; no answer from 4: A-USDT, B-USDT, C-USDT, … (their orders may be missing)',
    );
  });
});
