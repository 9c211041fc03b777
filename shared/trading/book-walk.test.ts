import { describe, expect, it } from 'vitest';
import { averageFill } from './book-walk';

const bids = [
  { price: '100', quantity: '1' },
  { price: '99', quantity: '1' },
  { price: '98', quantity: '2' },
];

describe('walking the book', () => {
  it('averages the levels a size takes, best first', () => {
    expect(averageFill(bids, '1')!.toString()).toBe('100');
    expect(averageFill(bids, '2')!.toString()).toBe('99.5');
    expect(averageFill(bids, '3')!.toFixed(4)).toBe('99.0000');
  });
  it('prices what the levels do not cover at the last of them; an empty side has no price', () => {
    expect(averageFill(bids, '6')!.toFixed(4)).toBe('98.5000');
    expect(averageFill([], '1')).toBeNull();
    expect(averageFill(bids, '0')!.toString()).toBe('100');
  });
});
