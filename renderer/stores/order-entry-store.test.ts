import { describe, expect, it } from 'vitest';
import { createOrderEntryStore } from './order-entry-store';

describe('which fields of the Order entry show their errors', () => {
  it('a Scale opened after a limit send was tried shows no "required" before anything is typed', () => {
    const store = createOrderEntryStore();
    const a = store.getState().actions;
    a.attempted('buy');
    a.touchAll();
    expect(store.getState().touched).toMatchObject({ price: true, quantity: true, fromPrice: false, totalQuantity: false });
    a.setKind('scale');
    expect(Object.values(store.getState().touched).some(Boolean)).toBe(false);
    a.touchAll();
    expect(store.getState().touched).toMatchObject({ price: false, fromPrice: true, toPrice: true, count: true, totalQuantity: true });
  });
});
