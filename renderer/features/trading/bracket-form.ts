/** The bracket's fields checked as typed: a take profit or stop loss that is there must be a price of the pair. */
import { parseUserDecimal } from '../../../shared/decimal';
import type { BracketFields } from '../../stores/order-entry-store';
import type { EntryPair } from './entry-context';

export interface BracketErrors {
  takeProfit?: string;
  stopLoss?: string;
}

const NAMES = { takeProfit: 'Take profit', stopLoss: 'Stop loss' } as const;

/** Empty is none (no leg); anything else is parsed in the pair's price decimals. */
export function bracketErrors(bracket: Pick<BracketFields, 'takeProfit' | 'stopLoss'>, pair: Pick<EntryPair, 'priceDecimal'>): BracketErrors {
  const errors: BracketErrors = {};
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    if (bracket[field].trim() === '') continue;
    const parsed = parseUserDecimal(bracket[field], { field: NAMES[field], maxDecimals: pair.priceDecimal });
    if (!parsed.ok) errors[field] = parsed.message;
  }
  return errors;
}

/** The first of them, for a send refused. */
export const firstBracketError = (errors: BracketErrors): string | undefined => errors.takeProfit ?? errors.stopLoss;
