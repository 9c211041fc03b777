/**
 * A stop's or a target's field in one of four units (a price, % from the entry, ROE %, USDT of PnL) and the price it
 * means, read live as it is typed; a trailing stop's distance (USDT or %). The conversion is the core's own
 * (`triggerPriceOf`), so what the screen shows is what the core arms. No React here.
 */
import Decimal from 'decimal.js';
import type { HeldOrderView } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import { triggerPriceOf, type EntryOf, type TriggerBy } from '../../../shared/trading';
import { KIND } from './protection-model';

export type { TriggerBy };

/** The unit select's choices, as the trader reads them. */
export const TRIGGER_UNITS: readonly { value: TriggerBy; text: string }[] = [
  { value: 'price', text: 'Price' },
  { value: 'percent', text: '% from entry' },
  { value: 'roe', text: 'ROE %' },
  { value: 'pnl', text: 'PnL USDT' },
];

export const isTriggerBy = (text: string): text is TriggerBy => TRIGGER_UNITS.some((u) => u.value === text);

/** Percents and amounts are typed to this many decimals at most; a price to the pair's. */
const VALUE_DECIMALS = 8;

export type TriggerKind = 'stop-loss' | 'take-profit';

export type TriggerRead =
  /** `value`: as sent (`by` + `value`); `price`: what it means; `said`: "= 58800.0". */
  { ok: true; value: string; price: string; said: string } | { ok: false; message: string };

/**
 * What `text` in unit `by` means for a stop or target on `entry` (a position, or an order planned): the trigger
 * price, or why it cannot be, in the trader's words. `label` names the field in messages ("Stop loss").
 */
export function readTrigger(label: string, kind: TriggerKind, by: TriggerBy, text: string, entry: EntryOf, priceDecimal: number): TriggerRead {
  const parsed = parseUserDecimal(text, { field: label, maxDecimals: by === 'price' ? priceDecimal : VALUE_DECIMALS });
  if (!parsed.ok) return parsed;
  const result = triggerPriceOf({ kind, by, value: parsed.value }, entry, priceDecimal);
  if (!result.ok) return { ok: false, message: `${label}: ${result.message}` };
  return { ok: true, value: parsed.value, price: result.price, said: `= ${result.price}` };
}

/** The hint under a field: the price it means, "= 58800.0", or nothing while empty or in Price. */
export function triggerHint(read: TriggerRead | null, by: TriggerBy): string | undefined {
  return read?.ok && by !== 'price' ? read.said : undefined;
}

export type TrailUnit = 'distance' | 'percent';

export const TRAIL_UNITS: readonly { value: TrailUnit; text: string }[] = [
  { value: 'distance', text: 'USDT' },
  { value: 'percent', text: '%' },
];

export type TrailRead = { ok: true; distance: string } | { ok: true; percent: string } | { ok: false; message: string };

/** A trailing stop's distance behind the best price as `protection.trailing` takes it, or why not. */
export function readTrail(text: string, unit: TrailUnit, priceDecimal: number): TrailRead {
  const parsed = parseUserDecimal(text, { field: 'Trailing distance', maxDecimals: unit === 'distance' ? priceDecimal : VALUE_DECIMALS });
  if (!parsed.ok) return parsed;
  if (unit === 'distance') return { ok: true, distance: parsed.value };
  if (new Decimal(parsed.value).gte(100)) return { ok: false, message: 'A trailing percent must be under 100' };
  return { ok: true, percent: parsed.value };
}

/** "150.0 behind", "1.5 % behind": how far a trailing stop follows the best price. */
export function trailText(trailing: { distance: string | null; percent: string | null }): string {
  return trailing.distance !== null ? `${trailing.distance} behind` : `${trailing.percent} % behind`;
}

/** A tier's name and share, "TP1 · 50 %"; null when the order is not one of tiers. */
export const tierTag = (h: Pick<HeldOrderView, 'tier' | 'share'>): string | null => (h.tier === null ? null : `TP${h.tier} · ${h.share ?? '?'} %`);

/** A held order as the TP / SL dialog lists it: "Stop loss 58800.0", "TP1 · 50 % · 61000.0", "Trailing stop 59850.0, 150.0 behind the best price". */
export function heldItem(h: Pick<HeldOrderView, 'kind' | 'trigger' | 'trailing' | 'status' | 'tier' | 'share'>): { text: string } {
  const at = h.trigger ?? 'at the first price';
  const tag = tierTag(h);
  if (tag !== null) return { text: `${tag} · ${at}${h.status === 'firing' ? ', firing' : ''}` };
  const trail = h.trailing ? `, ${trailText(h.trailing)} the best price` : '';
  return { text: `${KIND[h.kind]} ${at}${trail}${h.status === 'firing' ? ', firing' : ''}` };
}
