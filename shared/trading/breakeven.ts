/**
 * The breakeven stop: the price nearest the entry, on the pair's tick, at which closing the position pays back
 * both legs' fees. For a long, the lowest tick p with (p − entry)·q ≥ entry·q·fee + p·q·fee, so
 * p ≥ entry·(1 + fee)/(1 − fee); a short's the mirror, p ≤ entry·(1 − fee)/(1 + fee). The fee is the taker rate on
 * both legs (the safe side): a stop there never realises a loss. The screen shows it; the core arms it. Pure.
 */
import { PreciseDecimal as Decimal } from '../decimal';

export interface BreakevenOf {
  isLong: boolean;
  /** The position's entry (opening) price. */
  entry: string;
  /** The fee rate of each leg as a fraction: "0.0006" for 0.06 %. */
  feeRate: string;
  priceDecimal: number;
}

export function breakevenPriceOf({ isLong, entry, feeRate, priceDecimal }: BreakevenOf): string {
  const fee = new Decimal(feeRate);
  const one = new Decimal(1);
  const price = isLong ? new Decimal(entry).times(one.plus(fee)).div(one.minus(fee)) : new Decimal(entry).times(one.minus(fee)).div(one.plus(fee));
  // Away from the entry: a long's up, a short's down, so the fees are always covered.
  return price.toFixed(priceDecimal, isLong ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}
