/**
 * The order form's engine, with no React in it: what the trader typed and the pair's rules in; the error at each
 * field and, when there is none, the request to send out.
 */
import Decimal from 'decimal.js';
import type { ParamsOf } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import type { Pair } from '../../../shared/exchange';

export type Side = 'buy' | 'sell';

export interface OrderFormFields {
  price: string;
  quantity: string;
  side: Side;
}

export type OrderFormPair = Pick<Pair, 'symbol' | 'tradable' | 'priceDecimal' | 'tradeDecimal' | 'minCount' | 'maxCount'>;

export interface OrderFormErrors {
  price?: string;
  quantity?: string;
  /** What is wrong with the order as a whole, not with one field. */
  form?: string;
}

export interface OrderForm {
  errors: OrderFormErrors;
  /** Params for `trading.placeOrder`, or null while anything is wrong. */
  request: ParamsOf<'trading.placeOrder'> | null;
}

export function evaluateOrderForm(fields: OrderFormFields, pair: OrderFormPair): OrderForm {
  const errors: OrderFormErrors = {};
  const price = parseUserDecimal(fields.price, { field: 'Price', maxDecimals: pair.priceDecimal });
  if (!price.ok) errors.price = price.message;

  const quantity = parseUserDecimal(fields.quantity, { field: 'Quantity', maxDecimals: pair.tradeDecimal });
  if (!quantity.ok) errors.quantity = quantity.message;
  else if (new Decimal(quantity.value).lt(pair.minCount)) errors.quantity = `Quantity must be at least ${pair.minCount}`;
  else if (new Decimal(quantity.value).gt(pair.maxCount)) errors.quantity = `Quantity must be at most ${pair.maxCount}`;

  if (!pair.tradable) errors.form = `${pair.symbol} is not open for trading`;

  const request =
    price.ok && quantity.ok && Object.keys(errors).length === 0
      ? { pair: pair.symbol, side: fields.side, price: price.value, quantity: quantity.value }
      : null;
  return { errors, request };
}
