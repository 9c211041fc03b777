/**
 * Price alerts' step machine, pure: the alerts and the prices just read in, the alerts after them and those that
 * fired out. An alert fires once, at the first fresh price that crosses it; a price that is missing, or older than
 * the held orders' stale limit, never fires one. Its caller writes the fired alerts to disk before anything else.
 */
import Decimal from 'decimal.js';
import type { PriceAlert } from '../../shared/bridge';
import { feedKey, STALE_MS } from '../trading/price-feed';

export interface PriceReading {
  pair: string;
  feed: PriceAlert['feed'];
  /** null: the read failed, or the market has no such price yet. */
  price: string | null;
  /** When it was read (the exchange's clock). */
  at: number;
}

export interface AlertStep {
  alerts: PriceAlert[];
  fired: PriceAlert[];
}

export const isArmed = (alert: PriceAlert): boolean => alert.status === 'armed';

/** Whether `price` is at or past the alert's level (above/below), or as far from its base as its percent (move). */
export function crosses(alert: Pick<PriceAlert, 'condition' | 'price' | 'percent' | 'basePrice'>, price: Decimal.Value): boolean {
  const now = new Decimal(price);
  if (alert.condition === 'above') return now.gte(alert.price!);
  if (alert.condition === 'below') return now.lte(alert.price!);
  const base = new Decimal(alert.basePrice!);
  return now.minus(base).abs().gte(base.times(alert.percent!).div(100));
}

/** The feeds the armed alerts watch, each once however many alerts share it. */
export function watchedFeeds(alerts: readonly PriceAlert[]): { pair: string; feed: PriceAlert['feed'] }[] {
  const feeds = new Map(alerts.filter(isArmed).map((a) => [feedKey(a.pair, a.feed), { pair: a.pair, feed: a.feed }] as const));
  return [...feeds.values()];
}

export function stepAlerts(alerts: readonly PriceAlert[], readings: readonly PriceReading[], now: number): AlertStep {
  const fresh = new Map<string, PriceReading>();
  for (const r of readings) if (r.price !== null && now - r.at < STALE_MS) fresh.set(feedKey(r.pair, r.feed), r);
  const fired: PriceAlert[] = [];
  const next = alerts.map((alert) => {
    const reading = isArmed(alert) ? fresh.get(feedKey(alert.pair, alert.feed)) : undefined;
    if (!reading || !crosses(alert, reading.price!)) return alert;
    const done: PriceAlert = { ...alert, status: 'fired', firedAt: reading.at, firedPrice: reading.price, seen: false };
    fired.push(done);
    return done;
  });
  return { alerts: fired.length === 0 ? [...alerts] : next, fired };
}

/** For the list: the armed ones newest first, then the fired ones, the most recently fired first. */
export const listOrder = (a: PriceAlert, b: PriceAlert): number =>
  Number(isArmed(b)) - Number(isArmed(a)) || (b.firedAt ?? b.createdAt) - (a.firedAt ?? a.createdAt) || b.createdAt - a.createdAt;
