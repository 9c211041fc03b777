import { describe, expect, it } from 'vitest';
import { Driver, twapOf } from './testing';
import { twapSchedule } from './twap';

const ioc = (price: string, quantity: string, n: number) => ({
  type: 'place',
  side: 'buy',
  price,
  quantity,
  timeInForce: 'IOC',
  clientOrderId: `t1c${n}`,
});

/** A book at `at`, then the loop's tick: what a cycle of the loop feeds. */
const cycle = (d: Driver, at: number, ask = '60000.0') => [...d.book('59999.8', ask, at), ...d.feed({ type: 'tick', at })];

/** The slice out fills `filled` (at 60000) and the exchange says so. */
const fills = (d: Driver, filled: string, n: number, at: number) => {
  d.placed(n, at);
  d.read(filled === d.order.child!.quantity ? 3 : 5, filled, (Number(filled) * 60000).toFixed(3), at);
};

describe('TWAP schedule', () => {
  it('without a spread: evenly over the duration, the first slice at once', () => {
    expect(twapSchedule(1000, 60_000, 4, 0, 7)).toEqual([1000, 16_000, 31_000, 46_000]);
  });

  it('with a spread: each slice within ± spread % of half the gap, in order, the same for the same seed', () => {
    const times = twapSchedule(0, 60_000, 6, 100, 42);
    expect(twapSchedule(0, 60_000, 6, 100, 42)).toEqual(times);
    expect(twapSchedule(0, 60_000, 6, 100, 43)).not.toEqual(times);
    times.forEach((t, i) => {
      expect(Math.abs(t - i * 10_000), `slice ${i}`).toBeLessThanOrEqual(5000);
      if (i > 0) expect(t).toBeGreaterThanOrEqual(times[i - 1]!);
    });
    expect(times[0]).toBeGreaterThanOrEqual(0);
    expect(new Set(times.map((t, i) => t - i * 10_000)).size).toBeGreaterThan(1);
  });
});

describe('TWAP', () => {
  it('sends each slice when due, an IOC limit at the ask plus the slippage, and shows its progress', () => {
    const d = new Driver();
    d.feed({ type: 'add', order: twapOf(), at: 0 });
    expect(cycle(d, 0)).toEqual([expect.objectContaining(ioc('60300.0', '0.010', 0))]);
    fills(d, '0.010', 1, 100);
    expect(d.order).toMatchObject({ next: 1, filled: '0.010', note: 'Slice 1 of 4: 0.010 at up to 60300.0' });
    // Not due yet.
    expect(cycle(d, 14_999)).toEqual([]);
    expect(cycle(d, 15_000, '60100.0')).toEqual([expect.objectContaining(ioc('60400.5', '0.010', 1))]);
    fills(d, '0.010', 2, 15_100);
    cycle(d, 30_000);
    fills(d, '0.010', 3, 30_100);
    cycle(d, 45_000);
    fills(d, '0.010', 4, 45_100);
    expect(d.order).toMatchObject({
      status: 'done',
      filled: '0.040',
      child: null,
      note: 'Done: 4 of 4 slices; filled 0.040 of 0.040 at 60000.0 on average',
    });
    expect(cycle(d, 60_000)).toEqual([]);
  });

  it('a slice the book did not fill is made up by the slices after it', () => {
    const d = new Driver();
    d.feed({ type: 'add', order: twapOf(), at: 0 });
    cycle(d, 0);
    fills(d, '0.004', 1, 100);
    expect(cycle(d, 15_000)).toEqual([expect.objectContaining(ioc('60300.0', '0.012', 1))]);
    fills(d, '0', 2, 15_100);
    expect(cycle(d, 30_000)).toEqual([expect.objectContaining(ioc('60300.0', '0.018', 2))]);
    fills(d, '0.018', 3, 30_100);
    expect(cycle(d, 45_000)).toEqual([expect.objectContaining(ioc('60300.0', '0.018', 3))]);
  });

  it('with a price limit: a due slice waits while the price is beyond it, and its limit never passes it', () => {
    const d = new Driver();
    d.feed({ type: 'add', order: twapOf({ priceLimit: '60100.0' }), at: 0 });
    expect(cycle(d, 0, '60200.0')).toEqual([]);
    expect(d.order).toMatchObject({ next: 0, waiting: true, note: 'Slice 1 waits: the price 60200.0 is above the limit 60100.0' });
    expect(cycle(d, 5000, '60150.0')).toEqual([]);
    // Back within the limit: sent, its IOC limit capped at the price limit.
    expect(cycle(d, 6000, '60050.0')).toEqual([expect.objectContaining(ioc('60100.0', '0.010', 0))]);
    expect(d.order).toMatchObject({ waiting: false });
  });

  it('a sell waits while the price is below its limit', () => {
    const d = new Driver();
    d.feed({ type: 'add', order: twapOf({ side: 'sell', priceLimit: '59000.0' }), at: 0 });
    expect([...d.book('58900.0', '58900.2', 0), ...d.feed({ type: 'tick', at: 0 })]).toEqual([]);
    expect(d.book('59500.0', '59500.2', 100)).toEqual([
      expect.objectContaining({ side: 'sell', price: '59202.5', quantity: '0.010', timeInForce: 'IOC' }),
    ]);
  });

  it('paused, sends nothing; resumed, the slices left move later by the pause', () => {
    const d = new Driver();
    d.feed({ type: 'add', order: twapOf(), at: 0 });
    cycle(d, 0);
    fills(d, '0.010', 1, 100);
    d.feed({ type: 'pause', id: 't1', at: 10_000 });
    expect(d.order).toMatchObject({ status: 'paused', note: 'Paused after 1 of 4 slices' });
    expect(cycle(d, 15_000)).toEqual([]);
    expect(cycle(d, 40_000)).toEqual([]);
    d.feed({ type: 'resume', id: 't1', at: 40_000 });
    expect(d.order).toMatchObject({ status: 'working', schedule: [0, 45_000, 60_000, 75_000] });
    expect(cycle(d, 44_999)).toEqual([]);
    expect(cycle(d, 45_000)).toEqual([expect.objectContaining(ioc('60300.0', '0.010', 1))]);
  });

  it('cancelled, sends nothing more; a slice out is settled first', () => {
    const d = new Driver();
    d.feed({ type: 'add', order: twapOf(), at: 0 });
    cycle(d, 0);
    d.placed(1, 50);
    d.feed({ type: 'cancel', id: 't1', at: 60 });
    expect(d.order.status).toBe('ending');
    d.read(3, '0.010', '600.000', 100);
    expect(d.order).toMatchObject({ status: 'cancelled', note: 'Cancelled after 1 of 4 slices; filled 0.010 of 0.040 at 60000.0 on average' });
    expect(cycle(d, 15_000)).toEqual([]);
  });

  it('reduce only: each slice capped at the position it reduces', () => {
    const d = new Driver();
    d.feed({ type: 'position', pair: 'BTC-USDT', position: { side: 'short', quantity: '0.006' }, at: 0 });
    d.feed({ type: 'add', order: twapOf({ reduceOnly: true }), at: 0 });
    expect(cycle(d, 0)).toEqual([expect.objectContaining(ioc('60300.0', '0.006', 0))]);
    fills(d, '0.006', 1, 100);
    // Its own fills took the short to 0: it waits for a read to say so (the read may already have shown them).
    expect(cycle(d, 15_000)).toEqual([]);
    expect(d.order.status).toBe('working');
    d.feed({ type: 'position', pair: 'BTC-USDT', position: null, at: 15_500 });
    expect(cycle(d, 16_000)).toEqual([]);
    expect(d.order).toMatchObject({ status: 'stopped' });
  });
});
