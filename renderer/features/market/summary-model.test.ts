import { describe, expect, it } from 'vitest';
import type { MarketSummary } from '../../../shared/bridge';
import type { Pair } from '../../../shared/exchange';
import { MINUS } from './change-model';
import { coinsOf, compactAmount, describeSummary } from './summary-model';

const eth: Pair = {
  id: 2,
  symbol: 'ETH-USDT',
  tradable: true,
  minLever: 1,
  maxLever: 25,
  minCount: '0.01',
  maxCount: '1000',
  tradeDecimal: 2,
  priceDecimal: 2,
  settleDecimal: 4,
  makerTradeFeeRate: '0.02',
  takerTradeFeeRate: '0.06',
  settleCoinId: 1,
  settleCoinName: 'USDT',
  tradeCoinId: 3,
  tradeCoinName: 'ETH',
};

const summary: MarketSummary = {
  pair: 'ETH-USDT',
  ticker: {
    contractPairId: 2,
    period: '1DAY',
    time: 0,
    open: '3017.87',
    close: '3000',
    low: '2958.89',
    high: '3078.01',
    count: 245088,
    quantity: '406684.98',
    amount: '1233396445.6699',
  },
  markPrice: '3000.004',
  indexPrice: '2999.995',
  fundingRate: '0.00001250',
  nextFundingTime: 1_795_244_400_000,
  openInterest: { contractPairId: 2, symbol: 'ETH-USDT', amount: '12.5', count: 3 },
  serverTime: 1_795_243_865_591,
};

describe('describeSummary', () => {
  it('shows every price in the pair decimals', () => {
    const view = describeSummary(summary, eth);
    expect([view.lastPrice, view.markPrice, view.indexPrice, view.high, view.low]).toEqual(['3000.00', '3000.00', '3000.00', '3078.01', '2958.89']);
  });

  it('gives the 24h change against the open', () => {
    expect(describeSummary(summary, eth).change).toEqual({ absolute: `${MINUS}17.87`, percent: `${MINUS}0.59 %`, tone: 'down' });
  });

  it('gives the volume in base and quote, short and exact', () => {
    expect(describeSummary(summary, eth).volume).toEqual({
      text: '406.68K ETH · 1.23B USDT',
      exact: '406684.98 ETH · 1233396445.6699 USDT',
    });
  });

  it('gives funding as a signed percentage and open interest in the pair quantity decimals', () => {
    const view = describeSummary(summary, eth);
    expect(view.funding).toEqual({ text: '+0.0013 %', tone: 'up' });
    expect(view.openInterest).toBe('12.50 ETH');
    expect(describeSummary({ ...summary, openInterest: null }, eth).openInterest).toBeNull();
  });

  it('shows what came while the pair is not known yet', () => {
    const view = describeSummary(summary, undefined);
    expect(view.markPrice).toBe('3000.004');
    expect(view.openInterest).toBe('12.5 ETH');
    expect(view.volume.text).toBe('406.68K ETH · 1.23B USDT');
  });
});

describe('compactAmount', () => {
  it.each([
    // Exact in the decimals below ten thousand.
    ['9999.994', 2, '9999.99'],
    ['0', 3, '0.000'],
    // Thousands, millions, billions and trillions: two decimals, half up.
    ['12345.67', 2, '12.35K'],
    ['406684.98', 2, '406.68K'],
    ['1233396445.6699', 4, '1.23B'],
    ['2500000', 0, '2.50M'],
    ['7000000000000000', 0, '7000.00T'],
    // Up a unit when rounding reaches a thousand.
    ['999995', 2, '1.00M'],
    ['999994.99', 2, '999.99K'],
  ])('writes %s (%i decimals) as %s', (amount, decimals, text) => {
    expect(compactAmount(amount, decimals)).toBe(text);
  });
});

describe('coinsOf', () => {
  it('takes the coins from the pair, or from the symbol', () => {
    expect(coinsOf('ETH-USDT', eth)).toEqual({ base: 'ETH', quote: 'USDT' });
    expect(coinsOf('SOL-USDC', undefined)).toEqual({ base: 'SOL', quote: 'USDC' });
    expect(coinsOf('WEIRD', undefined)).toEqual({ base: 'WEIRD', quote: '' });
  });
});
