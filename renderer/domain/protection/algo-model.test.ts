import { describe, expect, it } from 'vitest';
import type { AlgoView } from '../../../shared/bridge';
import { algoRow } from './algo-model';
import { algoView } from './testing';

const chase = algoView();

describe('a chase or TWAP row of the Working tab', () => {
  it('shows a chase: its progress, its order out, what it did last; it cancels but does not pause', () => {
    expect(algoRow(chase)).toEqual({
      id: 'a1',
      market: 'BTC-USDT',
      kind: 'Chase',
      side: 'Buy',
      sideTone: 'buy',
      progress: '0.020 / 0.050',
      remaining: '0.030',
      average: '60000.0',
      order: '0.030 at 60000.5',
      status: 'Working',
      note: 'Resting at 60000.5',
      live: true,
      canPause: false,
      canResume: false,
    });
  });

  it('shows a TWAP with its slices; paused it resumes; ended it is no longer live', () => {
    const twap: AlgoView = {
      ...chase,
      kind: 'twap',
      side: 'sell',
      reduceOnly: true,
      order: null,
      chase: null,
      twap: { slices: 4, sent: 2, nextAt: 1, priceLimit: null, slippage: '0.5' },
    };
    expect(algoRow(twap)).toMatchObject({
      kind: 'TWAP 2 / 4',
      side: 'Sell, reduce only',
      sideTone: 'sell',
      order: '–',
      canPause: true,
      canResume: false,
    });
    expect(algoRow({ ...twap, status: 'paused' })).toMatchObject({ status: 'Paused', canPause: false, canResume: true, live: true });
    expect(algoRow({ ...twap, status: 'done', averagePrice: null })).toMatchObject({ status: 'Done', average: '–', live: false, canPause: false });
  });
});
