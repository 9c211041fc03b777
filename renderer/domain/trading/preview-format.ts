/** How the order form shows its figures: money in cents (fees to the settle unit), prices and sizes in the pair's decimals. */
import Decimal from 'decimal.js';
import type { PositionState } from '../../../shared/trading';

/** An amount of the quote coin to the cent (half up); '–' when unknown. */
export const money = (value: string | null | undefined, places = 2): string =>
  value ? new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP) : '–';

/** A price or size in its decimals; '–' when unknown. */
export const fixed = (value: string | null | undefined, places: number): string =>
  value ? new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP) : '–';

/** A liquidation price: the price, "N/A" when the position has none (or there is no position), '–' when not known yet. */
export const liquidationText = (value: string | null | undefined, priceDecimal: number): string =>
  value === undefined ? '–' : value === null ? 'N/A' : fixed(value, priceDecimal);

/** The position after the order: "Long 1.500", "Short 0.200", or "Flat". */
export const positionText = (position: PositionState | null, tradeDecimal: number): string =>
  position === null ? 'Flat' : `${position.isLong ? 'Long' : 'Short'} ${fixed(position.quantity, tradeDecimal)}`;

/** The mid of the best bid and ask, to the tick (half up); null without both. */
export function midPrice(bid: string | null, ask: string | null, priceDecimal: number): string | null {
  if (bid === null || ask === null) return null;
  return new Decimal(bid).plus(ask).dividedBy(2).toFixed(priceDecimal, Decimal.ROUND_HALF_UP);
}

export const TIME_IN_FORCE_TEXT: Record<string, string> = { GTC: 'GTC', IOC: 'IOC', FOK: 'FOK', POST_ONLY: 'Post only' };
