/**
 * The guards against the fat finger: the limits every write passes in the core, whoever sends it (the form, the
 * ladder, the hotkeys, the chart, the CLI, held orders). Each is off (null) until the trader sets it. Here: their
 * names as the screen says them, the schema of the settings, and what counts as loosening one (which needs a
 * confirmation), used by the core and the Settings screen alike.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { isPlainDecimal } from '../decimal/strict';

export const guardNames = ['maxOrderValue', 'maxPositionValue', 'maxLeverage', 'maxOrdersPerMinute', 'dailyLossLimit'] as const;
export type GuardName = (typeof guardNames)[number];

/** The label a refusal and the Settings screen use, and the unit of the figure (null: a plain count). */
export const GUARDS: Record<GuardName, { label: string; unit: string | null }> = {
  maxOrderValue: { label: 'Largest order value', unit: 'USDT' },
  maxPositionValue: { label: 'Largest position value per market', unit: 'USDT' },
  maxLeverage: { label: 'Highest leverage', unit: '×' },
  maxOrdersPerMinute: { label: 'Most orders per minute', unit: null },
  dailyLossLimit: { label: 'Daily loss limit', unit: 'USDT' },
};

const amount = (field: string) =>
  z
    .string()
    // abort: the next check reads it as a number, which throws on what is not one.
    .refine(isPlainDecimal, { message: `${field} must be a plain number like 10000`, abort: true })
    .refine((s) => new Decimal(s).gt(0), `${field} must be more than 0`)
    .nullable();
const count = (field: string) => z.number().int(`${field} must be a whole number`).min(1, `${field} must be at least 1`).nullable();

/** "UTC", an offset like "+02:00" / "-05:30", or a time zone name like "Europe/Berlin". */
export const isTimeZone = (zone: string): boolean => {
  if (/^UTC$|^[+-](0\d|1[0-4]):[0-5]\d$/.test(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
};

export const dayStartSchema = z
  .object({
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The day start is a time like 00:00 or 08:30'),
    zone: z.string().max(64).refine(isTimeZone, 'The time zone is UTC, an offset like +02:00, or a name like Europe/Berlin'),
  })
  .strict();
export type DayStart = z.output<typeof dayStartSchema>;

export const guardSettingsSchema = z
  .object({
    maxOrderValue: amount('Largest order value'),
    maxPositionValue: amount('Largest position value per market'),
    maxLeverage: count('Highest leverage'),
    maxOrdersPerMinute: count('Most orders per minute'),
    dailyLossLimit: amount('Daily loss limit'),
    /** Where the trading day begins, for the daily loss limit. */
    dayStart: dayStartSchema,
  })
  .strict();
export type GuardSettings = z.output<typeof guardSettingsSchema>;

export const guardsSetParams = z
  .object({
    /** The guards to change; those not named keep their setting (`null` turns one off). */
    guards: guardSettingsSchema.partial(),
    /** Required when any guard is loosened (raised, turned off, or the loss limit's day start moved). */
    confirmLoosen: z.boolean().optional(),
  })
  .strict();

/** Every guard off; the day starts at midnight UTC. */
export const GUARDS_OFF: GuardSettings = {
  maxOrderValue: null,
  maxPositionValue: null,
  maxLeverage: null,
  maxOrdersPerMinute: null,
  dailyLossLimit: null,
  dayStart: { time: '00:00', zone: 'UTC' },
};

/** A guard made less strict: from a figure (or "off") to another. */
export interface Loosening {
  guard: GuardName | 'dayStart';
  label: string;
  from: string;
  to: string;
}

const shown = (name: GuardName, value: string | number | null): string => {
  if (value === null) return 'off';
  const unit = GUARDS[name].unit;
  const figure = formatFigure(String(value));
  return unit === null ? figure : unit === '×' ? `${figure}×` : `${figure} ${unit}`;
};

/** What `to` loosens against `from`: a limit raised or turned off, or the day start moved while a loss limit is on. */
export function loosenings(from: GuardSettings, to: GuardSettings): Loosening[] {
  const found: Loosening[] = [];
  for (const name of guardNames) {
    const before = from[name];
    const after = to[name];
    if (before === null) continue;
    if (after === null || new Decimal(after).gt(before)) {
      // "from 10,000 to 50,000 USDT": the unit once, after the new figure.
      const fromText = after === null ? shown(name, before) : GUARDS[name].unit === '×' ? `${before}×` : formatFigure(String(before));
      found.push({ guard: name, label: GUARDS[name].label, from: fromText, to: shown(name, after) });
    }
  }
  const moved = from.dayStart.time !== to.dayStart.time || from.dayStart.zone !== to.dayStart.zone;
  // A later day start may begin a new day at once, and with it a fresh loss allowance.
  if (moved && from.dailyLossLimit !== null) {
    found.push({ guard: 'dayStart', label: 'Day start', from: dayStartText(from.dayStart), to: dayStartText(to.dayStart) });
  }
  return found;
}

export const dayStartText = ({ time, zone }: DayStart): string => `${time} ${zone}`;

/** "Loosen ‘Largest order value’ from 10,000 to 50,000 USDT?", one line per guard loosened. */
export const loosenQuestion = (found: readonly Loosening[]): string => found.map((l) => `Loosen ‘${l.label}’ from ${l.from} to ${l.to}?`).join('\n');

/** 12540.5 → "12,540.5", with at most 2 decimals: a figure in a trader's words. */
export function formatFigure(value: string): string {
  const fixed = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
  const [whole, fraction] = fixed.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
