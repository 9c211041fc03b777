/**
 * What the trader typed for an alert, checked and turned into the core's parameters (pure). The screen checks
 * only the form of the numbers (plain decimals, the pair's decimals); the core says the rest in its own words
 * (a level already passed, off the tick, a percent over 100).
 */
import type { ParamsOf, PriceAlert } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';

export type AlertKind = 'above' | 'below' | 'move';
export type Checked<T> = { ok: true; params: T } | { ok: false; message: string };

/** Percent moves take up to two decimals ("2.5", "0.25"). */
export const PERCENT_DECIMALS = 2;

const parseValue = (kind: AlertKind, text: string, priceDecimal: number) =>
  kind === 'move'
    ? parseUserDecimal(text, { field: 'Percent', maxDecimals: PERCENT_DECIMALS })
    : parseUserDecimal(text, { field: 'Price', maxDecimals: priceDecimal });

/** A new alert on `pair`: above or below a price, or a move of a percent from the price now. */
export function newAlertParams(pair: string, kind: AlertKind, value: string, note: string, priceDecimal: number): Checked<ParamsOf<'alerts.set'>> {
  const parsed = parseValue(kind, value, priceDecimal);
  if (!parsed.ok) return parsed;
  const extra = note.trim() === '' ? {} : { note: note.trim() };
  return kind === 'move'
    ? { ok: true, params: { pair, condition: 'move', percent: parsed.value, ...extra } }
    : { ok: true, params: { pair, condition: kind, price: parsed.value, ...extra } };
}

/** An armed alert's new level (a price, or a percent for a move) and note; unchanged fields are not sent. */
export function editAlertParams(alert: PriceAlert, value: string, note: string, priceDecimal: number): Checked<ParamsOf<'alerts.edit'>> {
  const kind: AlertKind = alert.condition;
  const parsed = parseValue(kind, value, priceDecimal);
  if (!parsed.ok) return parsed;
  const params: ParamsOf<'alerts.edit'> = { id: alert.id };
  const current = kind === 'move' ? alert.percent : alert.price;
  if (parsed.value !== current) {
    if (kind === 'move') params.percent = parsed.value;
    else params.price = parsed.value;
  }
  if (note.trim() !== alert.note) params.note = note.trim();
  if (params.price === undefined && params.percent === undefined && params.note === undefined) return { ok: false, message: 'Nothing changed' };
  return { ok: true, params };
}

/** The value an edit starts from: the level, or the percent of a move. */
export const editableValue = (alert: PriceAlert): string => (alert.condition === 'move' ? alert.percent : alert.price) ?? '';
