/** Turns an order as a trader specifies it into the exchange's create parameters, checked against the pair. */
import type { ValidParamsOf } from '../../shared/bridge';
import { decimalsOf } from '../../shared/decimal';
import { MatchType, PositionType, type Pair } from '../../shared/exchange';
import { ExchangeError, type OrderInput } from '../exchange';

export type OrderSpec = ValidParamsOf<'trading.placeOrder'>;

export const positionTypeOf = (mode: 'isolated' | 'cross'): number => (mode === 'cross' ? PositionType.CROSS : PositionType.ISOLATED);

export function checkLeverage(pair: Pair, leverage: number): void {
  if (leverage < pair.minLever || leverage > pair.maxLever) {
    throw new ExchangeError('invalid-input', `Leverage on ${pair.symbol} is from ${pair.minLever} to ${pair.maxLever}`);
  }
}

/** Refuses a price off the pair's tick (more decimals than its price decimals). */
export function checkPriceDecimals(pair: Pair, price: string): void {
  if (decimalsOf(price) > pair.priceDecimal)
    throw new ExchangeError('invalid-input', `Price allows at most ${pair.priceDecimal} decimals on ${pair.symbol}`);
}

export function orderRequest(pair: Pair, spec: OrderSpec, leverage: number, clientOrderId: string): OrderInput {
  if (spec.price !== undefined) checkPriceDecimals(pair, spec.price);
  if (decimalsOf(spec.quantity) > pair.tradeDecimal) {
    throw new ExchangeError('invalid-input', `Quantity allows at most ${pair.tradeDecimal} decimals on ${pair.symbol}`);
  }
  checkLeverage(pair, leverage);
  return {
    pairName: pair.symbol,
    isLong: spec.side === 'buy',
    isMarket: spec.type === 'market',
    matchType: MatchType[spec.timeInForce],
    // A market order ignores its price but the API still wants one.
    price: spec.price ?? '0',
    quantity: spec.quantity,
    lever: leverage,
    positionType: positionTypeOf(spec.marginMode),
    clientOrderId,
  };
}
