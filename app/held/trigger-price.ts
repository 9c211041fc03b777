/**
 * A stop's or a target's trigger price from what the trader gave: a price, a distance in % from the position's
 * entry, or a profit or loss in USDT on the position's size. Rounded to the pair's price decimals, away from the
 * entry for a target and toward it for a stop, so the loss never exceeds and the profit is never short of it.
 */
import Decimal from 'decimal.js';
import { ExchangeError } from '../exchange';

export interface TriggerSpec {
  kind: 'stop-loss' | 'take-profit';
  by: 'price' | 'percent' | 'pnl';
  /** A price; a percent (2 for 2 %); or USDT of profit (target) or loss (stop), all positive. */
  value: string;
}

export interface EntryOf {
  isLong: boolean;
  openingPrice: string;
  quantity: string;
}

export function triggerPrice(spec: TriggerSpec, position: EntryOf, priceDecimal: number): string {
  const entry = new Decimal(position.openingPrice);
  const value = new Decimal(spec.value);
  const stop = spec.kind === 'stop-loss';
  // Below the entry: a long's stop, a short's target.
  const below = stop === position.isLong;
  let price: Decimal;
  if (spec.by === 'price') price = value;
  else {
    const gap = spec.by === 'percent' ? entry.times(value).div(100) : value.div(position.quantity);
    price = below ? entry.minus(gap) : entry.plus(gap);
  }
  // Toward the entry for a stop (a smaller loss), away from it for a target (at least the profit asked).
  const rounded = price.toDecimalPlaces(priceDecimal, below === stop ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  if (spec.by !== 'price' && rounded.gt(0) && !rounded.eq(entry)) return rounded.toFixed(priceDecimal);
  if (spec.by === 'price') {
    if (price.decimalPlaces() > priceDecimal) throw new ExchangeError('invalid-input', `A trigger price allows at most ${priceDecimal} decimals`);
    const wrongSide = below ? price.gte(entry) : price.lte(entry);
    if (wrongSide) {
      const where = below ? 'below' : 'above';
      throw new ExchangeError('invalid-input', `A ${stop ? 'stop loss' : 'take profit'} on a ${position.isLong ? 'long' : 'short'} position must be ${where} its entry price ${position.openingPrice}`);
    }
    return price.toFixed(priceDecimal);
  }
  throw new ExchangeError('invalid-input', `That ${spec.by === 'percent' ? 'distance' : 'amount'} puts the trigger at ${rounded.toFixed(priceDecimal)}, which cannot be`);
}
