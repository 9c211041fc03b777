/**
 * The guards' decision, pure: the orders about to be sent, the figures they are judged against (positions, the
 * orders sent in the last minute, the realised PnL of the trading day) and the trader's limits in; a refusal that
 * names the guard, the figure and where to change it, or null. Orders that only close or reduce a position pass
 * every guard: none of them adds exposure, and refusing one would keep the trader in a position they are leaving.
 */
import Decimal from 'decimal.js';
import { formatFigure, GUARDS, type GuardName, type GuardSettings } from '../../../shared/bridge';

/** An order as the guards see it; `price` is the market price for a market order. */
export interface GuardedOrder {
  pair: string;
  isLong: boolean;
  quantity: string;
  price: string;
  leverage: number;
}

export interface GuardFigures {
  /** The position on each of the orders' pairs, signed (a short is negative); a pair not here is flat. */
  positions: ReadonlyMap<string, string>;
  /** Orders sent in the last minute, before these. */
  sentLastMinute: number;
  /** Realised PnL with fees and funding since the day start; null when the daily loss limit is off. */
  realisedToday: string | null;
  /** The day start, as the trader set it ("00:00 UTC"), for the loss limit's message. */
  dayStart: string;
}

export interface GuardRefusal {
  guard: GuardName;
  message: string;
}

const signed = (o: GuardedOrder): Decimal => (o.isLong ? new Decimal(o.quantity) : new Decimal(o.quantity).neg());

/** The position on `pair` once every one of `orders` on it has filled. */
const positionAfter = (pair: string, orders: readonly GuardedOrder[], positions: GuardFigures['positions']): Decimal =>
  orders.filter((o) => o.pair === pair).reduce((sum, o) => sum.plus(signed(o)), new Decimal(positions.get(pair) ?? '0'));

/** Whether the orders only close or reduce positions: each against its pair's position, together never past flat. */
export function reducesOnly(orders: readonly GuardedOrder[], positions: GuardFigures['positions']): boolean {
  return orders.every((o) => {
    const held = new Decimal(positions.get(o.pair) ?? '0');
    if (held.isZero() || held.isNegative() === !o.isLong) return false;
    const after = positionAfter(o.pair, orders, positions);
    return after.isZero() || after.isNegative() === held.isNegative();
  });
}

const money = (value: Decimal.Value, name: GuardName) => `${formatFigure(new Decimal(value).toString())} ${GUARDS[name].unit}`;

const refusal = (guard: GuardName, why: string): GuardRefusal => ({
  guard,
  message: `Refused by guard ‘${GUARDS[guard].label}’: ${why}. Change it in Settings → Guards.`,
});

/** The first guard the orders break (in the order of the Settings screen), or null; reducing orders break none. */
export function refusalOf(limits: GuardSettings, orders: readonly GuardedOrder[], figures: GuardFigures): GuardRefusal | null {
  if (orders.length === 0 || reducesOnly(orders, figures.positions)) return null;

  const { maxOrderValue, maxPositionValue, maxLeverage, maxOrdersPerMinute, dailyLossLimit } = limits;
  if (maxOrderValue !== null) {
    for (const o of orders) {
      const value = new Decimal(o.quantity).times(o.price);
      if (value.gt(maxOrderValue)) return refusal('maxOrderValue', `${money(value, 'maxOrderValue')} is over ${money(maxOrderValue, 'maxOrderValue')}`);
    }
    const total = orders.reduce((sum, o) => sum.plus(new Decimal(o.quantity).times(o.price)), new Decimal(0));
    if (orders.length > 1 && total.gt(maxOrderValue)) {
      return refusal('maxOrderValue', `the ${orders.length} orders come to ${money(total, 'maxOrderValue')}, over ${money(maxOrderValue, 'maxOrderValue')}`);
    }
  }
  if (maxPositionValue !== null) {
    for (const pair of new Set(orders.map((o) => o.pair))) {
      const price = Decimal.max(...orders.filter((o) => o.pair === pair).map((o) => o.price));
      const value = positionAfter(pair, orders, figures.positions).abs().times(price);
      if (value.gt(maxPositionValue)) {
        return refusal('maxPositionValue', `the ${pair} position would be ${money(value, 'maxPositionValue')}, over ${money(maxPositionValue, 'maxPositionValue')}`);
      }
    }
  }
  if (maxLeverage !== null) {
    const over = orders.find((o) => o.leverage > maxLeverage);
    if (over) return refusal('maxLeverage', `leverage ${over.leverage}× is over ${maxLeverage}×`);
  }
  if (maxOrdersPerMinute !== null && figures.sentLastMinute + orders.length > maxOrdersPerMinute) {
    const would = figures.sentLastMinute + orders.length;
    return refusal('maxOrdersPerMinute', `${would} orders in a minute is over ${maxOrdersPerMinute}`);
  }
  if (dailyLossLimit !== null && figures.realisedToday !== null) {
    const loss = new Decimal(figures.realisedToday).neg();
    if (loss.gte(dailyLossLimit)) {
      return refusal(
        'dailyLossLimit',
        `the realised loss since ${figures.dayStart} is ${money(loss, 'dailyLossLimit')}, at or over ${money(dailyLossLimit, 'dailyLossLimit')}; until the next day starts only closing and reducing orders go`,
      );
    }
  }
  return null;
}

/** `positions.setLeverage`: a leverage over the highest allowed is refused; lowering it always goes. */
export function leverageRefusal(limits: GuardSettings, leverage: number): GuardRefusal | null {
  if (limits.maxLeverage === null || leverage <= limits.maxLeverage) return null;
  return refusal('maxLeverage', `leverage ${leverage}× is over ${limits.maxLeverage}×`);
}
