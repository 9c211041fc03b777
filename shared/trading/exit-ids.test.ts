import { describe, expect, it } from 'vitest';
import { isExitClientOrderId } from './exit-ids';

describe('exit client order ids', () => {
  it('marks held exits, Closes, reduce-only orders and reduce-only algorithms’ orders', () => {
    for (const id of ['hmwwoshrx64b41c83x0', 'hmwwoshrx64b41c83x12', 'pxmwwoshrx64b41c83aa', 'armwwoshrx64b41c83c3'])
      expect(isExitClientOrderId(id)).toBe(true);
  });
  it('leaves the trader’s own orders, brackets’ entries and other algorithms’ orders', () => {
    for (const id of ['pdmwwoshrx64b41c83aa', 'pdhmwwoshrx64b41c83', 'amwwoshrx64b41c83c3', 'hmwwoshrx64b41c83', 'x', ''])
      expect(isExitClientOrderId(id)).toBe(false);
  });
});
