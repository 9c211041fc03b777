/**
 * The bracket's fields checked as typed (a take profit or stop loss that is there must be a number: a price of the
 * pair, or a % / ROE % / PnL in USDT), and converted to the prices the bracket is sent with, from the planned
 * entry: the limit price, or the book's side for a market order; the form's leverage for ROE, its quantity for PnL.
 */
import Decimal from 'decimal.js';
import { parseUserDecimal } from '../../../shared/decimal';
import type { TriggerBy } from '../../../shared/trading';
import { readTiers, type TiersRead } from '../protection/tiers-form';
import { readTrigger, type TriggerRead } from '../protection/trigger-units';
import type { EntryPair, Side } from './entry-context';

/** The bracket's fields as typed in the form. */
export interface BracketFields {
  takeProfit: string;
  stopLoss: string;
  /** What each is typed in: a price, % from the entry, ROE %, USDT of PnL (converted to a price when sent). */
  takeProfitBy: TriggerBy;
  stopLossBy: TriggerBy;
  exit: 'market' | 'limit';
  slippage: string;
  /** Scale out: the take profit is `tiers` (each typed in `takeProfitBy`, with its share in %), not `takeProfit`. */
  scaleOut: boolean;
  tiers: { value: string; share: string }[];
  breakevenAfterTp1: boolean;
}

export interface BracketErrors {
  takeProfit?: string;
  stopLoss?: string;
}

type LegField = 'takeProfit' | 'stopLoss';
const NAMES = { takeProfit: 'Take profit', stopLoss: 'Stop loss' } as const;
const KINDS = { takeProfit: 'take-profit', stopLoss: 'stop-loss' } as const;
const BY = { takeProfit: 'takeProfitBy', stopLoss: 'stopLossBy' } as const;

type Legs = Pick<BracketFields, LegField> & Partial<Pick<BracketFields, 'takeProfitBy' | 'stopLossBy' | 'scaleOut' | 'tiers'>>;

/** Empty is none (no leg); anything else is parsed: a price in the pair's price decimals, the other units as numbers. */
export function bracketErrors(bracket: Legs, pair: Pick<EntryPair, 'priceDecimal'>): BracketErrors {
  const errors: BracketErrors = {};
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    if (bracket[field].trim() === '' || (field === 'takeProfit' && bracket.scaleOut)) continue;
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

/** The price a leg means for an order on `side`; null when the field is empty. `text` and `label`: a tier's instead. */
export function bracketLegPrice(
  field: LegField,
  bracket: Legs,
  side: Side,
  plan: PlannedEntry,
  priceDecimal: number,
  tier?: { label: string; text: string },
): TriggerRead | null {
  const text = (tier?.text ?? bracket[field]).trim();
  if (text === '') return null;
  const by = bracket[BY[field]] ?? 'price';
  const label = tier?.label ?? NAMES[field];
  if (by === 'price') {
    const parsed = parseUserDecimal(text, { field: label, maxDecimals: priceDecimal });
    return parsed.ok ? { ok: true, value: parsed.value, price: parsed.value, said: `= ${parsed.value}` } : parsed;
  }
  if (plan.price === null) return { ok: false, message: `${label}: give the order a price first (a market order needs the book)` };
  if (by === 'pnl' && plan.quantity === null) return { ok: false, message: `${label}: a PnL in USDT needs the order’s quantity` };
  const entry = {
    isLong: side === 'buy',
    openingPrice: plan.price,
    quantity: plan.quantity ?? '0',
    ...(plan.leverage === null ? {} : { lever: plan.leverage }),
  };
  return readTrigger(label, KINDS[field], by, text, entry, priceDecimal);
}

/** The lot and the coin a tier's share is counted in. */
export interface TierLot {
  tradeDecimal: number;
  coin: string;
}

/** True while Scale out is on and a target is typed: the take profit is the tiers. */
export const hasTiers = (bracket: Legs): boolean => bracket.scaleOut === true && (bracket.tiers ?? []).some((t) => t.value.trim() !== '');

/** The tiers read for an order on `side`: each one's price and its share of the planned quantity. */
export function bracketTiers(bracket: Legs, side: Side, plan: PlannedEntry, priceDecimal: number, lot: TierLot): TiersRead {
  return readTiers(bracket.tiers ?? [], {
    priceOf: (label, text) =>
      bracketLegPrice('takeProfit', bracket, side, plan, priceDecimal, { label, text }) ?? { ok: false, message: `${label}: give its trigger` },
    quantity: plan.quantity,
    ...lot,
  });
}

export type BracketPrices =
  { ok: true; takeProfit: string; stopLoss: string; takeProfits?: { price: string; share: string }[] } | { ok: false; message: string };

/**
 * Both legs as prices for an order on `side` ('' for none), as `protection.bracket` takes them, the tiers as
 * `takeProfits` while Scale out is on (none while no target is typed); or the first refusal.
 */
export function bracketPrices(
  bracket: Legs,
  side: Side,
  plan: PlannedEntry,
  priceDecimal: number,
  lot: TierLot = { tradeDecimal: 8, coin: '' },
): BracketPrices {
  const legs = { takeProfit: '', stopLoss: '' };
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    if (field === 'takeProfit' && bracket.scaleOut) continue;
    const read = bracketLegPrice(field, bracket, side, plan, priceDecimal);
    if (read && !read.ok) return read;
    if (read) legs[field] = read.price;
  }
  if (!hasTiers(bracket)) return { ok: true, ...legs };
  const tiers = bracketTiers(bracket, side, plan, priceDecimal, lot).result;
  if (!tiers.ok) return tiers;
  return { ok: true, ...legs, takeProfits: tiers.tiers.map(({ price, share }) => ({ price, share })) };
}

/**
 * The one target that stands for the tiers in R:R: the entry moved by each tier's distance times its share, so the
 * reward is the share-weighted sum of the tiers' (what the shares leave is counted as no reward).
 */
export function tiersTarget(entry: string, takeProfits: readonly { price: string; share: string }[], priceDecimal: number): string {
  const move = takeProfits.reduce((sum, t) => sum.plus(new Decimal(t.price).minus(entry).times(t.share).div(100)), new Decimal(0));
  return new Decimal(entry).plus(move).toFixed(priceDecimal, Decimal.ROUND_HALF_UP);
}

/** The folded line's take profit: "TP ×3" for tiers, "TP 61500.0", "TP 2 % from entry"; '' for none. */
export function foldedTakeProfit(bracket: Legs, unitSaid: string): string {
  if (bracket.scaleOut) {
    const typed = (bracket.tiers ?? []).filter((t) => t.value.trim() !== '').length;
    return typed === 0 ? '' : typed === 1 ? `TP ${bracket.tiers!.find((t) => t.value.trim() !== '')!.value.trim()}${unitSaid}` : `TP ×${typed}`;
  }
  return bracket.takeProfit.trim() === '' ? '' : `TP ${bracket.takeProfit}${unitSaid}`;
}

/**
 * Each tier row's hint in the form, where the side is not chosen yet: in a unit, the price it means for a long and a
 * short ("= 60600.0 long · 59400.0 short"); then what its share closes of the planned quantity.
 */
export function bracketTiersView(bracket: Legs, plans: Record<Side, PlannedEntry>, priceDecimal: number, lot: TierLot): TiersRead {
  const long = bracketTiers(bracket, 'buy', plans.buy, priceDecimal, lot);
  if ((bracket.takeProfitBy ?? 'price') === 'price') return long;
  const short = bracketTiers(bracket, 'sell', plans.sell, priceDecimal, lot);
  return {
    ...long,
    rows: long.rows.map((row, i) => {
      const other = short.rows[i];
      if (row.valueError || !row.valueSaid || !other?.valueSaid) return row;
      return { ...row, valueSaid: `${row.valueSaid} long · ${other.valueSaid.replace(/^= /, '')} short` };
    }),
  };
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
