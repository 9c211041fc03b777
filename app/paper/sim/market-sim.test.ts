import { describe, expect, it } from 'vitest';
import type { SimConfig } from './config';
import { MarketSim, type MarketSimSnapshot } from './market-sim';
import { FakeVenue } from './testing';

const T0 = Date.UTC(2024, 0, 1, 10);
const STEP = 250;
const MAKER = 1;
const TAKER = 2;
const PAIR_IDS = [1, 2, 3];
const NO_TAKERS: Partial<SimConfig> = { taker: { tradesPerSecond: 1e-9, notional: { min: 50, max: 20_000 } } };

const start = (config?: Partial<SimConfig>, venue = new FakeVenue()) => ({
  venue,
  sim: MarketSim.create({ venue, makerAccountId: MAKER, takerAccountId: TAKER, seed: 7, now: T0, config }),
});

/** Steps the sim every 250 ms for `seconds`, calling `each` after every step. */
function run(sim: MarketSim, seconds: number, each: (now: number) => void = () => {}, from = T0): number {
  let now = from;
  for (let i = 0; i < (seconds * 1000) / STEP; i++) {
    now += STEP;
    sim.step(now);
    each(now);
  }
  return now;
}

const makerLevels = (venue: FakeVenue, pairId: number) => {
  const { bids, asks } = venue.book(pairId);
  const own = (side: typeof bids) => side.filter((o) => o.accountId === MAKER);
  return { bids: own(bids), asks: own(asks) };
};

describe('MarketSim', () => {
  it('quotes at least ten levels a side on every pair, the best a few ticks around the index', () => {
    const { sim, venue } = start();
    sim.step(T0);
    for (const pairId of PAIR_IDS) {
      const index = venue.index.get(pairId)!;
      expect(index).toBe(sim.indexPrice(pairId));
      const { bids, asks } = makerLevels(venue, pairId);
      expect(bids.length).toBeGreaterThanOrEqual(10);
      expect(asks.length).toBeGreaterThanOrEqual(10);
      expect(bids.every((o) => o.price < index)).toBe(true);
      expect(asks.every((o) => o.price > index)).toBe(true);
      expect(asks[0]!.price - bids[0]!.price).toBe(2);
      expect(new Set([...bids, ...asks].map((o) => o.remaining)).size).toBeGreaterThan(10);
    }
  });

  it('requotes as the index moves, keeping the book around it', () => {
    const { sim, venue } = start(NO_TAKERS);
    const seen = new Map<number, Set<number>>(PAIR_IDS.map((id) => [id, new Set()]));
    run(sim, 120, () => {
      for (const pairId of PAIR_IDS) {
        const index = venue.index.get(pairId)!;
        seen.get(pairId)!.add(index);
        const { bids, asks } = makerLevels(venue, pairId);
        expect(bids.length).toBeGreaterThanOrEqual(10);
        expect(asks.length).toBeGreaterThanOrEqual(10);
        const mid = (bids[0]!.price + asks[0]!.price) / 2;
        expect(Math.abs(mid - index) / index).toBeLessThan(0.003);
        expect(asks[0]!.price - bids[0]!.price).toBe(2);
      }
    });
    for (const pairId of PAIR_IDS) expect(seen.get(pairId)!.size).toBeGreaterThan(100);
  });

  it('changes nothing in a step where nothing moved', () => {
    const { sim, venue } = start({ ...NO_TAKERS, refreshProbability: 0 });
    sim.step(T0 + STEP);
    const before = venue.calls.length;
    sim.step(T0 + STEP);
    expect(venue.calls.slice(before).filter((c) => !c.startsWith('index'))).toEqual([]);
  });

  it('keeps its command rate modest: it replaces only what changed, not the whole ladder', () => {
    const { sim, venue } = start(NO_TAKERS);
    sim.step(T0);
    const before = venue.calls.length;
    run(sim, 60);
    const placed = venue.calls.slice(before).filter((c) => c.startsWith('place')).length;
    const perPairStep = placed / (PAIR_IDS.length * (60_000 / STEP));
    expect(perPairStep).toBeLessThan(5); // of 24 quotes
  });

  it('has takers trading both sides a few times a second per pair, now and then through a level or two', () => {
    const { sim, venue } = start();
    run(sim, 60);
    for (const pairId of PAIR_IDS) {
      const trades = venue.trades.filter((t) => t.pairId === pairId);
      const orders = new Map<number, Set<number>>();
      for (const t of trades) orders.set(t.orderId, (orders.get(t.orderId) ?? new Set()).add(t.price));
      expect(orders.size).toBeGreaterThan(120);
      expect(orders.size).toBeLessThan(240);
      expect(trades.some((t) => t.takerIsLong)).toBe(true);
      expect(trades.some((t) => !t.takerIsLong)).toBe(true);
      expect([...orders.values()].some((prices) => prices.size >= 2)).toBe(true);
      expect(new Set(trades.map((t) => t.quantity)).size).toBeGreaterThan(50);
    }
  });

  for (const reportsPositions of [true, false]) {
    it(`keeps the takers’ net position roughly flat (${reportsPositions ? 'told' : 'counting'} it)`, () => {
      const { sim, venue } = start({}, new FakeVenue({ reportsPositions }));
      let largest = 0;
      run(sim, 600, () => {
        for (const pairId of PAIR_IDS) {
          const lots = Math.abs(venue.netPosition(TAKER, pairId));
          const notional = (lots * venue.index.get(pairId)!) / 10_000; // USDT: every pair has 4 amount decimals
          largest = Math.max(largest, notional);
        }
      });
      expect(largest).toBeLessThan(sim.config.maxTakerNotional * 1.5);
    });
  }

  it('continues exactly from a snapshot: the same calls to the venue as if it had never stopped', () => {
    const a = start();
    const b = start();
    const paused = run(a.sim, 30);
    run(b.sim, 30);
    const snapshot = JSON.parse(JSON.stringify(a.sim.toSnapshot())) as MarketSimSnapshot;
    const resumed = MarketSim.fromSnapshot(snapshot, b.venue);
    run(a.sim, 30, undefined, paused);
    run(resumed, 30, undefined, paused);
    expect(b.venue.calls).toEqual(a.venue.calls);
    expect(resumed.toSnapshot()).toEqual(a.sim.toSnapshot());
  });
});
