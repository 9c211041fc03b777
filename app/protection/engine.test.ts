/** The trigger engine as a step machine: prices, positions and fills in, exits and notices out. */
import { describe, expect, it } from 'vitest';
import { STALE_MS } from '../trading/price-feed';
import { newHeldOrder } from './engine';
import { play } from './engine-testing';
import type { EngineAction, EngineEvent, EngineState, HeldOrder } from './model';

const held = (more: Partial<HeldOrder> = {}): HeldOrder =>
  newHeldOrder({ id: 'h1', pair: 'BTC-USDT', kind: 'stop-loss', positionSide: 'long', createdAt: 0, trigger: '59000', ...more });

const add = (order: HeldOrder): EngineEvent => ({ type: 'add', order, at: 0 });
const price = (p: string, at = 1, pair = 'BTC-USDT'): EngineEvent => ({ type: 'price', pair, feed: 'mark', price: p, at });
const long = (quantity: string, pair = 'BTC-USDT'): EngineEvent => ({ type: 'position', pair, position: { side: 'long', quantity }, at: 0 });
const exits = (actions: EngineAction[]) => actions.filter((a) => a.type === 'send-exit');
const notices = (actions: EngineAction[]) => actions.flatMap((a) => (a.type === 'notice' ? [a.message] : []));
const statusOf = (state: EngineState, id: string) => state.orders.find((o) => o.id === id)!.status;

describe('trigger engine', () => {
  it('fires a stop loss once, sized to the position, as a sell that closes it', () => {
    const { state, actions } = play([add(held()), long('0.5'), price('59500'), price('58900'), price('58800'), price('58000')]);
    expect(exits(actions)).toEqual([
      { type: 'send-exit', id: 'h1', pair: 'BTC-USDT', side: 'sell', quantity: '0.5', price: null, clientOrderId: 'h1x0' },
    ]);
    expect(notices(actions)).toEqual(['Stop loss triggered on BTC-USDT at 58900 (trigger 59000): closing 0.5 at market']);
    expect(statusOf(state, 'h1')).toBe('firing');
    const placed = play([{ type: 'exit', id: 'h1', outcome: 'placed', message: '', at: 2 }, price('57000')], state);
    expect(statusOf(placed.state, 'h1')).toBe('fired');
    expect(exits(placed.actions)).toEqual([]);
  });

  it('fires a take profit on a short when the price falls to it, as a buy', () => {
    const order = held({ kind: 'take-profit', positionSide: 'short', trigger: '55000' });
    const short: EngineEvent = { type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '2' }, at: 0 };
    const { actions } = play([add(order), short, price('56000'), price('55000')]);
    expect(exits(actions)).toEqual([expect.objectContaining({ side: 'buy', quantity: '2' })]);
  });

  it('one cancels the other: the target placed cancels the stop', () => {
    const stop = held({ id: 'sl', group: 'g', trigger: '59000' });
    const target = held({ id: 'tp', kind: 'take-profit', group: 'g', trigger: '61000' });
    const fired = play([add(stop), add(target), long('1'), price('61000')]);
    expect(exits(fired.actions)).toEqual([expect.objectContaining({ id: 'tp' })]);
    // While the target's exit is out, the stop never fires too.
    const meanwhile = play([price('58000')], fired.state);
    expect(exits(meanwhile.actions)).toEqual([]);
    const { state, actions } = play([{ type: 'exit', id: 'tp', outcome: 'placed', message: '', at: 3 }], meanwhile.state);
    expect(statusOf(state, 'sl')).toBe('cancelled');
    expect(notices(actions)).toEqual(['Stop loss on BTC-USDT cancelled: the take profit fired']);
  });

  it('shrinks with the position, and goes when it closes by any road', () => {
    const { state, actions } = play([add(held({ quantity: '1' })), long('1'), long('0.4')]);
    expect(state.orders[0]!.quantity).toBe('0.4');
    expect(notices(actions)).toEqual(['Stop loss on BTC-USDT shrunk to 0.4: the position shrank']);
    const closed = play([{ type: 'position', pair: 'BTC-USDT', position: null, at: 5 }, price('1')], state);
    expect(statusOf(closed.state, 'h1')).toBe('cancelled');
    expect(exits(closed.actions)).toEqual([]);
    expect(notices(closed.actions)).toEqual(['Stop loss on BTC-USDT cancelled: the position is closed']);
  });

  it('never sends more than the position holds, nor flips it', () => {
    const capped = play([add(held({ quantity: '0.3' })), long('1'), price('1')]);
    expect(exits(capped.actions)).toEqual([expect.objectContaining({ quantity: '0.3' })]);
    // The position became a short (another device flipped it): the long's stop goes instead of buying.
    const flipped: EngineEvent = { type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '1' }, at: 0 };
    const gone = play([add(held()), long('1'), flipped, price('1')]);
    expect(exits(gone.actions)).toEqual([]);
    // A position not known yet: nothing is sized, nothing sent.
    expect(exits(play([add(held()), price('1')]).actions)).toEqual([]);
  });

  it('trails the best price by a distance and by a percent', () => {
    const trailing = held({ kind: 'trailing-stop', trigger: null, trailing: { distance: '100', percent: null, best: null } });
    const { state, actions } = play([add(trailing), long('1'), price('60000'), price('60500'), price('60450'), price('60401')]);
    expect(state.orders[0]!.trigger).toBe('60400');
    expect(exits(actions)).toEqual([]);
    expect(exits(play([price('60400')], state).actions)).toEqual([expect.objectContaining({ side: 'sell' })]);

    const short = held({ kind: 'trailing-stop', positionSide: 'short', trigger: null, trailing: { distance: null, percent: '1', best: null } });
    const shortPos: EngineEvent = { type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '1' }, at: 0 };
    const s = play([add(short), shortPos, price('50000'), price('49000'), price('49400')]);
    expect(s.state.orders[0]!.trigger).toBe('49490');
    expect(exits(play([price('49490')], s.state).actions)).toEqual([expect.objectContaining({ side: 'buy' })]);
  });

  it('says once when the feed behind an armed order goes stale, and again after it came back and went again', () => {
    const start = play([add(held()), long('1'), price('60000', 1000)]);
    expect(notices(play([{ type: 'tick', at: 1000 + STALE_MS - 1 }], start.state).actions)).toEqual([]);
    const stale = play(
      [
        { type: 'tick', at: 1000 + STALE_MS },
        { type: 'tick', at: 1000 + STALE_MS * 2 },
      ],
      start.state,
    );
    expect(notices(stale.actions)).toEqual([
      'Protection on BTC-USDT is blind: no mark price for 5 s; held orders there cannot fire until it returns',
    ]);
    const again = play([price('60000', 20_000), { type: 'tick', at: 20_000 + STALE_MS }], stale.state);
    expect(notices(again.actions)).toHaveLength(1);
  });

  it('after a restart with the price already crossed, fires at the first price and says so', () => {
    const before = play([add(held()), long('1'), price('60000')]);
    const { actions } = play([{ type: 'started', at: 10 }, long('1'), price('58000', 11)], before.state);
    expect(exits(actions)).toHaveLength(1);
    expect(notices(actions)[0]).toMatch(/^Stop loss triggered at start: the price crossed while Perpdesk was not running/);
  });

  it('arms a bracket when its entry fills, sized to the fill; an entry ended unfilled cancels it', () => {
    const pending = held({ id: 'sl', status: 'pending', group: 'b', entryClientOrderId: 'e1', quantity: '1' });
    const { state, actions } = play([add(pending), long('0.2'), price('1')]);
    expect(exits(actions)).toEqual([]);
    const armed = play([{ type: 'entry', clientOrderId: 'e1', filled: '0.2', done: false, at: 1 }, price('58000')], state);
    expect(exits(armed.actions)).toEqual([expect.objectContaining({ quantity: '0.2' })]);
    expect(notices(armed.actions)[0]).toBe('Stop loss on BTC-USDT armed for 0.2: the entry filled');
    const unfilled = play([add(pending), { type: 'entry', clientOrderId: 'e1', filled: '0', done: true, at: 1 }]);
    expect(statusOf(unfilled.state, 'sl')).toBe('cancelled');
  });

  it('arms again with a new client order id when an exit is refused, and gives up after three', () => {
    let { state } = play([add(held()), long('1'), price('1')]);
    const ids: string[] = ['h1x0'];
    for (let i = 0; i < 3; i += 1) {
      const r = play([{ type: 'exit', id: 'h1', outcome: 'not-placed', message: 'insufficient balance', at: 2 }, price('1')], state);
      state = r.state;
      ids.push(...exits(r.actions).map((a) => (a.type === 'send-exit' ? a.clientOrderId : '')));
    }
    expect(ids).toEqual(['h1x0', 'h1x1', 'h1x2']);
    expect(statusOf(state, 'h1')).toBe('cancelled');
  });

  it('exits with an IOC limit at the firing price less its slippage; a remainder stays armed and fires again', () => {
    const limit = held({ quantity: '1.0', exit: { type: 'limit', slippage: '0.5' } });
    const first = play([add(limit), long('1.0'), price('58900.0')]);
    // 58900.0 × 0.995 = 58605.5: a sell's limit, never lower than that.
    expect(exits(first.actions)).toEqual([expect.objectContaining({ side: 'sell', quantity: '1.0', price: '58605.5', clientOrderId: 'h1x0' })]);
    expect(notices(first.actions)).toEqual([
      'Stop loss triggered on BTC-USDT at 58900.0 (trigger 59000): closing 1.0 with a limit at 58605.5 (0.5 % slippage)',
    ]);

    const partly = play([{ type: 'exit', id: 'h1', outcome: 'placed', message: '', fill: { filled: '0.4', quantity: '1.0' }, at: 2 }], first.state);
    expect(statusOf(partly.state, 'h1')).toBe('armed');
    expect(partly.state.orders[0]!.quantity).toBe('0.6');
    expect(notices(partly.actions)).toEqual(['Stop loss on BTC-USDT partly filled: 0.4 of 1.0; the rest stays armed']);
    expect(partly.actions.find((a) => a.type === 'notice')).toMatchObject({ title: 'Stop loss partly filled' });

    // The next price beyond the trigger sends the rest, under a new client order id, not told as a new trigger.
    const again = play([price('58800.0')], partly.state);
    expect(exits(again.actions)).toEqual([expect.objectContaining({ quantity: '0.6', price: '58506.0', clientOrderId: 'h1x1' })]);
    expect(notices(again.actions)).toEqual([]);
    const done = play(
      [{ type: 'exit', id: 'h1', outcome: 'placed', message: '', fill: { filled: '0.6', quantity: '0.6' }, at: 3 }, price('58000.0')],
      again.state,
    );
    expect(statusOf(done.state, 'h1')).toBe('fired');
    expect(exits(done.actions)).toEqual([]);
  });

  it('a limit exit never sends more than the position holds after a part filled, nor flips it', () => {
    // The whole position (no quantity): what filled comes off the position before the next read of it.
    const whole = held({ exit: { type: 'limit', slippage: '1' } });
    const first = play([add(whole), long('1.0'), price('58000.0')]);
    const partly = play(
      [{ type: 'exit', id: 'h1', outcome: 'placed', message: '', fill: { filled: '0.7', quantity: '1.0' }, at: 2 }, price('57900.0')],
      first.state,
    );
    expect(exits(partly.actions)).toEqual([expect.objectContaining({ quantity: '0.3', price: '57321.0' })]);
    // Nothing filled (the book is beyond the slippage): told once, then only what fills is told.
    const none = { type: 'exit', id: 'h1', outcome: 'placed', message: '', fill: { filled: '0.0', quantity: '0.3' }, at: 3 } as const;
    const unfilled = play([none, price('57800.0'), { ...none, at: 4 }], partly.state);
    expect(notices(unfilled.actions)).toEqual([]);
    expect(statusOf(unfilled.state, 'h1')).toBe('armed');
    // A short's stop buys, at most its slippage above the price (rounded down).
    const short: EngineEvent = { type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '2' }, at: 0 };
    const buy = play([add(held({ positionSide: 'short', trigger: '61000.0', exit: { type: 'limit', slippage: '0.33' } })), short, price('61000.3')]);
    expect(exits(buy.actions)).toEqual([expect.objectContaining({ side: 'buy', price: '61201.6' })]);
  });

  it('moves and cancels only a live order', () => {
    const { state } = play([add(held()), { type: 'move', id: 'h1', trigger: '58000', at: 1 }, long('1'), price('58500')]);
    expect(state.orders[0]!.trigger).toBe('58000');
    expect(statusOf(play([{ type: 'cancel', id: 'h1', at: 2 }], state).state, 'h1')).toBe('cancelled');
  });
});

describe('exits that trigger together', () => {
  it('a stop loss and a trailing stop crossed by one price: one exit of the whole position, the other waits', () => {
    const trailing = held({ id: 't', kind: 'trailing-stop', trigger: null, trailing: { distance: '5', percent: null, best: null } });
    const { state, actions } = play([
      add(held({ id: 's', trigger: '60000.0' })),
      add(trailing),
      long('0.010'),
      price('60010.0'),
      price('59980.0', 2),
    ]);
    expect(exits(actions)).toEqual([expect.objectContaining({ id: 's', quantity: '0.010', side: 'sell' })]);
    expect(statusOf(state, 't')).toBe('armed');
    // The exit filled: the position is gone, and so is the trailing stop, said so; nothing more is sent.
    const after = play(
      [{ type: 'exit', id: 's', outcome: 'placed', message: '', fill: { filled: '0.010', quantity: '0.010' }, at: 2 }, price('59900.0')],
      state,
    );
    expect(exits(after.actions)).toEqual([]);
    expect(statusOf(after.state, 't')).toBe('cancelled');
  });

  it('a partial stop and a full stop: the second closes only what the first leaves', () => {
    const { actions } = play([
      add(held({ id: 'a', trigger: '60000.0', quantity: '0.004' })),
      add(held({ id: 'b', trigger: '60000.0' })),
      long('0.010'),
      price('59990.0'),
    ]);
    expect(exits(actions).map((a) => (a.type === 'send-exit' ? [a.id, a.quantity] : null))).toEqual([
      ['a', '0.004'],
      ['b', '0.006'],
    ]);
  });

  it('an exit placed but not read back counts as filled whole: the next never closes too much', () => {
    const { state } = play([add(held({ id: 'a', trigger: '60000.0', quantity: '0.004' })), long('0.010'), price('59990.0')]);
    const next = play(
      [{ type: 'exit', id: 'a', outcome: 'placed', message: '', at: 2 }, add(held({ id: 'b', trigger: '59000.0' })), price('58990.0')],
      state,
    );
    expect(exits(next.actions)).toEqual([expect.objectContaining({ id: 'b', quantity: '0.006' })]);
  });

  it('an exit the trading layer did not send (nothing left) waits armed, spends no attempt, and says why once', () => {
    const { state } = play([add(held({ id: 's', trigger: '60000.0' })), long('0.010'), price('59990.0')]);
    const message = 'Nothing left to close on BTC-USDT: the long 0.010 is covered by exits already on their way (0.010)';
    const first = play([{ type: 'nothing-left', id: 's', message, at: 2 }], state);
    expect(first.state.orders[0]).toMatchObject({ status: 'armed', attempts: 0, exitQuantity: null });
    const again = play([price('59980.0'), { type: 'nothing-left', id: 's', message, at: 3 }], first.state);
    expect(again.actions.filter((a) => a.type === 'notice')).toEqual([]);
    expect(first.actions.filter((a) => a.type === 'notice')).toHaveLength(1);
  });
});
