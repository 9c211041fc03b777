import { describe, expect, it } from 'vitest';
import { bookOf } from '../../domain/market/testing';
import { crossingMove } from './crossing-move';

const BOOK = bookOf(
  [
    ['60010.0', '0.010'],
    ['60020.0', '1.000'],
  ],
  [
    ['59990.0', '0.010'],
    ['59980.0', '1.000'],
  ],
);

describe('a dragged order line that would trade at once', () => {
  it('does not cross below the ask (a buy) or above the bid (a sell)', () => {
    expect(crossingMove('buy', '60000.0', '0.020', BOOK, 1)).toEqual({ crosses: false });
    expect(crossingMove('sell', '60000.0', '0.020', BOOK, 1)).toEqual({ crosses: false });
    expect(crossingMove('buy', '60010.0', '0.020', null, 1)).toEqual({ crosses: false });
  });

  it('crosses at or past the other side, filling at about the average of the levels it reaches', () => {
    expect(crossingMove('buy', '60010.0', '0.020', BOOK, 1)).toEqual({ crosses: true, average: '60010.0', filled: '0.01' });
    expect(crossingMove('buy', '60100.0', '0.020', BOOK, 1)).toEqual({ crosses: true, average: '60015.0', filled: '0.02' });
    expect(crossingMove('sell', '59000.0', '0.020', BOOK, 1)).toEqual({ crosses: true, average: '59985.0', filled: '0.02' });
  });
});
