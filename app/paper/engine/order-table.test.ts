import { describe, expect, it } from 'vitest';
import { OrderTable } from './order-table';

describe('OrderTable', () => {
  it('finds what was added until it is deleted, across chunks', () => {
    const table = new OrderTable<string>();
    const ids = [3, 4, 4095, 4096, 9000, 20_000, 20_001];
    ids.forEach((id) => table.add(id, `o${id}`));
    expect(ids.map((id) => table.get(id))).toEqual(ids.map((id) => `o${id}`));
    expect([1, 5, 8191, 12_000, 30_000].map((id) => table.get(id))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    [3, 4, 4095, 9000].forEach((id) => table.delete(id));
    table.delete(9000);
    expect(ids.map((id) => table.get(id))).toEqual([undefined, undefined, undefined, 'o4096', undefined, 'o20000', 'o20001']);
    [4096, 20_000, 20_001].forEach((id) => table.delete(id));
    table.add(20_002, 'o20002');
    expect([table.get(20_001), table.get(20_002)]).toEqual([undefined, 'o20002']);
  });
});
