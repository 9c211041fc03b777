import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, rememberedTab, tabAfterKey, tabLabel, TABS } from './tabs-model';

describe('the portfolio tabs', () => {
  it('are nine, Positions first, Working (the orders Perpdesk holds) after Open orders, Alerts last', () => {
    expect(TABS).toEqual(['positions', 'openOrders', 'working', 'orderHistory', 'fills', 'funding', 'rebates', 'performance', 'alerts']);
  });

  it('move with the arrows, wrapping around, and jump with Home and End', () => {
    expect(tabAfterKey('openOrders', 'ArrowRight')).toBe('working');
    expect(tabAfterKey('openOrders', 'ArrowLeft')).toBe('positions');
    expect(tabAfterKey('alerts', 'ArrowRight')).toBe('positions');
    expect(tabAfterKey('positions', 'ArrowLeft')).toBe('alerts');
    expect(tabAfterKey('fills', 'Home')).toBe('positions');
    expect(tabAfterKey('fills', 'End')).toBe('alerts');
    expect(tabAfterKey('fills', 'Enter')).toBeNull();
  });

  it('remember a known tab and fall back to Open orders for anything else', () => {
    expect(rememberedTab('fills')).toBe('fills');
    expect(rememberedTab(null)).toBe(DEFAULT_TAB);
    expect(rememberedTab('toString')).toBe(DEFAULT_TAB);
    expect(DEFAULT_TAB).toBe('openOrders');
  });

  it('carry a count when one is known', () => {
    expect(tabLabel('openOrders', 3)).toBe('Open orders (3)');
    expect(tabLabel('openOrders', null)).toBe('Open orders');
  });
});
