import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { HELD_KIND_NAMES, HELD_KINDS } from '../../shared/trading/held-kinds';
import { newHeldOrder } from './engine';
import { fires, follow } from './triggers';

const order = (kind: (typeof HELD_KIND_NAMES)[number], positionSide: 'long' | 'short', trigger: string | null) =>
  newHeldOrder({
    id: 'h1',
    pair: 'BTC-USDT',
    kind,
    positionSide,
    createdAt: 0,
    trigger,
    trailing: HELD_KINDS[kind].triggers === 'trailing' ? { distance: '100', percent: null, best: null } : null,
  });

describe('how each kind triggers', () => {
  // Every kind whose trigger is a price fires when the price crosses it on the side it closes at.
  const priced = HELD_KIND_NAMES.filter((kind) => HELD_KINDS[kind].drawn);
  it.each(priced)('%s crosses on the side of the position it closes on', (kind) => {
    const atLoss = HELD_KINDS[kind].closes === 'loss';
    // A long's loss is below its trigger, its profit above; a short's the other way round.
    expect(fires(order(kind, 'long', '60000'), new Decimal('59999'), 0)).toBe(atLoss);
    expect(fires(order(kind, 'long', '60000'), new Decimal('60001'), 0)).toBe(!atLoss);
    expect(fires(order(kind, 'short', '60000'), new Decimal('60001'), 0)).toBe(atLoss);
    expect(fires(order(kind, 'short', '60000'), new Decimal('59999'), 0)).toBe(!atLoss);
  });

  it('keeps a fixed trigger where it is', () => {
    const stop = order('stop-loss', 'long', '59000');
    expect(follow(stop, new Decimal('61000'), 1)).toBe(stop);
  });

  it('moves a trailing stop with the best price only, never back', () => {
    const first = follow(order('trailing-stop', 'long', null), new Decimal('60000'), 1);
    expect(first.trigger).toBe('59900.0');
    const higher = follow(first, new Decimal('60250.5'), 1);
    expect(higher.trigger).toBe('60150.5');
    expect(follow(higher, new Decimal('60100'), 1)).toBe(higher);
    const short = follow(order('trailing-stop', 'short', null), new Decimal('60000'), 1);
    expect(follow(short, new Decimal('59800'), 1).trigger).toBe('59900.0');
  });
});
