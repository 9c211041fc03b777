import { describe, expect, it } from 'vitest';
import { buildBook } from './order-book-model';

const btc = { priceDecimal: 1, tradeDecimal: 3 };

describe('buildBook', () => {
  const book = buildBook(
    {
      asks: [
        { price: '60000.5', quantity: '0.1' },
        { price: '60001', quantity: '0.2' },
        { price: '60002.0', quantity: '0.3' },
      ],
      bids: [
        { price: '60000.0', quantity: '1.2' },
        { price: '59999.5', quantity: '0.000' },
      ],
    },
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
    expect(book.spread).toEqual({ value: '0.5', percent: '0.001' });
  });

  it('has no spread with an empty side, and no bars with nothing at all', () => {
    expect(buildBook({ asks: [], bids: [{ price: '1', quantity: '1' }] }, btc).spread).toBeNull();
    expect(buildBook({ asks: [{ price: '1', quantity: '0' }], bids: [] }, btc).asks[0]?.depthShare).toBe(0);
  });

  it('never rounds through floats', () => {
    const tiny = buildBook(
      { asks: [{ price: '0.3', quantity: '0.1' }, { price: '0.4', quantity: '0.2' }], bids: [] },
      { priceDecimal: 1, tradeDecimal: 17 },
    );
    expect(tiny.asks[0]?.total).toBe('0.30000000000000000');
  });
});
