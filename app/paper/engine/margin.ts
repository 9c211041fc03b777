/** The margin an order needs, in settle units. */
import { ceilDiv } from './arith';
import type { PairSpec } from './pairs';

/** Margin for `lots` at `ticks` and `lever`: notional / lever, rounded up. */
export const marginFor = (pair: PairSpec, ticks: number, lots: number, lever: number): number => ceilDiv(ticks * lots * pair.scale, lever);
