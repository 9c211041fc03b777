/** The depth is shared between calls while the book stands still, and rebuilt after any change to it. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine, PaperEngine } from '.';
import { btc, NOW, USDT, valueOf } from './testing';

let engine: PaperEngine;
let maker: number;
const depth = (limit?: number) => valueOf(engine.depth(1, limit));
/** The depth as a fresh engine would build it: plain data, nothing shared. */
const plain = (limit?: number) => JSON.parse(JSON.stringify(depth(limit))) as unknown;

beforeEach(() => {
  engine = createEngine({ seed: null });
  maker = engine.openAccount(1_000_000 * USDT);
  engine.placeOrder(maker, btc('buy', 59990, 1), NOW);
  engine.placeOrder(maker, btc('sell', 60010, 1), NOW);
});

describe('depth cache', () => {
  it('answers the same frozen depth until the book changes, per limit', () => {
    const first = engine.depth(1, 5);
    expect(engine.depth(1, 5)).toBe(first);
    expect(engine.depth(1, 1)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(depth(5).bids[0])).toBe(true);
    expect(() => depth(5).bids.push({ price: '1.0', quantity: '1.000' })).toThrow();
  });

  it('shows every change to a level: added, reduced by a fill, removed by a cancel', () => {
    const added = valueOf(engine.placeOrder(maker, btc('buy', 59990, 2), NOW)).orderId;
    expect(depth().bids).toEqual([{ price: '59990.0', quantity: '3.000' }]);

    const taker = engine.openAccount(1_000_000 * USDT);
    engine.placeOrder(taker, btc('sell', 59990, 0.5), NOW);
    expect(depth().bids).toEqual([{ price: '59990.0', quantity: '2.500' }]);

    engine.cancelOrder(maker, added, NOW);
    expect(depth().bids).toEqual([{ price: '59990.0', quantity: '0.500' }]);
    engine.placeOrder(taker, btc('buy', 60010, 1), NOW);
    expect(depth().asks).toEqual([]);
    expect(depth(1)).toEqual(plain(1));
  });

  it('is not shared between engines, nor with an engine restored from a snapshot', () => {
    const before = depth();
    const restored = createEngine({ seed: null });
    expect(valueOf(restored.depth(1))).not.toEqual(before);
    const again = PaperEngine.fromSnapshot(engine.toSnapshot());
    expect(valueOf(again.depth(1))).toEqual(before);
    again.placeOrder(maker, btc('buy', 59980, 1), NOW);
    expect(depth()).toBe(before);
    expect(valueOf(again.depth(1)).bids).toHaveLength(2);
  });
});
