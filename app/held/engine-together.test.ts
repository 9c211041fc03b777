/** Held orders that trigger together on one position: their exits never sum to more than it holds. */
import { describe, expect, it } from 'vitest';
import { emptyState, newHeldOrder, step } from './engine';
import type { EngineAction, EngineEvent, EngineState, HeldOrder } from './model';

const held = (id: string, more: Partial<HeldOrder> = {}): HeldOrder =>
  newHeldOrder({ id, pair: 'BTC-USDT', kind: 'stop-loss', positionSide: 'long', createdAt: 0, trigger: '60000.0', ...more });

function play(events: EngineEvent[], state: EngineState = emptyState()): { state: EngineState; actions: EngineAction[] } {
  const actions: EngineAction[] = [];
  for (const event of events) {
    const result = step(state, event);
    state = result.state;
    actions.push(...result.actions);
  }
  return { state, actions };
}

const add = (order: HeldOrder): EngineEvent => ({ type: 'add', order, at: 0 });
const price = (p: string, at = 1): EngineEvent => ({ type: 'price', pair: 'BTC-USDT', feed: 'mark', price: p, at });
const long = (quantity: string): EngineEvent => ({ type: 'position', pair: 'BTC-USDT', position: { side: 'long', quantity }, at: 0 });
const exits = (actions: EngineAction[]) => actions.filter((a) => a.type === 'send-exit');
const statusOf = (state: EngineState, id: string) => state.orders.find((o) => o.id === id)!.status;

describe('exits that trigger together', () => {
  it('a stop loss and a trailing stop crossed by one price: one exit of the whole position, the other waits', () => {
    const trailing = held('t', { kind: 'trailing-stop', trigger: null, trailing: { distance: '5', percent: null, best: null } });
    const { state, actions } = play([add(held('s')), add(trailing), long('0.010'), price('60010.0'), price('59980.0')]);
    expect(exits(actions)).toEqual([expect.objectContaining({ id: 's', quantity: '0.010', side: 'sell' })]);
    expect(statusOf(state, 't')).toBe('armed');
    // The exit filled: the position is gone, and so is the trailing stop, said so; nothing more is sent.
    const after = play([{ type: 'exit', id: 's', outcome: 'placed', message: '', fill: { filled: '0.010', quantity: '0.010' }, at: 2 }, price('59900.0')], state);
    expect(exits(after.actions)).toEqual([]);
    expect(statusOf(after.state, 't')).toBe('cancelled');
  });

  it('a partial stop and a full stop: the second closes only what the first leaves', () => {
    const { actions } = play([add(held('a', { quantity: '0.004' })), add(held('b')), long('0.010'), price('59990.0')]);
    expect(exits(actions).map((a) => (a.type === 'send-exit' ? [a.id, a.quantity] : null))).toEqual([
      ['a', '0.004'],
      ['b', '0.006'],
    ]);
  });

  it('an exit placed but not read back counts as filled whole: the next never closes too much', () => {
    const { state } = play([add(held('a', { quantity: '0.004' })), long('0.010'), price('59990.0')]);
    const next = play([{ type: 'exit', id: 'a', outcome: 'placed', message: '', at: 2 }, add(held('b', { trigger: '59000.0' })), price('58990.0')], state);
    expect(exits(next.actions)).toEqual([expect.objectContaining({ id: 'b', quantity: '0.006' })]);
  });

  it('an exit the trading layer did not send (nothing left) waits armed, spends no attempt, and says why once', () => {
    const { state } = play([add(held('s')), long('0.010'), price('59990.0')]);
    const message = 'Nothing left to close on BTC-USDT: the long 0.010 is covered by exits already on their way (0.010)';
    const first = play([{ type: 'nothing-left', id: 's', message, at: 2 }], state);
    expect(first.state.orders[0]).toMatchObject({ status: 'armed', attempts: 0, exitQuantity: null });
    const again = play([price('59980.0'), { type: 'nothing-left', id: 's', message, at: 3 }], first.state);
    expect(again.actions.filter((a) => a.type === 'notice')).toEqual([]);
    expect(first.actions.filter((a) => a.type === 'notice')).toHaveLength(1);
  });
});
