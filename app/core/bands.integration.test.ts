/** The bands of the request budget, through the core's dispatch, against the real paper exchange. */
import { describe, expect, it } from 'vitest';
import type { AppStatus } from '../../shared/bridge';
import type { Core } from './core';
import { coreForTests } from './testing';

let core: Core;
coreForTests('pd-bands-', (started) => ({ core } = started));

const budget = async () => {
  const result = await core.dispatch('status.get', {});
  if (!result.ok) throw new Error(result.error.message);
  return (result.value as AppStatus).connection.budget;
};
const depth = { pair: 'BTC-USDT', limit: 5 };

describe('the band a call spends from', () => {
  it('refuses a band hint that is not screen, background or spare, and sends nothing', async () => {
    const before = await budget();
    for (const hint of ['write', 'urgent', 1, null]) {
      expect(await core.dispatch('market.depth', depth, hint)).toEqual({
        ok: false,
        error: { kind: 'invalid-input', message: 'band: must be "screen", "background" or "spare"' },
      });
    }
    expect((await budget()).used).toEqual(before.used);
  });

  it('an on-screen read is answered at once while background reads queue for what is left', async () => {
    // The pair list, cached, is loaded in the screen band even when background work asks first.
    await core.dispatch('market.pairs', {}, 'background');
    const order: string[] = [];
    const background = Array.from({ length: 30 }, (_, i) =>
      core.dispatch('market.depth', depth, 'background').then(() => order.push(`background ${i}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await budget()).waiting.background).toBeGreaterThan(20);
    await core.dispatch('market.depth', depth, 'screen').then(() => order.push('screen'));
    // The background reads answered before it are the few that had started when it was asked.
    expect(order.indexOf('screen')).toBeLessThan(5);
    await Promise.all(background);
    const { used } = await budget();
    expect(used.background).toBeGreaterThan(0);
    expect(used.screen).toBeGreaterThan(0);
  });

  it('a write is in the write band whatever its hint says', async () => {
    const before = (await budget()).used.write;
    const placed = await core.dispatch('trading.placeOrder', { pair: 'BTC-USDT', side: 'buy', price: '50000.0', quantity: '0.001' }, 'background');
    expect(placed.ok).toBe(true);
    expect((await budget()).used.write).toBeGreaterThan(before);
  });
});
