/**
 * A stop's or a target's trigger price from what the trader gave: a price, a distance in % from the position's
 * entry, an ROE % (a % of the position's margin: the distance in % times the leverage), or a profit or loss in USDT
 * on the position's size (before fees). Rounded to the pair's price decimals, away from the entry for a target and
 * toward it for a stop, so the loss never exceeds and the profit is never short of what was asked. The screen shows
 * it live as the trader types; the core arms it. Pure.
 */
import { HELD_KINDS, type PricedHeldKind } from './held-kinds';
import type DecimalBase from 'decimal.js';
import { PreciseDecimal as Decimal } from '../decimal';

export type TriggerBy = 'price' | 'percent' | 'roe' | 'pnl';

export interface TriggerSpec {
  kind: PricedHeldKind;
  by: TriggerBy;
  /** A price; a percent (2 for 2 %) from the entry or of the margin; or USDT of profit (target) or loss (stop), all positive. */
  value: string;
}

export interface EntryOf {
  isLong: boolean;
  openingPrice: string;
  quantity: string;
  /** The position's leverage: needed for `roe` only. */
  lever?: number;
}

export type TriggerResult = { ok: true; price: string } | { ok: false; message: string };

/** The price `spec` means on `position`, or why it cannot be. */
export function triggerPriceOf(spec: TriggerSpec, position: EntryOf, priceDecimal: number): TriggerResult {
  const entry = new Decimal(position.openingPrice);
  let value: DecimalBase;
  try {
    value = new Decimal(spec.value);
  } catch {
    return { ok: false, message: `${spec.value} is not a number` };
  }
  if (!value.isFinite() || value.lte(0)) return { ok: false, message: 'Give a value above 0' };
  const stop = HELD_KINDS[spec.kind].closes === 'loss';
  // Below the entry: a long's stop, a short's target.
  const below = stop === position.isLong;
  if (spec.by === 'price') {
    if (value.decimalPlaces() > priceDecimal) return { ok: false, message: `A trigger price allows at most ${priceDecimal} decimals` };
    const wrongSide = below ? value.gte(entry) : value.lte(entry);
    if (wrongSide) {
      const where = below ? 'below' : 'above';
      return {
        ok: false,
        message: `A ${stop ? 'stop loss' : 'take profit'} on a ${position.isLong ? 'long' : 'short'} position must be ${where} its entry price ${position.openingPrice}`,
      };
    }
    return { ok: true, price: value.toFixed(priceDecimal) };
  }
  if (spec.by === 'roe' && !(position.lever !== undefined && position.lever > 0))
    return { ok: false, message: 'An ROE needs the position’s leverage' };
  const gap =
    spec.by === 'percent'
      ? entry.times(value).div(100)
      : spec.by === 'roe'
        ? entry.times(value).div(100).div(position.lever!)
        : value.div(position.quantity);
  const price = below ? entry.minus(gap) : entry.plus(gap);
  // Toward the entry for a stop (a smaller loss), away from it for a target (at least the profit asked).
  const rounded = price.toDecimalPlaces(priceDecimal, below === stop ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  if (rounded.gt(0) && !rounded.eq(entry)) return { ok: true, price: rounded.toFixed(priceDecimal) };
  const what = spec.by === 'pnl' ? 'amount' : spec.by === 'roe' ? 'ROE' : 'distance';
  return { ok: false, message: `That ${what} puts the trigger at ${rounded.toFixed(priceDecimal)}, which cannot be` };
}
