/** The limit price of an exit (a held order's, a TWAP's): never more slippage than the trader allowed. */
import Decimal from 'decimal.js';
import { decimalsOf } from '../../shared/decimal';

/** A price rounded to `decimals` toward the trader: up for a sell, down for a buy (never more slippage than asked). */
export const roundForExit = (side: 'buy' | 'sell', price: Decimal.Value, decimals: number): string =>
  new Decimal(price).toFixed(decimals, side === 'sell' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);

/** A limit exit's price: the firing price, worse for the trader by at most `slippage` % (in the price's decimals). */
export function exitLimitPrice(side: 'buy' | 'sell', price: string, slippage: string): string {
  const factor = new Decimal(slippage).div(100);
  const limit = new Decimal(price).times(side === 'sell' ? new Decimal(1).minus(factor) : factor.plus(1));
  return roundForExit(side, limit, decimalsOf(price));
}
