import { describe, expect, it } from 'vitest';
import { CandleRing, tradeCandle, type CandleRingSnapshot, type CandleValues } from './candle-ring';

const P = 60_000;
const trade = (price: number, quantity = 1): CandleValues => tradeCandle(price, quantity);
const flat = (close: number): CandleValues => ({ open: close, high: close, low: close, close, count: 0, quantity: 0, amount: 0 });

describe('CandleRing', () => {
  it('grows as candles come, past its first room and around the ring, keeping every candle in order', () => {
    const ring = new CandleRing(P, 1000);
    for (let i = 0; i < 1500; i++) ring.merge(i * P, trade(100 + i));
    expect(ring.length).toBe(1000);
    expect(ring.at(499 * P)).toBeUndefined();
    expect(ring.at(500 * P)).toEqual(trade(600));
    expect(ring.at(1499 * P)).toEqual(trade(1599));
    const snapshot = ring.toSnapshot();
    expect(snapshot.open).toEqual(Array.from({ length: 1000 }, (_, i) => 600 + i));
    expect(CandleRing.fromSnapshot(P, 1000, snapshot).toSnapshot()).toEqual(snapshot);
  });

  it('merges trades of a period and opens a new candle for the next', () => {
    const ring = new CandleRing(P, 10);
    ring.merge(0, trade(100, 2));
    ring.merge(0, trade(104));
    ring.merge(0, trade(98));
    ring.merge(P, trade(101));
    expect(ring.at(0)).toEqual({ open: 100, high: 104, low: 98, close: 98, count: 3, quantity: 4, amount: 402 });
    expect(ring.at(P)).toEqual(trade(101));
    expect(ring.length).toBe(2);
  });

  it('fills periods without trades with flat candles at the last close, also after the newest', () => {
    const ring = new CandleRing(P, 10);
    ring.merge(0, trade(100));
    ring.merge(3 * P, trade(110));
    expect(ring.at(P)).toEqual(flat(100));
    expect(ring.at(2 * P)).toEqual(flat(100));
    expect(ring.at(9 * P)).toEqual(flat(110));
    expect(ring.at(-P)).toBeUndefined();
  });

  it('forgets the oldest candles beyond its capacity, also across a gap longer than itself', () => {
    const ring = new CandleRing(P, 3);
    for (let i = 0; i < 5; i++) ring.merge(i * P, trade(100 + i));
    expect(ring.at(P)).toBeUndefined();
    expect(ring.at(2 * P)).toEqual(trade(102));
    ring.merge(100 * P, trade(200));
    expect(ring.length).toBe(3);
    expect(ring.at(97 * P)).toBeUndefined();
    expect(ring.at(98 * P)).toEqual(flat(104));
    expect(ring.at(100 * P)).toEqual(trade(200));
  });

  it('puts a trade stamped before the newest candle into the newest', () => {
    const ring = new CandleRing(P, 10);
    ring.merge(P, trade(100));
    ring.merge(0, trade(90));
    expect(ring.at(0)).toBeUndefined();
    expect(ring.at(P)).toMatchObject({ low: 90, close: 90, count: 2 });
  });

  it('round-trips through a snapshot, also into a smaller ring', () => {
    const ring = new CandleRing(P, 4);
    for (let i = 0; i < 6; i++) ring.merge(i * P, trade(100 + i));
    const snapshot = JSON.parse(JSON.stringify(ring.toSnapshot())) as CandleRingSnapshot;
    const restored = CandleRing.fromSnapshot(P, 4, snapshot);
    for (let i = 0; i < 7; i++) expect(restored.at(i * P)).toEqual(ring.at(i * P));
    const smaller = CandleRing.fromSnapshot(P, 2, snapshot);
    expect(smaller.at(3 * P)).toBeUndefined();
    expect(smaller.at(4 * P)).toEqual(trade(104));
  });
});
