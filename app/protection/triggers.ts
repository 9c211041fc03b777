/**
 * How each kind of held order triggers, by the registry's `triggers` (shared/trading/held-kinds.ts): how its trigger
 * follows a new price (a fixed one stays; a trailing one follows the best price seen), and whether it fires now. Pure.
 */
import Decimal from 'decimal.js';
import { HELD_KINDS, type HeldKindSpec, type PricedHeldKind, type ValueHeldKind } from '../../shared/trading/held-kinds';
import type { EntryOf, TriggerBy } from '../../shared/trading/trigger-price';
import { ExchangeError } from '../exchange';
import { triggerPrice } from './trigger-price';
import type { HeldOrder } from './model';

/** What `protection.set` was given for a trigger, and the position it protects. */
export interface TriggerInput {
  kind: ValueHeldKind;
  by: TriggerBy;
  value: string;
  position: EntryOf;
  priceDecimal: number;
}

interface TriggerStyle {
  /** The trigger a new order is set at, from what the trader gave; refused in the trader's words. */
  triggerOf(input: TriggerInput): string;
  /** The order as it stands after a new price; the same object when nothing moved. */
  follow(order: HeldOrder, price: Decimal, decimals: number): HeldOrder;
  /** Whether it fires at this price and time (its trigger is set). */
  fires(order: HeldOrder, price: Decimal, at: number): boolean;
}

/** A stop fires at or below its trigger (long) or at or above it (short); a target beyond it. */
function crossesTrigger(order: HeldOrder, price: Decimal): boolean {
  const trigger = new Decimal(order.trigger!);
  const stop = HELD_KINDS[order.kind].closes === 'loss';
  const long = order.positionSide === 'long';
  return stop === long ? price.lte(trigger) : price.gte(trigger);
}

/** Follows the best price; the trigger stays `distance` (or `percent` of it) behind. */
function trail(order: HeldOrder, price: Decimal, decimals: number): HeldOrder {
  const trailing = order.trailing!;
  const long = order.positionSide === 'long';
  const best = trailing.best === null ? price : long ? Decimal.max(trailing.best, price) : Decimal.min(trailing.best, price);
  if (trailing.best !== null && best.eq(trailing.best)) return order;
  const gap = trailing.distance !== null ? new Decimal(trailing.distance) : best.times(trailing.percent!).div(100);
  // In the feed's decimals, rounded toward the price (a percent's stop never further than asked).
  const trigger = (long ? best.minus(gap) : best.plus(gap)).toFixed(decimals, long ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  return { ...order, trigger, trailing: { ...trailing, best: best.toString() } };
}

const atPrice = ({ kind, by, value, position, priceDecimal }: TriggerInput): string =>
  triggerPrice({ kind: kind as PricedHeldKind, by, value }, position, priceDecimal);

const TRIGGERS: Record<HeldKindSpec['triggers'], TriggerStyle> = {
  price: { triggerOf: atPrice, follow: (order) => order, fires: crossesTrigger },
  trailing: {
    triggerOf: () => {
      throw new ExchangeError('invalid-input', 'A trailing stop is set by its distance: use protection.trailing');
    },
    follow: trail,
    fires: crossesTrigger,
  },
};

const styleOf = (order: HeldOrder): TriggerStyle => TRIGGERS[HELD_KINDS[order.kind].triggers];

export const triggerOf = (input: TriggerInput): string => TRIGGERS[HELD_KINDS[input.kind].triggers].triggerOf(input);

export const follow = (order: HeldOrder, price: Decimal, decimals: number): HeldOrder => styleOf(order).follow(order, price, decimals);

export const fires = (order: HeldOrder, price: Decimal, at: number): boolean => order.trigger !== null && styleOf(order).fires(order, price, at);
