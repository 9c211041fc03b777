/**
 * The PnL arithmetic against round trips worked by hand: opens, an add, a partial close (as maker, with its
 * rebate), funding paid and received, a flip (one fill that closes a long and opens a short), the close of the
 * short, and a position still open on another market.
 */
import { describe, expect, it } from 'vitest';
import type { RoundTrip } from '../../shared/bridge';
import type { MakerEarning, Tariff } from '../../shared/exchange';
import { fillRecord } from '../../shared/exchange/testing';
import { roundTrips } from './round-trips';
import { dailyOf, summaryOf } from './statistics';

const DAY = 86_400_000;
const T0 = 20_000 * DAY; // a UTC midnight
const fill = (tradeId: number, at: number, side: 'buy' | 'sell', qty: string, price: string, amount: string, fee: string, pnl = '0', extra = {}) =>
  fillRecord({
    tradeId,
    orderId: tradeId,
    tradeTime: T0 + at,
    isLong: side === 'buy',
    fillQty: qty,
    fillPrice: price,
    fillAmt: amount,
    fillFee: fee,
    fillPnl: pnl,
    isClose: pnl !== '0',
    ...extra,
  });
const tariff = (id: number, at: number, isLong: boolean, amount: string): Tariff => ({
  id,
  symbol: 'BTC-USDT',
  isLong,
  quantity: '1',
  openingPrice: '100',
  settledRate: '0.0001',
  tariffAmount: amount,
  fundingTime: T0 + at,
});
const rebate = (tradeId: number, at: number, amount: string): MakerEarning => ({
  id: tradeId,
  tradeId,
  orderId: tradeId,
  symbol: 'BTC-USDT',
  fillPrice: '120',
  fillQty: '0.500',
  rebateRate: '0.0001',
  rebateAmount: amount,
  tradeTime: T0 + at,
});

const fills = [
  fill(1, 1000, 'buy', '1.000', '100', '100', '0.06'),
  fill(2, 2000, 'buy', '1.000', '110', '110', '0.066'),
  // Partial close as maker: (120 − 105) × 0.5 = 7.5; fee 0.02 % of 60, rebate 0.01 %.
  fill(3, 3000, 'sell', '0.500', '120', '60', '0.012', '7.5', { isTaker: false }),
  // The flip: closes 1.5 at 90, (90 − 105) × 1.5 = −22.5, and opens 0.5 short; fee 0.108 split 0.081 / 0.027.
  fill(4, 4000, 'sell', '2.000', '90', '180', '0.108', '-22.5'),
  fill(5, 8000, 'buy', '0.500', '80', '40', '0.024', '5'),
  fill(6, 5000, 'buy', '1.000', '10', '10', '0.006', '0', { symbol: 'ETH-USDT' }),
];
const funding = [tariff(1, 3600, true, '-0.1'), tariff(2, 7200, false, '0.05')];
const rebates = [rebate(3, 3000, '0.006')];

describe('round trips', () => {
  const trips = roundTrips(fills, funding, rebates);

  it('makes the long, the short opened by the flip, and the open ETH position, oldest first', () => {
    expect(trips.map((t) => [t.id, t.side, t.closeTime])).toEqual([
      ['BTC-USDT:1', 'long', T0 + 4000],
      ['BTC-USDT:4', 'short', T0 + 8000],
      ['ETH-USDT:6', 'long', null],
    ]);
  });

  it('the long and the short the flip opened: averaged entry and exit, each one’s share of the money', () => {
    const figures = (t: RoundTrip) => [
      t.size,
      t.entryPrice,
      t.exitPrice,
      t.closedQuantity,
      t.realised,
      t.fees,
      t.funding,
      t.rebates,
      t.net,
      t.tradeIds.join(' '),
    ];
    expect(trips.slice(0, 2).map(figures)).toEqual([
      // size, entry, exit, closed, realised, fees (0.06 + 0.066 + 0.012 + the flip's 0.081), funding paid, the rebate, net, fills
      ['2', '105', '97.5', '2', '-15', '0.219', '-0.1', '0.006', '-15.313', '1 2 3 4'],
      // its share of the flip fill's fee (0.027 + 0.024) and the funding it received
      ['0.5', '90', '80', '0.5', '5', '0.051', '0.05', '0', '4.999', '4 5'],
    ]);
  });

  it('each trip’s part of its fills: the flip’s 2.000 is 1.5 of the long and 0.5 of the short', () => {
    expect(trips.slice(0, 2).map((t) => t.tradeQuantities)).toEqual([
      ['1', '1', '0.5', '1.5'],
      ['0.5', '0.5'],
    ]);
  });

  it('an open trip has no exit yet', () => {
    expect(trips[2]).toMatchObject({ size: '1', entryPrice: '10', exitPrice: null, realised: '0', fees: '0.006', net: '-0.006' });
  });

  it('a fill that closes a position opened before the history is a trip of its own', () => {
    const [trip] = roundTrips([fill(9, 0, 'sell', '1', '100', '100', '0.06', '3')]);
    expect(trip).toMatchObject({ side: 'long', beforeHistory: true, closeTime: T0, realised: '3', net: '2.94' });
  });

  it('a flip’s fee split that does not divide evenly still adds up to the fill’s fee', () => {
    const [long, short] = roundTrips([fill(1, 0, 'buy', '1', '100', '100', '0.001'), fill(2, 1, 'sell', '3', '100', '300', '0.001', '0')]);
    expect([long!.fees, short!.fees]).toEqual(['0.001', '0.001']); // 0.001 + (0.000 | 0.001)
  });
});

describe('statistics', () => {
  const trips = roundTrips(fills, funding, rebates);
  const closed = trips.filter((t) => t.closeTime !== null);
  const summary = summaryOf({ fills, funding, rebates }, closed);

  it('money totals are the sums of the records; the trade statistics those of the closed trips', () => {
    expect(summary.overall).toEqual({
      realised: '-10',
      fees: '0.276',
      funding: '-0.05',
      rebates: '0.006',
      net: '-10.32',
      trades: 2,
      wins: 1,
      losses: 1,
      winRate: '50.00',
      averageWin: '4.999',
      averageLoss: '-15.313',
      profitFactor: '0.33', // 4.999 / 15.313
      largestLoss: '-15.313',
      makerShare: '12.00', // 60 of 500
      volume: '500',
    });
  });

  it('per market', () => {
    expect(summary.markets.map((m) => [m.symbol, m.trades, m.net, m.makerShare])).toEqual([
      ['BTC-USDT', 2, '-10.314', '12.24'], // 60 of 490
      ['ETH-USDT', 0, '-0.006', '0.00'],
    ]);
    const eth = summary.markets[1]!;
    expect([eth.winRate, eth.profitFactor, eth.largestLoss]).toEqual([null, null, null]);
  });

  it('the daily PnL keeps realised, fees, funding and rebates apart, per UTC day', () => {
    const later = fill(7, DAY + 5, 'sell', '1.000', '12', '12', '0.0072', '2', { symbol: 'ETH-USDT' });
    expect(dailyOf({ fills: [...fills, later], funding, rebates })).toEqual([
      { day: T0, realised: '-10', fees: '0.276', funding: '-0.05', rebates: '0.006', net: '-10.32' },
      { day: T0 + DAY, realised: '2', fees: '0.0072', funding: '0', rebates: '0', net: '1.9928' },
    ]);
  });
});
