/**
 * What a live chase or TWAP is doing, in the words the chart's labels and the ladder's row marks use: which are live
 * on a market, "Chase buy 0.030 left", its time and distance left, "TWAP buy 2/4 · 0.020/0.040 · avg 60010.4", and
 * the rows of the ladder it marks. No React here.
 */
import Decimal from 'decimal.js';
import type { AlgoView } from '../../../shared/bridge';
import type { Order } from '../../../shared/exchange';
import { formatDecimal } from '../../../shared/decimal';
import { algoOfClientOrderId } from '../../../shared/trading';

const LIVE = new Set<AlgoView['status']>(['working', 'paused', 'ending']);
const SIDE_WORD = { buy: 'buy', sell: 'sell' } as const;

/** The market's chases and TWAPs still working (or paused, or ending). */
export const liveAlgosOf = (algos: readonly AlgoView[] | null | undefined, pair: string): AlgoView[] =>
  (algos ?? []).filter((a) => a.pair === pair && LIVE.has(a.status));

/** Its headline: "Chase buy", "TWAP sell 2/4". */
export const algoTitle = (a: AlgoView): string =>
  a.twap ? `TWAP ${SIDE_WORD[a.side]} ${a.twap.sent}/${a.twap.slices}` : `Chase ${SIDE_WORD[a.side]}`;

/** Seconds as a label says them: "12 s", "95 s", "3 min" (from two minutes on); 0 once passed. */
export function secondsText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min`;
}

/**
 * How far the best may still move against a chase from `price` (where its order rests) before its distance limit:
 * the limit less what it moved since the start; null without a distance limit or a start price.
 */
export function distanceLeft(a: AlgoView, price: string, priceDecimal: number): string | null {
  const c = a.chase;
  if (!c || c.maxDistance === null || c.startPrice === null) return null;
  const moved = a.side === 'buy' ? new Decimal(price).minus(c.startPrice) : new Decimal(c.startPrice).minus(price);
  return Decimal.max(0, new Decimal(c.maxDistance).minus(moved)).toFixed(priceDecimal);
}

/**
 * What is left of a chase, counting the fills of its resting order that the open orders show and the chase has not
 * read back yet (it reads its order once a second): what is left never shows more than My orders does.
 */
export function chaseLeft(a: AlgoView, resting: Pick<Order, 'clientOrderId' | 'dealQuantity'> | null): string {
  if (!resting) return a.remaining;
  const seen = a.order?.clientOrderId === resting.clientOrderId ? a.order.filled : '0';
  const unseen = Decimal.max(0, new Decimal(resting.dealQuantity).minus(seen));
  return Decimal.max(0, new Decimal(a.remaining).minus(unseen)).toString();
}

/** What a label says after the headline, and what a screen reader reads, of a live chase resting at `price` (or none). */
export interface AlgoState {
  /** "0.030 left" for a chase; "0.020/0.040" for a TWAP. */
  amount: string;
  /** The muted runs after it: "12 s", "40.0 to limit", "avg 60010.4", "paused", "stopping…". */
  notes: string[];
  /** Faint: paused or ending. */
  quiet: boolean;
  /** ✕ cancels it (not once it is ending). */
  cancellable: boolean;
  description: string;
}

interface Decimals {
  priceDecimal: number;
  tradeDecimal: number;
  tradeCoinName: string;
}

export function algoState(a: AlgoView, now: number, d: Decimals, resting: Pick<Order, 'clientOrderId' | 'dealQuantity' | 'price'> | null): AlgoState {
  const price = resting === null ? null : formatDecimal(resting.price, d.priceDecimal);
  const qty = (v: string) => formatDecimal(v, d.tradeDecimal);
  const avg = a.averagePrice === null ? null : `avg ${formatDecimal(a.averagePrice, d.priceDecimal)}`;
  const status = a.status === 'paused' ? 'paused' : a.status === 'ending' ? (a.kind === 'chase' ? 'stopping…' : 'ending…') : null;
  const held = `held by Perpdesk${status ? `, ${status}` : ''}`;
  if (a.kind === 'chase' && a.chase) {
    const time = secondsText(a.chase.deadline - now);
    const distance = price === null ? null : distanceLeft(a, price, d.priceDecimal);
    const where = price === null ? 'no order resting now' : `resting at ${price}`;
    const left = qty(chaseLeft(a, resting));
    return {
      amount: `${left} left`,
      notes: [time, ...(distance === null ? [] : [`${distance} to limit`]), ...(status ? [status] : [])],
      quiet: status !== null,
      cancellable: a.status !== 'ending',
      description: `${algoTitle(a)} of ${qty(a.quantity)} ${d.tradeCoinName} ${held}: ${left} left, ${where}, ${time} left${distance === null ? '' : `, the price may move ${distance} more against it`}; at a limit it ${a.chase.onLimit === 'stop' ? 'stops' : 'crosses at market'}`,
    };
  }
  const limit = a.twap?.priceLimit ?? null;
  return {
    amount: `${qty(a.filled)}/${qty(a.quantity)}`,
    notes: [...(avg ? [avg] : []), ...(status ? [status] : [])],
    quiet: status !== null,
    cancellable: a.status !== 'ending',
    description: `${algoTitle(a)} slices of ${qty(a.quantity)} ${d.tradeCoinName} ${held}: ${qty(a.filled)} filled${avg ? ` at ${avg.slice(4)} on average` : ''}${limit === null ? '' : `, slices wait beyond ${formatDecimal(limit, d.priceDecimal)}`}`,
  };
}

/** A chase's or a TWAP's mark on a ladder row: its resting order, or a TWAP's price limit. */
export type AlgoMarkKind = 'chase-buy' | 'chase-sell' | 'twap-limit-buy' | 'twap-limit-sell';

export interface AlgoMark {
  kind: AlgoMarkKind;
  side: 'buy' | 'sell';
  price: string;
}

/**
 * The ladder's chase and TWAP marks on a market: each open order a live chase has resting (found by its client order
 * id, so the mark sits on the row of My orders), and each live TWAP's price limit.
 */
export function algoMarksOf(algos: readonly AlgoView[] | null | undefined, orders: readonly Order[], pair: string): AlgoMark[] {
  const live = liveAlgosOf(algos, pair);
  const byId = new Map(live.map((a) => [a.id, a]));
  const marks: AlgoMark[] = [];
  for (const o of orders) {
    const a = o.symbol === pair ? byId.get(algoOfClientOrderId(o.clientOrderId) ?? '') : undefined;
    if (a?.kind === 'chase') marks.push({ kind: `chase-${a.side}`, side: a.side, price: o.price });
  }
  for (const a of live) {
    const limit = a.twap?.priceLimit ?? null;
    if (limit !== null) marks.push({ kind: `twap-limit-${a.side}`, side: a.side, price: limit });
  }
  return marks;
}
