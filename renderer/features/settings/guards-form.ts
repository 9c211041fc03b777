/**
 * The Guards section's form, pure: the settings shown as text (empty means off), and the text read back into
 * settings or a message naming the field. What loosens and the question asked come from shared/bridge/guards.
 */
import { guardNames, GUARDS, guardSettingsSchema, type GuardName, type GuardSettings } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';

export type GuardsText = Record<GuardName | 'dayStartTime' | 'dayStartZone', string>;

const COUNTS: readonly GuardName[] = ['maxLeverage', 'maxOrdersPerMinute'];

/** "Largest order value (USDT)": a field's accessible name. */
export const fieldLabel = (name: GuardName): string => {
  const { label, unit } = GUARDS[name];
  return unit === null ? label : `${label} (${unit === '×' ? 'x' : unit})`;
};

export const guardsText = (guards: GuardSettings): GuardsText => ({
  maxOrderValue: guards.maxOrderValue ?? '',
  maxPositionValue: guards.maxPositionValue ?? '',
  maxLeverage: guards.maxLeverage === null ? '' : String(guards.maxLeverage),
  maxOrdersPerMinute: guards.maxOrdersPerMinute === null ? '' : String(guards.maxOrdersPerMinute),
  dailyLossLimit: guards.dailyLossLimit ?? '',
  dayStartTime: guards.dayStart.time,
  dayStartZone: guards.dayStart.zone,
});

export type ReadGuards = { ok: true; guards: GuardSettings } | { ok: false; message: string };

export function readGuards(text: GuardsText): ReadGuards {
  const figures: Partial<Record<GuardName, string | number | null>> = {};
  for (const name of guardNames) {
    const typed = text[name].trim();
    if (typed === '') {
      figures[name] = null;
      continue;
    }
    const parsed = parseUserDecimal(typed, { field: GUARDS[name].label, maxDecimals: COUNTS.includes(name) ? 0 : 8 });
    if (!parsed.ok) return parsed;
    figures[name] = COUNTS.includes(name) ? Number(parsed.value) : parsed.value;
  }
  const checked = guardSettingsSchema.safeParse({ ...figures, dayStart: { time: text.dayStartTime.trim(), zone: text.dayStartZone.trim() } });
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? 'The guards are not valid' };
  return { ok: true, guards: checked.data };
}
