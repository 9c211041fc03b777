/**
 * The size presets, per market symbol: up to five quantities, each in the coin or in USDT. Kept as typed; whether a
 * preset fits the market's lot is checked against the market when it is set and again when it is used
 * (domain/ladder/size-presets.ts).
 */

export interface SizePreset {
  quantity: string;
  unit: 'base' | 'quote';
}

export type SizePresets = Readonly<Record<string, readonly SizePreset[]>>;

export const MAX_SIZE_PRESETS = 5;
const SYMBOL = /^[A-Za-z0-9_-]{1,40}$/;
const QUANTITY = /^\d{1,20}(\.\d{1,20})?$/;
const MAX_MARKETS = 500;

const isPreset = (value: unknown): value is SizePreset => {
  if (typeof value !== 'object' || value === null) return false;
  const { quantity, unit } = value as Partial<Record<keyof SizePreset, unknown>>;
  return typeof quantity === 'string' && QUANTITY.test(quantity) && (unit === 'base' || unit === 'quote');
};

export function readSizePresets(value: unknown): SizePresets {
  const clean: Record<string, SizePreset[]> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return clean;
  for (const [symbol, list] of Object.entries(value).slice(0, MAX_MARKETS)) {
    if (!SYMBOL.test(symbol) || !Array.isArray(list)) continue;
    clean[symbol] = list
      .filter(isPreset)
      .slice(0, MAX_SIZE_PRESETS)
      .map(({ quantity, unit }) => ({ quantity, unit }));
  }
  return clean;
}
