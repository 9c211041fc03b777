import { describe, expect, it } from 'vitest';
import { idle, sameValue, settle } from './loadable';

describe('settle', () => {
  it('keeps the data object when the answer is equal, so nothing redraws for nothing', () => {
    const first = settle(idle<{ bids: string[] }>(), { ok: true, value: { bids: ['1'] } }, 1);
    const second = settle(first, { ok: true, value: { bids: ['1'] } }, 2);
    expect(second.data).toBe(first.data);
    expect(second.updatedAt).toBe(2);
    const third = settle(second, { ok: true, value: { bids: ['2'] } }, 3);
    expect(third.data).toEqual({ bids: ['2'] });
  });

  it('keeps the last data through a failure', () => {
    const first = settle(idle<number[]>(), { ok: true, value: [1] }, 1);
    const failed = settle(first, { ok: false, error: { kind: 'network', message: 'down' } }, 2);
    expect(failed).toMatchObject({ status: 'error', data: [1], updatedAt: 1 });
  });
});

describe('sameValue', () => {
  it('compares what crosses the bridge deeply', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(sameValue({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});
