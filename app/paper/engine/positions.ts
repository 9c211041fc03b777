/**
 * Positions, one-way: one net position per account and pair, held as the lots, the opening amount of those lots
 * (so the average opening price is exact) and the margin behind them.
 */
import { share } from './arith';
import type { Position } from './model';

/** The position's amount at `price` ticks, in settle units. */
export const notionalAt = (p: Position, price: number): number => p.qty * price * p.slot.pair.scale;

export const unrealizedAt = (p: Position, price: number): number =>
  p.isLong ? notionalAt(p, price) - p.entryValue : p.entryValue - notionalAt(p, price);

/**
 * Takes `lots` (at most the position's) off the position at `price`, adding the PnL to `realized`, and returns
 * the margin those lots held. The entry value and margin leave in proportion, rounded down; the last lot takes
 * what is left.
 */
export function reducePosition(p: Position, lots: number, price: number): number {
  const entry = share(p.entryValue, lots, p.qty);
  const released = share(p.margin, lots, p.qty);
  const exit = lots * price * p.slot.pair.scale;
  p.realized += p.isLong ? exit - entry : entry - exit;
  p.qty -= lots;
  p.entryValue -= entry;
  p.margin -= released;
  return released;
}
