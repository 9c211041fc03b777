import { describe, expect, it, vi } from 'vitest';
import { createMarketScopes, SCOPED_FEEDS } from './market-scopes';
import { createMarketStore } from './market-store';
import { createSettingsStore } from './settings-store';
import { memoryStorage } from './storage';
import { fakeClockForEachTest, timerEnv } from './testing/fake-clock';
import { PAIRS, depthOf, fakeInvoke, ok } from './testing/fake-invoke';

fakeClockForEachTest(1_000_000);

function setUp() {
  const bridge = fakeInvoke({ 'market.depth': (p) => ok(depthOf(p.pair === 'ETH-USDT' ? '3000.00' : '60000.0')) });
  const market = createMarketStore(memoryStorage());
  market.getState().actions.pairsSettled(ok(PAIRS), Date.now());
  const scopes = createMarketScopes({
    invoke: bridge.invoke,
    market,
    settings: createSettingsStore(memoryStorage()),
    env: timerEnv(),
    now: () => Date.now(),
  });
  return { bridge, market, scopes };
}

describe('market scopes: the markets a workspace shows beside the session’s', () => {
  it('poll only what depends on the market or the period; the account’s feeds stay the session’s', () => {
    expect([...SCOPED_FEEDS].sort()).toEqual(['candles', 'depth', 'openOrders', 'summary', 'trades']);
  });

  it('share one scope per market and period, so two panels of ETH-USDT ask its book once per run', async () => {
    const { bridge, scopes } = setUp();
    const one = scopes.acquire('ETH-USDT', '15MIN');
    const two = scopes.acquire('ETH-USDT', '15MIN');
    expect(two.scope).toBe(one.scope);
    const releases = [one.scope.poller.use('depth'), two.scope.poller.use('depth')];
    await vi.advanceTimersByTimeAsync(0);
    expect(bridge.of('market.depth').map((c) => c.params)).toEqual([{ pair: 'ETH-USDT', limit: expect.any(Number) }]);
    expect(one.scope.feeds.getState().feeds.depth.data?.bids[0]?.price).toBe('3000.00');
    expect(one.scope.market.getState().selected).toBe('ETH-USDT');
    expect(one.scope.market.getState().pairs.data).toEqual(PAIRS);
    releases.forEach((release) => release());
    one.release();
    two.release();
  });

  it('stop asking once the last panel of a market is gone', async () => {
    const { bridge, scopes } = setUp();
    const held = scopes.acquire('ETH-USDT', '15MIN');
    const release = held.scope.poller.use('depth');
    await vi.advanceTimersByTimeAsync(0);
    const asked = bridge.of('market.depth').length;
    held.release();
    expect(scopes.keys()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bridge.of('market.depth').length).toBe(asked);
    release();
  });

  it('keep the pair list of the session as it changes, and a chart of another period apart', () => {
    const { market, scopes } = setUp();
    const daily = scopes.acquire('BTC-USDT', '1DAY');
    const minute = scopes.acquire('BTC-USDT', '1MIN');
    expect(daily.scope).not.toBe(minute.scope);
    expect(scopes.keys()).toEqual(['BTC-USDT 1DAY', 'BTC-USDT 1MIN']);
    market.getState().actions.pairsSettled(ok(PAIRS.slice(0, 1)), Date.now());
    expect(daily.scope.market.getState().pairs.data).toEqual(PAIRS.slice(0, 1));
    daily.release();
    minute.release();
  });
});
