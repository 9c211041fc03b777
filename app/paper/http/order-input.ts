/** An order as its parameters describe it, turned into the engine's command. */
import type { OrderCommand, PairSpec } from '../engine';
import { bool, integer, scaled, text, type Params } from './params';

/** Reads the fields after `pairName`, which the caller has already read as `pair`. */
export function readOrder(params: Params, pair: PairSpec): OrderCommand {
  const isLong = params.required('isLong', bool);
  const isMarket = params.required('isMarket', bool);
  const matchType = params.required('matchType', integer);
  // A market order has no price: whatever is sent for it is ignored.
  const price = isMarket ? 0 : params.required('price', scaled(pair.priceDecimal));
  return {
    pairId: pair.id,
    isLong,
    isMarket,
    matchType,
    price,
    quantity: params.required('quantity', scaled(pair.tradeDecimal)),
    lever: params.required('lever', integer),
    positionType: params.required('positionType', integer),
    clientOrderId: params.required('clientOrderId', text),
  };
}
