import { describe, expect, it } from 'vitest';
import { bookOf } from './testing';
import { buildBook, groupingSteps, levelsThatFit, tickOf } from './order-book-model';

const btc = { priceDecimal: 1, tradeDecimal: 3 };

describe('buildBook', () => {
  const book = buildBook(
    bookOf(
      [
        ['60000.5', '0.1'],
        ['60001', '0.2'],
        ['60002.0', '0.3'],
      ],
      [
        ['60000.0', '1.2'],
        ['59999.5', '0.000'],
      ],
    ),
    btc,
  );

  it('puts the lowest ask nearest the spread and the highest bid first', () => {
    expect(book.asks.map((r) => r.price)).toEqual(['60002.0', '60001.0', '60000.5']);
    expect(book.bids.map((r) => r.price)).toEqual(['60000.0', '59999.5']);
  });

  it('shows sizes in the pair decimals and sums them exactly from the best level out', () => {
    expect(book.asks.map((r) => [r.quantity, r.total])).toEqual([
      ['0.300', '0.600'],
      ['0.200', '0.300'],
      ['0.100', '0.100'],
    ]);
    expect(book.bids.map((r) => r.total)).toEqual(['1.200', '1.200']);
  });

  it('scales the depth bars to the deeper side', () => {
    expect(book.bids[0]?.depthShare).toBe(1);
    expect(book.asks[0]?.depthShare).toBeCloseTo(0.5);
    expect(book.asks[2]?.depthShare).toBeCloseTo(0.1 / 1.2);
  });

  it('computes the spread exactly, with its share of the mid price', () => {
    expect(book.spread).toEqual({ value: '0.5', percent: '0.0008' });
  });

  it('has no spread with an empty side, and no bars with nothing at all', () => {
    expect(buildBook({ asks: [], bids: [{ price: '1', quantity: '1' }] }, btc).spread).toBeNull();
    expect(buildBook({ asks: [{ price: '1', quantity: '0' }], bids: [] }, btc).asks[0]?.depthShare).toBe(0);
  });

  it('never rounds through floats', () => {
    const tiny = buildBook(
      {
        asks: [
          { price: '0.3', quantity: '0.1' },
          { price: '0.4', quantity: '0.2' },
        ],
        bids: [],
      },
      { priceDecimal: 1, tradeDecimal: 17 },
    );
    expect(tiny.asks[0]?.total).toBe('0.30000000000000000');
  });
});

describe('grouping, fitting and own orders', () => {
  const depth = bookOf(
    [
      ['60000.5', '0.100'],
      ['60001.0', '0.200'],
      ['60004.9', '0.300'],
      ['60005.1', '0.400'],
    ],
    [
      ['60000.0', '1.000'],
      ['59999.9', '0.500'],
      ['59995.0', '0.250'],
    ],
  );

  it('groups asks up and bids down to the step, summing sizes exactly', () => {
    const book = buildBook(depth, btc, { step: '5' });
    expect(book.asks.map((r) => [r.price, r.quantity])).toEqual([
      ['60010.0', '0.400'],
      ['60005.0', '0.600'],
    ]);
    expect(book.bids.map((r) => [r.price, r.quantity])).toEqual([
      ['60000.0', '1.000'],
      ['59995.0', '0.750'],
    ]);
  });

  it('keeps only as many levels as fit, the best ones', () => {
    const book = buildBook(depth, btc, { levels: 2 });
    expect(book.asks.map((r) => r.price)).toEqual(['60001.0', '60000.5']);
    expect(book.bids.map((r) => r.price)).toEqual(['60000.0', '59999.9']);
    expect(levelsThatFit(400, 18, 40)).toBe(10);
    expect(levelsThatFit(10, 18, 40)).toBe(1);
  });

  it("marks the levels holding the trader's own orders, grouped the same way", () => {
    const own = [
      { price: '60004.9', isLong: false },
      { price: '59999.9', isLong: true },
      { price: '59996.0', isLong: true },
    ];
    expect(
      buildBook(depth, btc, { own })
        .asks.filter((r) => r.own > 0)
        .map((r) => r.price),
    ).toEqual(['60004.9']);
    const grouped = buildBook(depth, btc, { step: '5', own });
    expect(grouped.asks.map((r) => r.own)).toEqual([0, 1]);
    expect(grouped.bids.map((r) => r.own)).toEqual([0, 2]);
  });

  it('offers steps from the tick up, in tick multiples', () => {
    expect(tickOf(1)).toBe('0.1');
    expect(tickOf(0)).toBe('1');
    expect(groupingSteps(1, '60000.0')).toEqual(['0.1', '0.5', '1', '5', '10', '50']);
    expect(groupingSteps(2, '3000.00')).toEqual(['0.01', '0.05', '0.1', '0.5', '1', '5']);
    expect(groupingSteps(3, '150.000')).toEqual(['0.001', '0.005', '0.01', '0.05', '0.1', '0.5']);
  });
});
