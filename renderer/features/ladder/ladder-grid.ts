/**
 * The ladder's fixed price column: prices as exact integers of the grouping step, a window of rows from a top
 * price down, and what the book, the trader's orders, the traded volume and the marks put on each row. Pure.
 */
import { HELD_KINDS } from '../../../shared/trading/held-kinds';
import type { HeldOrderView } from '../../../shared/bridge';
import type { Depth, Order, Pair } from '../../../shared/exchange';
import { scaledOf, textOf } from '../../domain/market/order-book-model';
import type { AlgoMark, AlgoMarkKind } from '../../domain/protection/algo-state';

type Decimals = Pick<Pair, 'priceDecimal' | 'tradeDecimal'>;

/** Where a row sits: its price in units of 10^-priceDecimal, always a multiple of the step. */
export type Ticks = bigint;

export type LadderMark = 'best-bid' | 'best-ask' | 'last' | 'mark' | 'entry' | 'liquidation' | HeldOrderView['kind'] | AlgoMarkKind;

export interface LadderRow {
  /** The row's price, as shown and as an order at this row is sent. */
  price: string;
  bid: string | null;
  ask: string | null;
  /** Size against the largest size of the visible rows, 0..1 (a bar's width only). */
  bidShare: number;
  askShare: number;
  /** Total open size of the trader's orders at this price, per side. */
  myBuy: string | null;
  mySell: string | null;
  volume: string | null;
  marks: readonly LadderMark[];
}

/** The step in ticks for a grouping step given as a decimal string (the tick when none). */
export const stepTicksOf = (step: string | undefined, pd: number): Ticks => (step === undefined ? 1n : scaledOf(step, pd));

/** Rounds a price in ticks onto the grid: asks (and sells) up, bids down, as the book groups them. */
export const snap = (ticks: Ticks, step: Ticks, up: boolean): Ticks => {
  const down = floorDiv(ticks, step) * step;
  return up && down !== ticks ? down + step : down;
};

const floorDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};

/** The best bid and ask on the grid; null for an empty side. */
export function insideOf(depth: Depth | null, pd: number, step: Ticks): { bid: Ticks | null; ask: Ticks | null } {
  const bid = depth?.bids[0];
  const ask = depth?.asks[0];
  return {
    bid: bid ? snap(scaledOf(bid.price, pd), step, false) : null,
    ask: ask ? snap(scaledOf(ask.price, pd), step, true) : null,
  };
}

/** The prices of `count` rows from `top` down, one step apart. */
export const rowPrices = (top: Ticks, step: Ticks, count: number): Ticks[] => Array.from({ length: count }, (_, i) => top - BigInt(i) * step);

/** Summed quantities per grid price, in lots. */
export type SizeAt = Map<Ticks, bigint>;

function sizesOf(levels: readonly { price: string; quantity: string }[], pd: number, qd: number, step: Ticks, up: boolean): SizeAt {
  const out: SizeAt = new Map();
  for (const level of levels) {
    const at = snap(scaledOf(level.price, pd), step, up);
    out.set(at, (out.get(at) ?? 0n) + scaledOf(level.quantity, qd));
  }
  return out;
}

/** The unfilled size of the trader's open orders per grid price, buys and sells apart. */
export function ownSizesOf(orders: readonly Order[], pd: number, qd: number, step: Ticks): { buy: SizeAt; sell: SizeAt } {
  const left = (o: Order) => ({ price: o.price, quantity: textOf(scaledOf(o.quantity, qd) - scaledOf(o.dealQuantity, qd), qd) });
  return {
    buy: sizesOf(orders.filter((o) => o.isLong && !o.isMarket).map(left), pd, qd, step, false),
    sell: sizesOf(orders.filter((o) => !o.isLong && !o.isMarket).map(left), pd, qd, step, true),
  };
}

export interface LadderInput {
  pair: Decimals;
  step: Ticks;
  top: Ticks;
  count: number;
  depth: Depth | null;
  own: { buy: SizeAt; sell: SizeAt };
  /** Traded volume per grid price (volume.ts). */
  volume: SizeAt;
  /** Prices to mark, as the exchange gives them. */
  marks: Partial<Record<'last' | 'mark' | 'entry' | 'liquidation', string | null>>;
  /** The triggers of the market's live held orders (stop loss, take profit, trailing stop). */
  held?: readonly { kind: HeldOrderView['kind']; price: string }[];
  /** A live chase's resting order, a live TWAP's price limit (on the row its side's orders group to, as My orders). */
  algos?: readonly AlgoMark[];
}

/**
 * The triggers of `symbol`'s live held orders as the ladder marks them, at each answer of the held orders: a
 * trailing stop's mark moves to the row of its trigger now.
 */
export function heldMarksOf(held: readonly HeldOrderView[], symbol: string | null): { kind: HeldOrderView['kind']; price: string }[] {
  return held.flatMap((h) =>
    h.pair === symbol && h.trigger !== null && HELD_KINDS[h.kind].drawn && (h.status === 'armed' || h.status === 'pending')
      ? [{ kind: h.kind, price: h.trigger }]
      : [],
  );
}
export function buildLadder({ pair, step, top, count, depth, own, volume, marks, held = [], algos = [] }: LadderInput): LadderRow[] {
  const { priceDecimal: pd, tradeDecimal: qd } = pair;
  const bids = sizesOf(depth?.bids ?? [], pd, qd, step, false);
  const asks = sizesOf(depth?.asks ?? [], pd, qd, step, true);
  const prices = rowPrices(top, step, count);
  let largest = 0n;
  for (const p of prices) {
    const b = bids.get(p) ?? 0n;
    const a = asks.get(p) ?? 0n;
    if (b > largest) largest = b;
    if (a > largest) largest = a;
  }
  const inside = insideOf(depth, pd, step);
  const marked = new Map<Ticks, LadderMark[]>();
  const mark = (at: Ticks | null, what: LadderMark) => {
    if (at === null) return;
    marked.set(at, [...(marked.get(at) ?? []), what]);
  };
  mark(inside.bid, 'best-bid');
  mark(inside.ask, 'best-ask');
  for (const what of ['last', 'mark', 'entry', 'liquidation'] as const) {
    const price = marks[what];
    if (price) mark(snap(scaledOf(price, pd), step, false), what);
  }
  for (const h of held) {
    const at = snap(scaledOf(h.price, pd), step, false);
    if (!marked.get(at)?.includes(h.kind)) mark(at, h.kind);
  }
  for (const a of algos) {
    const at = snap(scaledOf(a.price, pd), step, a.side === 'sell');
    if (!marked.get(at)?.includes(a.kind)) mark(at, a.kind);
  }
  const share = (size: bigint | undefined) => (size && largest > 0n ? Number(size) / Number(largest) : 0);
  const text = (size: bigint | undefined) => (size && size > 0n ? textOf(size, qd) : null);
  return prices.map((p) => ({
    price: textOf(p, pd),
    bid: text(bids.get(p)),
    ask: text(asks.get(p)),
    bidShare: share(bids.get(p)),
    askShare: share(asks.get(p)),
    myBuy: text(own.buy.get(p)),
    mySell: text(own.sell.get(p)),
    volume: text(volume.get(p)),
    marks: marked.get(p) ?? [],
  }));
}
