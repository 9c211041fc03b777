/**
 * The guards' decision, pure (the core refuses with it; the order form's preview says before the click what it
 * would refuse): the orders about to be sent, the figures they are judged against (positions, the
 * orders resting on their markets, the book, the orders sent in the last minute, the realised PnL of the trading
 * day) and the trader's limits in; a refusal that names the guard, the figure and where to change it, or null.
 * What of an order only closes or reduces a position passes every guard: none of it adds exposure, and refusing it
 * would keep the trader in a position they are leaving. The rest of it opens, and meets every guard.
 */
import Decimal from 'decimal.js';
import { formatFigure, GUARDS, type GuardName, type GuardSettings } from '../bridge/guards';

/** An order as the guards see it. */
export interface GuardedOrder {
  pair: string;
  isLong: boolean;
  isMarket: boolean;
  quantity: string;
  /** Its limit; a market order's is not read. */
  price: string;
  leverage: number;
}

/** An order resting on the exchange: `quantity` is what is left of it to fill. */
export interface RestingOrder {
  pair: string;
  isLong: boolean;
  quantity: string;
}

/** The best bid and ask of a pair; where a side of the book is empty, the mark price stands in for it. */
export interface Quote {
  bid: string;
  ask: string;
}

export interface GuardFigures {
  /** The position on each of the orders' pairs, signed (a short is negative); a pair not here is flat. */
  positions: ReadonlyMap<string, string>;
  /** The trader's orders resting on the orders' pairs. */
  resting: readonly RestingOrder[];
  /** The book of each of the orders' pairs; needed for a market order, and for a sell limit to be valued at the bid. */
  quotes: ReadonlyMap<string, Quote>;
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
  /** The limit and the figure over it in a few words, for a preview: "over Largest order value 1,000 USDT (this order 1,499 USDT)". */
  summary: string;
}

/**
 * The price an order is valued at: the worst (the largest value) it can fill at. A buy limit fills at its limit or
 * below; a sell limit under the best bid fills at the bid or above, so it is valued at the larger of the two; a
 * market order at the book on its side.
 */
export function valuePrice(order: GuardedOrder, quotes: GuardFigures['quotes']): Decimal {
  const quote = quotes.get(order.pair);
  if (order.isMarket) {
    if (!quote) throw new Error(`no book read for the market order on ${order.pair}`);
    return new Decimal(order.isLong ? quote.ask : quote.bid);
  }
  if (order.isLong || !quote) return new Decimal(order.price);
  return Decimal.max(order.price, quote.bid);
}

/** The quantity left of an order's side on a pair: resting orders on that side of the pair. */
const restingOn = (pair: string, isLong: boolean, resting: GuardFigures['resting']): Decimal =>
  resting.filter((o) => o.pair === pair && o.isLong === isLong).reduce((sum, o) => sum.plus(o.quantity), new Decimal(0));

/**
 * The part of each order that opens: what is beyond the position left to reduce on its pair, once the orders
 * resting on its side and the orders before it on that side have filled. An order on the position's side, or on
 * a flat market, opens whole.
 */
export function openingParts(orders: readonly GuardedOrder[], figures: Pick<GuardFigures, 'positions' | 'resting'>): Decimal[] {
  const left = new Map<string, Decimal>();
  return orders.map((o) => {
    const quantity = new Decimal(o.quantity);
    const held = new Decimal(figures.positions.get(o.pair) ?? '0');
    if (held.isZero() || held.isNegative() === !o.isLong) return quantity;
    const key = `${o.pair} ${o.isLong}`;
    const room = left.get(key) ?? Decimal.max(0, held.abs().minus(restingOn(o.pair, o.isLong, figures.resting)));
    const reducing = Decimal.min(room, quantity);
    left.set(key, room.minus(reducing));
    return quantity.minus(reducing);
  });
}

/** Whether the orders only close or reduce positions, resting orders on their side counted first. */
export function reducesOnly(orders: readonly GuardedOrder[], figures: Pick<GuardFigures, 'positions' | 'resting'>): boolean {
  return openingParts(orders, figures).every((part) => part.isZero());
}

const money = (value: Decimal.Value, name: GuardName) => `${formatFigure(new Decimal(value).toString())} ${GUARDS[name].unit}`;

const refusal = (guard: GuardName, why: string, summary: string): GuardRefusal => ({
  guard,
  message: `Refused by guard ‘${GUARDS[guard].label}’: ${why}. Change it in Settings → Guards.`,
  summary,
});

/** "over Largest order value 1,000 USDT (this order 1,499 USDT)". */
const overLimit = (guard: GuardName, limit: string, figure: string): string => `over ${GUARDS[guard].label} ${limit} (${figure})`;

interface Opening {
  order: GuardedOrder;
  quantity: Decimal;
  price: Decimal;
}

function orderValueRefusal(limit: string, opening: readonly Opening[]): GuardRefusal | null {
  const over = `over ${money(limit, 'maxOrderValue')}`;
  for (const { order, quantity, price } of opening) {
    const value = quantity.times(price);
    if (!value.gt(limit)) continue;
    const shown = money(value, 'maxOrderValue');
    if (quantity.eq(order.quantity))
      return refusal('maxOrderValue', `${shown} is ${over}`, overLimit('maxOrderValue', money(limit, 'maxOrderValue'), `this order ${shown}`));
    return refusal(
      'maxOrderValue',
      `the ${quantity.toString()} of the order's ${order.quantity} that opens a position comes to ${shown}, ${over}`,
      overLimit('maxOrderValue', money(limit, 'maxOrderValue'), `the ${quantity.toString()} that opens ${shown}`),
    );
  }
  const total = opening.reduce((sum, o) => sum.plus(o.quantity.times(o.price)), new Decimal(0));
  if (opening.length > 1 && total.gt(limit)) {
    const shown = money(total, 'maxOrderValue');
    return refusal(
      'maxOrderValue',
      `the ${opening.length} orders come to ${shown}, ${over}`,
      overLimit('maxOrderValue', money(limit, 'maxOrderValue'), `the ${opening.length} orders ${shown}`),
    );
  }
  return null;
}

/**
 * Each pair and side that opens: the position once the orders resting on that side and these have all filled,
 * valued at the highest price of these orders.
 */
function positionValueRefusal(
  limit: string,
  orders: readonly GuardedOrder[],
  opening: readonly Opening[],
  figures: GuardFigures,
): GuardRefusal | null {
  const sides = new Map(opening.map((o) => [`${o.order.pair} ${o.order.isLong}`, o.order]));
  for (const { pair, isLong } of sides.values()) {
    const same = orders.filter((o) => o.pair === pair && o.isLong === isLong);
    const resting = restingOn(pair, isLong, figures.resting);
    const added = same.reduce((sum, o) => sum.plus(o.quantity), resting);
    const after = new Decimal(figures.positions.get(pair) ?? '0').plus(isLong ? added : added.neg());
    const price = Decimal.max(...opening.filter((o) => o.order.pair === pair && o.order.isLong === isLong).map((o) => o.price));
    const value = after.abs().times(price);
    if (value.gt(limit)) {
      const withResting = resting.isZero() ? '' : ` with the ${resting.toString()} resting on its ${isLong ? 'buy' : 'sell'} side filled`;
      const shown = money(value, 'maxPositionValue');
      return refusal(
        'maxPositionValue',
        `the ${pair} position would be ${shown}${withResting}, over ${money(limit, 'maxPositionValue')}`,
        overLimit('maxPositionValue', money(limit, 'maxPositionValue'), `position after ${shown}${withResting}`),
      );
    }
  }
  return null;
}

/** The first guard the orders break (in the order of the Settings screen), or null; reducing orders break none. */
export function refusalOf(limits: GuardSettings, orders: readonly GuardedOrder[], figures: GuardFigures): GuardRefusal | null {
  const parts = openingParts(orders, figures);
  if (parts.every((part) => part.isZero())) return null;

  const { maxOrderValue, maxPositionValue, maxLeverage, maxOrdersPerMinute, dailyLossLimit } = limits;
  const opening = (): Opening[] =>
    orders.flatMap((order, i) => (parts[i]!.isZero() ? [] : [{ order, quantity: parts[i]!, price: valuePrice(order, figures.quotes) }]));
  if (maxOrderValue !== null) {
    const found = orderValueRefusal(maxOrderValue, opening());
    if (found) return found;
  }
  if (maxPositionValue !== null) {
    const found = positionValueRefusal(maxPositionValue, orders, opening(), figures);
    if (found) return found;
  }
  if (maxLeverage !== null) {
    const over = orders.find((o, i) => !parts[i]!.isZero() && o.leverage > maxLeverage);
    if (over)
      return refusal(
        'maxLeverage',
        `leverage ${over.leverage}× is over ${maxLeverage}×`,
        overLimit('maxLeverage', `${maxLeverage}×`, `this order ${over.leverage}×`),
      );
  }
  if (maxOrdersPerMinute !== null && figures.sentLastMinute + orders.length > maxOrdersPerMinute) {
    const would = figures.sentLastMinute + orders.length;
    return refusal(
      'maxOrdersPerMinute',
      `${would} orders in a minute is over ${maxOrdersPerMinute}`,
      overLimit('maxOrdersPerMinute', `${maxOrdersPerMinute}`, `${would} in a minute`),
    );
  }
  if (dailyLossLimit !== null && figures.realisedToday !== null) {
    const loss = new Decimal(figures.realisedToday).neg();
    if (loss.gte(dailyLossLimit)) {
      return refusal(
        'dailyLossLimit',
        `the realised loss since ${figures.dayStart} is ${money(loss, 'dailyLossLimit')}, at or over ${money(dailyLossLimit, 'dailyLossLimit')}; until the next day starts only closing and reducing orders go`,
        `at ${GUARDS.dailyLossLimit.label} ${money(dailyLossLimit, 'dailyLossLimit')} (lost ${money(loss, 'dailyLossLimit')} since ${figures.dayStart})`,
      );
    }
  }
  return null;
}

/** `positions.setLeverage`: a leverage over the highest allowed is refused; lowering it always goes. */
export function leverageRefusal(limits: GuardSettings, leverage: number): GuardRefusal | null {
  if (limits.maxLeverage === null || leverage <= limits.maxLeverage) return null;
  return refusal(
    'maxLeverage',
    `leverage ${leverage}× is over ${limits.maxLeverage}×`,
    overLimit('maxLeverage', `${limits.maxLeverage}×`, `${leverage}×`),
  );
}
