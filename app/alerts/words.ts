/** A fired price alert in a trader's words, for the headless process's terminal (the screen words its own). */
import type { PriceAlert } from '../../shared/bridge';

export function firedLine(alert: PriceAlert): string {
  const what = alert.condition === 'move' ? `moved ${alert.percent} % from ${alert.basePrice}` : `${alert.condition} ${alert.price}`;
  const note = alert.note === '' ? '' : ` (${alert.note})`;
  return `price alert on ${alert.pair}: ${what}, ${alert.feed} ${alert.firedPrice}${note}`;
}
