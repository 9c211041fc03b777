import { describe, expect, it } from 'vitest';
import { chaseOf, Driver } from './testing';

const post = (price: string, quantity: string, n: number) => ({
  type: 'place',
  side: 'buy',
  price,
  quantity,
  timeInForce: 'POST_ONLY',
  clientOrderId: `a1c${n}`,
});

/** A buy chase resting at 60000.0 as order 1. */
function resting(more = {}): Driver {
  const d = new Driver();
  d.book('60000.0', '60000.2');
  d.feed({ type: 'add', order: chaseOf(more), at: 0 });
  expect(d.actions).toEqual([expect.objectContaining(post('60000.0', '0.050', 0))]);
  d.placed(1);
  return d;
}

describe('chase', () => {
  it('rests a post-only order at the best bid, and stays while the best does not move away', () => {
    const d = resting();
    expect(d.order).toMatchObject({ startPrice: '60000.0', child: { phase: 'open', orderId: 1 } });
    expect(d.book('60000.0', '60000.2', 500)).toEqual([]);
    // The price falling toward it is not away: it is the best bid now.
    expect(d.book('59999.5', '60000.0', 800)).toEqual([]);
  });

  it('re-pegs: cancels when the best bid moves up, and places again only once the cancel is known', () => {
    const d = resting();
    expect(d.book('60000.5', '60000.7', 1000)).toEqual([{ type: 'cancel-child', id: 'a1', pair: 'BTC-USDT', orderId: 1, clientOrderId: 'a1c0' }]);
    // While the cancel is not known, nothing else goes out, however the price moves.
    expect(d.book('60001.0', '60001.2', 1200)).toEqual([]);
    expect(d.feed({ type: 'tick', at: 1300 })).toEqual([]);
    // Known cancelled: the next goes out at the loop's next book or tick (a read-back never places by itself).
    expect(d.read(4, '0', '0', 1400)).toEqual([]);
    expect(d.tick(1500)).toEqual([expect.objectContaining(post('60001.0', '0.050', 1))]);
  });

  it('a fill during the re-peg: the replacement is sized to what is still unfilled', () => {
    const d = resting();
    d.book('60000.5', '60000.7', 1000);
    d.read(4, '0.020', '1200.000', 1100);
    expect(d.tick(1100)).toEqual([expect.objectContaining(post('60000.5', '0.030', 1))]);
    d.placed(2);
    d.book('60001.0', '60001.2', 2000);
    d.read(4, '0.010', '600.005', 2100);
    expect(d.tick(2100)).toEqual([expect.objectContaining(post('60001.0', '0.020', 2))]);
    d.placed(3);
    d.read(3, '0.020', '1200.020', 3000);
    expect(d.actions).toEqual([]);
    expect(d.order).toMatchObject({ status: 'done', filled: '0.050', child: null });
    expect(d.order.note).toBe('Done: filled 0.050 of 0.050 at 60000.5 on average');
  });

  it('a post-only order the exchange expired (it would have crossed) is placed again at the best', () => {
    const d = resting();
    expect(d.read(5, '0', '0', 1000)).toEqual([]);
    expect(d.order.child).toBeNull();
    expect(d.book('60000.3', '60000.5', 1100)).toEqual([expect.objectContaining(post('60000.3', '0.050', 1))]);
  });

  it('at its time limit it stops: cancels its order and sends nothing more', () => {
    const d = resting({ deadline: 10_000 });
    expect(d.feed({ type: 'tick', at: 10_000 })).toEqual([expect.objectContaining({ type: 'cancel-child', orderId: 1 })]);
    d.read(4, '0.010', '600.000', 10_100);
    expect(d.actions).toEqual([]);
    expect(d.order).toMatchObject({ status: 'stopped', filled: '0.010' });
    expect(d.order.note).toBe('Time limit reached: stopping; filled 0.010 of 0.050 at 60000.0 on average');
    expect(d.book('60005.0', '60005.2', 11_000)).toEqual([]);
  });

  it('at its time limit with "cross at market" it sends one market order for the remainder once the cancel is known', () => {
    const d = resting({ deadline: 10_000, onLimit: 'market' });
    d.feed({ type: 'tick', at: 10_000 });
    expect(d.read(4, '0.010', '600.000', 10_100)).toEqual([
      { type: 'place', id: 'a1', pair: 'BTC-USDT', side: 'buy', price: null, quantity: '0.040', timeInForce: 'IOC', clientOrderId: 'a1c1' },
    ]);
    d.placed(2);
    d.read(3, '0.040', '2400.040', 10_300);
    expect(d.order).toMatchObject({
      status: 'done',
      filled: '0.050',
      note: 'Done, crossed at market for the rest: filled 0.050 of 0.050 at 60000.8 on average',
    });
  });

  it('stops when the best price moves more than its distance away from where it started', () => {
    const d = resting({ maxDistance: '5.0' });
    // 5.0 away re-pegs; 5.1 away is past the limit.
    expect(d.book('60005.0', '60005.2', 1000)).toEqual([expect.objectContaining({ type: 'cancel-child' })]);
    d.read(4, '0', '0', 1100);
    expect(d.tick(1100)).toEqual([expect.objectContaining(post('60005.0', '0.050', 1))]);
    d.placed(2);
    expect(d.book('60005.1', '60005.3', 2000)).toEqual([expect.objectContaining({ type: 'cancel-child', orderId: 2 })]);
    expect(d.order.note).toMatch(/^The price moved 5\.1 away from 60000\.0 \(limit 5\.0\): stopping/);
    d.read(4, '0', '0', 2100);
    expect(d.actions).toEqual([]);
    expect(d.order.status).toBe('stopped');
  });

  it('the trader cancels: its order is cancelled, and it ends once that is known', () => {
    const d = resting();
    expect(d.feed({ type: 'cancel', id: 'a1', at: 500 })).toEqual([expect.objectContaining({ type: 'cancel-child' })]);
    expect(d.order.status).toBe('ending');
    // The exchange says the order is still open: the cancel is asked again.
    expect(d.read(1, '0', '0', 600)).toEqual([expect.objectContaining({ type: 'cancel-child' })]);
    d.read(4, '0', '0', 700);
    expect(d.order).toMatchObject({ status: 'cancelled', note: 'Cancelled: filled 0.000 of 0.050' });
  });

  describe('reduce only', () => {
    const reduceOnly = (position: { side: 'long' | 'short'; quantity: string } | null) => {
      const d = new Driver();
      d.book('60000.0', '60000.2');
      d.feed({ type: 'position', pair: 'BTC-USDT', position, at: 0 });
      d.feed({ type: 'add', order: chaseOf({ reduceOnly: true }), at: 0 });
      return d;
    };

    it('is capped at the short it buys back', () => {
      expect(reduceOnly({ side: 'short', quantity: '0.030' }).actions).toEqual([expect.objectContaining(post('60000.0', '0.030', 0))]);
    });

    it('never opens or adds: with no position, or a long, it stops and sends nothing', () => {
      for (const position of [null, { side: 'long' as const, quantity: '0.100' }]) {
        const d = reduceOnly(position);
        expect(d.actions).toEqual([]);
        expect(d.order.status).toBe('stopped');
        expect(d.order.note).toMatch(/^Reduce only: no short position left to reduce/);
      }
    });

    it('a fill the position read already showed is not taken off again: it never stops short of the position', () => {
      // Short 0.020: the chase rests 0.020. 0.001 fills; the next position read (0.019) already shows it, and the
      // child read after it reports the same 0.001. Taken off twice, the view would reach 0 at 0.019 filled and stop
      // with 0.001 still short (the living-market test's "filled 0.019 of 0.050").
      const d = reduceOnly({ side: 'short', quantity: '0.020' });
      d.placed(1, 10);
      d.feed({ type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '0.019' }, at: 20 });
      d.read(1, '0.001', '60.0000', 30);
      d.read(4, '0.019', '1140.0000', 40);
      expect(d.order.status).not.toBe('stopped');
      // Whatever it sends next never exceeds the short left (0.001) and is not sent before it is known.
      const placed = [
        ...d.book('60000.0', '60000.2', 50),
        ...d.feed({ type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '0.001' }, at: 60 }),
      ];
      expect(placed).toEqual([expect.objectContaining(post('60000.0', '0.001', 1))]);
      expect(d.order.status).toBe('working');
    });

    it('waits for the position before it sizes anything', () => {
      const d = new Driver();
      d.book('60000.0', '60000.2');
      expect(d.feed({ type: 'add', order: chaseOf({ reduceOnly: true }), at: 0 })).toEqual([]);
      expect(d.feed({ type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '1.000' }, at: 100 })).toEqual([
        expect.objectContaining(post('60000.0', '0.050', 0)),
      ]);
    });

    it('a position that shrank under its order: cancelled and placed again at the position, never flipping it', () => {
      const d = reduceOnly({ side: 'short', quantity: '0.030' });
      d.placed(1);
      // Its own fill: 0.010 off the position, so the rest of the order (0.020) still fits.
      expect(d.read(2, '0.010', '600.000', 500)).toEqual([]);
      expect(d.state.positions['BTC-USDT']).toEqual({ side: 'short', quantity: '0.020', provisional: true });
      // Another order closed part of it: 0.015 left, under the 0.020 resting.
      expect(d.feed({ type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '0.015' }, at: 600 })).toEqual([
        expect.objectContaining({ type: 'cancel-child' }),
      ]);
      d.read(4, '0.010', '600.000', 700);
      expect(d.tick(700)).toEqual([expect.objectContaining(post('60000.0', '0.015', 1))]);
    });
  });
});
