/** Exact money arithmetic on scaled integers: notionals and the margin they need. */
import type { PairSpec } from './pairs';

/** ⌈a / b⌉ for non-negative safe integers, without the float error of Math.ceil(a / b). */
export function ceilDiv(a: number, b: number): number {
  const rest = a % b;
  return (a - rest) / b + (rest > 0 ? 1 : 0);
}

/** Margin in settle units for `lots` at `ticks` and `lever`: notional / lever, rounded up. */
export function marginFor(pair: PairSpec, ticks: number, lots: number, lever: number): number {
  const notional = ticks * lots;
  return pair.amountToSettle >= 0
    ? ceilDiv(notional * 10 ** pair.amountToSettle, lever)
    : ceilDiv(notional, lever * 10 ** -pair.amountToSettle);
}
