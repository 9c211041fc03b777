/** A TWAP's fields as typed in the Order entry, checked: what `algo.twap` takes besides the order, or what is wrong. Pure. */
import Decimal from 'decimal.js';
import { MAX_EXIT_SLIPPAGE, MAX_ORDERS_PER_BATCH } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import type { Pair } from '../../../shared/exchange';

/** A TWAP's fields as typed: slices, duration in minutes, timing spread %, price limit (empty: none), slippage %. */
export interface TwapFields {
  slices: string;
  minutes: string;
  spread: string;
  priceLimit: string;
  slippage: string;
}

/** The longest TWAP: a week. */
export const MAX_TWAP_MINUTES = 7 * 24 * 60;

export type TwapSettings =
  | { ok: true; value: { slices: number; durationSeconds: number; spread: number; priceLimit?: string; slippage: string } }
  | { ok: false; field: keyof TwapFields; message: string };

const whole = (text: string, min: number, max: number): number | null => {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) && Number(t) >= min && Number(t) <= max ? Number(t) : null;
};

export function twapSettingsOf(fields: TwapFields, pair: Pick<Pair, 'priceDecimal'>): TwapSettings {
  const slices = whole(fields.slices, 2, MAX_ORDERS_PER_BATCH);
  if (slices === null) return { ok: false, field: 'slices', message: `Slices is a whole number, 2 to ${MAX_ORDERS_PER_BATCH}` };
  const minutes = whole(fields.minutes, 1, MAX_TWAP_MINUTES);
  if (minutes === null) return { ok: false, field: 'minutes', message: `Duration is whole minutes, 1 to ${MAX_TWAP_MINUTES}` };
  const spread = parseUserDecimal(fields.spread, { field: 'Spread', maxDecimals: 2, allowZero: true });
  if (!spread.ok) return { ok: false, field: 'spread', message: spread.message };
  if (new Decimal(spread.value).gt(100)) return { ok: false, field: 'spread', message: 'Spread is 0 to 100 %' };
  const slippage = parseUserDecimal(fields.slippage, { field: 'Slippage', maxDecimals: 4 });
  if (!slippage.ok) return { ok: false, field: 'slippage', message: slippage.message };
  if (new Decimal(slippage.value).gt(MAX_EXIT_SLIPPAGE))
    return { ok: false, field: 'slippage', message: `Slippage is at most ${MAX_EXIT_SLIPPAGE} %` };
  const value = { slices, durationSeconds: minutes * 60, spread: Number(spread.value), slippage: slippage.value };
  if (fields.priceLimit.trim() === '') return { ok: true, value };
  const limit = parseUserDecimal(fields.priceLimit, { field: 'Price limit', maxDecimals: pair.priceDecimal });
  if (!limit.ok) return { ok: false, field: 'priceLimit', message: limit.message };
  return { ok: true, value: { ...value, priceLimit: limit.value } };
}
