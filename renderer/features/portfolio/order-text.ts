/**
 * Orders, fills and money as the portfolio tables say them: enums in words, decimals in the pair's places, times in
 * local time. No React here.
 */
import Decimal from 'decimal.js';
import { formatDecimal } from '../../../shared/decimal';
import { MatchType, OrderStatus, PositionType, type Order, type Pair } from '../../../shared/exchange';

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  [OrderStatus.OPEN]: 'Open',
  [OrderStatus.PARTIALLY_FILLED]: 'Partially filled',
  [OrderStatus.FILLED]: 'Filled',
  [OrderStatus.CANCELED]: 'Cancelled',
  [OrderStatus.EXPIRED]: 'Expired',
};

export const TIME_IN_FORCE_TEXT: Readonly<Record<number, string>> = {
  [MatchType.GTC]: 'GTC',
  [MatchType.IOC]: 'IOC',
  [MatchType.FOK]: 'FOK',
  [MatchType.POST_ONLY]: 'Post only',
};

export const statusText = (status: number): string => STATUS_TEXT[status] ?? `Status ${status}`;
export const timeInForceText = (matchType: number): string => TIME_IN_FORCE_TEXT[matchType] ?? `Type ${matchType}`;
export const marginModeText = (positionType: number): string =>
  positionType === PositionType.ISOLATED ? 'Isolated' : positionType === PositionType.CROSS ? 'Cross' : `Mode ${positionType}`;
export const sideText = (isLong: boolean): string => (isLong ? 'Buy' : 'Sell');
export const orderTypeText = (isMarket: boolean): string => (isMarket ? 'Market' : 'Limit');
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** The decimals a pair shows; unknown pairs (the list not loaded yet) show what the exchange sent. */
export interface Decimals {
  price: number | null;
  quantity: number | null;
  settle: number | null;
}

export const NO_DECIMALS: Decimals = { price: null, quantity: null, settle: null };

export const decimalsOf = (pair: Pair | undefined): Decimals =>
  pair ? { price: pair.priceDecimal, quantity: pair.tradeDecimal, settle: pair.settleDecimal } : NO_DECIMALS;

export function decimalsFor(pairs: readonly Pair[] | null, symbol: string): Decimals {
  return decimalsOf(pairs?.find((p) => p.symbol === symbol));
}

/** A decimal string in `places` (as sent when unknown or unreadable). */
export function num(value: string, places: number | null): string {
  if (places === null) return value;
  try {
    return formatDecimal(value, places);
  } catch {
    return value;
  }
}

/** Average fill price: dealAmount / dealQuantity, or null before anything filled. */
export function averagePrice(dealAmount: string, dealQuantity: string): string | null {
  try {
    const quantity = new Decimal(dealQuantity);
    if (quantity.isZero()) return null;
    return new Decimal(dealAmount).dividedBy(quantity).toString();
  } catch {
    return null;
  }
}

/** An order's price: "Market" for a market order (its price field means nothing). */
export const orderPriceText = (order: Order, d: Decimals): string => (order.isMarket ? 'Market' : num(order.price, d.price));

export const averagePriceText = (order: Pick<Order, 'dealAmount' | 'dealQuantity'>, d: Decimals): string => {
  const average = averagePrice(order.dealAmount, order.dealQuantity);
  return average === null ? '—' : num(average, d.price);
};

const two = (n: number): string => String(n).padStart(2, '0');

/** "2026-11-21 14:03:27", local time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** "2026-11-21", local time. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** "2026-11-21", the UTC day (the exchange's daily records are UTC days). */
export function formatUtcDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

/** A fraction ("0.0001") as a percentage ("0.0100 %"). */
export function percentText(fraction: string, places = 4): string {
  try {
    return `${new Decimal(fraction).times(100).toFixed(places)} %`;
  } catch {
    return fraction;
  }
}

/** Up, down or flat, for a signed amount's colour. */
export function signOf(value: string): 'up' | 'down' | 'flat' {
  try {
    const d = new Decimal(value);
    return d.isZero() ? 'flat' : d.isNegative() ? 'down' : 'up';
  } catch {
    return 'flat';
  }
}
