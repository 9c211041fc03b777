import { describe, expect, it } from 'vitest';
import { alertRecord } from '../../shared/bridge/testing';
import { firedLine } from './words';

const fired = alertRecord({ id: 'l1', status: 'fired', createdAt: 1, firedAt: 2, firedPrice: '61050.2' });

describe('a fired alert, told in the headless process', () => {
  it('says the market, the level or move, the price that crossed, and the note', () => {
    expect(firedLine(fired)).toBe('price alert on BTC-USDT: above 61000.0, last 61050.2');
    expect(firedLine({ ...fired, condition: 'move', price: null, percent: '2.5', basePrice: '60000.0', feed: 'mark', note: 'breakout' })).toBe(
      'price alert on BTC-USDT: moved 2.5 % from 60000.0, mark 61050.2 (breakout)',
    );
  });
});
