import { describe, expect, it } from 'vitest';
import type { LastTrade } from '../../../shared/exchange';
import { tradeRows } from './trades-model';

const trade = (id: number, timestamp: number, price: string, quantity: string, isLong: boolean): LastTrade => ({
  contractMatchPairId: id,
  contractPairId: 1,
  price,
  quantity,
  amount: '0',
  isLong,
  timestamp,
});
const btc = { priceDecimal: 1, tradeDecimal: 3 };
const at = (h: number, m: number, s: number) => new Date(2026, 6, 12, h, m, s).getTime();

describe('tradeRows', () => {
  it('shows time, price and size in the pair decimals, with the taker side', () => {
    expect(tradeRows([trade(7, at(14, 3, 27), '60012', '0.5', true)], btc)).toEqual([
      { id: 7, time: '14:03:27', price: '60012.0', size: '0.500', side: 'buy' },
    ]);
    expect(tradeRows([trade(8, at(9, 0, 5), '59999.95', '0.0004', false)], btc)[0]).toMatchObject({
      time: '09:00:05',
      price: '60000.0',
      size: '0.000',
      side: 'sell',
    });
  });

  it('puts the newest first, by time and then by id, and shows a repeated trade once', () => {
    const rows = tradeRows(
      [
        trade(1, at(10, 0, 0), '1', '1', true),
        trade(3, at(10, 0, 1), '1', '1', false),
        trade(2, at(10, 0, 1), '1', '1', true),
        trade(3, at(10, 0, 1), '1', '1', false),
      ],
      btc,
    );
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('keeps the values as they came while the pair is not known', () => {
    expect(tradeRows([trade(1, 0, '3012.5', '1.25', true)], undefined)[0]).toMatchObject({ price: '3012.5', size: '1.25' });
  });
});
