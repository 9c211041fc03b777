/**
 * How each kind of held order moves its trigger on a new price, by the registry's `triggers`: a fixed price stays;
 * a trailing one follows the best price seen. Pure: the order as it now stands, unchanged when nothing moved.
 */
import Decimal from 'decimal.js';
import { HELD_KINDS, type HeldKindSpec } from '../../shared/trading/held-kinds';
import type { HeldOrder } from './model';

type TriggerStep = (order: HeldOrder, price: Decimal, decimals: number) => HeldOrder;

/** Follows the best price; the trigger stays `distance` (or `percent` of it) behind. */
const trail: TriggerStep = (order, price, decimals) => {
  const trailing = order.trailing!;
  const long = order.positionSide === 'long';
  const best = trailing.best === null ? price : long ? Decimal.max(trailing.best, price) : Decimal.min(trailing.best, price);
  if (trailing.best !== null && best.eq(trailing.best)) return order;
  const gap = trailing.distance !== null ? new Decimal(trailing.distance) : best.times(trailing.percent!).div(100);
  // In the feed's decimals, rounded toward the price (a percent's stop never further than asked).
  const trigger = (long ? best.minus(gap) : best.plus(gap)).toFixed(decimals, long ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  return { ...order, trigger, trailing: { ...trailing, best: best.toString() } };
};

const TRIGGERS: Record<HeldKindSpec['triggers'], TriggerStep> = {
  price: (order) => order,
  trailing: trail,
};

export const triggerOnPrice: TriggerStep = (order, price, decimals) => TRIGGERS[HELD_KINDS[order.kind].triggers](order, price, decimals);

/** Whether the price crossed the order's trigger: a stop below (long) or above (short), a target beyond. */
export function crossed(order: HeldOrder, price: Decimal): boolean {
  const trigger = new Decimal(order.trigger!);
  const stop = HELD_KINDS[order.kind].closes === 'loss';
  const long = order.positionSide === 'long';
  return stop === long ? price.lte(trigger) : price.gte(trigger);
}
