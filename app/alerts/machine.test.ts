import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../shared/bridge';
import { alertRecord } from '../../shared/bridge/testing';
import { STALE_MS } from '../trading/price-feed';
import { listOrder, stepAlerts, watchedFeeds, type PriceReading } from './machine';

const T = 1_700_000_000_000;

const alert = (more: Partial<PriceAlert>): PriceAlert => alertRecord({ id: 'l1', createdAt: T, ...more });
const last = (price: string | null, at = T + 1000, pair = 'BTC-USDT'): PriceReading => ({ pair, feed: 'last', price, at });
const firedIds = (alerts: PriceAlert[], readings: PriceReading[], now = T + 1000) => stepAlerts(alerts, readings, now).fired.map((a) => a.id);

describe('price alerts, stepped', () => {
  it('above: fires at or above its level, not below it', () => {
    const above = alert({});
    expect(firedIds([above], [last('60999.9')])).toEqual([]);
    expect(firedIds([above], [last('61000.0')])).toEqual(['l1']);
    expect(stepAlerts([above], [last('61050.2')], T + 1000).fired).toEqual([
      { ...above, status: 'fired', firedAt: T + 1000, firedPrice: '61050.2', seen: false },
    ]);
  });

  it('below: fires at or below its level, not above it', () => {
    const below = alert({ condition: 'below', price: '59000.0' });
    expect(firedIds([below], [last('59000.1')])).toEqual([]);
    expect(firedIds([below], [last('59000.0')])).toEqual(['l1']);
    expect(firedIds([below], [last('58000')])).toEqual(['l1']);
  });

  it('move: fires when the price is its percent away from where it was set, either way', () => {
    const move = alert({ condition: 'move', price: null, percent: '2.5', basePrice: '60000.0' });
    expect(firedIds([move], [last('61499.9')])).toEqual([]);
    expect(firedIds([move], [last('58500.1')])).toEqual([]);
    expect(firedIds([move], [last('61500.0')])).toEqual(['l1']);
    expect(firedIds([move], [last('58500.0')])).toEqual(['l1']);
  });

  it('fires once: a fired alert is left as it is by every later price', () => {
    const first = stepAlerts([alert({})], [last('61001.0')], T + 1000);
    expect(first.alerts[0]).toMatchObject({ status: 'fired', firedPrice: '61001.0' });
    const second = stepAlerts(first.alerts, [last('62000.0', T + 2000)], T + 2000);
    expect(second.fired).toEqual([]);
    expect(second.alerts).toEqual(first.alerts);
  });

  it('never fires on a stale or a missing price, nor on another market’s or feed’s', () => {
    const above = alert({});
    expect(firedIds([above], [last('62000.0', T + 1000 - STALE_MS)])).toEqual([]);
    expect(firedIds([above], [last(null)])).toEqual([]);
    expect(firedIds([above], [])).toEqual([]);
    expect(firedIds([above], [last('62000.0', T + 1000, 'ETH-USDT')])).toEqual([]);
    expect(firedIds([above], [{ pair: 'BTC-USDT', feed: 'mark', price: '62000.0', at: T + 1000 }])).toEqual([]);
    expect(firedIds([above], [last('62000.0', T + 1001 - STALE_MS)])).toEqual(['l1']);
  });

  it('restarted after the price crossed while it was down: fires at the first price, once', () => {
    // What a restart loads is what was saved: the alert still armed. The first round's price is already past.
    const saved = [alert({ id: 'l1' }), alert({ id: 'l2', condition: 'below', price: '50000.0' })];
    const atStart = stepAlerts(saved, [last('61500.0', T + 60_000)], T + 60_000);
    expect(atStart.fired.map((a) => [a.id, a.firedPrice])).toEqual([['l1', '61500.0']]);
    // Saved fired, then restarted again: nothing fires a second time.
    expect(stepAlerts(atStart.alerts, [last('61600.0', T + 120_000)], T + 120_000).fired).toEqual([]);
  });

  it('reads each market’s feed once, however many alerts watch it, and none for fired ones', () => {
    const alerts = [
      alert({ id: 'l1' }),
      alert({ id: 'l2', condition: 'below', price: '1.0' }),
      alert({ id: 'l3', feed: 'mark' }),
      alert({ id: 'l4', pair: 'ETH-USDT', status: 'fired' }),
    ];
    expect(watchedFeeds(alerts)).toEqual([
      { pair: 'BTC-USDT', feed: 'last' },
      { pair: 'BTC-USDT', feed: 'mark' },
    ]);
  });

  it('lists the armed newest first, then the fired, the most recently fired first', () => {
    const alerts = [
      alert({ id: 'old', createdAt: T }),
      alert({ id: 'fired-early', createdAt: T + 5, status: 'fired', firedAt: T + 10 }),
      alert({ id: 'new', createdAt: T + 1 }),
      alert({ id: 'fired-late', createdAt: T + 2, status: 'fired', firedAt: T + 20 }),
    ];
    expect(alerts.sort(listOrder).map((a) => a.id)).toEqual(['new', 'old', 'fired-late', 'fired-early']);
  });
});
