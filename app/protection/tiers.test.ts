/** Take-profit tiers and breakeven in the trigger engine's step: prices, positions and exits in, exits and notices out. */
import { describe, expect, it } from 'vitest';
import { newHeldOrder } from './engine';
import { play } from './engine-testing';
import type { EngineAction, EngineEvent, EngineState, HeldOrder } from './model';
import { numberedTiers, tierQuantityOf, underOneLot } from './tiers';

const market = { takerFeeRate: '0.0006', priceDecimal: 1, tradeDecimal: 3 };
const order = (more: Partial<HeldOrder> & Pick<HeldOrder, 'id'>): HeldOrder =>
  newHeldOrder({ pair: 'BTC-USDT', kind: 'stop-loss', positionSide: 'long', createdAt: 0, trigger: '59000.0', market, ...more });
const tier = (n: number, trigger: string, quantity: string, more: Partial<HeldOrder> = {}) =>
  order({ id: `tp${n}`, kind: 'take-profit', tier: n, share: '50', trigger, quantity, ...more });

const add = (o: HeldOrder): EngineEvent => ({ type: 'add', order: o, at: 0 });
const price = (p: string): EngineEvent => ({ type: 'price', pair: 'BTC-USDT', feed: 'mark', price: p, at: 1 });
const long = (quantity: string): EngineEvent => ({
  type: 'position',
  pair: 'BTC-USDT',
  position: { side: 'long', quantity, entry: '60000.0' },
  at: 0,
});
const placed = (id: string): EngineEvent => ({ type: 'exit', id, outcome: 'placed', message: '', at: 2 });
const exits = (actions: EngineAction[]) => actions.flatMap((a) => (a.type === 'send-exit' ? [[a.id, a.quantity]] : []));
const notices = (actions: EngineAction[]) => actions.flatMap((a) => (a.type === 'notice' ? [a.message] : []));
const find = (state: EngineState, id: string) => state.orders.find((o) => o.id === id)!;

describe('take-profit tiers', () => {
  it('are sized by share rounded down to the lot, numbered nearest first, and one under a lot is named', () => {
    expect(tierQuantityOf('0.010', '50', 3)).toBe('0.005');
    expect(tierQuantityOf('0.010', '33', 3)).toBe('0.003');
    expect(tierQuantityOf('0.010', '5', 3)).toBe('0.000');
    expect(underOneLot(3, '5', '0.010', 3)).toBe("TP3's 5 % of 0.010 is under one lot (0.001)");
    const prices = [{ trigger: '61000.0' }, { trigger: '60500.0' }, { trigger: '62000.0' }];
    expect(numberedTiers(prices, true).map((t) => [t.tier, t.trigger])).toEqual([
      [1, '60500.0'],
      [2, '61000.0'],
      [3, '62000.0'],
    ]);
    expect(numberedTiers(prices, false).map((t) => [t.tier, t.trigger])).toEqual([
      [1, '62000.0'],
      [2, '61000.0'],
      [3, '60500.0'],
    ]);
  });

  it('fire in turn, each cancelling nothing; the stop closes only what is left, and takes the tiers left with it', () => {
    const tiers = [tier(1, '60500.0', '0.050'), tier(2, '61000.0', '0.030', { share: '30' }), tier(3, '62000.0', '0.020', { share: '20' })];
    const stop = order({ id: 'sl', trigger: '59000.0', quantity: '0.100' });
    let run = play([...tiers.map(add), add(stop), long('0.100'), price('60500.0')]);
    expect(exits(run.actions)).toEqual([['tp1', '0.050']]);
    expect(notices(run.actions)).toEqual(['TP1 triggered on BTC-USDT at 60500.0 (trigger 60500.0): closing 0.050 at market']);
    run = play([placed('tp1'), price('61000.0')], run.state);
    expect(exits(run.actions)).toEqual([['tp2', '0.030']]);
    expect(['tp2', 'tp3', 'sl'].map((id) => find(run.state, id).status)).toEqual(['firing', 'armed', 'armed']);
    // What is left after TP2 is 0.020: the stop, set for 0.100, closes that and no more; TP3 goes with it.
    run = play([placed('tp2'), price('58000.0')], run.state);
    expect(exits(run.actions)).toEqual([['sl', '0.020']]);
    run = play([placed('sl')], run.state);
    expect(find(run.state, 'tp3')).toMatchObject({ status: 'cancelled', note: 'The stop loss fired' });
    expect(notices(run.actions)).toEqual(['TP3 on BTC-USDT cancelled: the stop loss fired']);
  });

  it('a bracket tier is its share of the fill, armed once that is a lot, and goes when the entry ends under one', () => {
    const pending = (n: number, share: string) =>
      tier(n, '61000.0', '0.010', { id: `tp${n}`, share, status: 'pending', entryClientOrderId: 'pde1', group: 'bpde1' });
    const entry = (filled: string, done: boolean): EngineEvent => ({ type: 'entry', clientOrderId: 'pde1', filled, done, at: 1 });
    let run = play([add(pending(1, '80')), add(pending(2, '20')), entry('0.004', false)]);
    expect([find(run.state, 'tp1'), find(run.state, 'tp2')].map((o) => [o.status, o.quantity])).toEqual([
      ['armed', '0.003'],
      ['pending', '0.010'],
    ]);
    run = play([entry('0.004', true)], run.state);
    expect(find(run.state, 'tp2')).toMatchObject({ status: 'cancelled', note: 'Under one lot' });
    expect(notices(run.actions)).toEqual(["TP2 on BTC-USDT cancelled: TP2's 20 % of 0.004 is under one lot (0.001)"]);
  });
});

describe('breakeven', () => {
  const tp1 = tier(1, '60500.0', '0.050', { breakevenAfterTp1: true });

  it('after TP1 fills, moves the stop to entry plus both fees in the same step (so on disk before anything more is sent)', () => {
    let run = play([add(tp1), add(order({ id: 'sl' })), long('0.100'), price('60500.0')]);
    run = play([placed('tp1')], run.state);
    // 60000.0 × 1.0006 / 0.9994, rounded up to the tick.
    expect(find(run.state, 'sl')).toMatchObject({ status: 'armed', trigger: '60072.1' });
    expect(find(run.state, 'tp1').breakevenAfterTp1).toBe(false);
    expect(notices(run.actions)).toEqual(['Stop loss on BTC-USDT moved to breakeven 60072.1 (entry 60000.0 plus both fees) after TP1 filled']);
    expect(exits(run.actions)).toEqual([]);
    // Falling back to it closes what is left, never below it.
    run = play([price('60072.2'), price('60072.1')], run.state);
    expect(exits(run.actions)).toEqual([['sl', '0.050']]);
  });

  it('sets a stop there when the position has none; one already past it stays', () => {
    let run = play([add(tp1), long('0.100'), price('60500.0'), placed('tp1')]);
    expect(find(run.state, 'tp1be')).toMatchObject({
      kind: 'stop-loss',
      trigger: '60072.1',
      quantity: null,
      exit: { type: 'market' },
      status: 'armed',
    });
    expect(notices(run.actions).at(-1)).toBe('Stop loss on BTC-USDT set to breakeven 60072.1 (entry 60000.0 plus both fees) after TP1 filled');
    run = play([add({ ...tp1, id: 'tp9' }), add(order({ id: 'sl', trigger: '60300.0' })), long('0.100'), price('60500.0'), placed('tp9')]);
    expect(find(run.state, 'sl').trigger).toBe('60300.0');
  });

  it('a TP1 that fills below breakeven moves the stop and fires it at once, saying so', () => {
    const near = tier(1, '60050.0', '0.050', { breakevenAfterTp1: true });
    let run = play([add(near), add(order({ id: 'sl' })), long('0.100'), price('60050.0')]);
    run = play([placed('tp1')], run.state);
    expect(exits(run.actions)).toEqual([['sl', '0.050']]);
    expect(notices(run.actions)[0]).toBe(
      'Stop loss on BTC-USDT moved to breakeven 60072.1 (entry 60000.0 plus both fees) after TP1 filled; the mark price 60050.0 is already through it, so it fires now',
    );
  });

  it('asked for: moves a stop on the losing side to the trigger given, or sets one', () => {
    const asked = (id: string): EngineEvent => ({
      type: 'breakeven',
      pair: 'BTC-USDT',
      positionSide: 'long',
      trigger: '60072.1',
      entry: '60000.0',
      feed: 'mark',
      id,
      at: 3,
    });
    const moved = play([add(order({ id: 'sl' })), long('0.100'), asked('unused')]);
    expect(find(moved.state, 'sl').trigger).toBe('60072.1');
    expect(moved.state.orders).toHaveLength(1);
    const set = play([long('0.100'), asked('hbe')]);
    expect(find(set.state, 'hbe')).toMatchObject({ kind: 'stop-loss', trigger: '60072.1', createdAt: 3 });
    expect(notices(set.actions)).toEqual(['Stop loss on BTC-USDT set to breakeven 60072.1 (entry 60000.0 plus both fees)']);
    // The price kept may be old (the caller checked a fresh one): it waits for the next price to fire.
    const kept = play([add(order({ id: 'sl' })), long('0.100'), price('60010.0'), asked('unused')]);
    expect(exits(kept.actions)).toEqual([]);
    expect(find(kept.state, 'sl')).toMatchObject({ status: 'armed', trigger: '60072.1' });
  });
});
