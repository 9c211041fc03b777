/**
 * A scale order: `count` limit orders at evenly spaced prices from `fromPrice` to `toPrice`, the total quantity
 * shared out flat, growing or shrinking along the way. The same function previews the orders on screen and
 * builds them in the core, so what is sent is what was shown.
 */
import Decimal from 'decimal.js';
import { decimalsOf } from '../decimal/strict';

export interface ScaleInput {
  fromPrice: string;
  toPrice: string;
  count: number;
  totalQuantity: string;
  distribution: 'flat' | 'increasing' | 'decreasing';
}

export interface ScaleDecimals {
  priceDecimal: number;
  tradeDecimal: number;
}

export interface ScaleLeg {
  price: string;
  quantity: string;
}

export type ScaleResult = { ok: true; legs: ScaleLeg[] } | { ok: false; field: 'fromPrice' | 'toPrice' | 'count' | 'totalQuantity'; message: string };

export function scaleOrders(input: ScaleInput, { priceDecimal, tradeDecimal }: ScaleDecimals): ScaleResult {
  const { fromPrice, toPrice, count, totalQuantity, distribution } = input;
  if (!Number.isInteger(count) || count < 2 || count > 100) {
    return { ok: false, field: 'count', message: 'Orders must be a whole number from 2 to 100' };
  }
  if (decimalsOf(fromPrice) > priceDecimal) return tooPrecise('fromPrice', 'From price', priceDecimal);
  if (decimalsOf(toPrice) > priceDecimal) return tooPrecise('toPrice', 'To price', priceDecimal);
  if (decimalsOf(totalQuantity) > tradeDecimal) return tooPrecise('totalQuantity', 'Total quantity', tradeDecimal);

  // Exact for any length typed: decimal.js keeps 20 digits unless told more, and a price of 400 nines would lose the
  // small end's digits (a leg of -1.000 between 1e400 and 0.2).
  const Exact = Decimal.clone({ precision: Math.max(fromPrice.length, toPrice.length, totalQuantity.length) + priceDecimal + tradeDecimal + 20 });
  const from = new Exact(fromPrice);
  const step = new Exact(toPrice).minus(from).dividedBy(count - 1);
  const prices = Array.from({ length: count }, (_, i) =>
    from.plus(step.times(i)).toDecimalPlaces(priceDecimal, Decimal.ROUND_HALF_UP).toFixed(priceDecimal),
  );
  if (new Set(prices).size < count) {
    return { ok: false, field: 'toPrice', message: `The prices are too close together for ${count} orders at this market's tick` };
  }

  const weights = Array.from({ length: count }, (_, i) => (distribution === 'flat' ? 1 : distribution === 'increasing' ? i + 1 : count - i));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const total = new Exact(totalQuantity);
  const quantities = weights.map((w) => total.times(w).dividedBy(weightSum).toDecimalPlaces(tradeDecimal, Decimal.ROUND_DOWN));
  // What rounding down left over goes to the largest order, so the legs add up to the total exactly.
  const largest = weights.lastIndexOf(Math.max(...weights));
  const shared = quantities.reduce((a, q) => a.plus(q), new Exact(0));
  quantities[largest] = quantities[largest]!.plus(total.minus(shared));
  if (quantities.some((q) => q.isZero())) {
    return { ok: false, field: 'totalQuantity', message: `Total quantity is too small to share out over ${count} orders` };
  }
  return {
    ok: true,
    legs: prices.map((price, i) => ({ price, quantity: quantities[i]!.toFixed(tradeDecimal) })),
  };
}

const tooPrecise = (field: 'fromPrice' | 'toPrice' | 'totalQuantity', name: string, decimals: number): ScaleResult => ({
  ok: false,
  field,
  message: `${name} allows at most ${decimals} decimals on this market`,
});
