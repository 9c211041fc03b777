/** Breakeven as the Positions row and the chart send it, over the bridge's test double. */
import { describe, expect, it } from 'vitest';
import { FIRES_AT_ONCE_CODE } from '../../shared/bridge';
import { positionRecord } from '../../shared/exchange/testing';
import { createActionLogStore } from '../stores/action-log-store';
import { fakeInvoke, ok, type Handlers } from '../stores/testing/fake-invoke';
import { heldOrder } from '../domain/protection/testing';
import { createBreakeven } from './breakeven';

const AT = Date.UTC(2026, 10, 25, 14, 3, 27);
const long = positionRecord({ id: 41, isLong: true, quantity: '0.250' });
const stop = heldOrder({ trigger: '60072.1', createdAt: AT });
const PAST =
  'A stop loss at 60072.1 on a long position would fire at once: the last price is 60050.0. Send it with "now": true to fire it now, or choose another trigger';

function setup(handlers: Handlers) {
  const bridge = fakeInvoke(handlers);
  const actionLog = createActionLogStore();
  let refreshed = 0;
  const breakeven = createBreakeven({ invoke: bridge.invoke, refresh: () => refreshed++, actionLog, now: () => AT });
  return { bridge, breakeven, refreshed: () => refreshed, log: () => actionLog.getState().entries.map((e) => [e.tone, e.text]) };
}

describe('Breakeven', () => {
  it('moves the stop, says where in the action log and refreshes the held orders', async () => {
    const { bridge, breakeven, log, refreshed } = setup({ 'protection.breakeven': () => ok(stop) });
    const outcome = await breakeven(long);
    expect(outcome).toEqual({ kind: 'said', said: { tone: 'ok', text: 'Stop on the BTC-USDT long moved to breakeven 60072.1' } });
    expect(bridge.of('protection.breakeven')[0]!.params).toEqual({ pair: 'BTC-USDT', positionId: 41 });
    expect(log()).toEqual([['ok', 'Stop on the BTC-USDT long moved to breakeven 60072.1']]);
    expect(refreshed()).toBe(1);
  });

  it('comes back to ask when the price is already past breakeven, logging nothing, and sends `now` once told', async () => {
    const { bridge, breakeven, log } = setup({
      'protection.breakeven': (p) => (p.now ? ok(stop) : { ok: false, error: { kind: 'invalid-input', code: FIRES_AT_ONCE_CODE, message: PAST } }),
    });
    expect(await breakeven(long)).toEqual({ kind: 'past' });
    expect(log()).toEqual([]);
    expect(await breakeven(long, true)).toEqual({ kind: 'said', said: { tone: 'ok', text: 'Stop on the BTC-USDT long moved to breakeven 60072.1' } });
    expect(bridge.of('protection.breakeven').map((c) => c.params)).toEqual([
      { pair: 'BTC-USDT', positionId: 41 },
      { pair: 'BTC-USDT', positionId: 41, now: true },
    ]);
  });

  it('says a refusal in the core’s words', async () => {
    const why = 'The stop loss at 60500.0 already locks in more than breakeven (60072.1): it stays where it is';
    const { breakeven, log } = setup({ 'protection.breakeven': () => ({ ok: false, error: { kind: 'invalid-input', message: why } }) });
    const short = { ...long, isLong: false };
    expect(await breakeven(short)).toEqual({
      kind: 'said',
      said: { tone: 'error', text: `Stop on the BTC-USDT short not moved to breakeven: ${why}` },
    });
    expect(log()).toEqual([['error', `Stop on the BTC-USDT short not moved to breakeven: ${why}`]]);
  });
});
