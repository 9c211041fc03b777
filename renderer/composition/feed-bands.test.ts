import { describe, expect, it, vi } from 'vitest';
import { createSession } from './session';
import { memoryStorage } from '../stores/storage';
import { fakeClockForEachTest, timerEnv } from '../stores/testing/fake-clock';
import { PAIRS, depthOf, fakeInvoke, ok } from '../stores/testing/fake-invoke';

const env = timerEnv();

fakeClockForEachTest(1_000_000);

describe('the band each feed asks for', () => {
  it('the current market on screen asks in the screen band, the Market list and notifications in the background band', async () => {
    const bridge = fakeInvoke({
      'market.pairs': () => ok(PAIRS),
      'market.depth': () => ok(depthOf('60000.0')),
      'market.tickers': () => ok([]),
      'account.recentFills': () => ok([]),
    });
    const session = createSession({ invoke: bridge.invoke, storage: memoryStorage({}), env, now: () => Date.now() });
    session.market.getState().actions.setListDue(['ETH-USDT']);
    session.poller.use('depth');
    session.poller.use('tickers');
    session.poller.use('recentFills');
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    const bandOf = (method: string) => [...new Set(bridge.calls.filter((c) => c.method === method).map((c) => c.band))];
    expect(bandOf('market.depth')).toEqual(['screen']);
    expect(bandOf('market.tickers')).toEqual(['background']);
    expect(bandOf('account.recentFills')).toEqual(['background']);
    session.stop();
  });
});
