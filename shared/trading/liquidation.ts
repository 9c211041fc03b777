/**
 * What an order would do to the position, and the position's liquidation price, computed the way the paper
 * exchange computes them (app/paper/engine: trading.ts `fill`, positions.ts, risk.ts `restrictPrice`), in
 * decimal strings instead of its integer units, so that the same inputs give the very same figures.
 *
 * The rules (the paper exchange's trading rules, docs/exchange-api.md):
 * - One-way positions: an order against the position first reduces it (the lots leave with their share of the
 *   opening amount and of the margin, each rounded down to the settle unit; the last lot takes what is left),
 *   then opens the other way with what is left of it.
 * - The lots an order opens take margin = their notional at the order's price ÷ leverage, rounded up.
 * - Fees round up, rebates down; amounts are in the settle coin's decimals.
 * - A position is at risk when its cushion + unrealised PnL ≤ the maintenance margin (0.5 % of its notional at the
 *   price, rounded down). The cushion of an isolated position is its margin; of a cross one, its margin plus the
 *   available balance plus, for each other cross position, margin + unrealised PnL − maintenance at its mark.
 * - The liquidation price is the highest price (long) or lowest price (short) at which it is at risk; none
 *   (`null`, the exchange's "0") when no price from one tick to the pair's cap would liquidate it.
 */
import Decimal from 'decimal.js';

/** The maintenance margin rate: 0.5 %. */
export const MAINTENANCE_MARGIN_RATE = '0.005';
/** Every maker fill of the paper exchange earns 0.01 % of its amount. */
export const PAPER_MAKER_REBATE_RATE = '0.0001';

export interface MarginRules {
  priceDecimal: number;
  tradeDecimal: number;
  /** Decimals of amounts in the settle coin (margins, fees, balances). */
  settleDecimal: number;
  /** Defaults to MAINTENANCE_MARGIN_RATE. */
  maintenanceRate?: string;
  /** The highest price the exchange accepts; a short liquidated only above it has no liquidation price. */
  maxPrice?: string | null;
}

/** A position as the exchange holds it: its side, size, what it cost to open and the margin behind it. */
export interface PositionState {
  isLong: boolean;
  quantity: string;
  /** The opening amount of the lots held (the position record's `amount`). */
  amount: string;
  margin: string;
}

/** An order as if it filled in full at `price`. */
export interface Fill {
  isLong: boolean;
  quantity: string;
  price: string;
  leverage: number;
  /** The fee rate it pays, as a fraction ("0.0006"). */
  feeRate: string;
  /** A maker fill's rebate rate, as a fraction; 0 for a taker. */
  rebateRate?: string;
  /** An isolated position loses at most its margin: a loss beyond it does not come out of the balance. */
  isolated: boolean;
}

export interface FillEffect {
  /** The position after the fill; null when it leaves none. */
  position: PositionState | null;
  /** Lots that reduced (or closed) the position held. */
  closed: string;
  /** Lots that opened (or added to) a position. */
  opened: string;
  /** Margin the opened lots take from the balance. */
  margin: string;
  fee: string;
  notional: string;
  /** How the available balance changes: returned margin and PnL of the closed lots, less margin and fee. */
  cash: string;
}

/** Another cross position of the account, as its record reads (unrealised PnL at its pair's mark). */
export interface CrossHolding {
  isLong: boolean;
  amount: string;
  margin: string;
  unrealizedPnl: string;
}

const down = (x: Decimal, places: number): Decimal => x.toDecimalPlaces(places, Decimal.ROUND_FLOOR);
const up = (x: Decimal, places: number): Decimal => x.toDecimalPlaces(places, Decimal.ROUND_CEIL);
const text = (x: Decimal, places: number): string => x.toFixed(places);

/** `part` of `total` for `part` of `whole` lots, rounded down; the whole of it for all of them (positions.ts `share`). */
const share = (total: Decimal, part: Decimal, whole: Decimal, places: number): Decimal =>
  part.eq(whole) ? total : down(total.times(part).dividedBy(whole), places);

/** What an order filled at its price does to the position held (null: none) and to the available balance. */
export function applyFill(held: PositionState | null, fill: Fill, rules: MarginRules): FillEffect {
  const sd = rules.settleDecimal;
  const lots = new Decimal(fill.quantity);
  const price = new Decimal(fill.price);
  // Exact for a price on the tick and a quantity on the lot: price × quantity has at most settleDecimal places.
  const amountOf = (q: Decimal) => q.times(price).toDecimalPlaces(sd, Decimal.ROUND_HALF_UP);
  const notional = amountOf(lots);
  const fee = up(notional.times(fill.feeRate), sd);
  const rebate = down(notional.times(fill.rebateRate ?? '0'), sd);
  let cash = rebate.minus(fee);

  let position = held && {
    isLong: held.isLong,
    quantity: new Decimal(held.quantity),
    amount: new Decimal(held.amount),
    margin: new Decimal(held.margin),
  };
  let closed = new Decimal(0);
  if (position && position.isLong !== fill.isLong) {
    closed = Decimal.min(lots, position.quantity);
    const entry = share(position.amount, closed, position.quantity, sd);
    const released = share(position.margin, closed, position.quantity, sd);
    const exit = amountOf(closed);
    const pnl = position.isLong ? exit.minus(entry) : entry.minus(exit);
    // An isolated position's loss beyond its margin falls to the house, not to the balance.
    if (!(released.plus(pnl).isNegative() && fill.isolated)) cash = cash.plus(released).plus(pnl);
    position = {
      ...position,
      quantity: position.quantity.minus(closed),
      amount: position.amount.minus(entry),
      margin: position.margin.minus(released),
    };
    if (position.quantity.isZero()) position = null;
  }

  const opened = lots.minus(closed);
  let margin = new Decimal(0);
  if (opened.gt(0)) {
    const openAmount = amountOf(opened);
    margin = up(openAmount.dividedBy(fill.leverage), sd);
    cash = cash.minus(margin);
    position = position
      ? { ...position, quantity: position.quantity.plus(opened), amount: position.amount.plus(openAmount), margin: position.margin.plus(margin) }
      : { isLong: fill.isLong, quantity: opened, amount: openAmount, margin };
  }

  return {
    position: position && {
      isLong: position.isLong,
      quantity: text(position.quantity, rules.tradeDecimal),
      amount: text(position.amount, sd),
      margin: text(position.margin, sd),
    },
    closed: text(closed, rules.tradeDecimal),
    opened: text(opened, rules.tradeDecimal),
    margin: text(margin, sd),
    fee: text(fee, sd),
    notional: text(notional, sd),
    cash: text(cash, sd),
  };
}

/** The maintenance margin of a notional: its rate, rounded down to the settle unit. */
const maintenanceOf = (notional: Decimal, rules: MarginRules): Decimal =>
  down(notional.times(rules.maintenanceRate ?? MAINTENANCE_MARGIN_RATE), rules.settleDecimal);

/**
 * What other cross positions add to a cross position's cushion: margin + unrealised PnL − maintenance each, at the
 * mark their records are valued at.
 */
export function crossCushionOf(others: readonly CrossHolding[], rules: MarginRules): string {
  let cushion = new Decimal(0);
  for (const p of others) {
    const pnl = new Decimal(p.unrealizedPnl);
    const notional = p.isLong ? new Decimal(p.amount).plus(pnl) : new Decimal(p.amount).minus(pnl);
    cushion = cushion.plus(p.margin).plus(pnl).minus(maintenanceOf(notional, rules));
  }
  return text(cushion, rules.settleDecimal);
}

/**
 * The liquidation price of `position` with `cushion` behind it (its margin if isolated; margin + available +
 * the other cross positions' cushion if cross), in the pair's price decimals; null when there is none.
 */
export function liquidationPrice(position: PositionState, cushion: string, rules: MarginRules): string | null {
  const q = new Decimal(position.quantity);
  if (q.lte(0)) return null;
  const entry = new Decimal(position.amount);
  const c = new Decimal(cushion);
  const m = new Decimal(rules.maintenanceRate ?? MAINTENANCE_MARGIN_RATE);
  const tick = new Decimal(1).dividedBy(new Decimal(10).pow(rules.priceDecimal));
  const atRisk = (price: Decimal): boolean => {
    const notional = q.times(price);
    const pnl = position.isLong ? notional.minus(entry) : entry.minus(notional);
    return c.plus(pnl).lte(maintenanceOf(notional, rules));
  };
  const onTick = (x: Decimal, rounding: Decimal.Rounding) => x.toDecimalPlaces(rules.priceDecimal, rounding);
  const cap = rules.maxPrice ? new Decimal(rules.maxPrice) : null;
  // The closed form ignores the rounding of the maintenance margin, which moves the answer by about a tick:
  // start there and step to the exact boundary of the exchange's own test (monotonic in the price).
  const steps = 10_000;
  if (position.isLong) {
    if (!atRisk(new Decimal(0))) return null;
    let t = Decimal.max(0, onTick(entry.minus(c).dividedBy(q.times(new Decimal(1).minus(m))), Decimal.ROUND_FLOOR));
    for (let i = 0; i < steps && t.gt(0) && !atRisk(t); i++) t = t.minus(tick);
    for (let i = 0; i < steps && atRisk(t.plus(tick)); i++) t = t.plus(tick);
    if (t.lte(0)) return null;
    if (cap && t.gt(cap)) t = onTick(cap, Decimal.ROUND_FLOOR);
    return t.toFixed(rules.priceDecimal);
  }
  let t = Decimal.max(tick, onTick(entry.plus(c).dividedBy(q.times(new Decimal(1).plus(m))), Decimal.ROUND_CEIL));
  for (let i = 0; i < steps && !atRisk(t); i++) t = t.plus(tick);
  for (let i = 0; i < steps && t.gt(tick) && atRisk(t.minus(tick)); i++) t = t.minus(tick);
  if (cap && t.gt(cap)) return null;
  return t.toFixed(rules.priceDecimal);
}
