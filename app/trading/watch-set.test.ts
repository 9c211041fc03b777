import { describe, expect, it } from 'vitest';
import { RECENT_MS, WatchSet } from './watch-set';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('the watch set', () => {
  it('watches nothing but the market on screen for a trader who holds nothing', () => {
    const watch = new WatchSet(clock().now);
    expect(watch.ordersMayRest()).toEqual([]);
    expect(watch.notifying()).toEqual([]);
    expect(watch.notifying('ETH-USDT')).toEqual(['ETH-USDT']);
  });

  it('asks the journal’s markets until an answer shows no order rests there', () => {
    const c = clock();
    const watch = new WatchSet(c.now);
    watch.journaled(['M007-USDT', 'BTC-USDT']);
    expect(watch.ordersMayRest()).toEqual(['BTC-USDT', 'M007-USDT']);
    watch.openOrdersSeen('M007-USDT', 0, c.now());
    watch.openOrdersSeen('BTC-USDT', 2, c.now());
    expect(watch.ordersMayRest()).toEqual(['BTC-USDT']);
    expect(watch.notifying('SOL-USDT')).toEqual(['BTC-USDT', 'SOL-USDT']);
  });

  it('keeps a market where an order was placed while an answer asked before it comes back empty', () => {
    const c = clock();
    const watch = new WatchSet(c.now);
    const askedAt = c.now();
    c.advance(5);
    watch.orderPlaced('M042-USDT');
    watch.openOrdersSeen('M042-USDT', 0, askedAt);
    expect(watch.ordersMayRest()).toEqual(['M042-USDT']);
    c.advance(5);
    watch.openOrdersSeen('M042-USDT', 0, c.now());
    expect(watch.ordersMayRest()).toEqual([]);
  });

  it('watches a market’s fills for a while after an order there, even one that filled at once', () => {
    const c = clock();
    const watch = new WatchSet(c.now);
    watch.orderPlaced('M003-USDT');
    watch.openOrdersSeen('M003-USDT', 0, c.now() + 1); // an IOC: nothing rests
    expect(watch.notifying()).toEqual(['M003-USDT']);
    c.advance(RECENT_MS);
    expect(watch.notifying()).toEqual(['M003-USDT']);
    c.advance(1);
    expect(watch.notifying()).toEqual([]);
  });

  it('watches positions, and a position that vanished for a while (its liquidation is still noticed)', () => {
    const c = clock();
    const watch = new WatchSet(c.now);
    watch.positionsSeen(['ETH-USDT', 'M100-USDT'], true);
    expect(watch.ordersMayRest()).toEqual(['ETH-USDT', 'M100-USDT']);
    c.advance(60_000);
    watch.positionsSeen(['ETH-USDT'], true); // M100's position is gone: liquidated, or closed
    expect(watch.ordersMayRest()).toEqual(['ETH-USDT']);
    expect(watch.notifying()).toEqual(['ETH-USDT', 'M100-USDT']);
    c.advance(RECENT_MS);
    watch.positionsSeen(['ETH-USDT'], true);
    expect(watch.notifying()).toEqual(['ETH-USDT']);
  });

  it('takes one market’s positions answer as news of that market only', () => {
    const watch = new WatchSet(clock().now);
    watch.positionsSeen(['BTC-USDT'], true);
    watch.positionsSeen(['SOL-USDT'], false);
    expect(watch.ordersMayRest()).toEqual(['BTC-USDT', 'SOL-USDT']);
  });

  it('costs what the trader holds, not what the venue lists', () => {
    const watch = new WatchSet(clock().now);
    for (let i = 1; i <= 500; i++) watch.openOrdersSeen(`M${String(i).padStart(3, '0')}-USDT`, 0, 0);
    watch.orderPlaced('M250-USDT');
    expect(watch.notifying('BTC-USDT')).toEqual(['BTC-USDT', 'M250-USDT']);
  });

  it('keeps every market traded this run and the journal’s in the histories, long after they stop being watched', () => {
    const c = clock();
    const watch = new WatchSet(c.now);
    watch.journaled(['M007-USDT']);
    watch.orderPlaced('ETH-USDT');
    watch.openOrdersSeen('M007-USDT', 0, c.now() + 1);
    c.advance(RECENT_MS * 3);
    watch.openOrdersSeen('ETH-USDT', 0, c.now());
    expect(watch.notifying()).toEqual([]);
    expect(watch.histories('SOL-USDT')).toEqual(['ETH-USDT', 'M007-USDT', 'SOL-USDT']);
  });
});
