import { describe, expect, it } from 'vitest';
import { rowPatches } from '../../ui/row-patch';
import { bookRowValues } from './book-rows';
import type { BookRow } from '../../domain/market/order-book-model';
import { tradeRowValues } from './trade-rows';

const level = (over: Partial<BookRow> = {}): BookRow => ({
  side: 'ask',
  price: '60010.0',
  quantity: '0.500',
  total: '0.500',
  depthShare: 0.25,
  own: 0,
  ...over,
});

describe('order book row values', () => {
  it('carry the level’s price, the own-order mark and the own orders as read aloud', () => {
    const values = bookRowValues(level({ own: 2 }));
    expect(values).toEqual([
      'book-row book-row-ask book-row-own',
      '60010.0',
      '2',
      'scaleX(0.25)',
      '60010.0',
      '0.500',
      '0.500',
      '(2 of your orders here)',
    ]);
    expect(bookRowValues(level({ own: 1 })).at(-1)).toBe('(your order here)');
    expect(bookRowValues(level()).at(-1)).toBe('');
  });

  it('write nothing for a bar change under a hundredth (under a pixel)', () => {
    expect(rowPatches([bookRowValues(level())], [bookRowValues(level({ depthShare: 0.2504 }))])).toEqual([]);
  });
});

describe('recent trade row values', () => {
  it('colour the price by the taker’s side and say the side after it', () => {
    expect(tradeRowValues({ id: 7, time: '14:03:27', price: '60000.0', size: '0.010', side: 'sell' })).toEqual([
      'trade-row trade-sell',
      'sell',
      '14:03:27',
      'text-sell',
      '60000.0',
      ' sell',
      '0.010',
    ]);
  });
});
