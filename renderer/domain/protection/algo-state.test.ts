import { describe, expect, it } from 'vitest';
import { orderRecord } from '../../../shared/exchange/testing';
import { algoMarksOf, algoState, algoTitle, chaseLeft, distanceLeft, liveAlgosOf, secondsText } from './algo-state';
import { algoView, twapView } from './testing';

const BTC = { priceDecimal: 1, tradeDecimal: 3, tradeCoinName: 'BTC' };

describe('what a live chase or TWAP is doing', () => {
  it('lists the market’s working, paused and ending ones, not the finished or another market’s', () => {
    const algos = [
      algoView(),
      twapView({ status: 'paused' }),
      algoView({ id: 'a3', status: 'done' }),
      algoView({ id: 'a4', pair: 'ETH-USDT' }),
      algoView({ id: 'a5', status: 'ending' }),
    ];
    expect(liveAlgosOf(algos, 'BTC-USDT').map((a) => a.id)).toEqual(['a1', 'a2', 'a5']);
    expect(liveAlgosOf(null, 'BTC-USDT')).toEqual([]);
  });

  it('names it: "Chase buy", "TWAP sell 2/4"; counts seconds down, in minutes from two on', () => {
    expect(algoTitle(algoView())).toBe('Chase buy');
    expect(algoTitle(twapView())).toBe('TWAP sell 2/4');
    expect([secondsText(11_200), secondsText(119_000), secondsText(185_000), secondsText(-5)]).toEqual(['12 s', '119 s', '3 min', '0 s']);
  });

  it('a chase’s distance left: its limit less how far the best moved against it (a buy: up; a sell: down)', () => {
    const buy = algoView({ chase: { maxDistance: '50', deadline: 60_000, onLimit: 'market', startPrice: '60000.0' } });
    expect(distanceLeft(buy, '60012.5', 1)).toBe('37.5');
    expect(distanceLeft(buy, '59990.0', 1)).toBe('60.0');
    expect(distanceLeft(buy, '60080.0', 1)).toBe('0.0');
    expect(distanceLeft({ ...buy, side: 'sell' }, '59990.0', 1)).toBe('40.0');
    expect(distanceLeft(algoView(), '60012.5', 1)).toBeNull();
  });

  it('a chase: what is left, its time and distance left, read in full; stopping: faint, no ✕', () => {
    const chase = algoView({ chase: { maxDistance: '50', deadline: 60_000, onLimit: 'market', startPrice: '60000.0' } });
    expect(algoState(chase, 48_000, BTC, { clientOrderId: 'a1c1', dealQuantity: '0', price: '60000.5' })).toEqual({
      amount: '0.030 left',
      notes: ['12 s', '49.5 to limit'],
      quiet: false,
      cancellable: true,
      description:
        'Chase buy of 0.050 BTC held by Perpdesk: 0.030 left, resting at 60000.5, 12 s left, the price may move 49.5 more against it; at a limit it crosses at market',
    });
    const stopping = algoState(algoView({ status: 'ending' }), 48_000, BTC, null);
    expect(stopping).toMatchObject({ notes: ['12 s', 'stopping…'], quiet: true, cancellable: false });
    expect(stopping.description).toBe(
      'Chase buy of 0.050 BTC held by Perpdesk, stopping…: 0.030 left, no order resting now, 12 s left; at a limit it stops',
    );
  });

  it('a chase’s rest counts what its resting order dealt that the chase has not read back yet', () => {
    const chase = algoView({ order: { clientOrderId: 'a1c1', orderId: 11, price: '60000.5', quantity: '0.030', filled: '0.004' } });
    expect(chaseLeft(chase, { clientOrderId: 'a1c1', dealQuantity: '0.004' })).toBe('0.03');
    expect(chaseLeft(chase, { clientOrderId: 'a1c1', dealQuantity: '0.014' })).toBe('0.02');
    expect(chaseLeft(chase, { clientOrderId: 'a1c2', dealQuantity: '0.005' })).toBe('0.025');
    expect(chaseLeft(chase, null)).toBe('0.030');
    expect(algoState(chase, 0, BTC, { clientOrderId: 'a1c1', dealQuantity: '0.024', price: '60000.5' }).amount).toBe('0.010 left');
  });

  it('a TWAP: filled of its quantity and its average price; paused said and faint, still cancellable', () => {
    expect(algoState(twapView(), 0, BTC, null)).toEqual({
      amount: '0.020/0.040',
      notes: ['avg 60010.4'],
      quiet: false,
      cancellable: true,
      description: 'TWAP sell 2/4 slices of 0.040 BTC held by Perpdesk: 0.020 filled at 60010.4 on average',
    });
    const paused = algoState(
      twapView({
        status: 'paused',
        averagePrice: null,
        filled: '0',
        twap: { slices: 4, sent: 0, nextAt: null, priceLimit: '61000', slippage: '0.1' },
      }),
      0,
      BTC,
      null,
    );
    expect(paused).toMatchObject({ amount: '0.000/0.040', notes: ['paused'], quiet: true, cancellable: true });
    expect(paused.description).toBe('TWAP sell 0/4 slices of 0.040 BTC held by Perpdesk, paused: 0.000 filled, slices wait beyond 61000.0');
  });
});

describe('the ladder’s chase and TWAP marks', () => {
  it('mark the row of each open order a live chase rests (by its client order id) and each live TWAP’s price limit', () => {
    const orders = [
      orderRecord({ id: 7, clientOrderId: 'a1c3', price: '60000.5' }),
      orderRecord({ id: 8, clientOrderId: 'c8', price: '59990.0' }),
      orderRecord({ id: 9, clientOrderId: 'a9c1', price: '59980.0' }),
      orderRecord({ id: 10, clientOrderId: 'a6c1', price: '60020.0', isLong: false }),
    ];
    const algos = [
      algoView(),
      algoView({ id: 'a6', side: 'sell' }),
      twapView({ twap: { slices: 4, sent: 2, nextAt: null, priceLimit: '60100.0', slippage: '0.1' } }),
      twapView({ id: 'a3' }),
      algoView({ id: 'a9', status: 'done' }),
    ];
    expect(algoMarksOf(algos, orders, 'BTC-USDT')).toEqual([
      { kind: 'chase-buy', side: 'buy', price: '60000.5' },
      { kind: 'chase-sell', side: 'sell', price: '60020.0' },
      { kind: 'twap-limit-sell', side: 'sell', price: '60100.0' },
    ]);
    expect(algoMarksOf(null, orders, 'BTC-USDT')).toEqual([]);
    expect(algoMarksOf(algos, orders, 'ETH-USDT')).toEqual([]);
  });
});
