import { describe, expect, it } from 'vitest';
import { readTrigger } from './trigger-units';
import { addTier, breakevenLabel, quietEmpty, readTiers, removeTier, type TierRow } from './tiers-form';

const long = { isLong: true, openingPrice: '60000', quantity: '0.100', lever: 10 };
const inPrice = {
  priceOf: (label: string, text: string) => readTrigger(label, 'take-profit', 'price', text, long, 1),
  quantity: '0.100',
  tradeDecimal: 3,
  coin: 'BTC',
};
const inPercent = { ...inPrice, priceOf: (label: string, text: string) => readTrigger(label, 'take-profit', 'percent', text, long, 1) };
const rows = (...r: [string, string][]): TierRow[] => r.map(([value, share]) => ({ value, share }));

describe('take profit tiers as typed', () => {
  it('shows each tier’s price and the quantity its share closes, and sends them', () => {
    const read = readTiers(rows(['1', '50'], ['2', '30'], ['3', '20']), inPercent);
    expect(read.rows.map((r) => [r.valueSaid, r.shareSaid])).toEqual([
      ['= 60600.0', '50 % = 0.050 BTC'],
      ['= 61200.0', '30 % = 0.030 BTC'],
      ['= 61800.0', '20 % = 0.020 BTC'],
    ]);
    expect(read.totalSaid).toBe('Shares: 100 % of the position');
    expect(read.result).toEqual({
      ok: true,
      tiers: [
        { value: '1', price: '60600.0', share: '50' },
        { value: '2', price: '61200.0', share: '30' },
        { value: '3', price: '61800.0', share: '20' },
      ],
    });
  });

  it('rounds a tier’s quantity down to the lot, as the core sizes it', () => {
    expect(readTiers(rows(['61000', '33.33']), { ...inPrice, quantity: '0.100' }).rows[0]?.shareSaid).toBe('33.33 % = 0.033 BTC');
  });

  it('says what is left for the stop under 100 %', () => {
    expect(readTiers(rows(['61000', '60']), inPrice).totalSaid).toBe('Shares: 60 % of the position, the rest stays for the stop');
  });

  it('refuses shares over 100 %, saying by how much, and sends nothing', () => {
    const read = readTiers(rows(['61000', '70'], ['62000', '40']), inPrice);
    expect(read.totalError).toBe('The shares add up to 110 %: at most 100 % of the position');
    expect(read.result).toEqual({ ok: false, message: 'The shares add up to 110 %: at most 100 % of the position' });
  });

  it('refuses a tier under one lot at its share, by name', () => {
    const read = readTiers(rows(['61000', '95'], ['62000', '5']), { ...inPrice, quantity: '0.010' });
    expect(read.rows[1]?.shareError).toBe("TP2's 5 % of 0.010 is under one lot (0.001)");
    expect(read.result.ok).toBe(false);
  });

  it('refuses a trigger on the wrong side, an empty one, and a share that is not a number or is 0', () => {
    const read = readTiers(rows(['59000', '50'], ['', '20'], ['62000', 'abc'], ['63000', '0']), inPrice);
    expect(read.rows[0]?.valueError).toMatch(/^TP1: A take profit on a long position must be above its entry price/);
    expect(read.rows[1]?.valueError).toBe('TP2: give its trigger');
    expect(read.rows[2]?.shareError).toMatch(/^TP3's share/);
    expect(read.rows[3]?.shareError).toBe("TP4's share must be more than 0");
    expect(read.result).toMatchObject({ ok: false, message: read.rows[0]?.valueError });
  });

  it('says nothing of a target still empty until a send is tried; the send is refused all the same', () => {
    const r = rows(['', '50']);
    const read = readTiers(r, inPrice);
    expect(quietEmpty(read, r, false).rows[0]?.valueError).toBeUndefined();
    expect(quietEmpty(read, r, true).rows[0]?.valueError).toBe('TP1: give its trigger');
    expect(quietEmpty(read, r, false).result.ok).toBe(false);
  });

  it('shows no quantities while the size is not known, and still reads the rest', () => {
    const read = readTiers(rows(['61000', '50']), { ...inPrice, quantity: null });
    expect(read.rows[0]?.shareSaid).toBeUndefined();
    expect(read.result.ok).toBe(true);
  });
});

describe('adding and removing tiers', () => {
  it('a new row takes what is left of 100 %, and there are at most 4', () => {
    let r = addTier([]);
    expect(r).toEqual([{ value: '', share: '100' }]);
    r = addTier([{ value: '61000', share: '50' }]);
    expect(r[1]).toEqual({ value: '', share: '50' });
    r = addTier(addTier(r));
    expect(r).toHaveLength(4);
    expect(r[3]?.share).toBe('');
    expect(addTier(r)).toHaveLength(4);
    expect(removeTier(r, 0)).toHaveLength(3);
  });
});

describe('breakeven after TP1', () => {
  it('says the price the stop would move to: the entry plus both taker fees', () => {
    const pair = { takerTradeFeeRate: '0.06', priceDecimal: 1 };
    expect(breakevenLabel([{ isLong: true, price: '60000' }], pair)).toBe('Move stop to breakeven after TP1 (60072.1)');
    expect(breakevenLabel([{ isLong: false, price: '60000' }], pair)).toBe('Move stop to breakeven after TP1 (59928.0)');
    expect(
      breakevenLabel(
        [
          { isLong: true, price: '60000' },
          { isLong: false, price: '59990' },
        ],
        pair,
      ),
    ).toBe('Move stop to breakeven after TP1 (60072.1 long · 59918.0 short)');
    expect(breakevenLabel([{ isLong: true, price: null }], pair)).toBe('Move stop to breakeven after TP1');
  });
});
