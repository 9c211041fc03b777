import { describe, expect, it } from 'vitest';
import { algoChildId, algoOfClientOrderId } from './algo-ids';

describe("a chase's or TWAP's order ids", () => {
  it('name the algorithm they belong to, and nothing else', () => {
    expect(algoOfClientOrderId(algoChildId('amwwoshrx64b41c83', 12))).toBe('amwwoshrx64b41c83');
    for (const id of ['pdmwwo1a2b3c4d5e', 'x1c2', 'a1c', 'amwwo-c1', '']) expect(algoOfClientOrderId(id), id).toBeNull();
  });
});
