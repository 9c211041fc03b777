import { describe, expect, it } from 'vitest';
import { fakeInvoke } from './testing/fake-invoke';
import { manualSession } from '../composition/testing/manual-session';
import { applyLadderPreset, ladderMarketOf, ladderStoreOf, setLadderMarket } from './ladder-store';

describe('the ladder store', () => {
  it('takes a size preset as the market’s quantity and unit, leaving the other markets and the grouping as they were', () => {
    const store = ladderStoreOf(manualSession(fakeInvoke({}).invoke, () => 0));
    setLadderMarket(store, 'BTC-USDT', { quantity: '0.010', step: '5' });
    setLadderMarket(store, 'ETH-USDT', { quantity: '1.00' });
    applyLadderPreset(store, 'BTC-USDT', { quantity: '250', unit: 'quote' });
    expect(ladderMarketOf(store.getState(), 'BTC-USDT')).toEqual({ quantity: '250', unit: 'quote', step: '5' });
    expect(ladderMarketOf(store.getState(), 'ETH-USDT')).toEqual({ quantity: '1.00', unit: 'base', step: null });
  });
});
