import { describe, expect, it } from 'vitest';
import { pushStamped, stillDue, withoutStamped, type Stamped } from './stamped';

const said = (id: number, at: number, tag?: string): Stamped => (tag === undefined ? { id, at } : { id, at, tag });

describe('a stack of things said', () => {
  it('adds at the end, a tagged one replacing its older self, untagged ones never', () => {
    const list = [said(1, 0, 'market'), said(2, 0), said(3, 0, 'period')];
    expect(pushStamped(list, [said(4, 1, 'market')], 5).map((s) => s.id)).toEqual([2, 3, 4]);
    expect(pushStamped(list, [said(4, 1)], 5).map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps only the newest when over its size', () => {
    expect(pushStamped([said(1, 0), said(2, 0)], [said(3, 0), said(4, 0)], 3).map((s) => s.id)).toEqual([2, 3, 4]);
  });

  it('removes by id, and keeps each only for its time to read', () => {
    const list = [said(1, 0), said(2, 500, 'slow')];
    expect(withoutStamped(list, 1).map((s) => s.id)).toEqual([2]);
    expect(stillDue(list, 1000, (s) => (s.tag === 'slow' ? 5000 : 1000)).map((s) => s.id)).toEqual([2]);
    expect(stillDue(list, 999, () => 1000).map((s) => s.id)).toEqual([1, 2]);
  });
});
