/** The shared trigger conversion, refusing as the core does (an invalid-input error in the trader's words). */
import { triggerPriceOf, type EntryOf, type TriggerSpec } from '../../shared/trading';
import { ExchangeError } from '../exchange';

export function triggerPrice(spec: TriggerSpec, position: EntryOf, priceDecimal: number): string {
  const result = triggerPriceOf(spec, position, priceDecimal);
  if (!result.ok) throw new ExchangeError('invalid-input', result.message);
  return result.price;
}
