/**
 * The bracket's fields checked as typed (a take profit or stop loss that is there must be a number: a price of the
 * pair, or a % / ROE % / PnL in USDT), and converted to the prices the bracket is sent with, from the planned
 * entry: the limit price, or the book's side for a market order; the form's leverage for ROE, its quantity for PnL.
 */
import { parseUserDecimal } from '../../../shared/decimal';
import type { BracketFields } from '../../stores/order-entry-store';
import { readTrigger, type TriggerRead } from '../protection/trigger-units';
import type { EntryPair, Side } from './entry-context';

export interface BracketErrors {
  takeProfit?: string;
  stopLoss?: string;
}

type LegField = 'takeProfit' | 'stopLoss';
const NAMES = { takeProfit: 'Take profit', stopLoss: 'Stop loss' } as const;
const KINDS = { takeProfit: 'take-profit', stopLoss: 'stop-loss' } as const;
const BY = { takeProfit: 'takeProfitBy', stopLoss: 'stopLossBy' } as const;

type Legs = Pick<BracketFields, LegField> & Partial<Pick<BracketFields, 'takeProfitBy' | 'stopLossBy'>>;

/** Empty is none (no leg); anything else is parsed: a price in the pair's price decimals, the other units as numbers. */
export function bracketErrors(bracket: Legs, pair: Pick<EntryPair, 'priceDecimal'>): BracketErrors {
  const errors: BracketErrors = {};
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    if (bracket[field].trim() === '') continue;
    const inPrice = (bracket[BY[field]] ?? 'price') === 'price';
    const parsed = parseUserDecimal(bracket[field], { field: NAMES[field], maxDecimals: inPrice ? pair.priceDecimal : 8 });
    if (!parsed.ok) errors[field] = parsed.message;
  }
  return errors;
}

/** The first of them, for a send refused. */
export const firstBracketError = (errors: BracketErrors): string | undefined => errors.takeProfit ?? errors.stopLoss;

/** The order the bracket's units are counted from, on one side. */
export interface PlannedEntry {
  /** The limit price, or the book's best ask (a buy) or bid (a sell) for a market order; null: none yet. */
  price: string | null;
  leverage: number | null;
  /** In the coin; null: none typed. */
  quantity: string | null;
}

/** The price a leg means for an order on `side`; null when the field is empty. */
export function bracketLegPrice(field: LegField, bracket: Legs, side: Side, plan: PlannedEntry, priceDecimal: number): TriggerRead | null {
  const text = bracket[field].trim();
  if (text === '') return null;
  const by = bracket[BY[field]] ?? 'price';
  const label = NAMES[field];
  if (by === 'price') {
    const parsed = parseUserDecimal(text, { field: label, maxDecimals: priceDecimal });
    return parsed.ok ? { ok: true, value: parsed.value, price: parsed.value, said: `= ${parsed.value}` } : parsed;
  }
  if (plan.price === null) return { ok: false, message: `${label}: give the order a price first (a market order needs the book)` };
  if (by === 'pnl' && plan.quantity === null) return { ok: false, message: `${label}: a PnL in USDT needs the order’s quantity` };
  const entry = { isLong: side === 'buy', openingPrice: plan.price, quantity: plan.quantity ?? '0', ...(plan.leverage === null ? {} : { lever: plan.leverage }) };
  return readTrigger(label, KINDS[field], by, text, entry, priceDecimal);
}

/** Both legs as prices for an order on `side` ('' for none), as `protection.bracket` takes them; or the first refusal. */
export function bracketPrices(bracket: Legs, side: Side, plan: PlannedEntry, priceDecimal: number): { ok: true; takeProfit: string; stopLoss: string } | { ok: false; message: string } {
  const legs = { takeProfit: '', stopLoss: '' };
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    const read = bracketLegPrice(field, bracket, side, plan, priceDecimal);
    if (read && !read.ok) return read;
    if (read) legs[field] = read.price;
  }
  return { ok: true, ...legs };
}

/** Under a leg typed in a unit: the price it means for a long and for a short, "= 59409.9 long · 60610.1 short". */
export function bracketHint(field: LegField, bracket: Legs, plans: Record<Side, PlannedEntry>, priceDecimal: number): string | undefined {
  if ((bracket[BY[field]] ?? 'price') === 'price') return undefined;
  const long = bracketLegPrice(field, bracket, 'buy', plans.buy, priceDecimal);
  const short = bracketLegPrice(field, bracket, 'sell', plans.sell, priceDecimal);
  if (!long || !short) return undefined;
  if (!long.ok) return long.message;
  if (!short.ok) return short.message;
  return `= ${long.price} long · ${short.price} short`;
}
