/**
 * A take profit in tiers ("Scale out"), as typed: up to 4 rows of a trigger (in the field's unit) and a share of the
 * position in %. Each row is read live: the price it means, the quantity its share closes (rounded down to the lot,
 * as the core sizes it), or why not; and the shares' sum, refused over 100 %. No React here.
 */
import { MAX_TIERS } from '../../../shared/bridge/params';
import Decimal from 'decimal.js';
import { parseUserDecimal } from '../../../shared/decimal';
import { breakevenPriceOf, lotOf, tierQuantityOf } from '../../../shared/trading';
import type { TriggerRead } from './trigger-units';

/** A take profit comes in at most this many tiers (the core's limit). */

export interface TierRow {
  value: string;
  share: string;
}

export const EMPTY_TIER: TierRow = { value: '', share: '' };

/** One more row, its share what the others leave of 100 % ('' when nothing is left); none past the fourth. */
export function addTier(rows: readonly TierRow[]): TierRow[] {
  if (rows.length >= MAX_TIERS) return [...rows];
  const left = new Decimal(100).minus(sharesTotal(rows));
  return [...rows, { value: '', share: left.gt(0) ? left.toString() : '' }];
}

export const removeTier = (rows: readonly TierRow[], index: number): TierRow[] => rows.filter((_, i) => i !== index);

export const setTier = (rows: readonly TierRow[], index: number, field: keyof TierRow, text: string): TierRow[] =>
  rows.map((row, i) => (i === index ? { ...row, [field]: text } : row));

/** How the tier fields (ui/TierFields.tsx) change their rows. */
export const TIER_EDITS = { max: MAX_TIERS, add: addTier, remove: removeTier, set: setTier } as const;

/** The sum of the shares typed as numbers (a share not a number counts as nothing until it is one). */
export function sharesTotal(rows: readonly Pick<TierRow, 'share'>[]): Decimal {
  return rows.reduce((sum, row) => {
    const text = row.share.trim();
    return /^\d+(\.\d+)?$/.test(text) ? sum.plus(text) : sum;
  }, new Decimal(0));
}

export interface TierRead {
  /** Under the trigger: "= 61000.0" (or nothing while empty). */
  valueSaid?: string;
  valueError?: string;
  /** Under the share: "50 % = 0.050 BTC". */
  shareSaid?: string;
  shareError?: string;
}

export interface TiersRead {
  rows: TierRead[];
  /** "Shares: 80 % of the position" */
  totalSaid: string;
  totalError?: string;
  /** As sent (`value` in the unit, its `price`, `share`); or the first refusal. */
  result: { ok: true; tiers: { value: string; price: string; share: string }[] } | { ok: false; message: string };
}

export interface TiersContext {
  /** The price a row's trigger means (the same reading as a single take profit's). */
  priceOf: (label: string, text: string) => TriggerRead;
  /** The position's (or the planned order's) quantity in the coin; null: not known yet (no quantities shown). */
  quantity: string | null;
  tradeDecimal: number;
  coin: string;
}

/** Every row read, the sum, and what is sent; a row left wholly empty is an error too: remove it with its ✕. */
export function readTiers(rows: readonly TierRow[], { priceOf, quantity, tradeDecimal, coin }: TiersContext): TiersRead {
  const reads: TierRead[] = [];
  const tiers: { value: string; price: string; share: string }[] = [];
  let first: string | undefined;
  const refuse = (message: string) => {
    first ??= message;
    return message;
  };
  rows.forEach((row, i) => {
    const name = `TP${i + 1}`;
    const read: TierRead = {};
    const value = row.value.trim() === '' ? ({ ok: false, message: `${name}: give its trigger` } as const) : priceOf(name, row.value);
    if (value.ok) read.valueSaid = value.said;
    else read.valueError = refuse(value.message);
    const share = parseUserDecimal(row.share, { field: `${name}'s share`, maxDecimals: 2 });
    if (!share.ok) read.shareError = refuse(share.message);
    else if (quantity !== null) {
      const closes = tierQuantityOf(quantity, share.value, tradeDecimal);
      if (new Decimal(closes).isZero())
        read.shareError = refuse(`${name}'s ${share.value} % of ${quantity} is under one lot (${lotOf(tradeDecimal)})`);
      else read.shareSaid = `${share.value} % = ${closes} ${coin}`;
    }
    if (value.ok && share.ok && !read.shareError) tiers.push({ value: value.value, price: value.price, share: share.value });
    reads.push(read);
  });
  const total = sharesTotal(rows);
  const totalError = total.gt(100) ? `The shares add up to ${total.toString()} %: at most 100 % of the position` : undefined;
  if (totalError) first ??= totalError;
  if (rows.length === 0) first ??= 'Add a target';
  return {
    rows: reads,
    totalSaid: `Shares: ${total.toString()} % of the position${total.lt(100) && !totalError ? `, the rest stays for the stop` : ''}`,
    ...(totalError ? { totalError } : {}),
    result: first === undefined ? { ok: true, tiers } : { ok: false, message: first },
  };
}

/** A target whose trigger is still empty says nothing until the trader tries to send: it may be filled in yet. */
export const quietEmpty = (read: TiersRead, rows: readonly Pick<TierRow, 'value'>[], tried: boolean): TiersRead =>
  tried ? read : { ...read, rows: read.rows.map((r, i) => (rows[i]?.value.trim() === '' ? { ...r, valueError: undefined } : r)) };

/**
 * The checkbox's words, with the price the stop would move to (the entry plus both legs' taker fees, as the core
 * reckons it): "Move stop to breakeven after TP1 (60072.1)"; for an order whose side is not chosen yet, both
 * ("(60072.1 long · 59928.0 short)"). Entries whose price is not known yet are left out.
 */
export function breakevenLabel(
  entries: readonly { isLong: boolean; price: string | null }[],
  pair: { takerTradeFeeRate: string; priceDecimal: number },
): string {
  const feeRate = new Decimal(pair.takerTradeFeeRate).div(100).toString();
  const known = entries.filter((e): e is { isLong: boolean; price: string } => e.price !== null);
  const prices = known.map((e) => {
    const price = breakevenPriceOf({ isLong: e.isLong, entry: e.price, feeRate, priceDecimal: pair.priceDecimal });
    return known.length > 1 ? `${price} ${e.isLong ? 'long' : 'short'}` : price;
  });
  return `Move stop to breakeven after TP1${prices.length === 0 ? '' : ` (${prices.join(' · ')})`}`;
}
