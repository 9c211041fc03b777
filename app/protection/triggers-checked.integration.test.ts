/**
 * A trigger is checked the same way wherever it is set: on the right side of the entry when set or moved, and never
 * crossed already (it would fire at once) unless the caller says so with `now`.
 */
import { describe, expect, it } from 'vitest';
import { FIRES_AT_ONCE_CODE, type BridgeResult } from '../../shared/bridge';
import { call, longAtMarket, protect, push, twoAccountVenueForTests, until } from './testing';

const { venue, open } = twoAccountVenueForTests('pd-held-triggers-');

describe('triggers checked alike', () => {
  it('a move to the wrong side of the entry is refused, as a set there is, and nothing changes', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.010');
    const stop = await protect(core, position, { kind: 'stop-loss', value: '59000.0', feed: 'last' });
    const moved = (await core.dispatch('protection.move', { id: stop.id, trigger: '61000.0', now: true })) as BridgeResult<unknown>;
    expect(moved).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/^A stop loss on a long position must be below its entry price/) },
    });
    expect((await call(core, 'protection.list', {}))[0]).toMatchObject({ id: stop.id, trigger: '59000.0', status: 'armed' });
  });

  it('a stop the price has already crossed is refused without now, naming the price; with now it fires', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.010');
    await push(venue.exchange.url, 'sell', '4.000', 'mover-1');
    // The last trade is now at 59980.0, below the entry: a stop at 59985.0 would fire at once.
    const params = { pair: 'BTC-USDT', positionId: position.id, kind: 'stop-loss' as const, value: '59985.0', feed: 'last' as const };
    const refused = (await core.dispatch('protection.set', params)) as BridgeResult<unknown>;
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        code: FIRES_AT_ONCE_CODE,
        message:
          'A stop loss at 59985.0 on a long position would fire at once: the last price is 59980.0. Send it with "now": true to fire it now, or choose another trigger',
      },
    });
    expect(await call(core, 'protection.list', {})).toEqual([]);
    await call(core, 'protection.set', { ...params, now: true });
    await until('the position closed', async () => (await call(core, 'positions.list', { pair: 'BTC-USDT' })).length === 0);
  });

  it('a stop moved to where the price already is asks for now, and moves nothing without it', async () => {
    const core = await open();
    const position = await longAtMarket(core, '0.010');
    const stop = await protect(core, position, { kind: 'stop-loss', value: '59000.0', feed: 'last' });
    await push(venue.exchange.url, 'sell', '4.000', 'mover-2');
    const moved = (await core.dispatch('protection.move', { id: stop.id, trigger: '59985.0' })) as BridgeResult<unknown>;
    expect(moved).toMatchObject({ ok: false, error: { code: FIRES_AT_ONCE_CODE } });
    expect((await call(core, 'protection.list', {}))[0]).toMatchObject({ trigger: '59000.0', status: 'armed' });
    await call(core, 'protection.move', { id: stop.id, trigger: '59985.0', now: true });
    await until('the position closed', async () => (await call(core, 'positions.list', { pair: 'BTC-USDT' })).length === 0);
  });
});
