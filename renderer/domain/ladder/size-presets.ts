/**
 * The market's size presets (keys 1 to 5, the ladder's preset list): up to five quantities, each in the coin (whole
 * lots, at least the market's minimum) or in USDT (at most the settle coin's decimals). A market with none saved
 * has five made from its smallest order. No React here.
 */
import Decimal from 'decimal.js';
import type { Pair } from '../../../shared/exchange';
import { MAX_SIZE_PRESETS, type SizePreset, type SizePresets } from '../settings/size-presets-setting';

export type PresetPair = Pick<Pair, 'symbol' | 'tradeDecimal' | 'minCount' | 'settleDecimal' | 'tradeCoinName' | 'settleCoinName'>;

const lotOf = (pair: PresetPair) => new Decimal(10).pow(-pair.tradeDecimal);

/** The market's smallest order (its minimum, rounded up to whole lots) times 1, 5, 10, 50 and 100. */
export function defaultPresets(pair: PresetPair): SizePreset[] {
  const lot = lotOf(pair);
  const least = Decimal.max(lot, new Decimal(pair.minCount || '0'));
  const smallest = least.div(lot).ceil().times(lot);
  return [1, 5, 10, 50, 100].map((m) => ({ quantity: smallest.times(m).toFixed(pair.tradeDecimal), unit: 'base' }));
}

/** Why `preset` cannot be one of the market's presets, in a trader's words, or null. */
export function presetProblem(pair: PresetPair, preset: SizePreset): string | null {
  const text = preset.quantity.trim();
  const coin = preset.unit === 'base' ? pair.tradeCoinName : pair.settleCoinName;
  if (!/^\d+(\.\d+)?$/.test(text) || new Decimal(text).isZero())
    return `${text || 'An empty quantity'} is not a quantity of ${coin}: type a number above 0`;
  const value = new Decimal(text);
  if (preset.unit === 'quote') {
    return value.decimalPlaces() > pair.settleDecimal ? `${text} ${coin} has more than ${pair.settleDecimal} decimals` : null;
  }
  if (!value.mod(lotOf(pair)).isZero())
    return `${text} ${coin} is not a whole number of lots of ${lotOf(pair).toFixed(pair.tradeDecimal)} on ${pair.symbol}`;
  if (value.lessThan(pair.minCount || '0')) return `${text} ${coin} is below the smallest order on ${pair.symbol}, ${pair.minCount} ${coin}`;
  return null;
}

export type PresetsCheck = { ok: true; presets: SizePreset[] } | { ok: false; message: string };

/** The presets as typed (an empty quantity: no preset there), each checked; all kept or none. */
export function checkPresets(pair: PresetPair, typed: readonly SizePreset[]): PresetsCheck {
  const filled = typed.filter((p) => p.quantity.trim() !== '');
  if (filled.length > MAX_SIZE_PRESETS) return { ok: false, message: `A market has at most ${MAX_SIZE_PRESETS} size presets` };
  for (const [i, preset] of typed.entries()) {
    const problem = preset.quantity.trim() === '' ? null : presetProblem(pair, preset);
    if (problem) return { ok: false, message: `Preset ${i + 1}: ${problem}` };
  }
  return { ok: true, presets: filled.map((p) => ({ quantity: p.quantity.trim(), unit: p.unit })) };
}

/** The market's presets in force: the saved ones that still fit its lot, or the defaults when none were saved. */
export function presetsOf(saved: SizePresets, pair: PresetPair): SizePreset[] {
  const own = saved[pair.symbol];
  if (own === undefined) return defaultPresets(pair);
  return own.filter((p) => presetProblem(pair, p) === null);
}

/** "0.010 BTC", "100 USDT". */
export const presetText = (pair: PresetPair, preset: SizePreset): string =>
  `${preset.quantity} ${preset.unit === 'base' ? pair.tradeCoinName : pair.settleCoinName}`;
