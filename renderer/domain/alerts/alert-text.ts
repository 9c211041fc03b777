/**
 * Price alerts in words, without React: the condition ("above 61000.0", "move 2.5 % from 60000.0"), the status
 * ("Armed", "Fired at 14:03:27 · 61002.4"), the toast of a fired one, the order of the Alerts table, and which side
 * of the last price a level is.
 */
import Decimal from 'decimal.js';
import type { PriceAlert } from '../../../shared/bridge';
import { formatClock } from '../../ui/format';

export type AlertLevel = 'above' | 'below';

/** "above 61000.0", "below 59000.0", "move 2.5 % from 60000.0" (the prices as the core keeps them, at the pair's decimals). */
export function conditionText(alert: Pick<PriceAlert, 'condition' | 'price' | 'percent' | 'basePrice'>): string {
  if (alert.condition === 'move') return `move ${alert.percent ?? '?'} % from ${alert.basePrice ?? '?'}`;
  return `${alert.condition} ${alert.price ?? '?'}`;
}

/** The price it watches, when not the last (the default): "mark price". */
export const feedText = (alert: Pick<PriceAlert, 'feed'>): string => (alert.feed === 'mark' ? 'mark' : 'last');

/** "Armed", or "Fired at 14:03:27 · 61002.4". */
export function statusText(alert: Pick<PriceAlert, 'status' | 'firedAt' | 'firedPrice'>, clock: (ms: number) => string = formatClock): string {
  if (alert.status === 'armed') return 'Armed';
  const when = alert.firedAt === null ? '' : ` at ${clock(alert.firedAt)}`;
  return `Fired${when}${alert.firedPrice === null ? '' : ` · ${alert.firedPrice}`}`;
}

/** What a fired alert tells: "Alert: BTC-USDT above 61000.0", "last 61002.4" (and its note). */
export function alertMessage(alert: PriceAlert): { tag: string; tone: 'warn'; title: string; body: string } {
  const price = alert.firedPrice === null ? '' : `${feedText(alert)} ${alert.firedPrice}`;
  return {
    tag: `alert-${alert.id}`,
    tone: 'warn',
    title: `Alert: ${alert.pair} ${conditionText(alert)}`,
    body: [price, alert.note].filter((part) => part !== '').join(' · '),
  };
}

/** The Alerts table's order: the armed first, then the fired, each as the core listed them (newest first). */
export const orderedAlerts = (alerts: readonly PriceAlert[]): PriceAlert[] => [
  ...alerts.filter((a) => a.status === 'armed'),
  ...alerts.filter((a) => a.status !== 'armed'),
];

/** An alert at `price` is "above" when the level is over the last price, else "below". */
export function levelAt(price: string, last: string | null | undefined): AlertLevel {
  if (last === null || last === undefined || last === '') return 'above';
  return new Decimal(price).gt(last) ? 'above' : 'below';
}

/** The fired alerts not yet told (by the core's `seen`, or by this run's `told`): each is told once. */
export const alertsToTell = (alerts: readonly PriceAlert[], told: ReadonlySet<string>): PriceAlert[] =>
  alerts.filter((a) => a.status === 'fired' && !a.seen && !told.has(a.id));
